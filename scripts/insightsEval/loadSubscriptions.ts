import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// Three schemas and no table in public: the catalog names every table `schema.table`, and keys
// cross schemas (a subscription's account lives in crm, its invoices in billing).
const SCHEMA = [
  'CREATE SCHEMA crm',
  'CREATE SCHEMA billing',
  'CREATE SCHEMA support',
  'CREATE TABLE crm.staff (staff_id INTEGER PRIMARY KEY, full_name VARCHAR(60) NOT NULL, team VARCHAR(12) NOT NULL)',
  'CREATE TABLE crm.accounts (account_id INTEGER PRIMARY KEY, account_name VARCHAR(60) NOT NULL, industry VARCHAR(20) NOT NULL, country VARCHAR(30) NOT NULL, created_on DATE NOT NULL, sales_owner_id INTEGER NOT NULL REFERENCES crm.staff(staff_id))',
  'CREATE TABLE billing.plans (plan_id INTEGER PRIMARY KEY, plan_name VARCHAR(20) NOT NULL, monthly_price NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE billing.subscriptions (subscription_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES crm.accounts(account_id), plan_id INTEGER NOT NULL REFERENCES billing.plans(plan_id), started_on DATE NOT NULL, cancelled_on DATE, seats INTEGER NOT NULL)',
  'CREATE TABLE billing.invoices (invoice_id INTEGER PRIMARY KEY, subscription_id INTEGER NOT NULL REFERENCES billing.subscriptions(subscription_id), issued_on DATE NOT NULL, amount_due NUMERIC(10,2) NOT NULL, paid BOOLEAN NOT NULL)',
  'CREATE TABLE support.tickets (ticket_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES crm.accounts(account_id), assignee_id INTEGER NOT NULL REFERENCES crm.staff(staff_id), opened_at TIMESTAMP NOT NULL, closed_at TIMESTAMP, priority VARCHAR(8) NOT NULL, channel VARCHAR(8) NOT NULL)',
];

const STAFF: [string, string][] = [
  ['Maya Fischer', 'Sales'],
  ['Tomas Reyes', 'Sales'],
  ['Priya Nair', 'Sales'],
  ['Oliver Grant', 'Sales'],
  ['Lena Vogel', 'Support'],
  ['Sam Okafor', 'Support'],
  ['Nina Petrova', 'Support'],
  ['Jonas Berg', 'Support'],
  ['Aisha Khan', 'Support'],
  ['Marco Rossi', 'Success'],
  ['Elif Demir', 'Success'],
  ['Hana Sato', 'Success'],
];
const PREFIXES = ['Blue', 'North', 'Bright', 'Silver', 'Green', 'Rapid', 'Prime', 'Clear', 'Iron', 'Urban'];
const SUFFIXES = [
  'Labs',
  'Logistics',
  'Foods',
  'Health',
  'Media',
  'Systems',
  'Retail',
  'Energy',
  'Works',
  'Studio',
  'Partners',
  'Analytics',
  'Motors',
  'Travel',
  'Finance',
];
const INDUSTRIES = ['Retail', 'Healthcare', 'Manufacturing', 'Education', 'Finance', 'Logistics'];
const COUNTRIES = ['Germany', 'France', 'Spain', 'Poland', 'Sweden', 'Ireland', 'Italy', 'Portugal'];
const PLANS: [string, number][] = [
  ['Starter', 29],
  ['Team', 99],
  ['Business', 299],
  ['Enterprise', 999],
];
const PRIORITIES = ['Low', 'Normal', 'Normal', 'High', 'Urgent'];
const CHANNELS = ['Email', 'Email', 'Chat', 'Phone'];

/** A software company's rows: 12 staff, 150 accounts, 4 plans, about 220 subscriptions, their invoices and 600 tickets. */
export function subscriptionRows() {
  const r = seeded(2718);
  const staff = STAFF.map(([name, team], i) => [i + 1, name, team]);
  const accounts = Array.from({ length: 150 }, (_, i) => [
    i + 1,
    `${PREFIXES[i % 10]} ${SUFFIXES[Math.floor(i / 10)]}`,
    r.pick(INDUSTRIES),
    r.pick(COUNTRIES),
    day('2022-01-01', r.int(0, 1300)),
    r.int(1, 4),
  ]);
  const plans = PLANS.map(([name, price], i) => [i + 1, name, price]);
  const subscriptions: (string | number | null)[][] = [];
  const invoices: (string | number | boolean)[][] = [];
  for (const account of accounts) {
    for (let k = r.next() < 0.5 ? 2 : 1; k > 0; k--) {
      const plan = r.int(1, 4);
      const started = day(String(account[4]), r.int(0, 200));
      const months = r.int(1, 14);
      const cancelled = r.next() < 0.3 ? day(started, months * 30 + 5) : null;
      const seats = r.int(1, plan * 40);
      const id = subscriptions.length + 1;
      subscriptions.push([id, Number(account[0]), plan, started, cancelled, seats]);
      for (let m = 0; m < months; m++)
        invoices.push([
          invoices.length + 1,
          id,
          day(started, m * 30),
          Math.round(PLANS[plan - 1]![1] * (0.8 + r.next() * 0.4) * 100) / 100,
          r.next() < 0.9,
        ]);
    }
  }
  const tickets = Array.from({ length: 600 }, (_, i) => {
    const opened = day('2023-01-01', r.int(0, 900));
    const at = r.int(0, 1439);
    return [
      i + 1,
      r.int(1, 150),
      r.int(5, 9),
      minuteOf(opened, at),
      r.next() < 0.85 ? minuteOf(day(opened, r.int(0, 6)), r.int(0, 1439)) : null,
      r.pick(PRIORITIES),
      r.pick(CHANNELS),
    ];
  });
  return {
    'crm.staff': staff,
    'crm.accounts': accounts,
    'billing.plans': plans,
    'billing.subscriptions': subscriptions,
    'billing.invoices': invoices,
    'support.tickets': tickets,
  };
}

/** Creates the company's schemas and tables and fills them through `run`. */
export const fillSubscriptions = (run: RunStatement) => fillDatabase(run, SCHEMA, subscriptionRows());

/** The company into a scratch PostgreSQL database of its own, dropped first. */
export const loadSubscriptions = (database: string) => loadScratchDatabase(database, fillSubscriptions);
