import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IndexedShop,
  plannerFailures,
  type Row,
  shopEngines,
  startIndexedShop,
} from './plannerCheck.ts';
import { plannerDescriptions } from './plannerDescriptions.ts';

describe.each(await shopEngines())('planned numbers equal the aggregate run directly (%o)', (create) => {
  let ctx: IndexedShop;
  beforeAll(async () => {
    ctx = await startIndexedShop(create);
  });
  afterAll(() => ctx.stop());

  it('indexes tables, keys, row counts, values and roles', async () => {
    const { body } = await ctx.server.call('GET', `/api/data/projects/${ctx.projectId}/catalog`, {
      token: ctx.token,
    });
    const tables = body.data.connections[0].tables as {
      name: string;
      rowEstimate: number;
      columns: { name: string; role: string; values: string[] | null; references: unknown }[];
    }[];
    expect(tables.map((t) => t.name).sort()).toEqual([
      'customers',
      'order_items',
      'orders',
      'products',
      'stores',
    ]);
    const orders = tables.find((t) => t.name === 'orders')!;
    expect(orders.rowEstimate).toBe(240);
    const role = (t: string, c: string) =>
      tables.find((x) => x.name === t)!.columns.find((x) => x.name === c)!;
    expect(role('orders', 'order_id').role).toBe('key');
    expect(role('orders', 'customer_id').references).toEqual({ table: 'customers', column: 'customer_id' });
    expect(role('orders', 'order_date').role).toBe('time');
    expect(role('orders', 'channel')).toMatchObject({
      role: 'category',
      values: ['In store', 'Online', 'Phone'],
    });
    expect(role('order_items', 'revenue').role).toBe('measure');
    expect(role('customers', 'full_name').role).toBe('category');
  });

  it('holds at least 25 descriptions of every kind', () => {
    for (const [kind, list] of Object.entries(plannerDescriptions))
      expect(list.length, kind).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(plannerDescriptions))(
    'answers every description of %s with the numbers the database gives directly',
    async (_kind, list) => {
      expect(await plannerFailures(ctx, list)).toEqual([]);
    },
  );

  it('lists the latest rows newest first', async () => {
    const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: {
        projectId: ctx.projectId,
        description: 'Latest 10 orders',
        dataSource: ctx.connectionId,
        moduleType: 'table',
      },
    });
    const dates = (reply.body.data.generatedContent.data.rows as Row[]).map((r) =>
      String(r.order_date).slice(0, 10),
    );
    const want = (
      await ctx.shop.query<Row>('SELECT order_date AS d FROM orders ORDER BY order_date DESC LIMIT 10')
    ).map((r) => (r.d instanceof Date ? r.d.toISOString() : String(r.d)).slice(0, 10));
    expect(dates).toHaveLength(10);
    expect(dates.map((d) => d.slice(0, 7))).toEqual(want.map((d) => d.slice(0, 7)));
  });

  it('says what it understood when it cannot plan a description', async () => {
    const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: {
        projectId: ctx.projectId,
        description: 'average happiness by weather',
        dataSource: ctx.connectionId,
        moduleType: 'chart',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/I could not tell what to measure.*I understood the aggregate 'avg'/);
  });
});
