import type { EvalQuestion } from './evalQuestions.ts';

const ITEM_PRODUCT = 'order_items i JOIN products p ON p.product_id = i.product_id';

/**
 * A marketplace's questions (`loadMarketplace.ts`): customers order items that sellers ship, pay
 * in instalments and review. Each was written with its PostgreSQL answer before the planner was
 * first run on this database.
 */
export const marketplaceQuestions: EvalQuestion[] = [
  { question: 'How many orders are there?', answer: null, sql: 'SELECT count(*) FROM orders' },
  {
    question: 'Number of orders per status',
    answer: null,
    sql: 'SELECT order_status, count(*) FROM orders GROUP BY 1',
  },
  {
    question: 'Number of orders per month in 2024',
    answer: null,
    sql: "SELECT to_char(order_purchase_timestamp, 'YYYY-MM'), count(*) FROM orders WHERE order_purchase_timestamp >= DATE '2024-01-01' AND order_purchase_timestamp < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Number of customers per state',
    answer: null,
    sql: 'SELECT customer_state, count(*) FROM customers GROUP BY 1',
  },
  {
    question: 'Top 5 product categories by number of order items',
    answer: null,
    sql: `SELECT p.product_category_name, count(*) n FROM ${ITEM_PRODUCT} GROUP BY 1 ORDER BY n DESC LIMIT 5`,
  },
  {
    question: 'Total price by product category',
    answer: null,
    sql: `SELECT p.product_category_name, sum(i.price) FROM ${ITEM_PRODUCT} GROUP BY 1`,
  },
  {
    question: 'Average freight value by seller state',
    answer: null,
    sql: 'SELECT s.seller_state, round(avg(i.freight_value), 2) FROM order_items i JOIN sellers s ON s.seller_id = i.seller_id GROUP BY 1',
  },
  {
    question: 'Average review score',
    answer: null,
    sql: 'SELECT round(avg(review_score), 2) FROM order_reviews',
  },
  {
    question: 'Number of reviews per review score',
    answer: null,
    sql: 'SELECT review_score, count(*) FROM order_reviews GROUP BY 1',
  },
  {
    question: 'Total payment value by payment type',
    answer: null,
    sql: 'SELECT payment_type, sum(payment_value) FROM order_payments GROUP BY 1',
  },
  {
    question: 'Average number of installments by payment type',
    answer: null,
    sql: 'SELECT payment_type, round(avg(payment_installments), 2) FROM order_payments GROUP BY 1',
  },
  {
    question: 'Which seller has the most order items?',
    answer: null,
    sql: 'SELECT seller_id, count(*) n FROM order_items GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'How many orders were delivered late?',
    answer: null,
    sql: 'SELECT count(*) FROM orders WHERE order_delivered_customer_date > order_estimated_delivery_date',
  },
  {
    question: 'Average delivery time in days',
    answer: null,
    sql: 'SELECT round(avg(extract(epoch FROM order_delivered_customer_date - order_purchase_timestamp) / 86400), 2) FROM orders',
  },
  {
    question: 'Number of sellers per state',
    answer: null,
    sql: 'SELECT seller_state, count(*) FROM sellers GROUP BY 1',
  },
  {
    question: 'Top 3 cities by number of customers',
    answer: null,
    sql: 'SELECT customer_city, count(*) n FROM customers GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Average product weight by category',
    answer: null,
    sql: 'SELECT product_category_name, round(avg(product_weight_g), 2) FROM products GROUP BY 1',
  },
  {
    question: 'How many orders have not been delivered?',
    answer: null,
    sql: 'SELECT count(*) FROM orders WHERE order_delivered_customer_date IS NULL',
  },
  {
    question: 'Total freight value per month in 2024',
    answer: null,
    sql: "SELECT to_char(o.order_purchase_timestamp, 'YYYY-MM'), sum(i.freight_value) FROM order_items i JOIN orders o ON o.order_id = i.order_id WHERE o.order_purchase_timestamp >= DATE '2024-01-01' AND o.order_purchase_timestamp < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Number of products per category',
    answer: null,
    sql: 'SELECT product_category_name, count(*) FROM products GROUP BY 1',
  },
  {
    question: 'Which payment type is used the most?',
    answer: null,
    sql: 'SELECT payment_type, count(*) n FROM order_payments GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total payment value by customer state',
    answer: null,
    sql: 'SELECT c.customer_state, sum(p.payment_value) FROM order_payments p JOIN orders o ON o.order_id = p.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY 1',
  },
  {
    question: 'Average price by product category',
    answer: null,
    sql: `SELECT p.product_category_name, round(avg(i.price), 2) FROM ${ITEM_PRODUCT} GROUP BY 1`,
  },
  {
    question: 'How many orders were canceled?',
    answer: null,
    sql: "SELECT count(*) FROM orders WHERE order_status = 'canceled'",
  },
  {
    question: 'Number of order items per seller state',
    answer: null,
    sql: 'SELECT s.seller_state, count(*) FROM order_items i JOIN sellers s ON s.seller_id = i.seller_id GROUP BY 1',
  },
];
