import type { EvalQuestion } from './evalQuestions.ts';

const LINE_ORDER = 'purchase_order_line l JOIN purchase_order o ON o.id = l.purchase_order_id';

/**
 * A hardware distributor's questions (`loadInventory.ts`): suppliers, warehouses, products,
 * purchase orders and stock movements. Each was written with its PostgreSQL answer before the
 * planner was first run on this database.
 */
export const inventoryQuestions: EvalQuestion[] = [
  { question: 'How many products are there?', answer: null, sql: 'SELECT count(*) FROM product' },
  {
    question: 'Number of products per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM product GROUP BY 1',
  },
  {
    question: 'Number of products per supplier',
    answer: null,
    sql: 'SELECT s.name, count(*) FROM product p JOIN supplier s ON s.id = p.supplier_id GROUP BY s.id, 1',
  },
  {
    question: 'Average unit price by category',
    answer: null,
    sql: 'SELECT category, round(avg(unit_price), 2) FROM product GROUP BY 1',
  },
  {
    question: 'How many products are discontinued?',
    answer: null,
    sql: 'SELECT count(*) FROM product WHERE discontinued',
  },
  {
    question: 'Number of suppliers per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM supplier GROUP BY 1',
  },
  {
    question: 'Total quantity ordered by supplier',
    answer: null,
    sql: `SELECT s.name, sum(l.qty) FROM ${LINE_ORDER} JOIN supplier s ON s.id = o.supplier_id GROUP BY s.id, 1`,
  },
  {
    question: 'Purchase order value by supplier',
    answer: null,
    sql: `SELECT s.name, sum(l.qty * l.unit_cost) FROM ${LINE_ORDER} JOIN supplier s ON s.id = o.supplier_id GROUP BY s.id, 1`,
  },
  {
    question: 'Number of purchase orders per month in 2025',
    answer: null,
    sql: "SELECT to_char(ordered_at, 'YYYY-MM'), count(*) FROM purchase_order WHERE ordered_at >= DATE '2025-01-01' AND ordered_at < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Number of purchase orders per status',
    answer: null,
    sql: 'SELECT status, count(*) FROM purchase_order GROUP BY 1',
  },
  {
    question: 'How many purchase orders have not been received?',
    answer: null,
    sql: 'SELECT count(*) FROM purchase_order WHERE received_at IS NULL',
  },
  {
    question: 'Total stock movement quantity by warehouse',
    answer: null,
    sql: 'SELECT w.code, sum(m.qty) FROM stock_movement m JOIN warehouse w ON w.id = m.warehouse_id GROUP BY w.id, 1',
  },
  {
    question: 'Number of stock movements per reason',
    answer: null,
    sql: 'SELECT reason, count(*) FROM stock_movement GROUP BY 1',
  },
  {
    question: 'Average supplier rating by country',
    answer: null,
    sql: 'SELECT country, round(avg(rating), 2) FROM supplier GROUP BY 1',
  },
  {
    question: 'Number of purchase orders per warehouse city',
    answer: null,
    sql: 'SELECT w.city, count(*) FROM purchase_order o JOIN warehouse w ON w.id = o.warehouse_id GROUP BY 1',
  },
  {
    question: 'Which supplier has the most products?',
    answer: null,
    sql: 'SELECT s.name, count(*) n FROM product p JOIN supplier s ON s.id = p.supplier_id GROUP BY s.id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Average unit cost by supplier',
    answer: null,
    sql: 'SELECT s.name, round(avg(p.unit_cost), 2) FROM product p JOIN supplier s ON s.id = p.supplier_id GROUP BY s.id, 1',
  },
  {
    question: 'Number of purchase order lines per product category',
    answer: null,
    sql: 'SELECT p.category, count(*) FROM purchase_order_line l JOIN product p ON p.id = l.product_id GROUP BY 1',
  },
  {
    question: 'Total capacity of warehouses by city',
    answer: null,
    sql: 'SELECT city, sum(capacity) FROM warehouse GROUP BY 1',
  },
  {
    question: 'Number of products added per year',
    answer: null,
    sql: 'SELECT extract(year FROM created_at)::int, count(*) FROM product GROUP BY 1',
  },
  {
    question: 'Top 3 warehouses by number of stock movements',
    answer: null,
    sql: 'SELECT w.code, count(*) n FROM stock_movement m JOIN warehouse w ON w.id = m.warehouse_id GROUP BY w.id, 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Average days between ordered and received',
    answer: null,
    sql: 'SELECT round(avg(received_at - ordered_at::date), 2) FROM purchase_order',
  },
  {
    question: 'How many purchase orders were cancelled?',
    answer: null,
    sql: "SELECT count(*) FROM purchase_order WHERE status = 'cancelled'",
  },
  {
    question: 'Number of products by supplier country',
    answer: null,
    sql: 'SELECT s.country, count(*) FROM product p JOIN supplier s ON s.id = p.supplier_id GROUP BY 1',
  },
];
