import type { EvalQuestion } from './evalQuestions.ts';

const READING_METER = 'rdg JOIN mtr ON mtr.mtr_no = rdg.mtr_no';

/**
 * A water utility's questions (`loadUtility.ts`), over a legacy schema of short names and coded
 * values. Each was written with its PostgreSQL answer before the planner was first run on this
 * database.
 */
export const utilityQuestions: EvalQuestion[] = [
  { question: 'How many customers are there?', answer: null, sql: 'SELECT count(*) FROM cust' },
  {
    question: 'Number of customers per customer type',
    answer: null,
    sql: 'SELECT cust_typ, count(*) FROM cust GROUP BY 1',
  },
  {
    question: 'Number of customers per city',
    answer: null,
    sql: 'SELECT city_nm, count(*) FROM cust GROUP BY 1',
  },
  {
    question: 'Number of meters per meter type',
    answer: null,
    sql: 'SELECT mtr_typ, count(*) FROM mtr GROUP BY 1',
  },
  {
    question: 'Total usage by month in 2025',
    answer: null,
    sql: "SELECT to_char(rdg_dt, 'YYYY-MM'), sum(usg_m3) FROM rdg WHERE rdg_dt >= DATE '2025-01-01' AND rdg_dt < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Average usage per meter type',
    answer: null,
    sql: `SELECT mtr_typ, round(avg(usg_m3), 2) FROM ${READING_METER} GROUP BY 1`,
  },
  {
    question: 'Total billed amount by month in 2025',
    answer: null,
    sql: "SELECT to_char(bill_dt, 'YYYY-MM'), sum(bill_amt) FROM bill WHERE bill_dt >= DATE '2025-01-01' AND bill_dt < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'How many bills are unpaid?',
    answer: null,
    sql: 'SELECT count(*) FROM bill WHERE NOT pd_flg',
  },
  {
    question: 'Total payments by payment method',
    answer: null,
    sql: 'SELECT pmt_mthd, sum(pmt_amt) FROM pmt GROUP BY 1',
  },
  {
    question: 'Number of payments per month in 2025',
    answer: null,
    sql: "SELECT to_char(pmt_dt, 'YYYY-MM'), count(*) FROM pmt WHERE pmt_dt >= DATE '2025-01-01' AND pmt_dt < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 5 customers by billed amount',
    answer: null,
    sql: 'SELECT cust_nm, sum(bill_amt) t FROM bill JOIN cust ON cust.cust_no = bill.cust_no GROUP BY cust.cust_no, 1 ORDER BY t DESC LIMIT 5',
  },
  {
    question: 'Total usage by city',
    answer: null,
    sql: `SELECT city_nm, sum(usg_m3) FROM ${READING_METER} JOIN cust ON cust.cust_no = mtr.cust_no GROUP BY 1`,
  },
  {
    question: 'Meters installed per year',
    answer: null,
    sql: "SELECT to_char(instl_dt, 'YYYY'), count(*) FROM mtr GROUP BY 1",
  },
  { question: 'Average bill amount', answer: null, sql: 'SELECT round(avg(bill_amt), 2) FROM bill' },
  {
    question: 'Number of commercial customers',
    answer: null,
    sql: "SELECT count(*) FROM cust WHERE cust_typ = 'COM'",
  },
  {
    question: 'Total usage for smart meters',
    answer: null,
    sql: `SELECT sum(usg_m3) FROM ${READING_METER} WHERE mtr_typ = 'Smart'`,
  },
  {
    question: 'New customers per year',
    answer: null,
    sql: "SELECT to_char(open_dt, 'YYYY'), count(*) FROM cust GROUP BY 1",
  },
  { question: 'Highest usage reading', answer: null, sql: 'SELECT max(usg_m3) FROM rdg' },
  {
    question: 'Total payment amount in 2024',
    answer: null,
    sql: "SELECT sum(pmt_amt) FROM pmt WHERE pmt_dt >= DATE '2024-01-01' AND pmt_dt < DATE '2025-01-01'",
  },
  {
    question: 'Which city has the most customers?',
    answer: null,
    sql: 'SELECT city_nm, count(*) n FROM cust GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
];
