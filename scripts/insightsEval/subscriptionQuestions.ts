import type { EvalQuestion } from './evalQuestions.ts';

const INVOICE_PLAN =
  'billing.invoices i JOIN billing.subscriptions s ON s.subscription_id = i.subscription_id JOIN billing.plans p ON p.plan_id = s.plan_id';
const INVOICE_ACCOUNT =
  'billing.invoices i JOIN billing.subscriptions s ON s.subscription_id = i.subscription_id JOIN crm.accounts a ON a.account_id = s.account_id';

/**
 * A software company's questions (`loadSubscriptions.ts`): accounts and staff in crm, plans,
 * subscriptions and invoices in billing, tickets in support. Each was written with its PostgreSQL
 * answer before the planner was first run on this database.
 */
export const subscriptionQuestions: EvalQuestion[] = [
  { question: 'How many accounts are there?', answer: null, sql: 'SELECT count(*) FROM crm.accounts' },
  {
    question: 'Number of accounts per industry',
    answer: null,
    sql: 'SELECT industry, count(*) FROM crm.accounts GROUP BY 1',
  },
  {
    question: 'Top 2 countries by number of accounts',
    answer: null,
    sql: 'SELECT country, count(*) n FROM crm.accounts GROUP BY 1 ORDER BY n DESC LIMIT 2',
  },
  {
    question: 'Number of subscriptions per plan',
    answer: null,
    sql: 'SELECT p.plan_name, count(*) FROM billing.subscriptions s JOIN billing.plans p ON p.plan_id = s.plan_id GROUP BY 1',
  },
  {
    question: 'Total amount due by month in 2025',
    answer: null,
    sql: "SELECT to_char(issued_on, 'YYYY-MM'), sum(amount_due) FROM billing.invoices WHERE issued_on >= DATE '2025-01-01' AND issued_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Total amount due per plan',
    answer: null,
    sql: `SELECT p.plan_name, sum(i.amount_due) FROM ${INVOICE_PLAN} GROUP BY 1`,
  },
  {
    question: 'How many invoices are unpaid?',
    answer: null,
    sql: 'SELECT count(*) FROM billing.invoices WHERE NOT paid',
  },
  {
    question: 'Number of tickets per priority',
    answer: null,
    sql: 'SELECT priority, count(*) FROM support.tickets GROUP BY 1',
  },
  {
    question: 'Tickets by channel',
    answer: null,
    sql: 'SELECT channel, count(*) FROM support.tickets GROUP BY 1',
  },
  {
    question: 'Average seats per plan',
    answer: null,
    sql: 'SELECT p.plan_name, round(avg(s.seats), 2) FROM billing.subscriptions s JOIN billing.plans p ON p.plan_id = s.plan_id GROUP BY 1',
  },
  {
    question: 'Total seats by industry',
    answer: null,
    sql: 'SELECT a.industry, sum(s.seats) FROM billing.subscriptions s JOIN crm.accounts a ON a.account_id = s.account_id GROUP BY 1',
  },
  {
    question: 'Top 5 accounts by amount due',
    answer: null,
    sql: `SELECT a.account_name, sum(i.amount_due) t FROM ${INVOICE_ACCOUNT} GROUP BY a.account_id, 1 ORDER BY t DESC LIMIT 5`,
  },
  {
    question: 'Which account has the most tickets?',
    answer: null,
    sql: 'SELECT a.account_name, count(*) n FROM support.tickets t JOIN crm.accounts a ON a.account_id = t.account_id GROUP BY a.account_id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'How many subscriptions were cancelled?',
    answer: null,
    sql: 'SELECT count(*) FROM billing.subscriptions WHERE cancelled_on IS NOT NULL',
  },
  {
    question: 'How many subscriptions have not been cancelled?',
    answer: null,
    sql: 'SELECT count(*) FROM billing.subscriptions WHERE cancelled_on IS NULL',
  },
  {
    question: 'Number of tickets opened per month in 2025',
    answer: null,
    sql: "SELECT to_char(opened_at, 'YYYY-MM'), count(*) FROM support.tickets WHERE opened_at >= DATE '2025-01-01' AND opened_at < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Number of accounts per sales owner',
    answer: null,
    sql: 'SELECT st.full_name, count(*) FROM crm.accounts a JOIN crm.staff st ON st.staff_id = a.sales_owner_id GROUP BY st.staff_id, 1',
  },
  {
    question: 'Number of tickets per assignee',
    answer: null,
    sql: 'SELECT st.full_name, count(*) FROM support.tickets t JOIN crm.staff st ON st.staff_id = t.assignee_id GROUP BY st.staff_id, 1',
  },
  {
    question: 'Total amount due for the Enterprise plan',
    answer: null,
    sql: `SELECT sum(i.amount_due) FROM ${INVOICE_PLAN} WHERE p.plan_name = 'Enterprise'`,
  },
  {
    question: 'Number of tickets per industry',
    answer: null,
    sql: 'SELECT a.industry, count(*) FROM support.tickets t JOIN crm.accounts a ON a.account_id = t.account_id GROUP BY 1',
  },
  {
    question: 'Average invoice amount',
    answer: null,
    sql: 'SELECT round(avg(amount_due), 2) FROM billing.invoices',
  },
  {
    question: 'Accounts created per year',
    answer: null,
    sql: "SELECT to_char(created_on, 'YYYY'), count(*) FROM crm.accounts GROUP BY 1",
  },
  {
    question: 'Total amount due in 2025',
    answer: null,
    sql: "SELECT sum(amount_due) FROM billing.invoices WHERE issued_on >= DATE '2025-01-01' AND issued_on < DATE '2026-01-01'",
  },
  {
    question: 'Which plan has the highest monthly price?',
    answer: null,
    sql: 'SELECT plan_name, monthly_price FROM billing.plans ORDER BY monthly_price DESC LIMIT 1',
  },
  {
    question: 'Number of urgent tickets per country',
    answer: null,
    sql: "SELECT a.country, count(*) FROM support.tickets t JOIN crm.accounts a ON a.account_id = t.account_id WHERE t.priority = 'Urgent' GROUP BY 1",
  },
];
