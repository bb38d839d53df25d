import { type EvalQuestion, inYear } from './evalQuestions.ts';

const REVENUE = 'sum("Quantity" * "UnitPrice")';
const in2025 = inYear('"InvoiceDate"', 2025);

/**
 * An online shop's questions (`loadOnlineRetail.ts`), over one flat table of invoice lines. Each
 * was written with its PostgreSQL answer before the planner was first run on this database.
 */
export const onlineRetailQuestions: EvalQuestion[] = [
  {
    question: 'Total revenue by country',
    answer: null,
    sql: `SELECT "Country", ${REVENUE} FROM online_retail GROUP BY 1`,
  },
  {
    question: 'Revenue by month in 2025',
    answer: null,
    sql: `SELECT to_char("InvoiceDate", 'YYYY-MM'), ${REVENUE} FROM online_retail WHERE ${in2025} GROUP BY 1`,
  },
  {
    question: 'How many customers are there?',
    answer: null,
    sql: 'SELECT count(DISTINCT "CustomerID") FROM online_retail',
  },
  {
    question: 'Number of invoices per country',
    answer: null,
    sql: 'SELECT "Country", count(DISTINCT "InvoiceNo") FROM online_retail GROUP BY 1',
  },
  {
    question: 'Average unit price by country',
    answer: null,
    sql: 'SELECT "Country", round(avg("UnitPrice"), 2) FROM online_retail GROUP BY 1',
  },
  {
    question: 'Number of customers per country',
    answer: null,
    sql: 'SELECT "Country", count(DISTINCT "CustomerID") FROM online_retail GROUP BY 1',
  },
  {
    question: 'Top 10 customers by revenue',
    answer: null,
    sql: `SELECT "CustomerID", ${REVENUE} r FROM online_retail GROUP BY 1 ORDER BY r DESC LIMIT 10`,
  },
  {
    question: 'Total quantity by month in 2025',
    answer: null,
    sql: `SELECT to_char("InvoiceDate", 'YYYY-MM'), sum("Quantity") FROM online_retail WHERE ${in2025} GROUP BY 1`,
  },
  {
    question: 'How many invoices were there in 2025?',
    answer: null,
    sql: `SELECT count(DISTINCT "InvoiceNo") FROM online_retail WHERE ${in2025}`,
  },
  {
    question: 'Total revenue in France',
    answer: null,
    sql: `SELECT ${REVENUE} FROM online_retail WHERE "Country" = 'France'`,
  },
  {
    question: 'Which country has the most customers?',
    answer: null,
    sql: 'SELECT "Country", count(DISTINCT "CustomerID") n FROM online_retail GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Average quantity by country',
    answer: null,
    sql: 'SELECT "Country", round(avg("Quantity"), 2) FROM online_retail GROUP BY 1',
  },
  { question: 'Highest unit price', answer: null, sql: 'SELECT max("UnitPrice") FROM online_retail' },
  {
    question: 'Total revenue by year',
    answer: null,
    sql: `SELECT to_char("InvoiceDate", 'YYYY'), ${REVENUE} FROM online_retail GROUP BY 1`,
  },
  {
    question: 'Average invoice value',
    answer: null,
    sql: `SELECT round(${REVENUE} / count(DISTINCT "InvoiceNo"), 2) FROM online_retail`,
  },
  {
    question: 'Top 3 countries by number of invoices',
    answer: null,
    sql: 'SELECT "Country", count(DISTINCT "InvoiceNo") n FROM online_retail GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Total revenue in 2025',
    answer: null,
    sql: `SELECT ${REVENUE} FROM online_retail WHERE ${in2025}`,
  },
  {
    question: 'Number of customers in 2025',
    answer: null,
    sql: `SELECT count(DISTINCT "CustomerID") FROM online_retail WHERE ${in2025}`,
  },
  {
    question: 'Top 5 descriptions by quantity',
    answer: null,
    sql: 'SELECT "Description", sum("Quantity") q FROM online_retail GROUP BY 1 ORDER BY q DESC LIMIT 5',
  },
  {
    question: 'Revenue by stock code for Germany, top 5',
    answer: null,
    sql: `SELECT "StockCode", ${REVENUE} r FROM online_retail WHERE "Country" = 'Germany' GROUP BY 1 ORDER BY r DESC LIMIT 5`,
  },
];
