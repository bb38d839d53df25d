import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleDatabase } from '../../../src/server/insights/sampleDatabase.ts';
import { signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { sampleConnection, startCachedSampleDatabase } from './sampleInsights.ts';

describe('the Superstore sample database', () => {
  let sample: SampleDatabase;
  let port: number;
  let server: TestServer;
  let token: string;
  let projectId: string;
  let direct: pg.Client;

  beforeAll(async () => {
    sample = startCachedSampleDatabase();
    [server, { port }] = await Promise.all([startTestServer('pglite', {}, sample), sample.ready]);
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Superstore' } }))
      .body.data.id;
    direct = new pg.Client({ ...sampleConnection(port), user: 'postgres', database: 'superstore' });
    await direct.connect();
  }, 300_000);
  afterAll(async () => {
    await direct?.end();
    await server?.stop();
    await sample?.stop();
  });

  it('holds the complete data set, normalised with keys, and refuses writes', async () => {
    const { rows } = await direct.query(
      `SELECT (SELECT count(*)::int FROM order_lines) AS lines, (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM products) AS products,
              (SELECT round(sum(sales), 2)::float FROM order_lines) AS sales,
              (SELECT min(order_date)::text || ' ' || max(order_date)::text FROM orders) AS span`,
    );
    expect(rows[0]).toEqual({
      lines: 9994,
      orders: 5009,
      customers: 793,
      products: 1862,
      sales: 2297200.86,
      span: '2014-01-03 2017-12-30',
    });
    await expect(direct.query('DELETE FROM order_lines')).rejects.toThrow(/read-only/);
  });

  it('is tested, indexed and turned into a first page whose every module generates correct numbers', async () => {
    const tested = await server.call('POST', '/api/data/connections/test', {
      token,
      body: sampleConnection(port),
    });
    expect(tested.body.message).toBe('Connection successful!');
    const connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: sampleConnection(port),
      })
    ).body.data.id;
    const index = await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, {
      token,
    });
    expect(index.body.data).toMatchObject({ tables: 4, columns: 24 });

    const page = await server.call('POST', `/api/data/projects/${projectId}/pages/generate`, { token });
    const modules = page.body.data.modules as {
      description: string;
      moduleType: string;
      dataSource: string;
      status: string;
    }[];
    expect(modules.map((m) => [m.moduleType, m.description])).toEqual([
      ['kpi', 'Number of order lines'],
      ['kpi', 'Number of orders'],
      ['kpi', 'Total sales'],
      ['kpi', 'Total quantity'],
      ['line', 'Total sales per month'],
      ['chart', 'Total sales by segment'],
      ['chart', 'Total sales by category'],
      ['pie', 'Number of order lines by segment'],
      ['table', 'Latest 10 orders'],
    ]);
    expect(modules.every((m) => m.status === 'placeholder' && m.dataSource === connectionId)).toBe(true);

    const generated: any[] = [];
    for (const m of modules) {
      const reply = await server.call('POST', '/api/data/modules/generate', {
        token,
        body: { projectId, ...m },
      });
      expect(reply.status, m.description).toBe(200);
      generated.push(reply.body.data);
    }
    const kpi = (i: number) => generated[i].generatedContent.data.children[0].data.children[0].data.text;
    expect(kpi(0)).toBe('9,994');
    expect(kpi(2)).toBe('2,297,200.86');
    const bySegment = generated[5].generatedContent;
    expect(bySegment.type).toBe('bar');
    const want = await direct.query(
      'SELECT c.segment, sum(l.sales)::float AS s FROM order_lines l JOIN orders o USING (order_id) JOIN customers c USING (customer_id) GROUP BY 1 ORDER BY 2 DESC',
    );
    expect(bySegment.data.dataSet.map((r: Record<string, unknown>) => [r.segment, r.total_sales])).toEqual(
      want.rows.map((r) => [r.segment, expect.closeTo(r.s, 4)]),
    );
    expect(generated[4].generatedContent.type).toBe('line');
    expect(generated[4].generatedContent.data.dataSet).toHaveLength(48);
  });
});

describe('a sample database stopped while it starts', () => {
  it('is stopped, not reported as failing to start', async () => {
    const early = startCachedSampleDatabase();
    const outcome = Promise.race([
      early.ready.then(
        () => 'listened',
        (err: Error) => `failed: ${err.message}`,
      ),
      new Promise((resolve) => setTimeout(resolve, 500, 'unsettled')),
    ]);
    await early.stop();
    expect(await outcome).toBe('unsettled');
  });
});
