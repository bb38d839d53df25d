import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropScratchDatabase, loadNorthwind } from '../../../scripts/insightsEval/loadNorthwind.ts';
import type { ConnectionDefinitions } from '../../../src/contract/connectionDefinitions.ts';
import type { CatalogTable } from '../../../src/contract/dataInsights.ts';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import type { Connector } from '../../../src/server/insights/connectors/connector.ts';
import { postgresConnector } from '../../../src/server/insights/connectors/postgresConnector.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { interpretationOf } from '../../../src/server/insights/planner/plan.ts';
import { PlanningError, planQuery } from '../../../src/server/insights/planner/planQuery.ts';

/** Northwind, as the insights evaluation loads it, in a database of this test's own. */
const NORTHWIND_SQL = fileURLToPath(new URL('../../fixtures/northwind/northwind.sql', import.meta.url));
const DATABASE = 'definitions_planner_northwind';
const admin = { host: '127.0.0.1', port: 5432, user: 'postgres' };

const definitions: ConnectionDefinitions = {
  metrics: [
    {
      name: 'revenue',
      expression: 'sum(unit_price * quantity * (1 - discount))',
      table: 'order_details',
    },
  ],
  names: [{ object: 'employees', name: 'rep' }],
  columns: [
    { column: 'orders.freight', description: 'The carrier fee charged for delivery' },
    { column: 'orders.shipped_date', role: 'time' },
  ],
};

describe('the planner reads the connection definitions (Northwind)', () => {
  let connector: Connector;
  let tables: CatalogTable[];
  let client: pg.Client;
  const direct = async (sql: string) =>
    new Map((await client.query<{ k: string; v: string }>(sql)).rows.map((r) => [String(r.k), Number(r.v)]));
  const planned = async (description: string, defs: ConnectionDefinitions | undefined = definitions) => {
    const plan = planQuery(description, tables, 'chart', defs);
    const sql = compileSql(plan, 'postgres');
    const rows = (await connector.run(sql)).rows;
    const key = plan.dimensions[0]!.alias;
    return {
      plan,
      sql,
      values: new Map(rows.map((r) => [String(r[key]), Number(r[plan.measure.alias])])),
    };
  };

  beforeAll(async () => {
    await loadNorthwind(NORTHWIND_SQL, DATABASE);
    client = new pg.Client({ ...admin, database: DATABASE });
    await client.connect();
    connector = postgresConnector({
      type: 'POSTGRES',
      host: '127.0.0.1',
      port: 5432,
      username: 'postgres',
      password: '',
      databaseName: DATABASE,
      properties: {},
    });
    tables = buildCatalog(await connector.introspect());
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await dropScratchDatabase(DATABASE);
  });

  it("'revenue by country' sums the metric's expression per country", async () => {
    const { plan, sql, values } = await planned('revenue by country');
    expect(plan.measure.formula).toMatchObject({ kind: 'expression' });
    expect(plan.root).toBe('order_details');
    expect(plan.dimensions.map((d) => `${d.table}.${d.column}`)).toEqual(['customers.country']);
    expect(sql).toContain('sum(t0.unit_price * t0.quantity * (1 - t0.discount))');
    expect(interpretationOf(plan)).toBe('Revenue, per country, highest first.');
    const want = await direct(
      `SELECT c.country AS k, sum(d.unit_price * d.quantity * (1 - d.discount)) AS v
       FROM order_details d JOIN orders o ON o.order_id = d.order_id JOIN customers c ON c.customer_id = o.customer_id
       GROUP BY c.country`,
    );
    expect(values.size).toBe(want.size);
    for (const [k, v] of want) expect(values.get(k)).toBeCloseTo(v, 2);
  });

  it("'top 5 countries by revenue' ranks by the metric", async () => {
    const { plan, values } = await planned('top 5 countries by revenue');
    expect(plan.measure.label).toBe('revenue');
    expect(plan.limit).toBe(5);
    expect([...values.values()]).toEqual([...values.values()].sort((a, b) => b - a));
  });

  it("'orders per rep' counts orders per employee", async () => {
    const { plan, values } = await planned('orders per rep');
    expect(plan.root).toBe('orders');
    expect(plan.measure.aggregate).toBe('count');
    expect(plan.dimensions[0]!.table).toBe('employees');
    const want = await direct(
      `SELECT e.first_name || ' ' || e.last_name AS k, count(*) AS v
       FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1`,
    );
    expect(values).toEqual(want);
    // Without the other name, 'rep' names nothing here.
    expect(() => planQuery('orders per rep', tables, 'chart')).toThrow();
  });

  it("a column's description adds the words it is known by", async () => {
    const plan = planQuery('total carrier fee by ship country', tables, 'chart', definitions);
    expect(`${plan.measure.table}.${plan.measure.column}`).toBe('orders.freight');
    expect(plan.confidence).toBe(1);
  });

  it('a column marked as the time is the one time grains read', async () => {
    const without = planQuery('number of orders per month', tables, 'line');
    expect(without.dimensions[0]!.column).not.toBe('shipped_date');
    const plan = planQuery('number of orders per month', tables, 'line', definitions);
    expect(plan.dimensions[0]).toMatchObject({ table: 'orders', column: 'shipped_date', grain: 'month' });
  });

  it('a numeric column marked as a category is grouped by, not summed', async () => {
    const marked = planQuery('number of products by reorder level', tables, 'chart', {
      ...definitions,
      columns: [{ column: 'products.reorder_level', role: 'category' }],
    });
    expect(marked.dimensions.map((d) => d.column)).toEqual(['reorder_level']);
    // Unmarked, a whole number named in full is still grouped by its values; an amount is not.
    expect(
      planQuery('number of products by reorder level', tables, 'chart').dimensions.map((d) => d.column),
    ).toEqual(['reorder_level']);
    expect(() => planQuery('number of products by unit price', tables, 'chart')).toThrow(PlanningError);
  });

  it('a refusal suggests the defined metrics with the catalog’s measures, the closest first', () => {
    let refusal: unknown = null;
    try {
      planQuery('revenue of cheerful loyal weekend regulars', tables, 'chart', definitions);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(PlanningError);
    const suggestions = (refusal as PlanningError).data?.suggestions as { metrics: string[] };
    expect(suggestions.metrics[0]).toBe('revenue');
  });
});
