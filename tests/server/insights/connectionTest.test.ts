import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogTable } from '../../../src/contract/dataInsights.ts';
import { parseMongoQuery } from '../../../src/server/insights/gate/mongoGate.ts';
import { gateParsedSql } from '../../../src/server/insights/gate/parsedSqlGate.ts';
import { compileMongo } from '../../../src/server/insights/planner/compileMongo.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, mysqlReachable, READER, type ShopDatabase } from './shopFixture.ts';

const base = {
  name: 'Probe',
  host: '127.0.0.1',
  username: 'postgres',
  password: 'secret',
  databaseName: 'test',
};
const types = ['POSTGRES', 'MYSQL', 'SQL_SERVER', 'MONGO'] as const;

describe('connection tests say why they fail, in plain words', () => {
  let server: TestServer;
  let token: string;
  let silent: Server;
  let silentPort: number;
  let shop: ShopDatabase;
  let catalog: CatalogTable[];

  const test = (body: Record<string, unknown>) =>
    server.call('POST', '/api/data/connections/test', { token, body: { ...base, ...body } });

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createPostgresShop()]);
    token = (await signUpAndIn(server)).token;
    // Accepts connections and never answers: the 5 s timeout must fire.
    silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    silentPort = (silent.address() as { port: number }).port;
    const projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } }))
      .body.data.id;
    await server.call('POST', `/api/data/connections/project/${projectId}`, { token, body: shop.connection });
    await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, { token });
    catalog = (await server.call('GET', `/api/data/projects/${projectId}/catalog`, { token })).body.data
      .connections[0].tables;
  });
  afterAll(async () => {
    silent.close();
    await server.stop();
    await shop.drop();
  });

  it('succeeds against the machine PostgreSQL and MariaDB', async () => {
    const pgReply = await test({ type: 'POSTGRES', port: 5432 });
    expect(pgReply.body).toMatchObject({ success: true, message: 'Connection successful!' });
    expect(pgReply.body.data.serverVersion).toMatch(/PostgreSQL/);
    if (await mysqlReachable()) {
      const created = await import('./shopFixture.ts').then((m) => m.createMysqlShop());
      try {
        const my = await test({ ...created.connection });
        expect(my.body.data.serverVersion).toMatch(/MariaDB|MySQL/);
        const wrong = await test({ ...created.connection, password: 'wrong' });
        expect(wrong.body.message).toBe(
          `The server refused the username '${READER.username}' or its password.`,
        );
        const noDb = await test({ ...created.connection, databaseName: 'no_such_db' });
        expect(noDb.body.message).toBe("The server has no database named 'no_such_db'.");
      } finally {
        await created.drop();
      }
    }
  });

  it('names a missing PostgreSQL database and an unknown user', async () => {
    const noDb = await test({ type: 'POSTGRES', port: 5432, databaseName: 'no_such_db' });
    expect(noDb.status).toBe(422);
    expect(noDb.body).toMatchObject({
      success: false,
      message: "The server has no database named 'no_such_db'.",
    });
    const noUser = await test({ type: 'POSTGRES', port: 5432, username: 'nobody_here' });
    expect(noUser.body.message).toBe("The server refused the username 'nobody_here' or its password.");
  });

  it.each(types)(
    '%s: refused, unknown host and a silent server each have their own message',
    async (type) => {
      const [refused, unknown, silentReply] = await Promise.all([
        test({ type, port: 1 }),
        test({ type, port: 5432, host: 'db.invalid' }),
        test({ type, port: silentPort }),
      ]);
      expect(refused.body.message).toBe(
        'Connection refused by 127.0.0.1:1. Is the database server running and listening on that port?',
      );
      expect(unknown.body.message).toBe("Unknown host 'db.invalid': no server by that name could be found.");
      expect(silentReply.body.message).toBe(
        `No answer from 127.0.0.1:${silentPort} within 5 s. Check the host, the port and any firewall.`,
      );
    },
    30_000,
  );

  it('compiles plans to T-SQL that the T-SQL grammar reads as one SELECT', () => {
    const sql = compileSql(planQuery('Top 5 customers by revenue in 2023', catalog, 'chart'), 'tsql');
    expect(sql).toBe(
      [
        'SELECT TOP 5 [full_name] AS [customer], SUM(t0.[revenue]) AS [total_revenue]',
        'FROM [order_items] t0 JOIN [orders] t1 ON t1.[order_id] = t0.[order_id] JOIN [customers] t2 ON t2.[customer_id] = t1.[customer_id]',
        "WHERE t1.[order_date] >= CAST('2023-01-01' AS date) AND t1.[order_date] < CAST('2024-01-01' AS date)",
        'GROUP BY t2.[full_name], t2.[customer_id] ORDER BY [total_revenue] DESC',
      ]
        .join('\n')
        .replace('[full_name] AS', 't2.[full_name] AS'),
    );
    expect(() => gateParsedSql(sql, 'TransactSQL', 1001)).not.toThrow();
    const monthly = compileSql(planQuery('Average discount per month for Bread', catalog, 'line'), 'tsql');
    expect(monthly).toContain('CONVERT(varchar(7), t1.[order_date], 23) AS [month]');
    expect(monthly).toContain("WHERE t2.[category] = N'Bread'");
    expect(monthly).toContain('AVG(CAST(t0.[discount] AS float))');
    expect(() => gateParsedSql(monthly, 'TransactSQL', 1001)).not.toThrow();
    const weekly = compileSql(planQuery('Weekly revenue', catalog, 'line'), 'tsql');
    expect(weekly).toContain(
      "CONVERT(varchar(10), DATEADD(day, -(DATEDIFF(day, '19000101', t1.[order_date]) % 7), CAST(t1.[order_date] AS date)), 23) AS [week]",
    );
    expect(() => gateParsedSql(weekly, 'TransactSQL', 1001)).not.toThrow();
  });

  it('compiles plans to MongoDB pipelines of reading stages', () => {
    const query = compileMongo(planQuery('Revenue by category in 2022', catalog, 'chart'));
    expect(query).toEqual({
      collection: 'order_items',
      pipeline: [
        {
          $lookup: { from: 'products', localField: 'product_id', foreignField: 'product_id', as: 'products' },
        },
        { $unwind: '$products' },
        { $lookup: { from: 'orders', localField: 'order_id', foreignField: 'order_id', as: 'orders' } },
        { $unwind: '$orders' },
        {
          $match: {
            'orders.order_date': {
              $gte: new Date('2022-01-01T00:00:00Z'),
              $lt: new Date('2023-01-01T00:00:00Z'),
            },
          },
        },
        { $group: { _id: { category: '$products.category' }, total_revenue: { $sum: '$revenue' } } },
        { $project: { _id: 0, category: '$_id.category', total_revenue: 1 } },
        { $sort: { total_revenue: -1 } },
      ],
    });
    expect(() => parseMongoQuery(JSON.stringify(query))).not.toThrow();
    expect(() => parseMongoQuery(JSON.stringify({ collection: 'x', pipeline: [{ $out: 'y' }] }))).toThrow(
      /\$out/,
    );
    expect(() =>
      parseMongoQuery(JSON.stringify({ collection: 'x', pipeline: [{ $match: { $where: 'sleep(1)' } }] })),
    ).toThrow(/\$where/);
  });

  it('groups MongoDB quarters and weeks as the SQL engines write them', () => {
    const query = compileMongo(planQuery('Quarterly revenue', catalog, 'line'));
    const quarter = {
      $concat: [
        { $dateToString: { format: '%Y', date: '$orders.order_date' } },
        '-Q',
        { $toString: { $ceil: { $divide: [{ $month: '$orders.order_date' }, 3] } } },
      ],
    };
    expect(query.pipeline).toContainEqual({
      $group: { _id: { quarter }, total_revenue: { $sum: '$revenue' } },
    });
    expect(query.pipeline).toContainEqual({ $sort: { quarter: 1 } });
    const monthly = compileMongo(planQuery('Revenue per month', catalog, 'line'));
    expect(monthly.pipeline).toContainEqual({
      $group: {
        _id: { month: { $dateToString: { format: '%Y-%m', date: '$orders.order_date' } } },
        total_revenue: { $sum: '$revenue' },
      },
    });
    const weekly = compileMongo(planQuery('Weekly revenue', catalog, 'line'));
    expect(weekly.pipeline).toContainEqual({
      $group: {
        _id: {
          week: {
            $dateToString: {
              format: '%Y-%m-%d',
              date: { $dateTrunc: { date: '$orders.order_date', unit: 'week', startOfWeek: 'monday' } },
            },
          },
        },
        total_revenue: { $sum: '$revenue' },
      },
    });
    expect(() => parseMongoQuery(JSON.stringify(query))).not.toThrow();
  });

  it('takes each root row once in MongoDB and T-SQL when a join fans it out', () => {
    const query = compileMongo(planQuery('Total shipping cost by category', catalog, 'chart'));
    const groups = query.pipeline.filter((stage) => '$group' in stage);
    expect(groups).toEqual([
      {
        $group: {
          _id: { category: '$products.category', row_key: '$order_id' },
          measure_value: { $first: '$shipping_cost' },
        },
      },
      { $group: { _id: { category: '$_id.category' }, total_shipping_cost: { $sum: '$measure_value' } } },
    ]);
    const tsql = compileSql(planQuery('Total shipping cost by category', catalog, 'chart'), 'tsql');
    expect(tsql).toContain('FROM (SELECT DISTINCT t0.[order_id] AS [row_key]');
    expect(() => gateParsedSql(tsql, 'TransactSQL', 1001)).not.toThrow();
    const keyless = catalog.map((t) =>
      t.name === 'orders' ? { ...t, columns: t.columns.map((c) => ({ ...c, primaryKey: false })) } : t,
    );
    expect(() => planQuery('Total shipping cost by category', keyless, 'chart')).toThrow(
      /repeats rows of orders, and orders has no single-column primary key/,
    );
    const listing = compileSql(planQuery('Latest 20 orders with Bread', catalog, 'table'), 'tsql');
    expect(listing).toMatch(/^SELECT DISTINCT TOP 20 /);
    expect(() => gateParsedSql(listing, 'TransactSQL', 1001)).not.toThrow();
  });
});
