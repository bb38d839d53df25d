import { type EvalQuestion, inYear } from './evalQuestions.ts';

/**
 * An insurer's questions (`loadInsurance.ts`), over a policy administration database with short
 * column words and coded statuses. Each was written with its PostgreSQL answer before the planner
 * was first run on this database.
 */
export const insuranceQuestions: EvalQuestion[] = [
  { question: 'How many policies are there?', answer: null, sql: 'SELECT count(*) FROM policy' },
  {
    question: 'Number of policies per product',
    answer: null,
    sql: 'SELECT pr.product_nm, count(*) FROM policy p JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  {
    question: 'Number of policies by line of business',
    answer: null,
    sql: 'SELECT pr.line_of_business, count(*) FROM policy p JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  {
    question: 'Number of policyholders by region',
    answer: null,
    sql: 'SELECT r.region_nm, count(*) FROM policyholder h JOIN region r ON r.region_cd = h.region_cd GROUP BY 1',
  },
  {
    question: 'Total premium written in 2024',
    answer: null,
    sql: `SELECT sum(prem_amt) FROM policy WHERE ${inYear('eff_dt', 2024)}`,
  },
  {
    question: 'Average premium by product',
    answer: null,
    sql: 'SELECT pr.product_nm, round(avg(p.prem_amt), 2) FROM policy p JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  {
    question: 'Top 5 agents by total premium',
    answer: null,
    sql: 'SELECT a.agent_nm, sum(p.prem_amt) s FROM policy p JOIN agent a ON a.agent_id = p.agent_id GROUP BY a.agent_id, 1 ORDER BY s DESC LIMIT 5',
  },
  {
    question: 'Number of claims per cause',
    answer: null,
    sql: 'SELECT cause, count(*) FROM claim GROUP BY 1',
  },
  {
    question: 'Total amount claimed by line of business',
    answer: null,
    sql: 'SELECT pr.line_of_business, sum(c.clm_amt) FROM claim c JOIN policy p ON p.policy_no = c.policy_no JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  { question: 'Average paid amount', answer: null, sql: 'SELECT round(avg(paid_amt), 2) FROM claim' },
  {
    question: 'How many claims are not settled?',
    answer: null,
    sql: 'SELECT count(*) FROM claim WHERE settled_dt IS NULL',
  },
  {
    question: 'Claims reported per month in 2024',
    answer: null,
    sql: `SELECT to_char(reported_dt, 'YYYY-MM'), count(*) FROM claim WHERE ${inYear('reported_dt', 2024)} GROUP BY 1`,
  },
  {
    question: 'Average days from loss to settlement',
    answer: null,
    sql: 'SELECT round(avg(settled_dt - loss_dt), 2) FROM claim',
  },
  {
    question: 'Number of policies by status',
    answer: null,
    sql: 'SELECT status_cd, count(*) FROM policy GROUP BY 1',
  },
  {
    question: 'How many lapsed policies are there?',
    answer: null,
    sql: `SELECT count(*) FROM policy WHERE status_cd = 'L'`,
  },
  {
    question: 'Number of agents per region',
    answer: null,
    sql: 'SELECT r.region_nm, count(*) FROM agent a JOIN region r ON r.region_cd = a.region_cd GROUP BY 1',
  },
  {
    question: 'Top 3 regions by number of policyholders',
    answer: null,
    sql: 'SELECT r.region_nm, count(*) n FROM policyholder h JOIN region r ON r.region_cd = h.region_cd GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Which product has the most claims?',
    answer: null,
    sql: 'SELECT pr.product_nm, count(*) n FROM claim c JOIN policy p ON p.policy_no = c.policy_no JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total paid amount by cause',
    answer: null,
    sql: 'SELECT cause, sum(paid_amt) FROM claim GROUP BY 1',
  },
  {
    question: 'Number of claims per product',
    answer: null,
    sql: 'SELECT pr.product_nm, count(*) FROM claim c JOIN policy p ON p.policy_no = c.policy_no JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  {
    question: 'Average claim amount by line of business',
    answer: null,
    sql: 'SELECT pr.line_of_business, round(avg(c.clm_amt), 2) FROM claim c JOIN policy p ON p.policy_no = c.policy_no JOIN product pr ON pr.product_cd = p.product_cd GROUP BY 1',
  },
  {
    question: 'Policies per year',
    answer: null,
    sql: `SELECT to_char(eff_dt, 'YYYY'), count(*) FROM policy GROUP BY 1`,
  },
  {
    question: 'Top 5 policyholders by total premium',
    answer: null,
    sql: `SELECT h.first_nm || ' ' || h.last_nm, sum(p.prem_amt) s FROM policy p JOIN policyholder h ON h.holder_id = p.holder_id GROUP BY h.holder_id, 1 ORDER BY s DESC LIMIT 5`,
  },
  {
    question: 'How many active policies are there?',
    answer: null,
    sql: `SELECT count(*) FROM policy WHERE status_cd = 'A'`,
  },
  {
    question: 'Number of agents hired per year',
    answer: null,
    sql: `SELECT to_char(hire_dt, 'YYYY'), count(*) FROM agent GROUP BY 1`,
  },
];
