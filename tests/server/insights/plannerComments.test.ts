import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import { postgresConnector } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { createPostgresShop } from './shopFixture.ts';

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: 'numeric',
  kind: 'number',
  nullable: false,
  primaryKey: false,
  references: null,
  role: 'measure',
  values: null,
  ...extra,
});

const catalog: CatalogTable[] = [
  {
    name: 'sales_lines',
    rowEstimate: 10,
    columns: [
      column('line_id', { primaryKey: true, role: 'key' }),
      column('rev', { comment: 'Gross revenue of the line, after rebates' }),
      column('qty'),
      column('status', { dataType: 'text', kind: 'text', role: 'category', values: ['Open', 'Shipped'] }),
    ],
  },
];

describe('column comments name columns their names do not', () => {
  it('reads a measure from its comment', () => {
    const plan = planQuery('Total revenue by status', catalog, 'chart');
    expect(plan.measure.column).toBe('rev');
    expect(plan.confidence).toBe(1);
  });

  it('leaves a column whose comment says nothing of the description alone', () => {
    expect(() => planQuery('Average weight by status', catalog, 'chart')).toThrow();
  });

  it('indexes PostgreSQL column comments and plans with them', async () => {
    const shop = await createPostgresShop();
    try {
      await shop.query("COMMENT ON COLUMN orders.shipping_cost IS 'Freight charged for delivery'");
      const connector = postgresConnector({ ...shop.connection, password: '', properties: {} });
      const tables = buildCatalog(await connector.introspect());
      const orders = tables.find((t) => t.name === 'orders')!;
      expect(orders.columns.find((c) => c.name === 'shipping_cost')?.comment).toBe(
        'Freight charged for delivery',
      );
      const plan = planQuery('Total freight by channel', tables, 'chart');
      expect(plan.measure.column).toBe('shipping_cost');
      const result = await connector.run(compileSql(plan, 'postgres'));
      const direct = await shop.query<{ v: number }>('SELECT SUM(shipping_cost) AS v FROM orders');
      const total = result.rows.reduce((sum, r) => sum + Number(Object.values(r)[1]), 0);
      expect(total).toBeCloseTo(Number(direct[0]!.v), 2);
    } finally {
      await shop.drop();
    }
  });
});
