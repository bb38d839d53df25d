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

describe('time limits that hold on the sample database', () => {
  let sample: SampleDatabase;
  let port: number;
  beforeAll(async () => {
    sample = startCachedSampleDatabase();
    ({ port } = await sample.ready);
  }, 300_000);
  afterAll(() => sample?.stop());

  const client = () => {
    const c = new pg.Client({ ...sampleConnection(port), user: 'postgres', database: 'superstore' });
    c.on('error', () => {});
    return c;
  };

  it('stops a runaway query at the limit and answers another user within a second meanwhile', async () => {
    const runaway = client();
    await runaway.connect();
    const started = Date.now();
    const stopped = runaway
      .query('SELECT count(*) FROM generate_series(1, 20000) a, generate_series(1, 20000) b')
      .then(
        () => 'finished',
        () => Date.now() - started,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = Date.now();
    const other = client();
    await other.connect();
    const { rows } = await other.query('SELECT count(*)::int AS n FROM orders');
    await other.end();
    expect(rows).toEqual([{ n: 5009 }]);
    expect(Date.now() - asked).toBeLessThan(1000);
    const after = await stopped;
    expect(after).not.toBe('finished');
    expect(after).toBeGreaterThanOrEqual(5000);
    expect(after).toBeLessThan(6500);
    const next = client();
    await next.connect();
    expect((await next.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await next.end();
  }, 30_000);

  it('refuses a query past its cost cap before it runs, through the API', async () => {
    const server = await startTestServer('pglite', {}, sample);
    try {
      const token = (await signUpAndIn(server)).token;
      const projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'S' } })).body
        .data.id;
      const connectionId = (
        await server.call('POST', `/api/data/connections/project/${projectId}`, {
          token,
          body: sampleConnection(port),
        })
      ).body.data.id;
      const started = Date.now();
      const reply = await server.call('POST', '/api/data/modules/generate', {
        token,
        body: {
          projectId,
          dataSource: connectionId,
          moduleType: 'kpi',
          description: 'hand-written',
          sql: 'SELECT count(*) AS n FROM order_lines x, order_lines y, order_lines z',
        },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(
        'The sample database will not run this query: it would take too long. Ask for fewer rows or fewer joins.',
      );
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await server.stop();
    }
  }, 60_000);
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
