import mysql from 'mysql2/promise';
import nodeSqlParser from 'node-sql-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionSettings } from '../../../src/server/insights/connectors/connector.ts';
import { rowsOf } from '../../../src/server/insights/connectors/connector.ts';
import { connectorFor } from '../../../src/server/insights/connectors/connectorFor.ts';
import { mysqlConnectionOptions } from '../../../src/server/insights/connectors/mysqlConnector.ts';
import { postgresClientOptions } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { gateQuery } from '../../../src/server/insights/gate/queryGate.ts';
import { startRecordingProxy } from './recordingProxy.ts';
import { createMysqlShop, createPostgresShop, type ShopDatabase } from './shopFixture.ts';

/** Statements the session itself sends around the user's one statement. */
const SESSION = {
  POSTGRES: ['BEGIN TRANSACTION READ ONLY', 'SET LOCAL statement_timeout = 5000'],
  MYSQL: ['SELECT VERSION() AS v', 'SET SESSION max_statement_time = 5', 'START TRANSACTION READ ONLY'],
};

/** Tricky texts the gate must read as the server does: accepted ones run, the others are refused. */
const corpus = {
  POSTGRES: {
    accepted: [
      "SELECT 'it''s' AS a",
      "SELECT E'back\\\\slash \\' quote' AS a",
      "SELECT 'x\\' AS a",
      "SELECT $$dollar ' quoted$$ AS a",
      'SELECT $tag$ a $$ b; $tag$ AS a',
      "SELECT U&'d\\0061t\\+000061' AS a",
      'SELECT 1 AS a -- trailing comment',
      'SELECT /* nested /* comment */ still */ 2 AS a',
      'SELECT "select" AS "from" FROM (SELECT 1 AS "select") AS "where"',
      "SELECT count(*) AS n FROM orders WHERE channel = 'Online' -- '; DROP TABLE orders",
      "SELECT 'a;b' AS s, 'c -- d' AS t",
      'SELECT channel, count(*) AS n FROM orders GROUP BY channel ORDER BY channel',
      'SELECT order_id FROM orders ORDER BY order_id DESC LIMIT 3',
      'SELECT 1 AS a UNION ALL SELECT 2 ORDER BY 1',
      'WITH c AS (SELECT customer_id FROM customers) SELECT count(*) AS n FROM c',
      "SELECT 'naïve ☃' AS u;",
    ],
    refused: [
      'SELECT 1; SELECT 2',
      'SELECT 1 AS a; -- x\nDELETE FROM orders',
      "SELECT E'\\'; DROP TABLE orders; --' AS a; DELETE FROM orders",
      'SELECT pg_sleep(1)',
      'SELECT * FROM pg_user',
      'SELECT * FROM pg_catalog.pg_stat_activity',
      "SELECT current_setting('data_directory')",
      'WITH d AS (DELETE FROM orders RETURNING 1) SELECT count(*) FROM d',
      'SELECT * FROM orders FOR SHARE',
      'SELECT * INTO copy_of_orders FROM orders',
    ],
  },
  MYSQL: {
    accepted: [
      "SELECT 'it''s' AS a",
      'SELECT `select` FROM (SELECT 1 AS `select`) AS `from`',
      "SELECT 'a;b' AS s, 'c -- d' AS t, 'e # f' AS u, 'g /*! h */' AS v",
      'SELECT 1 - -1 AS a',
      'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel',
      'SELECT order_id FROM orders ORDER BY order_id DESC LIMIT 3',
      'SELECT 1 AS a UNION ALL SELECT 2 ORDER BY 1',
      "SELECT 'naïve ☃' AS u;",
      "SELECT DATE_FORMAT(order_date, '%Y-%m') AS m, COUNT(*) AS n FROM orders GROUP BY DATE_FORMAT(order_date, '%Y-%m') ORDER BY m",
    ],
    refused: [
      "SELECT 1 --1, load_file('/etc/passwd') AS f, sleep(4) AS s",
      'SELECT 1 AS a /*M! , CURRENT_USER() AS u, @@datadir AS d */',
      'SELECT 1 AS a /*M!100000 , SLEEP(10) AS b */',
      'SELECT /*!50000 SLEEP(10) */ 1',
      'SELECT 1 AS a # , SLEEP(4)',
      'SELECT 1 AS a -- , SLEEP(4)',
      "SELECT 'a\\' AS b, SLEEP(4) AS c -- '",
      'SELECT "x" AS a',
      'SELECT @@datadir AS d',
      'SELECT 1 AS a; SELECT 2',
      'SELECT COALESCE(NULL, SLEEP(4)) AS s',
      'SELECT user FROM mysql.user',
    ],
  },
} as const;

type Engine = keyof typeof corpus;

async function direct(engine: Engine, settings: ConnectionSettings, sql: string) {
  if (engine === 'POSTGRES') {
    const client = new pg.Client(postgresClientOptions(settings));
    await client.connect();
    try {
      await client.query('BEGIN TRANSACTION READ ONLY');
      return rowsOf((await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const c = await mysql.createConnection(mysqlConnectionOptions(settings));
  try {
    return rowsOf((await c.query<mysql.RowDataPacket[]>(sql))[0] as Record<string, unknown>[]);
  } finally {
    await c.end();
  }
}

describe.each([
  ['POSTGRES', createPostgresShop],
  ['MYSQL', createMysqlShop],
] as const)('the gate and the real %s server read a statement alike', (engine, createShop) => {
  let shop: ShopDatabase;
  let settings: ConnectionSettings;
  beforeAll(async () => {
    shop = await createShop();
    settings = { ...shop.connection, properties: {} };
  });
  afterAll(() => shop.drop());

  it.each(corpus[engine].accepted)(
    'runs %j as exactly one read-only statement with the same rows',
    async (sql) => {
      const gated = await gateQuery(engine, sql, 1001);
      if (!('sql' in gated)) throw new Error('expected SQL');
      const proxy = await startRecordingProxy(engine === 'POSTGRES' ? 'postgres' : 'mysql', settings);
      try {
        const result = await connectorFor({ ...settings, port: proxy.port }).run(sql);
        const own = proxy.statements.filter((s) => !(SESSION[engine] as readonly string[]).includes(s));
        expect(own).toEqual([gated.sql]);
        expect(result.rows).toEqual(await direct(engine, settings, sql.replace(/;\s*$/, '')));
      } finally {
        await proxy.close();
      }
    },
  );

  it.each(corpus[engine].refused)('refuses %j before anything reaches the server', async (sql) => {
    const proxy = await startRecordingProxy(engine === 'POSTGRES' ? 'postgres' : 'mysql', settings);
    try {
      await expect(connectorFor({ ...settings, port: proxy.port }).run(sql)).rejects.toThrow(
        /This query cannot run/,
      );
      expect(proxy.statements).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('T-SQL: the generated text reads back as the same single statement (no SQL Server on this machine)', () => {
  const parser = new nodeSqlParser.Parser();
  const accepted = [
    "SELECT 'it''s' AS a",
    "SELECT N'naïve ☃' AS u",
    'SELECT [select] FROM (SELECT 1 AS [select]) AS [from]',
    'SELECT "order" FROM (SELECT 1 AS "order") AS t',
    "SELECT 'a;b' AS s, 'c -- d' AS t, 'e /* f */' AS u",
    'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel',
    'SELECT TOP 3 order_id FROM orders ORDER BY order_id DESC',
    'SELECT 1 AS a UNION ALL SELECT 2',
    'SELECT order_id FROM orders ORDER BY order_id OFFSET 0 ROWS FETCH NEXT 5000 ROWS ONLY',
    "SELECT CONCAT(YEAR(order_date), '-Q', DATEPART(quarter, order_date)) AS q FROM orders ORDER BY q",
  ];
  const refused = [
    "SELECT 'x\\' AS c) AS result; COMMIT; DROP TABLE orders; SELECT * FROM (SELECT 1 AS d --'",
    'SELECT 1 AS a -- x',
    'SELECT 1 AS a /* x */',
    'SELECT @@version AS v',
    'SELECT 1 AS a; DROP TABLE orders',
    'SELECT name FROM sys.tables',
    'SELECT name FROM sysobjects',
    'SELECT a INTO copy FROM t',
    "SELECT * FROM OPENROWSET('SQLNCLI', 'x', 'SELECT 1')",
  ];

  it.each(accepted)('%j', async (sql) => {
    const gated = await gateQuery('SQL_SERVER', sql, 1001);
    if (!('sql' in gated)) throw new Error('expected SQL');
    const back = parser.astify(gated.sql, { database: 'TransactSQL' });
    const statements = Array.isArray(back) ? back : [back];
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ type: 'select' });
    // Read back and regenerated, the text comes out unchanged: the gate's output is a fixed point.
    expect(await gateQuery('SQL_SERVER', gated.sql, 1001)).toEqual(gated);
    expect(gated.sql).toMatch(/TOP \d+|FETCH NEXT \d+ ROWS ONLY/);
  });

  it.each(refused)('refuses %j', async (sql) => {
    await expect(gateQuery('SQL_SERVER', sql, 1001)).rejects.toThrow(/This query cannot run/);
  });
});
