import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleDatabase } from '../../../src/server/insights/sampleDatabase.ts';
import { signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { monthKey, type PlannerCase, plannerFailures, quarterKey, yearKey } from './plannerCheck.ts';
import { sampleConnection, startCachedSampleDatabase } from './sampleInsights.ts';

const LINES_O = 'order_lines l JOIN orders o ON o.order_id = l.order_id';
const LINES_P = 'order_lines l JOIN products p ON p.product_id = l.product_id';
const LINES_OC = `${LINES_O} JOIN customers c ON c.customer_id = o.customer_id`;
const Y = 'EXTRACT(YEAR FROM o.order_date)';

/** Descriptions an analyst would type about Superstore, each with the query that answers it. */
const cases: PlannerCase[] = [
  { description: 'Total sales', expected: 'SELECT SUM(sales) AS v FROM order_lines' },
  { description: 'Total profit', expected: 'SELECT SUM(profit) AS v FROM order_lines' },
  { description: 'Number of orders', expected: 'SELECT COUNT(*) AS v FROM orders' },
  { description: 'How many customers', expected: 'SELECT COUNT(*) AS v FROM customers' },
  { description: 'Average discount', expected: 'SELECT AVG(discount) AS v FROM order_lines' },
  {
    description: 'Sales by region',
    expected: `SELECT o.region AS k, SUM(l.sales) AS v FROM ${LINES_O} GROUP BY o.region`,
  },
  {
    description: 'Profit by category',
    expected: `SELECT p.category AS k, SUM(l.profit) AS v FROM ${LINES_P} GROUP BY p.category`,
  },
  {
    description: 'Sales per segment',
    expected: `SELECT c.segment AS k, SUM(l.sales) AS v FROM ${LINES_OC} GROUP BY c.segment`,
  },
  {
    description: 'Quantity by sub category',
    expected: `SELECT p.sub_category AS k, SUM(l.quantity) AS v FROM ${LINES_P} GROUP BY p.sub_category`,
  },
  {
    description: 'Sales per year',
    expected: `SELECT ${Y} AS y, SUM(l.sales) AS v FROM ${LINES_O} GROUP BY 1`,
    key: yearKey,
  },
  {
    description: 'Quarterly profit',
    expected: `SELECT ${Y} AS y, EXTRACT(QUARTER FROM o.order_date) AS q, SUM(l.profit) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    key: quarterKey,
  },
  {
    description: 'Monthly sales in 2017',
    expected: `SELECT ${Y} AS y, EXTRACT(MONTH FROM o.order_date) AS m, SUM(l.sales) AS v FROM ${LINES_O} WHERE o.order_date >= DATE '2017-01-01' AND o.order_date < DATE '2018-01-01' GROUP BY 1, 2`,
    key: monthKey,
  },
  {
    description: 'Sales in the West',
    expected: `SELECT SUM(l.sales) AS v FROM ${LINES_O} WHERE o.region = 'West'`,
  },
  {
    description: 'Furniture profit by region',
    expected: `SELECT o.region AS k, SUM(l.profit) AS v FROM ${LINES_O} JOIN products p ON p.product_id = l.product_id WHERE p.category = 'Furniture' GROUP BY o.region`,
  },
  {
    description: 'Top 5 states by sales',
    expected: `SELECT o.state AS k, SUM(l.sales) AS v FROM ${LINES_O} GROUP BY o.state ORDER BY v DESC LIMIT 5`,
    ordered: true,
  },
  {
    description: 'Top 10 customers by profit',
    expected: `SELECT c.customer_name AS k, SUM(l.profit) AS v FROM ${LINES_OC} GROUP BY c.customer_name ORDER BY v DESC LIMIT 10`,
    ordered: true,
  },
  {
    description: 'Bottom 3 sub categories by profit',
    expected: `SELECT p.sub_category AS k, SUM(l.profit) AS v FROM ${LINES_P} GROUP BY p.sub_category ORDER BY v ASC LIMIT 3`,
    ordered: true,
  },
  {
    description: 'Orders by ship mode',
    expected: 'SELECT ship_mode AS k, COUNT(*) AS v FROM orders GROUP BY ship_mode',
  },
  {
    description: 'Customers by segment',
    expected: 'SELECT segment AS k, COUNT(*) AS v FROM customers GROUP BY segment',
  },
  {
    description: 'Technology sales in 2016',
    expected: `SELECT SUM(l.sales) AS v FROM ${LINES_O} JOIN products p ON p.product_id = l.product_id WHERE p.category = 'Technology' AND o.order_date >= DATE '2016-01-01' AND o.order_date < DATE '2017-01-01'`,
  },
  {
    description: 'Average discount by category',
    expected: `SELECT p.category AS k, AVG(l.discount) AS v FROM ${LINES_P} GROUP BY p.category`,
  },
  {
    description: 'Number of orders per region',
    expected: 'SELECT region AS k, COUNT(*) AS v FROM orders GROUP BY region',
  },
  {
    description: 'Consumer sales by region',
    expected: `SELECT o.region AS k, SUM(l.sales) AS v FROM ${LINES_OC} WHERE c.segment = 'Consumer' GROUP BY o.region`,
  },
  {
    description: 'Profit per month',
    expected: `SELECT ${Y} AS y, EXTRACT(MONTH FROM o.order_date) AS m, SUM(l.profit) AS v FROM ${LINES_O} GROUP BY 1, 2`,
    key: monthKey,
  },
  {
    description: 'Sales by category and region',
    expected: `SELECT p.category AS k, o.region AS k2, SUM(l.sales) AS v FROM ${LINES_O} JOIN products p ON p.product_id = l.product_id GROUP BY p.category, o.region`,
    key: (r) => `${r.k}|${r.k2}`,
  },
];

describe('the planner over the Superstore sample data', () => {
  let sample: SampleDatabase;
  let server: TestServer;
  let direct: pg.Client;
  let ctx: Parameters<typeof plannerFailures>[0];

  beforeAll(async () => {
    sample = startCachedSampleDatabase();
    let port: number;
    [server, { port }] = await Promise.all([startTestServer('pglite', {}, sample), sample.ready]);
    const token = (await signUpAndIn(server)).token;
    const projectId = (
      await server.call('POST', '/api/data/projects', { token, body: { name: 'Superstore' } })
    ).body.data.id;
    const connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: sampleConnection(port),
      })
    ).body.data.id;
    await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, { token });
    direct = new pg.Client({ ...sampleConnection(port), user: 'postgres', database: 'superstore' });
    await direct.connect();
    ctx = {
      server,
      token,
      projectId,
      connectionId,
      shop: { query: async <T>(sql: string) => (await direct.query(sql)).rows as T[] },
    };
  }, 300_000);
  afterAll(async () => {
    await direct?.end();
    await server?.stop();
    await sample?.stop();
  });

  it(`answers ${cases.length} descriptions with the numbers the database gives directly`, async () => {
    expect(await plannerFailures(ctx, cases)).toEqual([]);
  }, 120_000);
});
