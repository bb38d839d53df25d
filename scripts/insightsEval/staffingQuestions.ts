import type { EvalQuestion } from './evalQuestions.ts';

const EMPLOYEE_DEPARTMENT = 'employees e JOIN departments d ON d.department_id = e.department_id';
const EXPENSE_EMPLOYEE = 'expenses x JOIN employees e ON e.employee_id = x.employee_id';

/**
 * A company's staffing questions (`loadStaffing.ts`): departments, employees who report to
 * managers, projects staffed through an assignment table, and expenses; a view restates a count.
 * Each was written with its PostgreSQL answer before the planner was first run on this database.
 */
export const staffingQuestions: EvalQuestion[] = [
  { question: 'How many employees are there?', answer: null, sql: 'SELECT count(*) FROM employees' },
  {
    question: 'Number of employees per department',
    answer: null,
    sql: `SELECT d.department_name, count(*) FROM ${EMPLOYEE_DEPARTMENT} GROUP BY 1`,
  },
  {
    question: 'Average salary by department',
    answer: null,
    sql: `SELECT d.department_name, round(avg(e.salary), 2) FROM ${EMPLOYEE_DEPARTMENT} GROUP BY 1`,
  },
  {
    question: 'Total salary by job title',
    answer: null,
    sql: 'SELECT job_title, sum(salary) FROM employees GROUP BY 1',
  },
  { question: 'Highest salary', answer: null, sql: 'SELECT max(salary) FROM employees' },
  {
    question: 'Who earns the most?',
    answer: null,
    sql: 'SELECT first_name, last_name, salary FROM employees ORDER BY salary DESC LIMIT 1',
  },
  {
    question: 'Number of projects by status',
    answer: null,
    sql: 'SELECT status, count(*) FROM projects GROUP BY 1',
  },
  {
    question: 'Total budget by department',
    answer: null,
    sql: 'SELECT d.department_name, sum(p.budget) FROM projects p JOIN departments d ON d.department_id = p.department_id GROUP BY 1',
  },
  {
    question: 'Top 3 projects by budget',
    answer: null,
    sql: 'SELECT project_name, budget FROM projects ORDER BY budget DESC LIMIT 3',
  },
  {
    question: 'Total expenses by category',
    answer: null,
    sql: 'SELECT category, sum(amount) FROM expenses GROUP BY 1',
  },
  {
    question: 'Total expenses by month in 2025',
    answer: null,
    sql: "SELECT to_char(spent_on, 'YYYY-MM'), sum(amount) FROM expenses WHERE spent_on >= DATE '2025-01-01' AND spent_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 5 employees by total expenses',
    answer: null,
    sql: `SELECT e.first_name, e.last_name, sum(x.amount) t FROM ${EXPENSE_EMPLOYEE} GROUP BY e.employee_id, 1, 2 ORDER BY t DESC LIMIT 5`,
  },
  {
    question: 'Number of employees per project',
    answer: null,
    sql: 'SELECT p.project_name, count(*) FROM assignments a JOIN projects p ON p.project_id = a.project_id GROUP BY p.project_id, 1',
  },
  {
    question: 'Average hours per week by role',
    answer: null,
    sql: 'SELECT role, round(avg(hours_per_week), 2) FROM assignments GROUP BY 1',
  },
  {
    question: 'Number of employees hired per year',
    answer: null,
    sql: "SELECT to_char(hire_date, 'YYYY'), count(*) FROM employees GROUP BY 1",
  },
  {
    question: 'Total expenses for Travel',
    answer: null,
    sql: "SELECT sum(amount) FROM expenses WHERE category = 'Travel'",
  },
  {
    question: 'Number of employees per manager',
    answer: null,
    sql: 'SELECT m.first_name, m.last_name, count(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id GROUP BY m.employee_id, 1, 2',
  },
  { question: 'Average project budget', answer: null, sql: 'SELECT round(avg(budget), 2) FROM projects' },
  {
    question: 'Which department has the most employees?',
    answer: null,
    sql: `SELECT d.department_name, count(*) n FROM ${EMPLOYEE_DEPARTMENT} GROUP BY 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Total expenses per project',
    answer: null,
    sql: 'SELECT p.project_name, sum(x.amount) FROM expenses x JOIN projects p ON p.project_id = x.project_id GROUP BY p.project_id, 1',
  },
  {
    question: 'Average salary of employees in Sales',
    answer: null,
    sql: `SELECT round(avg(e.salary), 2) FROM ${EMPLOYEE_DEPARTMENT} WHERE d.department_name = 'Sales'`,
  },
  {
    question: 'Number of active projects',
    answer: null,
    sql: "SELECT count(*) FROM projects WHERE status = 'Active'",
  },
  {
    question: 'Total hours per week by project',
    answer: null,
    sql: 'SELECT p.project_name, sum(a.hours_per_week) FROM assignments a JOIN projects p ON p.project_id = a.project_id GROUP BY p.project_id, 1',
  },
  {
    question: 'Number of expenses per category in 2024',
    answer: null,
    sql: "SELECT category, count(*) FROM expenses WHERE spent_on >= DATE '2024-01-01' AND spent_on < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Total expenses by department',
    answer: null,
    sql: `SELECT d.department_name, sum(x.amount) FROM ${EXPENSE_EMPLOYEE} JOIN departments d ON d.department_id = e.department_id GROUP BY 1`,
  },
];
