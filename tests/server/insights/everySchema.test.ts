import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import type { ConnectionSettings } from '../../../src/server/insights/connectors/connector.ts';
import { postgresConnector } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { gateQuery } from '../../../src/server/insights/gate/queryGate.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

describe('the PostgreSQL catalog reads every schema the login can read', () => {
  let shop: ShopDatabase;
  let settings: ConnectionSettings;
  beforeAll(async () => {
    shop = await createPostgresShop();
    for (const statement of [
      'CREATE SCHEMA support',
      `CREATE TABLE support.tickets (ticket_id integer PRIMARY KEY,
         customer_id integer NOT NULL REFERENCES public.customers (customer_id),
         status varchar(20) NOT NULL, opened date NOT NULL)`,
      `INSERT INTO support.tickets VALUES (1, 1, 'Open', DATE '2024-01-02'), (2, 1, 'Closed', DATE '2024-01-03'),
         (3, 2, 'Open', DATE '2024-02-01')`,
      'ANALYZE',
    ])
      await shop.query(statement);
    settings = { ...shop.connection, password: '', properties: {} };
  });
  afterAll(() => shop.drop());

  it('names tables outside the default schema schema.table, with their keys', async () => {
    const tables = buildCatalog(await postgresConnector(settings).introspect());
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['orders', 'support.tickets']));
    const tickets = tables.find((t) => t.name === 'support.tickets')!;
    expect(tickets.columns.find((c) => c.name === 'customer_id')?.references).toEqual({
      table: 'customers',
      column: 'customer_id',
    });
    expect(tickets.columns.find((c) => c.name === 'status')?.values).toEqual(['Closed', 'Open']);
  });

  it('reads only the named schema when the connection names one', async () => {
    const tables = buildCatalog(
      await postgresConnector({ ...settings, properties: { schema: 'support' } }).introspect(),
    );
    expect(tables.map((t) => t.name)).toEqual(['support.tickets']);
  });

  it('plans and runs a question over a table of another schema', async () => {
    const connector = postgresConnector(settings);
    const tables = buildCatalog(await connector.introspect());
    const plan = planQuery('Number of tickets by status', tables, 'chart');
    expect(plan.root).toBe('support.tickets');
    const result = await connector.run(compileSql(plan, 'postgres'));
    expect(result.rows.map((r) => Object.values(r).map(String))).toEqual(
      expect.arrayContaining([
        ['Open', '2'],
        ['Closed', '1'],
      ]),
    );
  });

  it('lets schema-qualified names through the gate, and keeps system schemas out', async () => {
    await expect(gateQuery('POSTGRES', 'SELECT count(*) FROM "support"."tickets"', 10)).resolves.toBeTruthy();
    await expect(gateQuery('POSTGRES', 'SELECT count(*) FROM pg_catalog.pg_class', 10)).rejects.toThrow();
    await expect(
      gateQuery('SQL_SERVER', 'SELECT COUNT(*) AS n FROM [sales].[orders]', 10),
    ).resolves.toBeTruthy();
    await expect(gateQuery('SQL_SERVER', 'SELECT COUNT(*) AS n FROM sys.objects', 10)).rejects.toThrow();
  });

  it('quotes each part of a schema-qualified name in T-SQL, and the gate takes it', async () => {
    const tables = buildCatalog(await postgresConnector(settings).introspect());
    const sql = compileSql(planQuery('Number of tickets by status', tables, 'chart'), 'tsql');
    expect(sql).toContain('[support].[tickets]');
    await expect(gateQuery('SQL_SERVER', sql, 10)).resolves.toBeTruthy();
  });
});
