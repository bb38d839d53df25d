import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PlannerCase as Case,
  type IndexedShop,
  monthKey as month,
  plannerFailures,
  type Row,
  shopEngines,
  startIndexedShop,
} from './plannerCheck.ts';

const J_ORDERS = 'FROM order_items i JOIN orders o ON o.order_id = i.order_id';

/** Descriptions as a business user types them, each with the aggregate that answers it. */
const cases: Case[] = [
  // measures and synonyms
  { description: 'Total revenue', expected: 'SELECT SUM(revenue) AS v FROM order_items' },
  { description: 'total sales', expected: 'SELECT SUM(revenue) AS v FROM order_items' },
  { description: 'How many orders do we have?', expected: 'SELECT COUNT(*) AS v FROM orders' },
  { description: 'Number of customers', expected: 'SELECT COUNT(*) AS v FROM customers' },
  { description: 'number of clients', expected: 'SELECT COUNT(*) AS v FROM customers' },
  { description: 'Average discount', expected: 'SELECT AVG(discount) AS v FROM order_items' },
  { description: 'average unit price', expected: 'SELECT AVG(unit_price) AS v FROM products' },
  { description: 'Biggest quantity', expected: 'SELECT MAX(quantity) AS v FROM order_items' },
  { description: 'smallest revenue', expected: 'SELECT MIN(revenue) AS v FROM order_items' },
  { description: 'Maximum unit price', expected: 'SELECT MAX(unit_price) AS v FROM products' },
  { description: 'Total quantity sold', expected: 'SELECT SUM(quantity) AS v FROM order_items' },
  { description: 'count of products', expected: 'SELECT COUNT(*) AS v FROM products' },
  // dimensions, with joins along foreign keys
  {
    description: 'Revenue by category',
    expected: `SELECT p.category AS k, SUM(i.revenue) AS v FROM order_items i JOIN products p ON p.product_id = i.product_id GROUP BY p.category`,
  },
  {
    description: 'Total sales per country',
    expected: `SELECT c.country AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country`,
  },
  {
    description: 'Orders by channel',
    expected: 'SELECT channel AS k, COUNT(*) AS v FROM orders GROUP BY channel',
  },
  {
    description: 'Number of orders per store',
    expected:
      'SELECT s.store_name AS k, COUNT(*) AS v FROM orders o JOIN stores s ON s.store_id = o.store_id GROUP BY s.store_name',
  },
  {
    description: 'revenue for each segment',
    expected: `SELECT c.segment AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.segment`,
  },
  {
    description: 'Customers by country',
    expected: 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country',
  },
  {
    description: 'Quantity by product',
    expected:
      'SELECT p.product_name AS k, SUM(i.quantity) AS v FROM order_items i JOIN products p ON p.product_id = i.product_id GROUP BY p.product_name',
  },
  {
    description: 'Revenue by city',
    expected: `SELECT s.city AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN stores s ON s.store_id = o.store_id GROUP BY s.city`,
  },
  {
    description: 'Average discount per store',
    expected: `SELECT s.store_name AS k, AVG(i.discount) AS v ${J_ORDERS} JOIN stores s ON s.store_id = o.store_id GROUP BY s.store_name`,
  },
  {
    description: 'Revenue by category and channel',
    expected: `SELECT p.category AS k, o.channel AS k2, SUM(i.revenue) AS v ${J_ORDERS} JOIN products p ON p.product_id = i.product_id GROUP BY p.category, o.channel`,
    key: (r) => `${r.k}|${r.k2}`,
  },
  // time grains and years
  {
    description: 'Revenue per month',
    expected: `SELECT EXTRACT(YEAR FROM o.order_date) AS y, EXTRACT(MONTH FROM o.order_date) AS m, SUM(i.revenue) AS v ${J_ORDERS} GROUP BY 1, 2`,
    key: month,
  },
  {
    description: 'Orders by year',
    expected: 'SELECT EXTRACT(YEAR FROM order_date) AS y, COUNT(*) AS v FROM orders GROUP BY 1',
    key: (r) => String(Number(r.y)),
  },
  {
    description: 'Quarterly revenue',
    expected: `SELECT EXTRACT(YEAR FROM o.order_date) AS y, EXTRACT(QUARTER FROM o.order_date) AS q, SUM(i.revenue) AS v ${J_ORDERS} GROUP BY 1, 2`,
    key: (r) => `${Number(r.y)}-Q${Number(r.q)}`,
  },
  {
    description: 'Number of orders over time',
    expected:
      'SELECT EXTRACT(YEAR FROM order_date) AS y, EXTRACT(MONTH FROM order_date) AS m, COUNT(*) AS v FROM orders GROUP BY 1, 2',
    key: month,
  },
  {
    description: 'Revenue in 2023',
    expected: `SELECT SUM(i.revenue) AS v ${J_ORDERS} WHERE o.order_date >= DATE '2023-01-01' AND o.order_date < DATE '2024-01-01'`,
  },
  {
    description: 'Monthly revenue in 2022',
    expected: `SELECT EXTRACT(YEAR FROM o.order_date) AS y, EXTRACT(MONTH FROM o.order_date) AS m, SUM(i.revenue) AS v ${J_ORDERS} WHERE o.order_date < DATE '2023-01-01' GROUP BY 1, 2`,
    key: month,
  },
  // filters on known values
  {
    description: 'Revenue from Bread',
    expected: `SELECT SUM(i.revenue) AS v FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Bread'`,
  },
  {
    description: 'How many orders in Lisbon',
    expected: `SELECT COUNT(*) AS v FROM orders o JOIN stores s ON s.store_id = o.store_id WHERE s.city = 'Lisbon'`,
  },
  {
    description: 'Online orders by year',
    expected: `SELECT EXTRACT(YEAR FROM order_date) AS y, COUNT(*) AS v FROM orders WHERE channel = 'Online' GROUP BY 1`,
    key: (r) => String(Number(r.y)),
  },
  {
    description: 'Revenue from Germany by segment',
    expected: `SELECT c.segment AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN customers c ON c.customer_id = o.customer_id WHERE c.country = 'Germany' GROUP BY c.segment`,
  },
  {
    description: 'refunded orders per store',
    expected: `SELECT s.store_name AS k, COUNT(*) AS v FROM orders o JOIN stores s ON s.store_id = o.store_id WHERE o.status = 'Refunded' GROUP BY s.store_name`,
  },
  {
    description: 'Number of Wholesale customers',
    expected: `SELECT COUNT(*) AS v FROM customers WHERE segment = 'Wholesale'`,
  },
  {
    description: 'Pastry quantity in 2022',
    expected: `SELECT SUM(i.quantity) AS v ${J_ORDERS} JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Pastry' AND o.order_date >= DATE '2022-01-01' AND o.order_date < DATE '2023-01-01'`,
  },
  // top / bottom N, best, most
  {
    description: 'Top 5 customers by revenue',
    expected: `SELECT c.full_name AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.full_name ORDER BY v DESC LIMIT 5`,
    ordered: true,
  },
  {
    description: 'top 3 products by quantity',
    expected:
      'SELECT p.product_name AS k, SUM(i.quantity) AS v FROM order_items i JOIN products p ON p.product_id = i.product_id GROUP BY p.product_name ORDER BY v DESC LIMIT 3',
    ordered: true,
  },
  {
    description: 'Bottom 2 stores by revenue',
    expected: `SELECT s.store_name AS k, SUM(i.revenue) AS v ${J_ORDERS} JOIN stores s ON s.store_id = o.store_id GROUP BY s.store_name ORDER BY v ASC LIMIT 2`,
    ordered: true,
  },
  {
    description: 'Top 3 categories by revenue',
    expected:
      'SELECT p.category AS k, SUM(i.revenue) AS v FROM order_items i JOIN products p ON p.product_id = i.product_id GROUP BY p.category ORDER BY v DESC LIMIT 3',
    ordered: true,
  },
  {
    description: 'Which country has the most customers?',
    expected: 'SELECT country AS k, COUNT(*) AS v FROM customers GROUP BY country',
  },
];

describe.each(await shopEngines())('planned numbers equal the aggregate run directly (%o)', (create) => {
  let ctx: IndexedShop;
  beforeAll(async () => {
    ctx = await startIndexedShop(create);
  });
  afterAll(() => ctx.stop());

  it('indexes tables, keys, row counts, values and roles', async () => {
    const { body } = await ctx.server.call('GET', `/api/data/projects/${ctx.projectId}/catalog`, {
      token: ctx.token,
    });
    const tables = body.data.connections[0].tables as {
      name: string;
      rowEstimate: number;
      columns: { name: string; role: string; values: string[] | null; references: unknown }[];
    }[];
    expect(tables.map((t) => t.name).sort()).toEqual([
      'customers',
      'order_items',
      'orders',
      'products',
      'stores',
    ]);
    const orders = tables.find((t) => t.name === 'orders')!;
    expect(orders.rowEstimate).toBe(240);
    const role = (t: string, c: string) =>
      tables.find((x) => x.name === t)!.columns.find((x) => x.name === c)!;
    expect(role('orders', 'order_id').role).toBe('key');
    expect(role('orders', 'customer_id').references).toEqual({ table: 'customers', column: 'customer_id' });
    expect(role('orders', 'order_date').role).toBe('time');
    expect(role('orders', 'channel')).toMatchObject({
      role: 'category',
      values: ['In store', 'Online', 'Phone'],
    });
    expect(role('order_items', 'revenue').role).toBe('measure');
    expect(role('customers', 'full_name').role).toBe('category');
  });

  it(`answers ${cases.length} descriptions with the numbers the database gives directly`, async () => {
    expect(await plannerFailures(ctx, cases)).toEqual([]);
  });

  it('lists the latest rows newest first', async () => {
    const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: {
        projectId: ctx.projectId,
        description: 'Latest 10 orders',
        dataSource: ctx.connectionId,
        moduleType: 'table',
      },
    });
    const dates = (reply.body.data.generatedContent.data.rows as Row[]).map((r) =>
      String(r.order_date).slice(0, 10),
    );
    const want = (
      await ctx.shop.query<Row>('SELECT order_date AS d FROM orders ORDER BY order_date DESC LIMIT 10')
    ).map((r) => (r.d instanceof Date ? r.d.toISOString() : String(r.d)).slice(0, 10));
    expect(dates).toHaveLength(10);
    expect(dates.map((d) => d.slice(0, 7))).toEqual(want.map((d) => d.slice(0, 7)));
  });

  it('says what it understood when it cannot plan a description', async () => {
    const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: {
        projectId: ctx.projectId,
        description: 'average happiness by weather',
        dataSource: ctx.connectionId,
        moduleType: 'chart',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/I could not tell what to measure.*I understood the aggregate 'avg'/);
  });
});
