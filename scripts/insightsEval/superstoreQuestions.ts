import type { EvalQuestion } from './evalQuestions.ts';

const LINES_O = 'order_lines l JOIN orders o ON o.order_id = l.order_id';
const LINES_P = 'order_lines l JOIN products p ON p.product_id = l.product_id';
const LINES_OC = `${LINES_O} JOIN customers c ON c.customer_id = o.customer_id`;

/** Everyday questions about the Superstore sample, each answered by SQL written by hand. */
export const superstoreQuestions: EvalQuestion[] = [
  { question: 'Total sales', answer: null, sql: 'SELECT round(sum(sales), 2) FROM order_lines' },
  { question: 'Total profit', answer: null, sql: 'SELECT round(sum(profit), 2) FROM order_lines' },
  { question: 'How many orders are there?', answer: null, sql: 'SELECT count(*) FROM orders' },
  { question: 'How many customers do we have?', answer: null, sql: 'SELECT count(*) FROM customers' },
  {
    question: 'Number of products per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM products GROUP BY 1',
  },
  {
    question: 'Sales by region',
    answer: null,
    sql: `SELECT o.region, round(sum(l.sales), 2) FROM ${LINES_O} GROUP BY 1`,
  },
  {
    question: 'Profit by category',
    answer: null,
    sql: `SELECT p.category, round(sum(l.profit), 2) FROM ${LINES_P} GROUP BY 1`,
  },
  {
    question: 'Sales per customer segment',
    answer: null,
    sql: `SELECT c.segment, round(sum(l.sales), 2) FROM ${LINES_OC} GROUP BY 1`,
  },
  {
    question: 'Number of orders per year',
    answer: null,
    sql: "SELECT to_char(order_date, 'YYYY'), count(*) FROM orders GROUP BY 1",
  },
  {
    question: 'Sales by month in 2017',
    answer: null,
    sql: `SELECT to_char(o.order_date, 'YYYY-MM'), round(sum(l.sales), 2) FROM ${LINES_O} WHERE o.order_date >= DATE '2017-01-01' AND o.order_date < DATE '2018-01-01' GROUP BY 1`,
  },
  {
    question: 'Top 5 states by sales',
    answer: null,
    sql: `SELECT o.state, round(sum(l.sales), 2) s FROM ${LINES_O} GROUP BY 1 ORDER BY s DESC LIMIT 5`,
  },
  {
    question: 'Top 10 customers by profit',
    answer: null,
    sql: `SELECT c.customer_name, round(sum(l.profit), 2) s FROM ${LINES_OC} GROUP BY c.customer_id, 1 ORDER BY s DESC LIMIT 10`,
  },
  {
    question: 'Average discount by category',
    answer: null,
    sql: `SELECT p.category, round(avg(l.discount), 4) FROM ${LINES_P} GROUP BY 1`,
  },
  {
    question: 'Which sub-categories lose money?',
    answer: null,
    sql: `SELECT p.sub_category, round(sum(l.profit), 2) s FROM ${LINES_P} GROUP BY 1 HAVING sum(l.profit) < 0`,
  },
  {
    question: 'Profit margin by category',
    answer: null,
    sql: `SELECT p.category, round(sum(l.profit) / sum(l.sales), 4) FROM ${LINES_P} GROUP BY 1`,
  },
  {
    question: 'Average order value',
    answer: null,
    sql: 'SELECT round(sum(sales) / count(DISTINCT order_id), 2) FROM order_lines',
  },
  {
    question: 'Average shipping time in days by ship mode',
    answer: null,
    sql: 'SELECT ship_mode, round(avg(ship_date - order_date), 2) FROM orders GROUP BY 1',
  },
  {
    question: 'Number of orders by ship mode',
    answer: null,
    sql: 'SELECT ship_mode, count(*) FROM orders GROUP BY 1',
  },
  {
    question: 'Quantity sold by sub-category',
    answer: null,
    sql: `SELECT p.sub_category, sum(l.quantity) FROM ${LINES_P} GROUP BY 1`,
  },
  {
    question: 'Which product has the highest total sales?',
    answer: null,
    sql: `SELECT p.product_name, round(sum(l.sales), 2) s FROM ${LINES_P} GROUP BY p.product_id, 1 ORDER BY s DESC LIMIT 1`,
  },
  {
    question: 'Sales in the West by category',
    answer: null,
    sql: `SELECT p.category, round(sum(l.sales), 2) FROM ${LINES_O} JOIN products p ON p.product_id = l.product_id WHERE o.region = 'West' GROUP BY 1`,
  },
  {
    question: 'Number of customers per segment',
    answer: null,
    sql: 'SELECT segment, count(*) FROM customers GROUP BY 1',
  },
  {
    question: 'Average profit by region',
    answer: null,
    sql: `SELECT o.region, round(avg(l.profit), 4) FROM ${LINES_O} GROUP BY 1`,
  },
  {
    question: 'Total quantity by segment in 2016',
    answer: null,
    sql: `SELECT c.segment, sum(l.quantity) FROM ${LINES_OC} WHERE o.order_date >= DATE '2016-01-01' AND o.order_date < DATE '2017-01-01' GROUP BY 1`,
  },
];
