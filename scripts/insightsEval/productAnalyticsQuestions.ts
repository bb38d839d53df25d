import { type EvalQuestion, inYear } from './evalQuestions.ts';

const eventsOfUsers = 'events e JOIN users u ON u.id = e.user_id';
const eventsOfAccounts = `${eventsOfUsers} JOIN accounts a ON a.id = u.account_id`;

/**
 * A software product's usage questions (`loadProductAnalytics.ts`), over an event log whose event
 * names are values. Each was written with its PostgreSQL answer before the planner was first run
 * on this database.
 */
export const productAnalyticsQuestions: EvalQuestion[] = [
  { question: 'How many users are there?', answer: null, sql: 'SELECT count(*) FROM users' },
  {
    question: 'Number of users by country',
    answer: null,
    sql: 'SELECT country, count(*) FROM users GROUP BY 1',
  },
  {
    question: 'Number of accounts by plan',
    answer: null,
    sql: 'SELECT plan, count(*) FROM accounts GROUP BY 1',
  },
  {
    question: 'Number of users by industry',
    answer: null,
    sql: 'SELECT a.industry, count(*) FROM users u JOIN accounts a ON a.id = u.account_id GROUP BY 1',
  },
  {
    question: 'Number of events by event name',
    answer: null,
    sql: 'SELECT event_name, count(*) FROM events GROUP BY 1',
  },
  {
    question: 'Number of purchases per month in 2025',
    answer: null,
    sql: `SELECT to_char(occurred_at, 'YYYY-MM'), count(*) FROM events WHERE event_name = 'purchase' AND ${inYear('occurred_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'Total revenue by plan',
    answer: null,
    sql: `SELECT a.plan, sum(e.revenue) FROM ${eventsOfAccounts} GROUP BY 1`,
  },
  {
    question: 'Total revenue by country',
    answer: null,
    sql: `SELECT u.country, sum(e.revenue) FROM ${eventsOfUsers} GROUP BY 1`,
  },
  {
    question: 'Average session duration by device',
    answer: null,
    sql: 'SELECT device, round(avg(duration_seconds), 2) FROM sessions GROUP BY 1',
  },
  {
    question: 'Sessions per month in 2025',
    answer: null,
    sql: `SELECT to_char(started_at, 'YYYY-MM'), count(*) FROM sessions WHERE ${inYear('started_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'How many users made a purchase?',
    answer: null,
    sql: `SELECT count(DISTINCT user_id) FROM events WHERE event_name = 'purchase'`,
  },
  {
    question: 'Top 5 accounts by revenue',
    answer: null,
    sql: `SELECT a.name, sum(e.revenue) s FROM ${eventsOfAccounts} GROUP BY a.id, 1 ORDER BY s DESC NULLS LAST LIMIT 5`,
  },
  {
    question: 'Number of sessions by browser',
    answer: null,
    sql: 'SELECT browser, count(*) FROM sessions GROUP BY 1',
  },
  {
    question: 'Average revenue per purchase',
    answer: null,
    sql: `SELECT round(avg(revenue), 2) FROM events WHERE event_name = 'purchase'`,
  },
  {
    question: 'Number of mobile sessions',
    answer: null,
    sql: `SELECT count(*) FROM sessions WHERE device = 'mobile'`,
  },
  {
    question: 'Users signed up per month in 2025',
    answer: null,
    sql: `SELECT to_char(signed_up_at, 'YYYY-MM'), count(*) FROM users WHERE ${inYear('signed_up_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'Number of exports by plan',
    answer: null,
    sql: `SELECT a.plan, count(*) FROM ${eventsOfAccounts} WHERE e.event_name = 'export' GROUP BY 1`,
  },
  {
    question: 'Which country has the most sessions?',
    answer: null,
    sql: 'SELECT u.country, count(*) n FROM sessions s JOIN users u ON u.id = s.user_id GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of admins per account',
    answer: null,
    sql: `SELECT a.name, count(*) FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.role = 'admin' GROUP BY a.id, 1`,
  },
  {
    question: 'Number of signups per month',
    answer: null,
    sql: `SELECT to_char(occurred_at, 'YYYY-MM'), count(*) FROM events WHERE event_name = 'signup' GROUP BY 1`,
  },
  {
    question: 'Accounts created per year',
    answer: null,
    sql: `SELECT to_char(created_at, 'YYYY'), count(*) FROM accounts GROUP BY 1`,
  },
  {
    question: 'Top 3 industries by revenue',
    answer: null,
    sql: `SELECT a.industry, sum(e.revenue) s FROM ${eventsOfAccounts} GROUP BY 1 ORDER BY s DESC LIMIT 3`,
  },
  {
    question: 'Share of sessions by device',
    answer: null,
    sql: 'SELECT device, count(*) FROM sessions GROUP BY 1',
  },
  {
    question: 'Number of page views by country',
    answer: null,
    sql: `SELECT u.country, count(*) FROM ${eventsOfUsers} WHERE e.event_name = 'page_view' GROUP BY 1`,
  },
  {
    question: 'Number of enterprise accounts',
    answer: null,
    sql: `SELECT count(*) FROM accounts WHERE plan = 'enterprise'`,
  },
];
