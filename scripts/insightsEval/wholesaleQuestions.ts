import type { EvalQuestion } from './evalQuestions.ts';

const LINE_ORDER = 'orderdetails d JOIN orders o ON o."orderNumber" = d."orderNumber"';
const LINE_PRODUCT = 'orderdetails d JOIN products p ON p."productCode" = d."productCode"';
const LINE_VALUE = 'd."quantityOrdered" * d."priceEach"';

/**
 * A wine wholesaler's questions (`loadWholesale.ts`): camelCase names, keys called numbers and
 * codes, order lines priced each. Each was written with its PostgreSQL answer before the planner
 * was first run on this database.
 */
export const wholesaleQuestions: EvalQuestion[] = [
  { question: 'How many customers are there?', answer: null, sql: 'SELECT count(*) FROM customers' },
  {
    question: 'Number of customers per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM customers GROUP BY 1',
  },
  { question: 'Total payments', answer: null, sql: 'SELECT sum(amount) FROM payments' },
  {
    question: 'Total payment amount by year',
    answer: null,
    sql: 'SELECT extract(year FROM "paymentDate")::int, sum(amount) FROM payments GROUP BY 1',
  },
  {
    question: 'Number of orders per status',
    answer: null,
    sql: 'SELECT status, count(*) FROM orders GROUP BY 1',
  },
  {
    question: 'Number of orders per month in 2024',
    answer: null,
    sql: `SELECT to_char("orderDate", 'YYYY-MM'), count(*) FROM orders WHERE "orderDate" >= DATE '2024-01-01' AND "orderDate" < DATE '2025-01-01' GROUP BY 1`,
  },
  {
    question: 'Revenue by product line',
    answer: null,
    sql: `SELECT p."productLine", sum(${LINE_VALUE}) FROM ${LINE_PRODUCT} GROUP BY 1`,
  },
  {
    question: 'Top 5 products by quantity ordered',
    answer: null,
    sql: `SELECT p."productName", sum(d."quantityOrdered") q FROM ${LINE_PRODUCT} GROUP BY p."productCode", 1 ORDER BY q DESC LIMIT 5`,
  },
  {
    question: 'Top 5 customers by total payments',
    answer: null,
    sql: 'SELECT c."customerName", sum(p.amount) t FROM payments p JOIN customers c ON c."customerNumber" = p."customerNumber" GROUP BY c."customerNumber", 1 ORDER BY t DESC LIMIT 5',
  },
  {
    question: 'Average credit limit by country',
    answer: null,
    sql: 'SELECT country, round(avg("creditLimit"), 2) FROM customers GROUP BY 1',
  },
  {
    question: 'Number of employees per office city',
    answer: null,
    sql: 'SELECT o.city, count(*) FROM employees e JOIN offices o ON o."officeCode" = e."officeCode" GROUP BY 1',
  },
  {
    question: 'Which sales rep has the most customers?',
    answer: null,
    sql: 'SELECT e."firstName", e."lastName", count(*) n FROM customers c JOIN employees e ON e."employeeNumber" = c."salesRepEmployeeNumber" GROUP BY e."employeeNumber", 1, 2 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'How many orders have not been shipped?',
    answer: null,
    sql: 'SELECT count(*) FROM orders WHERE "shippedDate" IS NULL',
  },
  {
    question: 'Average buy price by product line',
    answer: null,
    sql: 'SELECT "productLine", round(avg("buyPrice"), 2) FROM products GROUP BY 1',
  },
  {
    question: 'Top 3 countries by revenue',
    answer: null,
    sql: `SELECT c.country, sum(${LINE_VALUE}) t FROM ${LINE_ORDER} JOIN customers c ON c."customerNumber" = o."customerNumber" GROUP BY 1 ORDER BY t DESC LIMIT 3`,
  },
  {
    question: 'Number of products per product line',
    answer: null,
    sql: 'SELECT "productLine", count(*) FROM products GROUP BY 1',
  },
  {
    question: 'Total quantity in stock by product line',
    answer: null,
    sql: 'SELECT "productLine", sum("quantityInStock") FROM products GROUP BY 1',
  },
  {
    question: 'Average shipping time in days',
    answer: null,
    sql: 'SELECT round(avg("shippedDate" - "orderDate"), 2) FROM orders',
  },
  {
    question: 'Number of orders by country',
    answer: null,
    sql: 'SELECT c.country, count(*) FROM orders o JOIN customers c ON c."customerNumber" = o."customerNumber" GROUP BY 1',
  },
  {
    question: 'Which product has the highest MSRP?',
    answer: null,
    sql: 'SELECT "productName", "MSRP" FROM products ORDER BY "MSRP" DESC LIMIT 1',
  },
  {
    question: 'Revenue per year',
    answer: null,
    sql: `SELECT extract(year FROM o."orderDate")::int, sum(${LINE_VALUE}) FROM ${LINE_ORDER} GROUP BY 1`,
  },
  {
    question: 'Number of employees per job title',
    answer: null,
    sql: 'SELECT "jobTitle", count(*) FROM employees GROUP BY 1',
  },
  {
    question: 'Average order value',
    answer: null,
    sql: `SELECT round(sum(${LINE_VALUE}) / count(DISTINCT d."orderNumber"), 2) FROM orderdetails d`,
  },
  {
    question: 'Top 3 customers by number of payments',
    answer: null,
    sql: 'SELECT c."customerName", count(*) n FROM payments p JOIN customers c ON c."customerNumber" = p."customerNumber" GROUP BY c."customerNumber", 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'How many orders were cancelled?',
    answer: null,
    sql: "SELECT count(*) FROM orders WHERE status = 'Cancelled'",
  },
];
