import { type EvalQuestion, inYear } from './evalQuestions.ts';

const HOURS_CLIENT =
  'timesheets t JOIN engagements e ON e.engagement_id = t.engagement_id JOIN clients c ON c.client_id = e.client_id';
const INVOICE_CLIENT =
  'invoices i JOIN engagements e ON e.engagement_id = i.engagement_id JOIN clients c ON c.client_id = e.client_id';
const HOURS_CONSULTANT = 'timesheets t JOIN consultants k ON k.consultant_id = t.consultant_id';

/**
 * A consulting firm's questions (`loadConsulting.ts`), some in the firm's words and some in
 * everyday ones. Each was written with its PostgreSQL answer before the planner was first run on
 * this database.
 */
export const consultingQuestions: EvalQuestion[] = [
  {
    question: 'Number of clients by industry',
    answer: null,
    sql: 'SELECT industry, count(*) FROM clients GROUP BY 1',
  },
  {
    question: 'Number of customers per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM clients GROUP BY 1',
  },
  {
    question: 'Number of consultants per grade',
    answer: null,
    sql: 'SELECT grade, count(*) FROM consultants GROUP BY 1',
  },
  {
    question: 'Average hourly rate by grade',
    answer: null,
    sql: 'SELECT grade, round(avg(hourly_rate), 2) FROM consultants GROUP BY 1',
  },
  {
    question: 'Total hours by consultant',
    answer: null,
    sql: `SELECT k.full_name, sum(hours) FROM ${HOURS_CONSULTANT} GROUP BY k.consultant_id, 1`,
  },
  {
    question: 'Total billable hours by client',
    answer: null,
    sql: `SELECT c.client_name, sum(hours) FROM ${HOURS_CLIENT} WHERE billable GROUP BY c.client_id, 1`,
  },
  {
    question: 'Hours by month in 2025',
    answer: null,
    sql: `SELECT to_char(work_date, 'YYYY-MM'), sum(hours) FROM timesheets WHERE ${inYear('work_date', 2025)} GROUP BY 1`,
  },
  {
    question: 'Total invoiced amount by client',
    answer: null,
    sql: `SELECT c.client_name, sum(amount) FROM ${INVOICE_CLIENT} GROUP BY c.client_id, 1`,
  },
  {
    question: 'How many invoices are unpaid?',
    answer: null,
    sql: 'SELECT count(*) FROM invoices WHERE NOT paid',
  },
  {
    question: 'Total budget by industry',
    answer: null,
    sql: 'SELECT industry, sum(budget) FROM engagements e JOIN clients c ON c.client_id = e.client_id GROUP BY 1',
  },
  {
    question: 'Number of engagements started per year',
    answer: null,
    sql: "SELECT to_char(start_date, 'YYYY'), count(*) FROM engagements GROUP BY 1",
  },
  {
    question: 'How many engagements have not ended?',
    answer: null,
    sql: 'SELECT count(*) FROM engagements WHERE end_date IS NULL',
  },
  {
    question: 'Top 5 clients by invoiced amount',
    answer: null,
    sql: `SELECT c.client_name, sum(amount) s FROM ${INVOICE_CLIENT} GROUP BY c.client_id, 1 ORDER BY s DESC LIMIT 5`,
  },
  {
    question: 'Consultants hired per year',
    answer: null,
    sql: "SELECT to_char(hired_on, 'YYYY'), count(*) FROM consultants GROUP BY 1",
  },
  {
    question: 'Average hours by grade',
    answer: null,
    sql: `SELECT grade, round(avg(hours), 2) FROM ${HOURS_CONSULTANT} GROUP BY 1`,
  },
  {
    question: 'Total amount invoiced in 2025',
    answer: null,
    sql: `SELECT sum(amount) FROM invoices WHERE ${inYear('issued_on', 2025)}`,
  },
  {
    question: 'Which consultant worked the most hours?',
    answer: null,
    sql: `SELECT k.full_name, sum(hours) h FROM ${HOURS_CONSULTANT} GROUP BY k.consultant_id, 1 ORDER BY h DESC LIMIT 1`,
  },
  {
    question: 'Number of engagements per client',
    answer: null,
    sql: 'SELECT c.client_name, count(*) FROM engagements e JOIN clients c ON c.client_id = e.client_id GROUP BY c.client_id, 1',
  },
  {
    question: 'Total hours for the Banking industry',
    answer: null,
    sql: `SELECT sum(hours) FROM ${HOURS_CLIENT} WHERE industry = 'Banking'`,
  },
  {
    question: 'Average budget of engagements',
    answer: null,
    sql: 'SELECT round(avg(budget), 2) FROM engagements',
  },
  {
    question: 'Total invoice amount per month in 2025',
    answer: null,
    sql: `SELECT to_char(issued_on, 'YYYY-MM'), sum(amount) FROM invoices WHERE ${inYear('issued_on', 2025)} GROUP BY 1`,
  },
  {
    question: 'How many partners are there?',
    answer: null,
    sql: "SELECT count(*) FROM consultants WHERE grade = 'Partner'",
  },
];
