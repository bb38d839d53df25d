import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mysqlDialect } from '../../../src/server/insights/connectors/mysqlConnector.ts';
import { postgresDialect } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createMysqlShop, createPostgresShop, mysqlReachable, type ShopDatabase } from './shopFixture.ts';

/** Statements that would change data, for each engine; every one must be refused or change nothing. */
const writes = {
  POSTGRES: [
    'SELECT 1; DROP TABLE orders',
    "SELECT 'a\\'; DROP TABLE orders; --'",
    'WITH gone AS (DELETE FROM orders RETURNING *) SELECT count(*) FROM gone',
    'SELECT * INTO orders_copy FROM orders',
    'SELECT pg_sleep(10)',
    'SELECT * FROM orders FOR UPDATE',
    'DELETE FROM orders',
    'UPDATE products SET unit_price = 0',
  ],
  MYSQL: [
    'SELECT 1; DROP TABLE orders',
    '/*! DROP TABLE orders */ SELECT 1',
    'SELECT /*!50000 SLEEP(10) */ 1',
    'SELECT SLEEP(10)',
    "SELECT * FROM orders INTO OUTFILE '/tmp/orders.txt'",
    'SELECT * FROM orders FOR UPDATE',
    'DELETE FROM orders',
    'UPDATE products SET unit_price = 0',
  ],
} as const;

async function shops(): Promise<(() => Promise<ShopDatabase>)[]> {
  return [createPostgresShop, ...((await mysqlReachable()) ? [createMysqlShop] : [])];
}

describe.each(await shops())('read-only queries (%o)', (createShop) => {
  let server: TestServer;
  let shop: ShopDatabase;
  let token: string;
  let projectId: string;
  let connectionId: string;
  const generate = (body: Record<string, unknown>) =>
    server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: connectionId,
        moduleType: 'table',
        description: 'hand-written',
        ...body,
      },
    });
  const snapshot = async () =>
    JSON.stringify(
      await shop.query(
        'SELECT (SELECT COUNT(*) FROM orders) AS o, (SELECT SUM(unit_price) FROM products) AS p, (SELECT COUNT(*) FROM order_items) AS i',
      ),
    );

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createShop()]);
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body.data
      .id;
    connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: shop.connection,
      })
    ).body.data.id;
    await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, { token });
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  it('refuses hand-edited SQL that writes, sleeps, locks or stacks statements, and changes nothing', async () => {
    const before = await snapshot();
    for (const sql of writes[shop.engine]) {
      const reply = await generate({ sql });
      expect(reply.status, sql).toBe(400);
      expect(reply.body.message, sql).toMatch(
        /^This query cannot run: .* Only a single read-only SELECT is allowed\.$/,
      );
    }
    expect(await snapshot()).toBe(before);
  });

  it('declines a description carrying a write, naming the words it did not understand, and changes nothing', async () => {
    const before = await snapshot();
    const reply = await generate({ sql: undefined, description: "number of orders'; DROP TABLE orders; --" });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(
      /^I am not sure what 'drop' means here: the closest reading is "Number of orders"/,
    );
    expect(await snapshot()).toBe(before);
  });

  it('runs a hand-written SELECT and reports the statement it ran', async () => {
    const reply = await generate({
      sql: 'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.query).toContain('GROUP BY channel');
    expect(reply.body.data.plan).toBeNull();
    const want = await shop.query<{ channel: string; n: number }>(
      'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel',
    );
    expect(reply.body.data.generatedContent.data.rows.map((r: { n: number }) => Number(r.n))).toEqual(
      want.map((r) => Number(r.n)),
    );
  });

  it('names why a module’s hand-edited SQL is refused: a DROP, a second statement', async () => {
    const before = await snapshot();
    const rule = ' Only a single read-only SELECT is allowed.';
    const drop = await generate({ sql: 'DROP TABLE orders' });
    expect(drop.status).toBe(400);
    expect(drop.body.message).toBe(`This query cannot run: it is a DROP statement.${rule}`);
    const second = await generate({ sql: 'SELECT COUNT(*) FROM orders; DROP TABLE orders' });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(`This query cannot run: it holds 2 statements.${rule}`);
    expect(await snapshot()).toBe(before);
  });

  it('keeps a module’s hand-edited SQL when its page is saved', async () => {
    const sql = 'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel';
    const module = {
      id: 'm1',
      title: 'Orders by channel',
      description: 'orders by channel',
      dataSource: connectionId,
      moduleType: 'table',
      status: 'placeholder',
      sql,
    };
    const saved = await server.call('PUT', `/api/data/projects/${projectId}/page`, {
      token,
      body: { modules: [module] },
    });
    expect(saved.status).toBe(200);
    const page = await server.call('GET', `/api/data/projects/${projectId}/page`, { token });
    expect(page.body.data.modules[0].sql).toBe(sql);
  });

  it('cuts a result at 1,000 rows and says so', async () => {
    const reply = await generate({
      sql: 'SELECT a.item_id, b.item_id AS other FROM order_items a CROSS JOIN order_items b',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.rowCount).toBe(1000);
    expect(reply.body.data.truncated).toBe(true);
  });

  it('stops a statement after 5 s', async () => {
    const slow =
      shop.engine === 'POSTGRES'
        ? 'SELECT COUNT(*) FROM generate_series(1, 2000000000) AS g'
        : 'SELECT COUNT(*) AS n FROM order_items a, order_items b, order_items c, order_items d';
    const started = Date.now();
    const reply = await generate({ sql: slow });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('The query took longer than 5 s and was stopped.');
    expect(Date.now() - started).toBeLessThan(9000);
  }, 20_000);
});

describe('the read-only session is a layer of its own, under the gate', () => {
  const write = 'WITH gone AS (DELETE FROM orders RETURNING 1) SELECT count(*) AS n FROM gone';

  it('refuses a write that reaches PostgreSQL without the gate', async () => {
    const shop = await createPostgresShop();
    try {
      const session = await postgresDialect({ ...shop.connection, properties: {} }).connect();
      try {
        await session.readOnly();
        await expect(session.stream({ sql: write }, () => {})).rejects.toThrow(/read-only transaction/);
      } finally {
        session.close();
      }
      expect(await shop.query('SELECT COUNT(*)::int AS n FROM orders')).toEqual([{ n: 240 }]);
    } finally {
      await shop.drop();
    }
  });

  it('refuses a write that reaches MariaDB without the gate', async () => {
    const shop = await createMysqlShop();
    try {
      const session = await mysqlDialect({ ...shop.connection, properties: {} }).connect();
      try {
        await session.readOnly();
        await expect(session.stream({ sql: 'DELETE FROM orders' }, () => {})).rejects.toThrow(/READ ONLY/i);
      } finally {
        session.close();
      }
      expect(await shop.query('SELECT COUNT(*) AS n FROM orders')).toEqual([{ n: 240 }]);
    } finally {
      await shop.drop();
    }
  });
});
