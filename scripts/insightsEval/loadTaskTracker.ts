import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// An application's own database, as web frameworks create it: plural tables keyed by `id`,
// `created_at` and `updated_at` on every row, events as nullable timestamps (`completed_at`,
// `paid_at`), states as text, a key named for its role (`assignee_id`), money in cents.
const SCHEMA = [
  'CREATE TABLE accounts (id BIGINT PRIMARY KEY, name VARCHAR(80) NOT NULL, plan VARCHAR(20) NOT NULL, country VARCHAR(40) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE users (id BIGINT PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts(id), full_name VARCHAR(80) NOT NULL, email VARCHAR(120) NOT NULL, role VARCHAR(20) NOT NULL, last_sign_in_at TIMESTAMP, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE projects (id BIGINT PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts(id), name VARCHAR(80) NOT NULL, status VARCHAR(20) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE tasks (id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES projects(id), assignee_id BIGINT REFERENCES users(id), title VARCHAR(120) NOT NULL, priority SMALLINT NOT NULL, status VARCHAR(20) NOT NULL, estimate_hours NUMERIC(5,1), due_on DATE, completed_at TIMESTAMP, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE comments (id BIGINT PRIMARY KEY, task_id BIGINT NOT NULL REFERENCES tasks(id), user_id BIGINT NOT NULL REFERENCES users(id), body TEXT NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE invoices (id BIGINT PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts(id), number VARCHAR(12) NOT NULL, amount_cents INTEGER NOT NULL, currency VARCHAR(3) NOT NULL, issued_on DATE NOT NULL, paid_at TIMESTAMP, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
];

const PLANS: [string, number][] = [
  ['Free', 0],
  ['Free', 0],
  ['Team', 4900],
  ['Team', 4900],
  ['Business', 19900],
];
const COUNTRIES = ['United States', 'United States', 'Germany', 'France', 'Canada', 'Japan', 'Brazil'];
const WORDS = ['Apex', 'Blue', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const KINDS = ['Labs', 'Studio', 'Works', 'Group', 'Digital'];
const FIRST = ['Ana', 'Ben', 'Chloe', 'Dan', 'Eve', 'Femi', 'Gus', 'Hiro', 'Ines', 'Jon', 'Kai', 'Lea'];
const LAST = ['Moss', 'Nash', 'Ortiz', 'Park', 'Quinn', 'Ruiz', 'Sato', 'Tran'];
const ROLES = ['member', 'member', 'member', 'admin'];
const TOPICS = ['Website', 'Onboarding', 'Billing', 'Mobile app', 'Reporting', 'Migration', 'Launch'];
const STATUSES = ['todo', 'in_progress', 'done', 'done', 'done'];

/** A task tracker's rows: 150 accounts, their users, projects, tasks, comments and invoices. */
export function taskTrackerRows() {
  const r = seeded(9191);
  const at = (from: string, days: number) => minuteOf(day(from, r.int(0, days)), r.int(0, 1439));
  const accounts: Row[] = [];
  const users: Row[] = [];
  const projects: Row[] = [];
  const tasks: Row[] = [];
  const comments: Row[] = [];
  const invoices: Row[] = [];
  for (let a = 1; a <= 150; a++) {
    const [plan, price] = r.pick(PLANS);
    const created = at('2023-01-01', 960);
    accounts.push([a, `${r.pick(WORDS)} ${r.pick(KINDS)} ${a}`, plan, r.pick(COUNTRIES), created, created]);
    const members: number[] = [];
    for (let u = r.int(1, 8); u > 0; u--) {
      const id = users.length + 1;
      members.push(id);
      const joined = at(created.slice(0, 10), 200);
      const first = `${r.pick(FIRST)} ${r.pick(LAST)} ${id}`;
      const signedIn = r.next() < 0.85 ? at(joined.slice(0, 10), 300) : null;
      const role = members.length === 1 ? 'owner' : r.pick(ROLES);
      users.push([id, a, first, `user${id}@example.com`, role, signedIn, joined, joined]);
    }
    for (let p = r.int(1, 5); p > 0; p--) {
      const id = projects.length + 1;
      const opened = at(created.slice(0, 10), 300);
      projects.push([
        id,
        a,
        `${r.pick(TOPICS)} ${id}`,
        r.next() < 0.7 ? 'active' : 'archived',
        opened,
        opened,
      ]);
      for (let t = r.int(3, 20); t > 0; t--) {
        const taskId = tasks.length + 1;
        const made = at(opened.slice(0, 10), 400);
        const status = r.pick(STATUSES);
        const done = status === 'done' ? at(made.slice(0, 10), 60) : null;
        const estimate = r.next() < 0.8 ? r.int(1, 40) / 2 : null;
        const due = r.next() < 0.6 ? day(made.slice(0, 10), r.int(5, 90)) : null;
        const assignee = r.next() < 0.85 ? r.pick(members) : null;
        tasks.push([
          taskId,
          id,
          assignee,
          `Task ${taskId}`,
          r.int(1, 4),
          status,
          estimate,
          due,
          done,
          made,
          done ?? made,
        ]);
        for (let c = r.int(0, 3); c > 0; c--) {
          const written = at(made.slice(0, 10), 90);
          comments.push([comments.length + 1, taskId, r.pick(members), 'Looks good', written, written]);
        }
      }
    }
    if (price > 0)
      for (let m = r.int(1, 12); m > 0; m--) {
        const id = invoices.length + 1;
        const issued = day(created.slice(0, 10), m * 30);
        const paid = r.next() < 0.88 ? minuteOf(day(issued, r.int(0, 20)), r.int(0, 1439)) : null;
        const amount = price * (plan === 'Team' ? Math.min(members.length, 5) : 1);
        invoices.push([
          id,
          a,
          `INV-${String(id).padStart(5, '0')}`,
          amount,
          r.next() < 0.7 ? 'USD' : 'EUR',
          issued,
          paid,
          `${issued} 00:00:00`,
          paid ?? `${issued} 00:00:00`,
        ]);
      }
  }
  return { accounts, users, projects, tasks, comments, invoices };
}

/** Creates the task tracker's tables and fills them through `run`. */
export const fillTaskTracker = (run: RunStatement) => fillDatabase(run, SCHEMA, taskTrackerRows());

/** The task tracker into a scratch PostgreSQL database of its own, dropped first. */
export const loadTaskTracker = (database: string) => loadScratchDatabase(database, fillTaskTracker);
