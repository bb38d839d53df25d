import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import { mysqlConnector } from '../../../src/server/insights/connectors/mysqlConnector.ts';
import { postgresConnector } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { describePlan } from '../../../src/server/insights/planner/plan.ts';
import { planFromParts } from '../../../src/server/insights/planner/planFromParts.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { createMysqlShop, createPostgresShop, mysqlReachable, type ShopDatabase } from './shopFixture.ts';

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: 'integer',
  kind: 'number',
  nullable: false,
  primaryKey: false,
  references: null,
  role: 'measure',
  values: null,
  ...extra,
});
const text = (name: string, values: string[] | null = null) =>
  column(name, { dataType: 'text', kind: 'text', role: 'category', values });
const key = (table: string, extra: Partial<CatalogColumn> = {}) =>
  column(`${table.replace(/s$/, '')}_id`, { role: 'key', references: { table, column: 'id' }, ...extra });

/**
 * A taxi firm: drivers and dispatchers are people, each one-to-one with a row of `people` that
 * holds the name; a trip has a driver and a dispatcher.
 */
function taxiCatalog({ unique }: { unique: boolean }): CatalogTable[] {
  const id = column('id', { primaryKey: true, role: 'key' });
  return [
    {
      name: 'people',
      rowEstimate: 60,
      columns: [id, text('given_name'), text('family_name'), text('phone')],
    },
    {
      name: 'drivers',
      rowEstimate: 40,
      columns: [
        id,
        key('people', { name: 'person_id', unique }),
        text('badge_code'),
        text('licence', ['B', 'D']),
      ],
    },
    { name: 'dispatchers', rowEstimate: 20, columns: [id, key('people', { name: 'person_id', unique })] },
    {
      name: 'trips',
      rowEstimate: 900,
      // The dispatcher's key first: a route found by breadth alone would reach people through it.
      columns: [id, key('dispatchers'), key('drivers'), column('fare', { dataType: 'numeric' })],
    },
  ];
}

describe('a row with no name of its own is called by the row it is one-to-one with', () => {
  it('groups drivers by their person’s name, reached through the drivers, not the dispatchers', () => {
    const plan = planQuery('Top 3 drivers by number of trips', taxiCatalog({ unique: true }), 'chart');
    expect(plan.dimensions).toMatchObject([{ table: 'people', column: 'given_name', label: 'driver' }]);
    expect(plan.joins.map((j) => `${j.from}.${j.fromColumn} → ${j.table}`)).toEqual([
      'trips.driver_id → drivers',
      'drivers.person_id → people',
    ]);
    expect(describePlan(plan).summary).toBe('Number of trips, by driver, top 3');
  });

  it('keeps the route and the words when the reading is regenerated from its parts', () => {
    const tables = taxiCatalog({ unique: true });
    const parts = describePlan(planQuery('Top 3 drivers by number of trips', tables, 'chart'));
    const again = planFromParts(parts, tables);
    expect(again.joins.map((j) => j.table)).toEqual(['drivers', 'people']);
    expect(again.dimensions[0]).toMatchObject({ table: 'people', label: 'driver' });
  });

  it('borrows no name over a key that is not unique: many rows may point at one', () => {
    const plan = planQuery('Top 3 drivers by number of trips', taxiCatalog({ unique: false }), 'chart');
    expect(plan.dimensions).toMatchObject([{ table: 'drivers', column: 'badge_code' }]);
  });
});

describe.each([
  ['PostgreSQL', createPostgresShop, 'postgres'],
  ['MariaDB', createMysqlShop, 'mysql'],
] as const)('unique keys read from %s', (engine, create, dialect) => {
  it('marks a one-to-one key unique and answers by the person’s name', async (ctx) => {
    if (engine === 'MariaDB' && !(await mysqlReachable())) ctx.skip();
    const shop: ShopDatabase = await create();
    try {
      for (const statement of [
        'CREATE TABLE people (id INTEGER PRIMARY KEY, given_name VARCHAR(40) NOT NULL, family_name VARCHAR(40) NOT NULL)',
        'CREATE TABLE drivers (id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL UNIQUE REFERENCES people(id), badge_code VARCHAR(10) NOT NULL)',
        'CREATE TABLE trips (id INTEGER PRIMARY KEY, driver_id INTEGER NOT NULL REFERENCES drivers(id), fare NUMERIC(8,2) NOT NULL)',
        "INSERT INTO people VALUES (1, 'Ana', 'Reis'), (2, 'Rui', 'Lobo'), (3, 'Eva', 'Cruz')",
        "INSERT INTO drivers VALUES (1, 3, 'B-17'), (2, 1, 'B-22'), (3, 2, 'B-40')",
        'INSERT INTO trips VALUES (1, 1, 10), (2, 1, 12), (3, 1, 9), (4, 2, 30), (5, 3, 7), (6, 3, 8)',
      ])
        await shop.query(statement);
      const connector =
        dialect === 'postgres'
          ? postgresConnector({ ...shop.connection, password: '', properties: {} })
          : mysqlConnector({ ...shop.connection, properties: {} });
      const tables = buildCatalog(await connector.introspect());
      const columnOf = (t: string, c: string) =>
        tables.find((x) => x.name === t)!.columns.find((x) => x.name === c)!;
      expect(columnOf('drivers', 'person_id').unique).toBe(true);
      expect(columnOf('trips', 'driver_id').unique).toBeFalsy();
      expect(columnOf('people', 'id').unique).toBeFalsy();

      const plan = planQuery('Total fare by driver', tables, 'chart');
      const result = await connector.run(compileSql(plan, dialect));
      const totals = new Map(
        result.rows.map((r) => [String(Object.values(r)[0]), Number(Object.values(r)[1])]),
      );
      expect(totals).toEqual(
        new Map([
          ['Eva Cruz', 31],
          ['Ana Reis', 30],
          ['Rui Lobo', 15],
        ]),
      );
    } finally {
      await shop.drop();
    }
  });
});
