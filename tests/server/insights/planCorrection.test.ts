import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../testServer.ts';
import { type IndexedShop, startIndexedShop } from './plannerCheck.ts';
import { createPostgresShop } from './shopFixture.ts';

type Row = Record<string, unknown>;
type Reply = { body: { data: { generatedContent: { data: unknown } } } };

/** A table module's rows as 'key' → value (its last column). */
function rowsOf(reply: Reply): Map<string, number> {
  const { columns, rows } = reply.body.data.generatedContent.data as {
    columns: { key: string }[];
    rows: Row[];
  };
  const value = columns.at(-1)!.key;
  const keys = columns.slice(0, -1).map((c) => c.key);
  return new Map(rows.map((r) => [keys.map((k) => String(r[k])).join('|'), Number(r[value])]));
}

describe('a reading shown in parts, its close alternatives, and generation from an edited plan', () => {
  let ctx: IndexedShop;
  beforeAll(async () => {
    ctx = await startIndexedShop(createPostgresShop);
  });
  afterAll(() => ctx.stop());

  const generate = (body: Record<string, unknown>, token = ctx.token) =>
    ctx.server.call('POST', '/api/data/modules/generate', {
      token,
      body: { projectId: ctx.projectId, dataSource: ctx.connectionId, moduleType: 'table', ...body },
    });

  it('returns the sentence and the plan as parts', async () => {
    const reply = await generate({ description: 'Revenue by channel' });
    expect(reply.status).toBe(200);
    const { plan, interpretation } = reply.body.data;
    expect(interpretation).toBe('Total revenue, per channel, highest first.');
    expect(plan.measure).toMatchObject({ aggregate: 'sum', table: 'order_items', column: 'revenue' });
    expect(plan.dimensions).toEqual([{ table: 'orders', column: 'channel', label: 'channel' }]);
    expect(plan.tables).toEqual(['order_items', 'orders']);
  });

  it('offers the reading whose column scored close, and none where the words decide', async () => {
    const ambiguous = await generate({ description: 'Revenue by date' });
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.body.data.interpretation).toBe('Total revenue, per month of order date.');
    const others = ambiguous.body.data.alternatives as {
      interpretation: string;
      plan: { dimensions: Row[] };
    }[];
    expect(others.map((a) => a.interpretation)).toContain('Total revenue, per month of signup date.');
    const signup = others.find((a) => a.interpretation.includes('signup'))!;
    expect(signup.plan.dimensions).toEqual([
      { table: 'customers', column: 'signup_date', label: 'signup date' },
    ]);

    const clear = await generate({ description: 'Revenue by channel' });
    expect(clear.body.data.alternatives).toEqual([]);
  });

  it('generates from an edited plan without reading the description again', async () => {
    const first = await generate({ description: 'Revenue by channel' });
    const edited = {
      ...first.body.data.plan,
      measure: { ...first.body.data.plan.measure, aggregate: 'avg' },
      dimensions: [{ table: 'stores', column: 'store_name', label: 'store name' }],
    };
    const reply = await generate({ description: 'words the planner would refuse entirely', plan: edited });
    expect(reply.status, reply.body.message).toBe(200);
    expect(reply.body.data.interpretation).toBe('Average revenue, per store, highest first.');
    expect(reply.body.data.alternatives).toEqual([]);
    const expected = await ctx.shop.query<{ k: string; v: string }>(
      'SELECT s.store_name AS k, AVG(i.revenue) AS v FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN stores s ON s.store_id = o.store_id GROUP BY s.store_name',
    );
    const got = rowsOf(reply);
    expect(got.size).toBe(expected.length);
    for (const row of expected) expect(got.get(row.k)).toBeCloseTo(Number(row.v), 6);
  });

  it('runs an alternative as offered: grouped by the other date', async () => {
    const first = await generate({ description: 'Revenue by date' });
    const signup = (first.body.data.alternatives as { interpretation: string; plan: Row }[]).find((a) =>
      a.interpretation.includes('signup'),
    )!;
    const reply = await generate({ description: 'Revenue by date', plan: signup.plan });
    expect(reply.status).toBe(200);
    expect(reply.body.data.interpretation).toBe(signup.interpretation);
    const expected = await ctx.shop.query<{ k: string; v: string }>(
      "SELECT to_char(c.signup_date, 'YYYY-MM') AS k, SUM(i.revenue) AS v FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY 1",
    );
    const got = rowsOf(reply);
    expect(got.size).toBe(expected.length);
    for (const row of expected) expect(got.get(row.k)).toBeCloseTo(Number(row.v), 6);
  });

  const basePlan = {
    summary: 'Total revenue',
    measure: { aggregate: 'sum', table: 'order_items', column: 'revenue', label: 'revenue' },
    dimensions: [],
    timeGrain: null,
    filters: [],
    tables: ['order_items'],
    order: null,
    limit: null,
  };

  it.each([
    [
      { measure: { ...basePlan.measure, column: 'no_such_column' } },
      "order_items has no column 'no_such_column'.",
    ],
    [
      { measure: { ...basePlan.measure, table: 'payroll' } },
      "The reading names a table 'payroll' the index does not hold.",
    ],
    [
      {
        dimensions: [{ table: 'orders', column: 'channel', label: 'x' }],
        measure: { ...basePlan.measure, column: 'order_id', aggregate: 'max' },
      },
      null,
    ],
    [
      { dimensions: [{ table: 'orders', column: 'status', label: 'status' }], timeGrain: 'month' },
      'A monthly grain needs a date column to group by.',
    ],
    [{ limit: 0 }, 'Limit must be a whole number from 1 to 1000.'],
  ])('checks an edited plan against the catalog: %j', async (change, message) => {
    const reply = await generate({ description: 'Total revenue', plan: { ...basePlan, ...change } });
    if (message === null) expect(reply.status).toBe(200);
    else {
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(message);
    }
  });

  it('refuses a sum of a text column, naming what would work', async () => {
    const reply = await generate({
      description: 'Total revenue',
      plan: { ...basePlan, measure: { ...basePlan.measure, table: 'orders', column: 'channel' } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('channel is not a number, so it has no total. Choose a count instead.');
  });

  it('takes each row once when a grouping reaches many rows of it', async () => {
    const reply = await generate({
      description: 'Total revenue',
      plan: {
        ...basePlan,
        measure: { ...basePlan.measure, table: 'products', column: 'unit_price' },
        dimensions: [{ table: 'stores', column: 'city', label: 'city' }],
      },
    });
    expect(reply.status, reply.body.message).toBe(200);
    const expected = await ctx.shop.query<{ k: string; v: string }>(
      'SELECT city AS k, SUM(unit_price) AS v FROM (SELECT DISTINCT s.city, p.product_id, p.unit_price FROM products p JOIN order_items i ON i.product_id = p.product_id JOIN orders o ON o.order_id = i.order_id JOIN stores s ON s.store_id = o.store_id) x GROUP BY city',
    );
    const got = rowsOf(reply);
    expect(got.size).toBe(expected.length);
    for (const row of expected) expect(got.get(row.k)).toBeCloseTo(Number(row.v), 6);
  });

  it('another user sending a plan for the owner’s project gets 404 and no rows', async () => {
    const other = (await signUpAndIn(ctx.server)).token;
    const reply = await generate({ description: 'Total revenue', plan: basePlan }, other);
    expect(reply.status).toBe(404);
    expect(reply.body.data?.generatedContent).toBeUndefined();
  });

  it('still declines with suggestions when no reading is good enough', async () => {
    const reply = await generate({ description: 'orders of cheerful loyal weekend regulars' });
    expect(reply.status).toBe(422);
    expect(reply.body.data.suggestions.metrics.length).toBeGreaterThan(0);
    expect(reply.body.data.suggestions.columns.length).toBeGreaterThan(0);
  });
});
