import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { gateDuckDb } from '../../../src/server/insights/gate/duckdbGate.ts';
import { gateQuery } from '../../../src/server/insights/gate/queryGate.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { describePlan } from '../../../src/server/insights/planner/plan.ts';
import { planFromParts } from '../../../src/server/insights/planner/planFromParts.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { createMysqlShop, createPostgresShop, mysqlReachable } from './shopFixture.ts';

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: 'timestamp',
  kind: 'time',
  nullable: false,
  primaryKey: false,
  references: null,
  role: 'time',
  values: null,
  ...extra,
});

/** A help desk's tickets: opened, then resolved (or not yet). */
const helpDesk: CatalogTable[] = [
  {
    name: 'tickets',
    rowEstimate: 3,
    columns: [
      column('id', { dataType: 'integer', kind: 'number', primaryKey: true, role: 'key' }),
      column('opened_at'),
      column('resolved_at', { nullable: true }),
      column('queue', { dataType: 'text', kind: 'text', role: 'category', values: ['billing', 'tech'] }),
    ],
  },
];

describe('a time taken, in the unit the description names', () => {
  it('counts minutes or hours between two timestamps, and says the events', () => {
    const minutes = planQuery('Average resolution time in minutes by queue', helpDesk, 'chart');
    expect(minutes.measure.formula).toEqual({
      kind: 'days',
      start: 'opened_at',
      end: 'resolved_at',
      unit: 'minute',
    });
    expect(describePlan(minutes).summary).toMatch(/^Average minutes from opened to resolved, by queue/);
    expect(planQuery('How many hours does resolution take?', helpDesk, 'kpi').measure.formula).toMatchObject({
      unit: 'hour',
    });
    expect(planQuery('Average resolution time', helpDesk, 'kpi').measure.formula).not.toHaveProperty('unit');
    // An edited reading keeps its unit.
    expect(planFromParts(describePlan(minutes), helpDesk).measure.formula).toMatchObject({ unit: 'minute' });
  });

  it('ends the time at the date said after to or until, whichever was said first', () => {
    const orders: CatalogTable[] = [
      {
        name: 'orders',
        rowEstimate: 3,
        columns: [
          column('id', { dataType: 'integer', kind: 'number', primaryKey: true, role: 'key' }),
          column('order_date', { dataType: 'date' }),
          column('shipped_date', { dataType: 'date', nullable: true }),
        ],
      },
    ];
    for (const description of ['Average days to ship an order', 'Average days from order to shipping'])
      expect(planQuery(description, orders, 'kpi').measure.formula).toMatchObject({
        start: 'order_date',
        end: 'shipped_date',
      });
    expect(planQuery('Average days between shipping and order', orders, 'kpi').measure.formula).toMatchObject(
      {
        start: 'shipped_date',
        end: 'order_date',
      },
    );
  });

  it('passes every engine’s gate', async () => {
    const plan = planQuery('Average resolution time in minutes', helpDesk, 'kpi');
    await expect(gateQuery('POSTGRES', compileSql(plan, 'postgres'), 100)).resolves.toBeTruthy();
    await expect(gateQuery('MYSQL', compileSql(plan, 'mysql'), 100)).resolves.toBeTruthy();
    await expect(gateQuery('SQL_SERVER', compileSql(plan, 'tsql'), 100)).resolves.toBeTruthy();
    await expect(gateDuckDb(compileSql(plan, 'duckdb'), 100)).resolves.toContain("date_part('epoch'");
  });
});

describe.each([
  ['PostgreSQL', createPostgresShop, 'postgres'],
  ['MariaDB', createMysqlShop, 'mysql'],
] as const)('a time taken on %s', (engine, create, dialect) => {
  it('answers in minutes', async (ctx) => {
    if (engine === 'MariaDB' && !(await mysqlReachable())) ctx.skip();
    const shop = await create();
    try {
      const stamp = dialect === 'postgres' ? 'TIMESTAMP' : 'DATETIME';
      for (const statement of [
        `CREATE TABLE tickets (id INTEGER PRIMARY KEY, opened_at ${stamp} NOT NULL, resolved_at ${stamp}, queue VARCHAR(10) NOT NULL)`,
        `INSERT INTO tickets VALUES (1, '2025-03-01 09:00:00', '2025-03-01 09:45:00', 'tech'),
           (2, '2025-03-01 23:50:00', '2025-03-02 00:20:00', 'tech'), (3, '2025-03-02 10:00:00', NULL, 'billing')`,
      ])
        await shop.query(statement);
      const plan = planQuery('Average resolution time in minutes', helpDesk, 'kpi');
      const rows = await shop.query(compileSql(plan, dialect));
      // (45 + 30) / 2: across midnight too, and the open ticket left out.
      expect(Number(Object.values(rows[0]!)[0])).toBeCloseTo(37.5, 5);
    } finally {
      await shop.drop();
    }
  });
});
