import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE departments (department_id INTEGER PRIMARY KEY, department_name VARCHAR(40) NOT NULL, location VARCHAR(40) NOT NULL)',
  'CREATE TABLE employees (employee_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, department_id INTEGER NOT NULL REFERENCES departments(department_id), manager_id INTEGER REFERENCES employees(employee_id), hire_date DATE NOT NULL, salary NUMERIC(10,2) NOT NULL, job_title VARCHAR(40) NOT NULL)',
  'CREATE TABLE projects (project_id INTEGER PRIMARY KEY, project_name VARCHAR(60) NOT NULL, department_id INTEGER NOT NULL REFERENCES departments(department_id), budget NUMERIC(12,2) NOT NULL, start_date DATE NOT NULL, end_date DATE, status VARCHAR(20) NOT NULL)',
  'CREATE TABLE assignments (employee_id INTEGER NOT NULL REFERENCES employees(employee_id), project_id INTEGER NOT NULL REFERENCES projects(project_id), hours_per_week INTEGER NOT NULL, role VARCHAR(30) NOT NULL, PRIMARY KEY (employee_id, project_id))',
  'CREATE TABLE expenses (expense_id INTEGER PRIMARY KEY, employee_id INTEGER NOT NULL REFERENCES employees(employee_id), project_id INTEGER NOT NULL REFERENCES projects(project_id), amount NUMERIC(10,2) NOT NULL, category VARCHAR(30) NOT NULL, spent_on DATE NOT NULL)',
  'CREATE VIEW department_headcount AS SELECT d.department_name, count(e.employee_id) AS employees FROM departments d LEFT JOIN employees e ON e.department_id = d.department_id GROUP BY d.department_name',
];

const DEPARTMENTS: [string, string][] = [
  ['Engineering', 'Berlin'],
  ['Sales', 'Madrid'],
  ['Marketing', 'Madrid'],
  ['Finance', 'Lisbon'],
  ['Operations', 'Berlin'],
];
const FIRST = [
  'Ava',
  'Bilal',
  'Carmen',
  'Dmitri',
  'Esther',
  'Femi',
  'Greta',
  'Hiro',
  'Isla',
  'Jamal',
  'Kofi',
  'Lena',
];
const LAST = ['Andersen', 'Becker', 'Castro', 'Dubois', 'Eriksen', 'Fischer', 'Gomez', 'Horvat', 'Ivanova'];
const TITLES = ['Engineer', 'Senior Engineer', 'Analyst', 'Account Executive', 'Designer', 'Coordinator'];
const STATUSES = ['Active', 'Completed', 'On hold'];
const ROLES = ['Lead', 'Contributor', 'Reviewer'];
const CATEGORIES = ['Travel', 'Software', 'Training', 'Equipment', 'Meals'];

/** A company's staffing rows: 5 departments, 120 employees with managers, 30 projects, their assignments and 1,200 expenses. */
export function staffingRows() {
  const r = seeded(4242);
  const departments = DEPARTMENTS.map(([name, location], i) => [i + 1, name, location]);
  const employees = Array.from({ length: 120 }, (_, i) => {
    // Departments of different sizes, Engineering the largest.
    const department = i < 5 ? i + 1 : r.next() < 0.3 ? 1 : r.int(1, 5);
    // The first employee of each department manages it; the others report to one of them.
    const manager = i < 5 ? null : department;
    const title = i < 5 ? 'Head of department' : r.pick(TITLES);
    const salary = (i < 5 ? 110000 : 38000) + r.int(0, 4200000) / 100;
    return [
      i + 1,
      r.pick(FIRST),
      r.pick(LAST),
      department,
      manager,
      day('2012-01-01', r.int(0, 4700)),
      salary,
      title,
    ];
  });
  const projects = Array.from({ length: 30 }, (_, i) => {
    const start = day('2022-01-01', r.int(0, 1200));
    const status = r.pick(STATUSES);
    return [
      i + 1,
      `Project ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? '2' : ''}`,
      r.int(1, 5),
      r.int(20, 900) * 1000,
      start,
      status === 'Completed' ? day(start, r.int(60, 400)) : null,
      status,
    ];
  });
  const assignments: (string | number)[][] = [];
  for (const [projectId] of projects) {
    const team = new Set<number>();
    for (let k = r.int(3, 9); k > 0; k--) team.add(r.int(1, 120));
    for (const employee of team) assignments.push([employee, projectId!, r.int(4, 40), r.pick(ROLES)]);
  }
  const expenses = Array.from({ length: 1200 }, (_, i) => {
    const [employee, project] = assignments[r.int(0, assignments.length - 1)]!;
    return [
      i + 1,
      employee!,
      project!,
      r.int(500, 250000) / 100,
      r.pick(CATEGORIES),
      day('2023-01-01', r.int(0, 1050)),
    ];
  });
  return { departments, employees, projects, assignments, expenses };
}

/** Creates the company's tables and fills them through `run`. */
export const fillStaffing = (run: RunStatement) => fillDatabase(run, SCHEMA, staffingRows());

/** The company into a scratch PostgreSQL database of its own, dropped first. */
export const loadStaffing = (database: string) => loadScratchDatabase(database, fillStaffing);
