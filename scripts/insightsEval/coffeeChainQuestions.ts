import type { EvalQuestion } from './evalQuestions.ts';

const SALES_STORE = 'fact_sales s JOIN dim_store st ON st.store_key = s.store_key';
const SALES_PRODUCT = 'fact_sales s JOIN dim_product p ON p.product_key = s.product_key';
const SALES_DATE = 'fact_sales s JOIN dim_date d ON d.date_key = s.date_key';
const LABOUR_STORE = 'fact_labour l JOIN dim_store st ON st.store_key = l.store_key';

/**
 * A coffee chain's questions (`loadCoffeeChain.ts`), over a star-schema warehouse without declared
 * foreign keys. Each was written with its PostgreSQL answer before the planner was first run on
 * this database.
 */
export const coffeeChainQuestions: EvalQuestion[] = [
  { question: 'How many products are there?', answer: null, sql: 'SELECT count(*) FROM dim_product' },
  {
    question: 'Number of stores per region',
    answer: null,
    sql: 'SELECT region, count(*) FROM dim_store GROUP BY 1',
  },
  {
    question: 'Number of products per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM dim_product GROUP BY 1',
  },
  {
    question: 'Average list price by category',
    answer: null,
    sql: 'SELECT category, round(avg(list_price), 2) FROM dim_product GROUP BY 1',
  },
  {
    question: 'How many customers joined in 2024?',
    answer: null,
    sql: "SELECT count(*) FROM dim_customer WHERE joined_on >= DATE '2024-01-01' AND joined_on < DATE '2025-01-01'",
  },
  {
    question: 'Stores opened per year',
    answer: null,
    sql: "SELECT to_char(opened_on, 'YYYY'), count(*) FROM dim_store GROUP BY 1",
  },
  {
    question: 'Total net sales by store',
    answer: null,
    sql: `SELECT store_name, sum(net_amount) FROM ${SALES_STORE} GROUP BY st.store_key, 1`,
  },
  {
    question: 'Net sales by month in 2025',
    answer: null,
    sql: `SELECT to_char(full_date, 'YYYY-MM'), sum(net_amount) FROM ${SALES_DATE} WHERE full_date >= DATE '2025-01-01' AND full_date < DATE '2026-01-01' GROUP BY 1`,
  },
  {
    question: 'Top 5 products by quantity sold',
    answer: null,
    sql: `SELECT product_name, sum(quantity) q FROM ${SALES_PRODUCT} GROUP BY p.product_key, 1 ORDER BY q DESC LIMIT 5`,
  },
  {
    question: 'Total discount amount by store format',
    answer: null,
    sql: `SELECT store_format, sum(discount_amount) FROM ${SALES_STORE} GROUP BY 1`,
  },
  {
    question: 'Average net amount by product category',
    answer: null,
    sql: `SELECT category, round(avg(net_amount), 2) FROM ${SALES_PRODUCT} GROUP BY 1`,
  },
  {
    question: 'Net sales by loyalty tier',
    answer: null,
    sql: 'SELECT loyalty_tier, sum(net_amount) FROM fact_sales s JOIN dim_customer c ON c.customer_key = s.customer_key GROUP BY 1',
  },
  {
    question: 'Total labour cost by region',
    answer: null,
    sql: `SELECT region, sum(labour_cost) FROM ${LABOUR_STORE} GROUP BY 1`,
  },
  {
    question: 'Total hours worked by store in 2025',
    answer: null,
    sql: `SELECT store_name, sum(hours_worked) FROM ${LABOUR_STORE} JOIN dim_date d ON d.date_key = l.date_key WHERE full_date >= DATE '2025-01-01' AND full_date < DATE '2026-01-01' GROUP BY st.store_key, 1`,
  },
  {
    question: 'Which store format has the most stores?',
    answer: null,
    sql: 'SELECT store_format, count(*) n FROM dim_store GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total net sales on weekends',
    answer: null,
    sql: `SELECT sum(net_amount) FROM ${SALES_DATE} WHERE is_weekend`,
  },
  {
    question: 'Top 3 stores by labour cost in 2025',
    answer: null,
    sql: `SELECT store_name, sum(labour_cost) c FROM ${LABOUR_STORE} JOIN dim_date d ON d.date_key = l.date_key WHERE full_date >= DATE '2025-01-01' AND full_date < DATE '2026-01-01' GROUP BY st.store_key, 1 ORDER BY c DESC LIMIT 3`,
  },
  {
    question: 'Total quantity sold by category',
    answer: null,
    sql: `SELECT category, sum(quantity) FROM ${SALES_PRODUCT} GROUP BY 1`,
  },
  {
    question: 'Total net sales for Coffee',
    answer: null,
    sql: `SELECT sum(net_amount) FROM ${SALES_PRODUCT} WHERE category = 'Coffee'`,
  },
  {
    question: 'Net sales in the North region',
    answer: null,
    sql: `SELECT sum(net_amount) FROM ${SALES_STORE} WHERE region = 'North'`,
  },
  {
    question: 'Top 10 customers by net sales',
    answer: null,
    sql: 'SELECT customer_name, sum(net_amount) t FROM fact_sales s JOIN dim_customer c ON c.customer_key = s.customer_key GROUP BY c.customer_key, 1 ORDER BY t DESC LIMIT 10',
  },
  {
    question: 'Total discount amount in 2024',
    answer: null,
    sql: `SELECT sum(discount_amount) FROM ${SALES_DATE} WHERE full_date >= DATE '2024-01-01' AND full_date < DATE '2025-01-01'`,
  },
  {
    question: 'Average hours worked by store',
    answer: null,
    sql: `SELECT store_name, round(avg(hours_worked), 2) FROM ${LABOUR_STORE} GROUP BY st.store_key, 1`,
  },
  {
    question: 'Number of customers per loyalty tier',
    answer: null,
    sql: 'SELECT loyalty_tier, count(*) FROM dim_customer GROUP BY 1',
  },
  {
    question: 'Net sales by year',
    answer: null,
    sql: `SELECT year_number, sum(net_amount) FROM ${SALES_DATE} GROUP BY 1`,
  },
];
