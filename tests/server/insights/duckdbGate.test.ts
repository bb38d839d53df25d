import { describe, expect, it } from 'vitest';
import { gateDuckDb } from '../../../src/server/insights/gate/duckdbGate.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import type { Plan } from '../../../src/server/insights/planner/plan.ts';

describe('the DuckDB query gate', () => {
  it('lets a SELECT over project tables through with the row limit placed in it', async () => {
    expect(await gateDuckDb('SELECT region, sum(revenue) AS total FROM sales GROUP BY region', 1001)).toBe(
      'SELECT region, sum(revenue) AS total FROM sales GROUP BY region LIMIT 1001',
    );
    expect(await gateDuckDb('SELECT * FROM sales LIMIT 5', 1001)).toBe('SELECT * FROM sales LIMIT 5');
    expect(await gateDuckDb('SELECT * FROM sales LIMIT 50000', 1001)).toBe('SELECT * FROM sales LIMIT 1001');
  });

  it('passes a subquery in FROM, as a sum taking each row once is compiled', async () => {
    expect(
      await gateDuckDb('SELECT x.a, sum(x.b) FROM (SELECT DISTINCT k, a, b FROM sales) x GROUP BY x.a', 1001),
    ).toBe('SELECT x.a, sum(x.b) FROM (SELECT DISTINCT k, a, b FROM sales) AS x GROUP BY x.a LIMIT 1001');
  });

  it.each([
    ["SELECT * FROM read_csv('/etc/passwd')", /table function/],
    ["SELECT * FROM (SELECT * FROM read_csv('/etc/passwd')) x", /table function/],
    ["SELECT * FROM '/etc/passwd'", /not a table of the project/],
    ['SELECT * FROM other.main.sales', /another database or schema/],
    ["SELECT getenv('HOME')", /function getenv is not allowed/],
    ['DELETE FROM sales', /only a SELECT/],
    ["COPY sales TO '/tmp/x.csv'", /only a SELECT/],
    ["ATTACH '/tmp/x.duckdb'", /only a SELECT/],
    ['SELECT 1; SELECT 2', /2 statements/],
    ['SELECT * FROM sales LIMIT (SELECT 5)', /LIMIT must be a whole number/],
  ])('refuses %s', async (sql, reason) => {
    await expect(gateDuckDb(sql, 1001)).rejects.toThrow(reason);
  });

  it('passes what the planner compiles for DuckDB', async () => {
    const plan = {
      root: 'sales',
      joins: [],
      filters: [],
      dimensions: [{ table: 'sales', column: 'order_date', alias: 'month', grain: 'month' }],
      measure: { table: 'sales', column: 'revenue', aggregate: 'sum', alias: 'total_revenue' },
      order: { alias: 'month', direction: 'asc' },
      limit: null,
      having: null,
      distinctKey: null,
      listColumns: [],
    } as unknown as Plan;
    const sql = compileSql(plan, 'duckdb');
    expect(sql).toContain(`strftime(t0."order_date", '%Y-%m')`);
    expect(await gateDuckDb(sql, 1001)).toMatch(/LIMIT 1001$/);
  });
});
