import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../testServer.ts';
import { type IndexedShop, startIndexedShop } from './plannerCheck.ts';
import { createPostgresShop } from './shopFixture.ts';

const revenue = {
  name: 'net revenue',
  expression: 'sum(revenue * (1 - discount))',
  table: 'order_items',
  description: 'What the lines brought in after discounts',
};

describe('connection definitions', () => {
  let shop: IndexedShop;
  const path = () => `/api/data/connections/${shop.connectionId}/definitions`;
  const put = (body: unknown, token = shop.token) => shop.server.call('PUT', path(), { token, body });
  const get = (token = shop.token) => shop.server.call('GET', path(), { token });

  beforeAll(async () => {
    shop = await startIndexedShop(createPostgresShop);
  });
  afterAll(() => shop.stop());

  it('starts empty, stores checked definitions and reads them back', async () => {
    expect((await get()).body.data).toEqual({ metrics: [], names: [], columns: [] });
    const definitions = {
      metrics: [revenue],
      names: [
        { object: 'stores', name: 'shop' },
        { object: 'customers.segment', name: 'market' },
      ],
      columns: [
        { column: 'orders.channel', description: 'How the order reached us' },
        { column: 'customers.signup_date', role: 'time' },
        { column: 'order_items.quantity', role: 'category' },
      ],
    };
    const saved = await put(definitions);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Definitions saved successfully!');
    expect((await get()).body.data).toEqual(definitions);
  });

  it('a generated module measures a stored metric with its expression, per the other name', async () => {
    const reply = await shop.server.call('POST', '/api/data/modules/generate', {
      token: shop.token,
      body: {
        projectId: shop.projectId,
        dataSource: shop.connectionId,
        description: 'Net revenue per shop',
        moduleType: 'table',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.query).toContain('sum(t0.revenue * (1 - t0.discount))');
    expect(reply.body.data.interpretation).toBe('Net revenue, per store, highest first.');
    const { columns, rows } = reply.body.data.generatedContent.data as {
      columns: { key: string }[];
      rows: Record<string, unknown>[];
    };
    const [key, value] = [columns[0]!.key, columns.at(-1)!.key];
    const want = await shop.shop.query<{ k: string; v: unknown }>(
      `SELECT s.store_name AS k, sum(i.revenue * (1 - i.discount)) AS v FROM order_items i
       JOIN orders o ON o.order_id = i.order_id JOIN stores s ON s.store_id = o.store_id GROUP BY 1`,
    );
    expect(rows).toHaveLength(want.length);
    for (const w of want)
      expect(Number(rows.find((r) => r[key] === w.k)?.[value])).toBeCloseTo(Number(w.v), 2);
  });

  it('a first page leads with the stored metric, and every module of it plans', async () => {
    const page = await shop.server.call('POST', `/api/data/projects/${shop.projectId}/pages/generate`, {
      token: shop.token,
    });
    expect(page.status).toBe(200);
    const descriptions = (page.body.data.modules as { description: string }[]).map((m) => m.description);
    expect(descriptions).toContain('Net revenue');
    expect(descriptions).toContain('Net revenue per month');
    for (const description of descriptions.filter((d) => d.startsWith('Net revenue'))) {
      const reply = await shop.server.call('POST', '/api/data/modules/generate', {
        token: shop.token,
        body: { projectId: shop.projectId, dataSource: shop.connectionId, description, moduleType: 'chart' },
      });
      expect(reply.status, `${description}: ${reply.body.message}`).toBe(200);
      expect(reply.body.data.query).toContain('sum(t0.revenue * (1 - t0.discount))');
    }
  });

  it.each([
    [{ ...revenue, table: 'sales' }, "Metric 'net revenue': there is no table 'sales' in the index of"],
    [
      { ...revenue, expression: 'sum(price)' },
      "Metric 'net revenue': 'price' is not a column of order_items.",
    ],
    [{ ...revenue, expression: 'revenue * 2' }, "the column 'revenue' is read outside an aggregate"],
    [
      { ...revenue, expression: 'sum(revenue) + quantity' },
      "the column 'quantity' is read outside an aggregate",
    ],
    [{ ...revenue, expression: '42' }, 'it is not an aggregate'],
    [
      { ...revenue, expression: 'sum(revenue) / (SELECT count(*) FROM orders)' },
      'it holds a subquery; a metric reads only its own table.',
    ],
    [{ ...revenue, expression: 'sum(revenue) + pg_sleep(5)' }, 'the function pg_sleep is not allowed.'],
    [{ ...revenue, expression: 'sum(sum(revenue))' }, 'it nests an aggregate inside another.'],
    [{ ...revenue, expression: 'sum(revenue) over ()' }, 'window functions (OVER) are not allowed'],
    [{ ...revenue, expression: 'sum(revenue)) FROM orders --' }, 'comments and semicolons are not allowed'],
    [
      { ...revenue, expression: 'sum(revenue)) FROM orders, (SELECT 1' },
      'it is not a valid PostgreSQL expression',
    ],
    [{ ...revenue, expression: 'sum(o.revenue)' }, 'as a column name alone, without its table'],
    [{ ...revenue, expression: 'sum(revenue' }, 'it is not a valid PostgreSQL expression'],
  ])('refuses the metric %j with a 422 naming it, storing nothing', async (metric, message) => {
    const before = (await get()).body.data;
    const reply = await put({ metrics: [metric] });
    expect(reply.status).toBe(422);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain(message);
    expect(reply.body.message).toMatch(/^Metric 'net revenue': /);
    expect((await get()).body.data).toEqual(before);
  });

  it.each([
    [{ names: [{ object: 'staff', name: 'rep' }] }, "Other name 'rep': there is no table 'staff'"],
    [
      { names: [{ object: 'orders.seller', name: 'rep' }] },
      "Other name 'rep': orders has no column 'seller'.",
    ],
    [
      { columns: [{ column: 'orders.note', description: 'x' }] },
      "Column orders.note: orders has no column 'note'.",
    ],
    [{ columns: [{ column: 'orders', role: 'time' }] }, 'Column orders: name it as table.column'],
    [
      { columns: [{ column: 'orders.channel', role: 'time' }] },
      'Column orders.channel: it holds character varying values, not dates or times, so it cannot be the time.',
    ],
  ])('refuses %j against the index', async (body, message) => {
    const reply = await put(body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain(message);
  });

  it.each([
    [{ metrics: [{ ...revenue, name: '' }] }, 'The name is required.'],
    [{ metrics: [{ ...revenue, name: 'rev; drop' }] }, 'A name uses letters, digits'],
    [{ metrics: [revenue, revenue] }, 'Two metrics have the same name'],
    [{ metrics: [revenue], names: [{ object: 'stores', name: 'Net Revenue' }] }, 'A name is used twice'],
    [{ columns: [{ column: 'orders.channel' }] }, 'Give the column a description, a role, or both.'],
    [{ columns: [{ column: 'orders.channel', role: 'date' }] }, "A role is 'time', 'category'"],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const reply = await put(body);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(message);
  });

  it("is not found for another user's connection", async () => {
    const other = (await signUpAndIn(shop.server)).token;
    expect((await get(other)).status).toBe(404);
    expect((await put({ metrics: [revenue] }, other)).status).toBe(404);
    expect((await get()).body.data.metrics).toEqual([revenue]);
  });

  it('refuses definitions before the connection is indexed', async () => {
    const projectId = (
      await shop.server.call('POST', '/api/data/projects', { token: shop.token, body: { name: 'Fresh' } })
    ).body.data.id;
    const fresh = (
      await shop.server.call('POST', `/api/data/connections/project/${projectId}`, {
        token: shop.token,
        body: shop.shop.connection,
      })
    ).body.data.id;
    const reply = await shop.server.call('PUT', `/api/data/connections/${fresh}/definitions`, {
      token: shop.token,
      body: { metrics: [revenue] },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('has no index yet');
  });
});
