import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A software product's usage analytics: customer accounts on plans, their users, sessions, and
// one event log where what happened is a value (`event_name`: page_view, signup, purchase, ...)
// and only a purchase carries revenue.
const SCHEMA = [
  'CREATE TABLE accounts (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL, industry VARCHAR(30) NOT NULL, plan VARCHAR(12) NOT NULL, created_at TIMESTAMP NOT NULL)',
  'CREATE TABLE users (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), email VARCHAR(80) NOT NULL, country VARCHAR(30) NOT NULL, role VARCHAR(10) NOT NULL, signed_up_at TIMESTAMP NOT NULL)',
  'CREATE TABLE sessions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), started_at TIMESTAMP NOT NULL, duration_seconds INTEGER NOT NULL, device VARCHAR(10) NOT NULL, browser VARCHAR(12) NOT NULL)',
  'CREATE TABLE events (id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL REFERENCES sessions(id), user_id INTEGER NOT NULL REFERENCES users(id), event_name VARCHAR(20) NOT NULL, occurred_at TIMESTAMP NOT NULL, revenue NUMERIC(10,2))',
  "COMMENT ON COLUMN events.revenue IS 'Amount paid, on purchase events only'",
];

const INDUSTRIES = ['Retail', 'Healthcare', 'Education', 'Finance', 'Logistics', 'Media'];
const PLANS: [string, number][] = [
  ['free', 0.55],
  ['pro', 0.85],
  ['enterprise', 1],
];
const COUNTRIES = ['United States', 'Germany', 'Brazil', 'India', 'Japan', 'Canada', 'Spain'];
const DEVICES: [string, number][] = [
  ['desktop', 0.6],
  ['mobile', 0.92],
  ['tablet', 1],
];
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge'];
const WORDS = [
  'Blue',
  'North',
  'Bright',
  'Quantum',
  'Maple',
  'Harbor',
  'Summit',
  'Atlas',
  'Nimbus',
  'Pioneer',
];
const KINDS = ['Labs', 'Health', 'Logistics', 'Media', 'Partners', 'Systems'];

const draw = (r: ReturnType<typeof seeded>, shares: [string, number][]) => {
  const roll = r.next();
  return shares.find(([, upTo]) => roll < upTo)![0];
};

/** The product's rows: 150 accounts, 1,200 users, their sessions and events. */
export function productAnalyticsRows() {
  const r = seeded(5150);
  const accounts: Row[] = [];
  for (let a = 1; a <= 150; a++)
    accounts.push([
      a,
      `${WORDS[a % WORDS.length]} ${KINDS[Math.floor(a / WORDS.length) % KINDS.length]} ${a}`,
      r.pick(INDUSTRIES),
      draw(r, PLANS),
      minuteOf(day('2022-02-01', r.int(0, 1000)), r.int(0, 1439)),
    ]);
  const users: Row[] = [];
  for (let u = 1; u <= 1200; u++)
    users.push([
      u,
      r.int(1, accounts.length),
      `user${u}@example.com`,
      r.pick(COUNTRIES),
      r.next() < 0.2 ? 'admin' : 'member',
      minuteOf(day('2023-06-01', r.int(0, 700)), r.int(0, 1439)),
    ]);
  const sessions: Row[] = [];
  const events: Row[] = [];
  for (let s = 1; s <= 6000; s++) {
    const user = r.int(1, users.length);
    const started = day('2024-09-01', r.int(0, 450));
    const minute = r.int(0, 1300);
    const device = draw(r, DEVICES);
    sessions.push([
      s,
      user,
      minuteOf(started, minute),
      r.int(20, device === 'desktop' ? 3600 : 1500),
      device,
      r.pick(BROWSERS),
    ]);
    const count = r.int(1, 8);
    for (let k = 0; k < count; k++) {
      const roll = r.next();
      const name =
        roll < 0.55
          ? 'page_view'
          : roll < 0.8
            ? 'click'
            : roll < 0.88
              ? 'export'
              : roll < 0.94
                ? 'invite_sent'
                : roll < 0.97
                  ? 'signup'
                  : 'purchase';
      events.push([
        events.length + 1,
        s,
        user,
        name,
        minuteOf(started, Math.min(minute + k * 3, 1439)),
        name === 'purchase' ? Math.round((19 + r.next() * 480) * 100) / 100 : null,
      ]);
    }
  }
  return { accounts, users, sessions, events };
}

/** Creates the product's tables and fills them through `run`. */
export const fillProductAnalytics = (run: RunStatement) => fillDatabase(run, SCHEMA, productAnalyticsRows());

/** The product's analytics into a scratch PostgreSQL database of its own, dropped first. */
export const loadProductAnalytics = (database: string) => loadScratchDatabase(database, fillProductAnalytics);
