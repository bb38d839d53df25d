import { describe, expect, it } from 'vitest';
import type { CatalogTable } from '../../../src/contract/dataInsights.ts';
import { checkMetricExpression } from '../../../src/server/insights/gate/metricExpression.ts';
import { qualifyExpression } from '../../../src/server/insights/planner/qualifyExpression.ts';

const number = (name: string) => ({
  name,
  dataType: 'numeric',
  kind: 'number' as const,
  nullable: false,
  primaryKey: false,
  references: null,
  role: 'measure' as const,
  values: null,
});
const lines: CatalogTable = {
  name: 'order_details',
  rowEstimate: 10,
  columns: [number('unit_price'), number('quantity'), number('discount')],
};
const revenue = 'sum(unit_price * quantity * (1 - discount))';

describe('a metric expression in each SQL dialect', () => {
  it.each(['POSTGRES', 'MYSQL', 'SQL_SERVER'] as const)(
    '%s: an aggregate over the table passes',
    async (type) => {
      await expect(checkMetricExpression(type, revenue, lines)).resolves.toBeUndefined();
      await expect(
        checkMetricExpression(type, 'sum(quantity) / nullif(count(*), 0)', lines),
      ).resolves.toBeUndefined();
    },
  );

  it.each([
    ['MYSQL', 'sum(price)', "'price' is not a column of order_details."],
    ['MYSQL', 'quantity + 1', 'read outside an aggregate'],
    ['MYSQL', 'sum(quantity) + (SELECT max(x) FROM y)', 'it holds a subquery'],
    ['MYSQL', 'sum(quantity) + sleep(3)', 'the function sleep is not allowed.'],
    ['MYSQL', 'sum(quantity) # note', 'comments and semicolons'],
    ['SQL_SERVER', 'sum(quantity) + (SELECT 1)', 'it holds a subquery'],
    ['SQL_SERVER', 'sum(quantity) + xp_cmdshell(1)', 'the function xp_cmdshell is not allowed.'],
    ['SQL_SERVER', '1 + 2', 'it is not an aggregate'],
    ['MONGO', revenue, 'a MongoDB connection has none'],
  ] as const)('%s refuses %s', async (type, expression, reason) => {
    await expect(checkMetricExpression(type, expression, lines)).rejects.toThrow(reason);
  });
});

describe('qualifying a metric for its place in a joined statement', () => {
  it("reads the table's columns through its alias, leaving calls, text and other names alone", () => {
    expect(qualifyExpression(revenue, 't0', ['unit_price', 'quantity', 'discount'], true)).toBe(
      'sum(t0.unit_price * t0.quantity * (1 - t0.discount))',
    );
    expect(
      qualifyExpression(
        `sum(CASE WHEN "Status" = 'quantity' THEN quantity END)`,
        't1',
        ['Status', 'quantity'],
        true,
      ),
    ).toBe(`sum(CASE WHEN t1."Status" = 'quantity' THEN t1.quantity END)`);
    expect(qualifyExpression('count(`Order ID`) + sum(Qty)', 't0', ['Order ID', 'qty'], false)).toBe(
      'count(t0.`Order ID`) + sum(t0.Qty)',
    );
  });
});
