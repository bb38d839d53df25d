import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createMysqlShop, createPostgresShop, mysqlReachable, type ShopDatabase } from './shopFixture.ts';

type Row = Record<string, unknown>;
const pad = (n: unknown) => String(Number(n)).padStart(2, '0');

interface Case {
  description: string;
  /** Portable SQL run directly: key columns (k, or y/m/q for time), then v. */
  expected: string;
  key?: (r: Row) => string;
  /** Compare in order (top N); otherwise as a map from key to value. */
  ordered?: boolean;
}

const J_ORDERS = 'FROM order_items i JOIN orders o ON o.order_id = i.order_id';
const month = (r: Row) => `${Number(r.y)}-${pad(r.m)}`;

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

const close = (a: unknown, b: unknown) => {
  const x = Number(a);
  const y = Number(b);
  return Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(y));
};

async function shops(): Promise<(() => Promise<ShopDatabase>)[]> {
  return [createPostgresShop, ...((await mysqlReachable()) ? [createMysqlShop] : [])];
}

describe.each(await shops())('planned numbers equal the aggregate run directly (%o)', (createShop) => {
  let server: TestServer;
  let shop: ShopDatabase;
  let token: string;
  let projectId: string;
  let connectionId: string;

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite'), createShop()]);
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body.data
      .id;
    connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: shop.connection,
      })
    ).body.data.id;
    const index = await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, {
      token,
    });
    expect(index.body.message).toBe('Index creation initiated successfully!');
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  it('indexes tables, keys, row counts, values and roles', async () => {
    const { body } = await server.call('GET', `/api/data/projects/${projectId}/catalog`, { token });
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
    const failures: string[] = [];
    for (const c of cases) {
      const reply = await server.call('POST', '/api/data/modules/generate', {
        token,
        body: { projectId, description: c.description, dataSource: connectionId, moduleType: 'table' },
      });
      if (reply.status !== 200) {
        failures.push(`${c.description}: ${reply.body.message}`);
        continue;
      }
      const { columns, rows } = reply.body.data.generatedContent.data as {
        columns: { key: string }[];
        rows: Row[];
      };
      const valueKey = columns.at(-1)!.key;
      const keyKeys = columns.slice(0, -1).map((x) => x.key);
      const got = rows.map((r) => ({ k: keyKeys.map((k) => String(r[k])).join('|'), v: r[valueKey] }));
      const want = (await shop.query<Row>(c.expected)).map((r) => ({
        k: c.key ? c.key(r) : r.k === undefined ? '' : String(r.k),
        v: r.v,
      }));
      const same = c.ordered
        ? got.length === want.length && got.every((g, i) => g.k === want[i]!.k && close(g.v, want[i]!.v))
        : got.length === want.length && want.every((w) => got.some((g) => g.k === w.k && close(g.v, w.v)));
      if (!same)
        failures.push(
          `${c.description}: got ${JSON.stringify(got.slice(0, 6))} want ${JSON.stringify(want.slice(0, 6))}\n  ${reply.body.data.query}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('lists the latest rows newest first', async () => {
    const reply = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: { projectId, description: 'Latest 10 orders', dataSource: connectionId, moduleType: 'table' },
    });
    const dates = (reply.body.data.generatedContent.data.rows as Row[]).map((r) =>
      String(r.order_date).slice(0, 10),
    );
    const want = (
      await shop.query<Row>('SELECT order_date AS d FROM orders ORDER BY order_date DESC LIMIT 10')
    ).map((r) => (r.d instanceof Date ? r.d.toISOString() : String(r.d)).slice(0, 10));
    expect(dates).toHaveLength(10);
    expect(dates.map((d) => d.slice(0, 7))).toEqual(want.map((d) => d.slice(0, 7)));
  });

  it('says what it understood when it cannot plan a description', async () => {
    const reply = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        description: 'average happiness by weather',
        dataSource: connectionId,
        moduleType: 'chart',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/I could not tell what to measure.*I understood the aggregate 'avg'/);
  });
});
