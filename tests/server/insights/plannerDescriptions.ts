import { monthKey, type PlannerCase, quarterKey, type Row, yearKey } from './plannerCheck.ts';

/**
 * Descriptions a business user would type about the shop (tests/server/insights/shopFixture.ts),
 * at least 25 of each kind the planner must understand, each with a query written by hand that
 * answers it. Written against this fixture only: the Chinook data set is held out for evaluation.
 */
export type DescriptionKind =
  | 'measures'
  | 'synonyms'
  | 'dimensions'
  | 'time grains'
  | 'filters on known values'
  | 'top N'
  | 'joins';

const LINES_O = 'order_items i JOIN orders o ON o.order_id = i.order_id';
const LINES_P = 'order_items i JOIN products p ON p.product_id = i.product_id';
const LINES_OC = `${LINES_O} JOIN customers c ON c.customer_id = o.customer_id`;
const LINES_OS = `${LINES_O} JOIN stores s ON s.store_id = o.store_id`;
const ORD_C = 'orders o JOIN customers c ON c.customer_id = o.customer_id';
const ORD_S = 'orders o JOIN stores s ON s.store_id = o.store_id';
const Y = (col: string) => `EXTRACT(YEAR FROM ${col})`;
const M = (col: string) => `EXTRACT(MONTH FROM ${col})`;
const Q = (col: string) => `EXTRACT(QUARTER FROM ${col})`;
const inYear = (col: string, year: number) =>
  `${col} >= DATE '${year}-01-01' AND ${col} < DATE '${year + 1}-01-01'`;
const dayKey = (r: Row) =>
  `${Number(r.y)}-${String(Number(r.m)).padStart(2, '0')}-${String(Number(r.d)).padStart(2, '0')}`;
const pair = (r: Row) => `${r.k}|${r.k2}`;

/** A total with no grouping. */
const one = (description: string, expected: string): PlannerCase => ({ description, expected });
/** Grouped by one key `k`. */
const by = one;
const monthly = (description: string, expected: string): PlannerCase => ({
  description,
  expected,
  key: monthKey,
});
const yearly = (description: string, expected: string): PlannerCase => ({
  description,
  expected,
  key: yearKey,
});
const quarterly = (description: string, expected: string): PlannerCase => ({
  description,
  expected,
  key: quarterKey,
});
/** One figure on a KPI module: a bare noun ('Paid orders') on a table lists the rows instead. */
const kpi = (description: string, expected: string): PlannerCase => ({
  description,
  expected,
  moduleType: 'kpi',
});
const ranked = (description: string, expected: string): PlannerCase => ({
  description,
  expected,
  ordered: true,
});

export const plannerDescriptions: Record<DescriptionKind, PlannerCase[]> = {
  measures: [
    one('Total revenue', 'SELECT SUM(revenue) AS v FROM order_items'),
    one('How many orders do we have?', 'SELECT COUNT(*) AS v FROM orders'),
    one('Number of customers', 'SELECT COUNT(*) AS v FROM customers'),
    one('Average discount', 'SELECT AVG(discount) AS v FROM order_items'),
    one('average unit price', 'SELECT AVG(unit_price) AS v FROM products'),
    one('Biggest quantity', 'SELECT MAX(quantity) AS v FROM order_items'),
    one('smallest revenue', 'SELECT MIN(revenue) AS v FROM order_items'),
    one('Maximum unit price', 'SELECT MAX(unit_price) AS v FROM products'),
    one('Total quantity sold', 'SELECT SUM(quantity) AS v FROM order_items'),
    one('count of products', 'SELECT COUNT(*) AS v FROM products'),
    one('Number of stores', 'SELECT COUNT(*) AS v FROM stores'),
    one('Total shipping cost', 'SELECT SUM(shipping_cost) AS v FROM orders'),
    one('Average shipping cost', 'SELECT AVG(shipping_cost) AS v FROM orders'),
    one('Highest shipping cost', 'SELECT MAX(shipping_cost) AS v FROM orders'),
    one('Lowest shipping cost', 'SELECT MIN(shipping_cost) AS v FROM orders'),
    one('Minimum discount', 'SELECT MIN(discount) AS v FROM order_items'),
    one('Maximum discount', 'SELECT MAX(discount) AS v FROM order_items'),
    one('Average quantity', 'SELECT AVG(quantity) AS v FROM order_items'),
    one('Mean revenue', 'SELECT AVG(revenue) AS v FROM order_items'),
    one('Sum of discount', 'SELECT SUM(discount) AS v FROM order_items'),
    one('Lowest unit price', 'SELECT MIN(unit_price) AS v FROM products'),
    one('how many stores are there', 'SELECT COUNT(*) AS v FROM stores'),
    one('Total number of products', 'SELECT COUNT(*) AS v FROM products'),
    one('largest revenue', 'SELECT MAX(revenue) AS v FROM order_items'),
    one('count of customers', 'SELECT COUNT(*) AS v FROM customers'),
    one('Sum of quantity', 'SELECT SUM(quantity) AS v FROM order_items'),
  ],
  // Words the catalog does not use, related to its words by the general lexicon (WordNet's first
  // senses): a synonym, or a kind of what the catalog names ('buyer' is a 'customer').
  synonyms: [
    one('total sales', 'SELECT SUM(revenue) AS v FROM order_items'),
    one('number of clients', 'SELECT COUNT(*) AS v FROM customers'),
    one('Total receipts', 'SELECT SUM(revenue) AS v FROM order_items'),
    one('Number of shops', 'SELECT COUNT(*) AS v FROM stores'),
    one('Average sale', 'SELECT AVG(revenue) AS v FROM order_items'),
    one('How many buyers do we have', 'SELECT COUNT(*) AS v FROM customers'),
    one('Number of purchasers', 'SELECT COUNT(*) AS v FROM customers'),
    one('Total volume', 'SELECT SUM(quantity) AS v FROM order_items'),
    one('How many shoppers are there', 'SELECT COUNT(*) AS v FROM customers'),
    one('Average rebate', 'SELECT AVG(discount) AS v FROM order_items'),
    one('Number of wares', 'SELECT COUNT(*) AS v FROM products'),
    one('Number of patrons', 'SELECT COUNT(*) AS v FROM customers'),
    by('Sales by nation', `SELECT c.country AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.country`),
    by('Receipts per metropolis', `SELECT s.city AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.city`),
    by(
      'Sales by product class',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by('Patrons by segment', 'SELECT segment AS k, COUNT(*) AS v FROM customers GROUP BY segment'),
    by('Number of clients per nation', 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country'),
    by('Orders by shop', `SELECT s.store_name AS k, COUNT(*) AS v FROM ${ORD_S} GROUP BY s.store_name`),
    by(
      'Volume by product class',
      `SELECT p.category AS k, SUM(i.quantity) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by(
      'Receipts per client segment',
      `SELECT c.segment AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.segment`,
    ),
    by('Sales by metropolis', `SELECT s.city AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.city`),
    by('Buyers per country', 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country'),
    by(
      'Average rebate by product class',
      `SELECT p.category AS k, AVG(i.discount) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by('Merchandise per class', 'SELECT category AS k, COUNT(*) AS v FROM products GROUP BY category'),
    by('Volume by channel', `SELECT o.channel AS k, SUM(i.quantity) AS v FROM ${LINES_O} GROUP BY o.channel`),
    by('Shoppers per nation', 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country'),
  ],
  dimensions: [
    by(
      'Revenue by category',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by('Orders by channel', 'SELECT channel AS k, COUNT(*) AS v FROM orders GROUP BY channel'),
    by(
      'Number of orders per store',
      `SELECT s.store_name AS k, COUNT(*) AS v FROM ${ORD_S} GROUP BY s.store_name`,
    ),
    by(
      'revenue for each segment',
      `SELECT c.segment AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.segment`,
    ),
    by('Customers by country', 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country'),
    by(
      'Quantity by product',
      `SELECT p.product_name AS k, SUM(i.quantity) AS v FROM ${LINES_P} GROUP BY p.product_name`,
    ),
    by(
      'Average discount per store',
      `SELECT s.store_name AS k, AVG(i.discount) AS v FROM ${LINES_OS} GROUP BY s.store_name`,
    ),
    {
      description: 'Revenue by category and channel',
      expected: `SELECT p.category AS k, o.channel AS k2, SUM(i.revenue) AS v FROM ${LINES_O} JOIN products p ON p.product_id = i.product_id GROUP BY p.category, o.channel`,
      key: pair,
    },
    by('Orders by status', 'SELECT status AS k, COUNT(*) AS v FROM orders GROUP BY status'),
    by('Revenue by status', `SELECT o.status AS k, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY o.status`),
    by('Customers by segment', 'SELECT segment AS k, COUNT(*) AS v FROM customers GROUP BY segment'),
    by('Products per category', 'SELECT category AS k, COUNT(*) AS v FROM products GROUP BY category'),
    by(
      'Average unit price by category',
      'SELECT category AS k, AVG(unit_price) AS v FROM products GROUP BY category',
    ),
    by(
      'Shipping cost by channel',
      'SELECT channel AS k, SUM(shipping_cost) AS v FROM orders GROUP BY channel',
    ),
    by(
      'Maximum revenue per category',
      `SELECT p.category AS k, MAX(i.revenue) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by(
      'Lowest discount by channel',
      `SELECT o.channel AS k, MIN(i.discount) AS v FROM ${LINES_O} GROUP BY o.channel`,
    ),
    by(
      'Quantity by category',
      `SELECT p.category AS k, SUM(i.quantity) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
    by(
      'Revenue across stores',
      `SELECT s.store_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.store_name`,
    ),
    by('Orders for each channel', 'SELECT channel AS k, COUNT(*) AS v FROM orders GROUP BY channel'),
    by(
      'Average shipping cost per status',
      'SELECT status AS k, AVG(shipping_cost) AS v FROM orders GROUP BY status',
    ),
    by('Stores per city', 'SELECT city AS k, COUNT(*) AS v FROM stores GROUP BY city'),
    by('Revenue by channel', `SELECT o.channel AS k, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY o.channel`),
    by(
      'Average revenue by product',
      `SELECT p.product_name AS k, AVG(i.revenue) AS v FROM ${LINES_P} GROUP BY p.product_name`,
    ),
    {
      description: 'Customers by country and segment',
      expected: 'SELECT country AS k, segment AS k2, COUNT(*) AS v FROM customers GROUP BY country, segment',
      key: pair,
    },
    by(
      'Total discount by category',
      `SELECT p.category AS k, SUM(i.discount) AS v FROM ${LINES_P} GROUP BY p.category`,
    ),
  ],
  'time grains': [
    monthly(
      'Revenue per month',
      `SELECT ${Y('o.order_date')} AS y, ${M('o.order_date')} AS m, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    ),
    yearly('Orders by year', `SELECT ${Y('order_date')} AS y, COUNT(*) AS v FROM orders GROUP BY 1`),
    quarterly(
      'Quarterly revenue',
      `SELECT ${Y('o.order_date')} AS y, ${Q('o.order_date')} AS q, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    ),
    monthly(
      'Number of orders over time',
      `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, COUNT(*) AS v FROM orders GROUP BY 1, 2`,
    ),
    one(
      'Revenue in 2023',
      `SELECT SUM(i.revenue) AS v FROM ${LINES_O} WHERE ${inYear('o.order_date', 2023)}`,
    ),
    monthly(
      'Monthly revenue in 2022',
      `SELECT ${Y('o.order_date')} AS y, ${M('o.order_date')} AS m, SUM(i.revenue) AS v FROM ${LINES_O} WHERE ${inYear('o.order_date', 2022)} GROUP BY 1, 2`,
    ),
    yearly(
      'Yearly revenue',
      `SELECT ${Y('o.order_date')} AS y, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY 1`,
    ),
    yearly(
      'Annual quantity',
      `SELECT ${Y('o.order_date')} AS y, SUM(i.quantity) AS v FROM ${LINES_O} GROUP BY 1`,
    ),
    quarterly(
      'Orders per quarter',
      `SELECT ${Y('order_date')} AS y, ${Q('order_date')} AS q, COUNT(*) AS v FROM orders GROUP BY 1, 2`,
    ),
    monthly(
      'Shipping cost per month',
      `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, SUM(shipping_cost) AS v FROM orders GROUP BY 1, 2`,
    ),
    {
      description: 'Daily orders in 2023',
      expected: `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, EXTRACT(DAY FROM order_date) AS d, COUNT(*) AS v FROM orders WHERE ${inYear('order_date', 2023)} GROUP BY 1, 2, 3`,
      key: dayKey,
    },
    monthly(
      'Sales trend',
      `SELECT ${Y('o.order_date')} AS y, ${M('o.order_date')} AS m, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    ),
    yearly('Customers by year', `SELECT ${Y('signup_date')} AS y, COUNT(*) AS v FROM customers GROUP BY 1`),
    one('Number of orders in 2022', `SELECT COUNT(*) AS v FROM orders WHERE ${inYear('order_date', 2022)}`),
    one(
      'Revenue since 2023',
      `SELECT SUM(i.revenue) AS v FROM ${LINES_O} WHERE o.order_date >= DATE '2023-01-01'`,
    ),
    quarterly(
      'Average discount by quarter',
      `SELECT ${Y('o.order_date')} AS y, ${Q('o.order_date')} AS q, AVG(i.discount) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    ),
    yearly(
      'Average shipping cost each year',
      `SELECT ${Y('order_date')} AS y, AVG(shipping_cost) AS v FROM orders GROUP BY 1`,
    ),
    monthly(
      'Quantity month by month',
      `SELECT ${Y('o.order_date')} AS y, ${M('o.order_date')} AS m, SUM(i.quantity) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    ),
    quarterly(
      'Quarterly orders in 2023',
      `SELECT ${Y('order_date')} AS y, ${Q('order_date')} AS q, COUNT(*) AS v FROM orders WHERE ${inYear('order_date', 2023)} GROUP BY 1, 2`,
    ),
    yearly(
      'Revenue year by year',
      `SELECT ${Y('o.order_date')} AS y, SUM(i.revenue) AS v FROM ${LINES_O} GROUP BY 1`,
    ),
    monthly(
      'Evolution of the number of orders',
      `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, COUNT(*) AS v FROM orders GROUP BY 1, 2`,
    ),
    one(
      'Average discount in 2023',
      `SELECT AVG(i.discount) AS v FROM ${LINES_O} WHERE ${inYear('o.order_date', 2023)}`,
    ),
    one(
      'Total shipping cost in 2022',
      `SELECT SUM(shipping_cost) AS v FROM orders WHERE ${inYear('order_date', 2022)}`,
    ),
    monthly(
      'Orders each month',
      `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, COUNT(*) AS v FROM orders GROUP BY 1, 2`,
    ),
    yearly(
      'Maximum revenue per year',
      `SELECT ${Y('o.order_date')} AS y, MAX(i.revenue) AS v FROM ${LINES_O} GROUP BY 1`,
    ),
  ],
  'filters on known values': [
    one('Revenue from Bread', `SELECT SUM(i.revenue) AS v FROM ${LINES_P} WHERE p.category = 'Bread'`),
    one('How many orders in Lisbon', `SELECT COUNT(*) AS v FROM ${ORD_S} WHERE s.city = 'Lisbon'`),
    yearly(
      'Online orders by year',
      `SELECT ${Y('order_date')} AS y, COUNT(*) AS v FROM orders WHERE channel = 'Online' GROUP BY 1`,
    ),
    by(
      'Revenue from Germany by segment',
      `SELECT c.segment AS k, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE c.country = 'Germany' GROUP BY c.segment`,
    ),
    by(
      'refunded orders per store',
      `SELECT s.store_name AS k, COUNT(*) AS v FROM ${ORD_S} WHERE o.status = 'Refunded' GROUP BY s.store_name`,
    ),
    one('Number of Wholesale customers', `SELECT COUNT(*) AS v FROM customers WHERE segment = 'Wholesale'`),
    one(
      'Pastry quantity in 2022',
      `SELECT SUM(i.quantity) AS v FROM ${LINES_O} JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Pastry' AND ${inYear('o.order_date', 2022)}`,
    ),
    one('Revenue in Porto', `SELECT SUM(i.revenue) AS v FROM ${LINES_OS} WHERE s.city = 'Porto'`),
    one('Number of phone orders', `SELECT COUNT(*) AS v FROM orders WHERE channel = 'Phone'`),
    kpi('Paid orders', `SELECT COUNT(*) AS v FROM orders WHERE status = 'Paid'`),
    kpi('Customers from Spain', `SELECT COUNT(*) AS v FROM customers WHERE country = 'Spain'`),
    one(
      'Quantity of Espresso Beans sold',
      `SELECT SUM(i.quantity) AS v FROM ${LINES_P} WHERE p.product_name = 'Espresso Beans'`,
    ),
    kpi('Orders at the Airport store', `SELECT COUNT(*) AS v FROM ${ORD_S} WHERE s.store_name = 'Airport'`),
    one(
      'Revenue from Hospitality customers',
      `SELECT SUM(i.revenue) AS v FROM ${LINES_OC} WHERE c.segment = 'Hospitality'`,
    ),
    one(
      'Average discount on Coffee',
      `SELECT AVG(i.discount) AS v FROM ${LINES_P} WHERE p.category = 'Coffee'`,
    ),
    one('Online revenue', `SELECT SUM(i.revenue) AS v FROM ${LINES_O} WHERE o.channel = 'Online'`),
    monthly(
      'In store orders per month',
      `SELECT ${Y('order_date')} AS y, ${M('order_date')} AS m, COUNT(*) AS v FROM orders WHERE channel = 'In store' GROUP BY 1, 2`,
    ),
    by(
      'Retail revenue by country',
      `SELECT c.country AS k, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE c.segment = 'Retail' GROUP BY c.country`,
    ),
    one('Refunded revenue', `SELECT SUM(i.revenue) AS v FROM ${LINES_O} WHERE o.status = 'Refunded'`),
    kpi('Orders from France', `SELECT COUNT(*) AS v FROM ${ORD_C} WHERE c.country = 'France'`),
    one('Revenue in Faro', `SELECT SUM(i.revenue) AS v FROM ${LINES_OS} WHERE s.city = 'Faro'`),
    by(
      'Pantry revenue per store',
      `SELECT s.store_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Pantry' GROUP BY s.store_name`,
    ),
    one('Number of Coffee products', `SELECT COUNT(*) AS v FROM products WHERE category = 'Coffee'`),
    by(
      'Phone revenue by category',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_O} JOIN products p ON p.product_id = i.product_id WHERE o.channel = 'Phone' GROUP BY p.category`,
    ),
    one(
      'Shipping cost of refunded orders',
      `SELECT SUM(shipping_cost) AS v FROM orders WHERE status = 'Refunded'`,
    ),
    one(
      'Croissant revenue in 2023',
      `SELECT SUM(i.revenue) AS v FROM ${LINES_O} JOIN products p ON p.product_id = i.product_id WHERE p.product_name = 'Croissant' AND ${inYear('o.order_date', 2023)}`,
    ),
  ],
  'top N': [
    ranked(
      'Top 5 customers by revenue',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.full_name ORDER BY v DESC LIMIT 5`,
    ),
    ranked(
      'top 3 products by quantity',
      `SELECT p.product_name AS k, SUM(i.quantity) AS v FROM ${LINES_P} GROUP BY p.product_name ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Bottom 2 stores by revenue',
      `SELECT s.store_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.store_name ORDER BY v ASC LIMIT 2`,
    ),
    ranked(
      'Top 3 categories by revenue',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.category ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Best 3 products by revenue',
      `SELECT p.product_name AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.product_name ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Top 10 customers by quantity',
      `SELECT c.full_name AS k, SUM(i.quantity) AS v FROM ${LINES_OC} GROUP BY c.full_name ORDER BY v DESC LIMIT 10`,
    ),
    ranked(
      'Top 2 countries by revenue',
      `SELECT c.country AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.country ORDER BY v DESC LIMIT 2`,
    ),
    ranked(
      'Worst 3 products by revenue',
      `SELECT p.product_name AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.product_name ORDER BY v ASC LIMIT 3`,
    ),
    ranked(
      'Top 4 customers by shipping cost',
      `SELECT c.full_name AS k, SUM(o.shipping_cost) AS v FROM ${ORD_C} GROUP BY c.full_name ORDER BY v DESC LIMIT 4`,
    ),
    ranked(
      'Bottom 3 customers by revenue',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.full_name ORDER BY v ASC LIMIT 3`,
    ),
    ranked(
      'Top 2 cities by revenue',
      `SELECT s.city AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.city ORDER BY v DESC LIMIT 2`,
    ),
    ranked(
      'top 1 store by revenue',
      `SELECT s.store_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.store_name ORDER BY v DESC LIMIT 1`,
    ),
    ranked(
      'Top 3 products by average discount',
      `SELECT p.product_name AS k, AVG(i.discount) AS v FROM ${LINES_P} GROUP BY p.product_name ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Top 5 customers by revenue in 2023',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE ${inYear('o.order_date', 2023)} GROUP BY c.full_name ORDER BY v DESC LIMIT 5`,
    ),
    ranked(
      'Top 3 products by revenue in Lisbon',
      `SELECT p.product_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} JOIN products p ON p.product_id = i.product_id WHERE s.city = 'Lisbon' GROUP BY p.product_name ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Top 5 customers by online revenue',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE o.channel = 'Online' GROUP BY c.full_name ORDER BY v DESC LIMIT 5`,
    ),
    ranked(
      'Top 2 segments by quantity',
      `SELECT c.segment AS k, SUM(i.quantity) AS v FROM ${LINES_OC} GROUP BY c.segment ORDER BY v DESC LIMIT 2`,
    ),
    ranked(
      'Lowest 2 categories by quantity',
      `SELECT p.category AS k, SUM(i.quantity) AS v FROM ${LINES_P} GROUP BY p.category ORDER BY v ASC LIMIT 2`,
    ),
    ranked(
      'Top 3 stores by shipping cost',
      `SELECT s.store_name AS k, SUM(o.shipping_cost) AS v FROM ${ORD_S} GROUP BY s.store_name ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Top 5 products by revenue',
      `SELECT p.product_name AS k, SUM(i.revenue) AS v FROM ${LINES_P} GROUP BY p.product_name ORDER BY v DESC LIMIT 5`,
    ),
    ranked(
      'Top 3 Bread products by revenue',
      `SELECT p.product_name AS k, SUM(i.revenue) AS v FROM ${LINES_P} WHERE p.category = 'Bread' GROUP BY p.product_name ORDER BY v DESC LIMIT 2`,
    ),
    ranked(
      'Top 3 countries by average discount',
      `SELECT c.country AS k, AVG(i.discount) AS v FROM ${LINES_OC} GROUP BY c.country ORDER BY v DESC LIMIT 3`,
    ),
    ranked(
      'Top 6 customers by revenue',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.full_name ORDER BY v DESC LIMIT 6`,
    ),
    ranked(
      'Bottom 2 countries by quantity',
      `SELECT c.country AS k, SUM(i.quantity) AS v FROM ${LINES_OC} GROUP BY c.country ORDER BY v ASC LIMIT 2`,
    ),
    ranked(
      'Top 4 products by unit price',
      'SELECT product_name AS k, SUM(unit_price) AS v FROM products GROUP BY product_name ORDER BY v DESC LIMIT 4',
    ),
  ],
  joins: [
    by(
      'Total sales per country',
      `SELECT c.country AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.country`,
    ),
    by('Revenue by city', `SELECT s.city AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.city`),
    by(
      'Quantity by store',
      `SELECT s.store_name AS k, SUM(i.quantity) AS v FROM ${LINES_OS} GROUP BY s.store_name`,
    ),
    by(
      'Revenue by segment',
      `SELECT c.segment AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.segment`,
    ),
    by(
      'Average discount by country',
      `SELECT c.country AS k, AVG(i.discount) AS v FROM ${LINES_OC} GROUP BY c.country`,
    ),
    by('Quantity per city', `SELECT s.city AS k, SUM(i.quantity) AS v FROM ${LINES_OS} GROUP BY s.city`),
    by(
      'Revenue by store',
      `SELECT s.store_name AS k, SUM(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.store_name`,
    ),
    by(
      'Number of orders per country',
      `SELECT c.country AS k, COUNT(*) AS v FROM ${ORD_C} GROUP BY c.country`,
    ),
    by('Orders per segment', `SELECT c.segment AS k, COUNT(*) AS v FROM ${ORD_C} GROUP BY c.segment`),
    by(
      'Shipping cost by city',
      `SELECT s.city AS k, SUM(o.shipping_cost) AS v FROM ${ORD_S} GROUP BY s.city`,
    ),
    by(
      'Revenue by customer',
      `SELECT c.full_name AS k, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.full_name`,
    ),
    by(
      'Revenue by category in Lisbon',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_OS} JOIN products p ON p.product_id = i.product_id WHERE s.city = 'Lisbon' GROUP BY p.category`,
    ),
    by(
      'Revenue from Germany by category',
      `SELECT p.category AS k, SUM(i.revenue) AS v FROM ${LINES_OC} JOIN products p ON p.product_id = i.product_id WHERE c.country = 'Germany' GROUP BY p.category`,
    ),
    {
      description: 'Revenue by country and category',
      expected: `SELECT c.country AS k, p.category AS k2, SUM(i.revenue) AS v FROM ${LINES_OC} JOIN products p ON p.product_id = i.product_id GROUP BY c.country, p.category`,
      key: pair,
    },
    by('Orders per city', `SELECT s.city AS k, COUNT(*) AS v FROM ${ORD_S} GROUP BY s.city`),
    by(
      'Average shipping cost by segment',
      `SELECT c.segment AS k, AVG(o.shipping_cost) AS v FROM ${ORD_C} GROUP BY c.segment`,
    ),
    by(
      'Quantity by segment',
      `SELECT c.segment AS k, SUM(i.quantity) AS v FROM ${LINES_OC} GROUP BY c.segment`,
    ),
    by('Maximum revenue by city', `SELECT s.city AS k, MAX(i.revenue) AS v FROM ${LINES_OS} GROUP BY s.city`),
    by(
      'Revenue per country in 2022',
      `SELECT c.country AS k, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE ${inYear('o.order_date', 2022)} GROUP BY c.country`,
    ),
    by(
      'Wholesale revenue by city',
      `SELECT s.city AS k, SUM(i.revenue) AS v FROM ${LINES_OS} JOIN customers c ON c.customer_id = o.customer_id WHERE c.segment = 'Wholesale' GROUP BY s.city`,
    ),
    by(
      'Coffee quantity by country',
      `SELECT c.country AS k, SUM(i.quantity) AS v FROM ${LINES_OC} JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Coffee' GROUP BY c.country`,
    ),
    by(
      'Shipping cost by country',
      `SELECT c.country AS k, SUM(o.shipping_cost) AS v FROM ${ORD_C} GROUP BY c.country`,
    ),
    by(
      'Average discount per city',
      `SELECT s.city AS k, AVG(i.discount) AS v FROM ${LINES_OS} GROUP BY s.city`,
    ),
    {
      description: 'Revenue by segment and channel',
      expected: `SELECT c.segment AS k, o.channel AS k2, SUM(i.revenue) AS v FROM ${LINES_OC} GROUP BY c.segment, o.channel`,
      key: pair,
    },
    monthly(
      'Revenue from Spain per month',
      `SELECT ${Y('o.order_date')} AS y, ${M('o.order_date')} AS m, SUM(i.revenue) AS v FROM ${LINES_OC} WHERE c.country = 'Spain' GROUP BY 1, 2`,
    ),
  ],
};
