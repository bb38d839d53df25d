import { type EvalQuestion, inYear } from './evalQuestions.ts';

/**
 * A task tracker's questions (`loadTaskTracker.ts`), over an application's own database. Each was
 * written with its PostgreSQL answer before the planner was first run on this database.
 */
export const taskTrackerQuestions: EvalQuestion[] = [
  { question: 'How many accounts are there?', answer: null, sql: 'SELECT count(*) FROM accounts' },
  {
    question: 'Number of accounts per plan',
    answer: null,
    sql: 'SELECT plan, count(*) FROM accounts GROUP BY 1',
  },
  {
    question: 'Number of accounts by country',
    answer: null,
    sql: 'SELECT country, count(*) FROM accounts GROUP BY 1',
  },
  {
    question: 'New accounts per month in 2025',
    answer: null,
    sql: `SELECT to_char(created_at, 'YYYY-MM'), count(*) FROM accounts WHERE ${inYear('created_at', 2025)} GROUP BY 1`,
  },
  { question: 'Number of users per role', answer: null, sql: 'SELECT role, count(*) FROM users GROUP BY 1' },
  {
    question: 'Which account has the most tasks?',
    answer: null,
    sql: 'SELECT a.name, count(*) n FROM tasks t JOIN projects p ON p.id = t.project_id JOIN accounts a ON a.id = p.account_id GROUP BY a.id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of projects per status',
    answer: null,
    sql: 'SELECT status, count(*) FROM projects GROUP BY 1',
  },
  {
    question: 'Number of tasks per status',
    answer: null,
    sql: 'SELECT status, count(*) FROM tasks GROUP BY 1',
  },
  {
    question: 'Tasks completed per month in 2025',
    answer: null,
    sql: `SELECT to_char(completed_at, 'YYYY-MM'), count(*) FROM tasks WHERE ${inYear('completed_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'How many tasks are not completed?',
    answer: null,
    sql: 'SELECT count(*) FROM tasks WHERE completed_at IS NULL',
  },
  {
    question: 'Average estimate hours by priority',
    answer: null,
    sql: 'SELECT priority, round(avg(estimate_hours), 2) FROM tasks GROUP BY 1',
  },
  {
    question: 'Top 3 projects by total estimate hours',
    answer: null,
    sql: 'SELECT p.name, sum(estimate_hours) h FROM tasks t JOIN projects p ON p.id = t.project_id GROUP BY p.id, 1 ORDER BY h DESC NULLS LAST LIMIT 3',
  },
  {
    question: 'Top 5 users by number of comments',
    answer: null,
    sql: 'SELECT u.full_name, count(*) n FROM comments c JOIN users u ON u.id = c.user_id GROUP BY u.id, 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Number of comments per month in 2025',
    answer: null,
    sql: `SELECT to_char(created_at, 'YYYY-MM'), count(*) FROM comments WHERE ${inYear('created_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'Total invoice amount by currency',
    answer: null,
    sql: 'SELECT currency, sum(amount_cents) / 100.0 FROM invoices GROUP BY 1',
  },
  {
    question: 'Total invoiced amount in 2025',
    answer: null,
    sql: `SELECT sum(amount_cents) / 100.0 FROM invoices WHERE ${inYear('issued_on', 2025)}`,
  },
  {
    question: 'How many invoices are unpaid?',
    answer: null,
    sql: 'SELECT count(*) FROM invoices WHERE paid_at IS NULL',
  },
  {
    question: 'Total invoice amount by plan',
    answer: null,
    sql: 'SELECT a.plan, sum(amount_cents) / 100.0 FROM invoices i JOIN accounts a ON a.id = i.account_id GROUP BY 1',
  },
  {
    question: 'Number of tasks per account',
    answer: null,
    sql: 'SELECT a.name, count(*) FROM tasks t JOIN projects p ON p.id = t.project_id JOIN accounts a ON a.id = p.account_id GROUP BY a.id, 1',
  },
  {
    question: 'How many tasks are due in 2025?',
    answer: null,
    sql: `SELECT count(*) FROM tasks WHERE ${inYear('due_on', 2025)}`,
  },
  {
    question: 'How many users have never signed in?',
    answer: null,
    sql: 'SELECT count(*) FROM users WHERE last_sign_in_at IS NULL',
  },
  {
    question: 'Number of tasks per assignee',
    answer: null,
    sql: 'SELECT u.full_name, count(*) FROM tasks t JOIN users u ON u.id = t.assignee_id GROUP BY u.id, 1',
  },
  {
    question: 'Average number of tasks per project',
    answer: null,
    sql: 'SELECT round(avg(n), 2) FROM (SELECT project_id, count(*) n FROM tasks GROUP BY 1) x',
  },
  {
    question: 'How many tasks have priority 1?',
    answer: null,
    sql: 'SELECT count(*) FROM tasks WHERE priority = 1',
  },
  {
    question: 'Number of active projects',
    answer: null,
    sql: "SELECT count(*) FROM projects WHERE status = 'active'",
  },
];
