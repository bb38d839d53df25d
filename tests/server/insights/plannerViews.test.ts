import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import type { ConnectionSettings } from '../../../src/server/insights/connectors/connector.ts';
import { mysqlConnector } from '../../../src/server/insights/connectors/mysqlConnector.ts';
import { postgresConnector } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { createMysqlShop, createPostgresShop } from './shopFixture.ts';

const column = (
  name: string,
  kind: CatalogColumn['kind'],
  extra: Partial<CatalogColumn> = {},
): CatalogColumn => ({
  name,
  dataType: kind === 'number' ? 'numeric' : kind === 'time' ? 'date' : 'text',
  kind,
  nullable: false,
  primaryKey: false,
  references: null,
  role: kind === 'number' ? 'measure' : kind === 'time' ? 'time' : 'category',
  values: kind === 'text' ? ['Open', 'Shipped'] : null,
  ...extra,
});
const key = (name: string, references: CatalogColumn['references'] = null) =>
  column(name, 'number', { primaryKey: !references, references, role: 'key' });

/** A base table and a view over it that could answer the same questions. */
const catalog: CatalogTable[] = [
  {
    name: 'order_summary',
    rowEstimate: 2,
    view: true,
    columns: [column('status', 'text'), column('amount', 'number'), column('total_sales', 'number')],
  },
  {
    name: 'orders',
    rowEstimate: 100,
    columns: [
      key('order_id'),
      column('status', 'text'),
      column('amount', 'number'),
      column('order_date', 'time'),
    ],
  },
  {
    name: 'order_lines',
    rowEstimate: 400,
    columns: [
      key('line_id'),
      key('order_id', { table: 'orders', column: 'order_id' }),
      column('unit_price', 'number'),
      column('quantity', 'number'),
    ],
  },
];

describe('the planner prefers base tables to views', () => {
  it('reads a measure and its grouping from the table, not from a view over it', () => {
    const plan = planQuery('Total amount by status', catalog, 'chart');
    expect(plan.root).toBe('orders');
    expect(plan.dimensions.map((d) => d.table)).toEqual(['orders']);
  });

  it('computes revenue on the line table rather than summing a view column named sales', () => {
    // Without an amount on orders, which revenue (a kind of amount in WordNet) would reach first.
    const withoutAmount = catalog.map((t) =>
      t.name === 'orders' ? { ...t, columns: t.columns.filter((c) => c.name !== 'amount') } : t,
    );
    const plan = planQuery('Revenue by status', withoutAmount, 'chart');
    expect(plan.root).toBe('order_lines');
    expect(plan.measure.formula).toMatchObject({ kind: 'product', factors: ['unit_price', 'quantity'] });
  });

  it('still answers from a view when only the view holds the words', () => {
    const view = catalog.filter((t) => t.view);
    expect(planQuery('Total sales by status', view, 'chart').root).toBe('order_summary');
  });
});

describe.each([
  ['PostgreSQL', createPostgresShop, (c: ConnectionSettings) => postgresConnector(c)],
  ['MariaDB', createMysqlShop, (c: ConnectionSettings) => mysqlConnector(c)],
] as const)('indexing marks views (%s)', (_engine, create, connect) => {
  it('marks a view and leaves base tables unmarked', async () => {
    const shop = await create();
    try {
      await shop.query(
        'CREATE VIEW channel_totals AS SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel',
      );
      const settings: ConnectionSettings = {
        ...shop.connection,
        password: shop.engine === 'POSTGRES' ? '' : shop.connection.password,
        properties: {},
      };
      const tables = buildCatalog(await connect(settings).introspect());
      expect(tables.find((t) => t.name === 'channel_totals')?.view).toBe(true);
      expect(tables.find((t) => t.name === 'orders')?.view).toBeUndefined();
    } finally {
      await shop.drop();
    }
  });
});
