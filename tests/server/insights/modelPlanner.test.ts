import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiWireServer, startOpenAiWireServer } from '../openaiWireServer.ts';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

/** With OPENAI_BASE_URL a model writes the query; the same read-only checks decide whether it runs. */
describe('a model writes the query (OPENAI_BASE_URL)', () => {
  let model: OpenAiWireServer;
  let server: TestServer;
  let shop: ShopDatabase;
  let token: string;
  let projectId: string;
  let connectionId: string;

  const generate = (body: Record<string, unknown> = {}) =>
    server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: connectionId,
        description: 'Orders per channel',
        moduleType: 'chart',
        ...body,
      },
    });
  const answer = (content: string) => {
    model.state.reply = () => ({ kind: 'json', content });
  };
  const orderCount = async () =>
    Number((await shop.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM orders'))[0]!.n);

  beforeAll(async () => {
    [model, shop] = await Promise.all([startOpenAiWireServer(), createPostgresShop()]);
    server = await startTestServer('pglite', {
      ...LOCAL_SERVERS,
      openai: { baseUrl: model.baseUrl, apiKey: 'sk-test', model: 'sql-writer', embeddingModel: 'unused' },
    });
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body.data
      .id;
    connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: shop.connection,
      })
    ).body.data.id;
    await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, { token });
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
    model.close();
  });

  it('sends the description with the catalog, and runs the SQL it answers', async () => {
    answer('```sql\nSELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY channel;\n```');
    const reply = await generate();
    expect(reply.status).toBe(200);
    expect(reply.body.data.query).toBe(
      'SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY channel',
    );
    expect(reply.body.data.plan).toBeNull();
    const want = await shop.query<{ channel: string; n: unknown }>(
      'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel',
    );
    const rows = reply.body.data.generatedContent.data.dataSet as Record<string, unknown>[];
    expect(rows.map((r) => [r.channel, Number(r.orders)])).toEqual(want.map((r) => [r.channel, Number(r.n)]));

    const request = model.completions.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('sql-writer');
    const [system, user] = request.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('one PostgreSQL SELECT statement');
    expect(system!.content).toContain('orders [about 240 rows]');
    expect(system!.content).toContain('channel (character varying; values: In store | Online | Phone)');
    expect(system!.content).toContain('customer_id (integer; references customers.customer_id)');
    expect(user).toEqual({ role: 'user', content: 'Orders per channel' });
  });

  it("tells the model the connection's definitions: metrics to use as written, and the user's words", async () => {
    const saved = await server.call('PUT', `/api/data/connections/${connectionId}/definitions`, {
      token,
      body: {
        metrics: [{ name: 'net revenue', expression: 'sum(revenue * (1 - discount))', table: 'order_items' }],
        names: [{ object: 'stores', name: 'shop' }],
        columns: [{ column: 'orders.channel', description: 'How the order reached us', role: 'category' }],
      },
    });
    expect(saved.status).toBe(200);
    answer('SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel');
    expect((await generate({ description: 'net revenue per shop' })).status).toBe(200);
    const system = model.completions.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('Definitions the user gave:');
    expect(system).toContain(
      'Metric "net revenue" = sum(revenue * (1 - discount)) over order_items; when the question names it, compute it with exactly this expression.',
    );
    expect(system).toContain('"shop" means stores.');
    expect(system).toContain('orders.channel: How the order reached us. Use it as a category.');
  });

  it('refuses SQL from the model that would write or stack statements, and changes nothing', async () => {
    const before = await orderCount();
    for (const unsafe of [
      'SELECT 1; DROP TABLE orders',
      'WITH gone AS (DELETE FROM orders RETURNING *) SELECT COUNT(*) FROM gone',
      'DELETE FROM orders',
      'SELECT pg_sleep(10)',
    ]) {
      answer(unsafe);
      const reply = await generate();
      expect(reply.status, unsafe).toBe(422);
      expect(reply.body.message, unsafe).toMatch(
        /^The model wrote a query that was refused\. This query cannot run: .* Only a single read-only SELECT is allowed\.$/,
      );
    }
    expect(await orderCount()).toBe(before);
  });

  it('says the model failed when its server answers an error or nothing usable', async () => {
    model.state.reply = () => ({ kind: 'error', status: 503, message: 'The model is overloaded.' });
    const failed = await generate();
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The model could not write a query: The model is overloaded.');
    answer('   ');
    const empty = await generate();
    expect(empty.status).toBe(502);
    expect(empty.body.message).toBe('The model could not write a query: its reply held no query.');
  });

  it('runs hand-written SQL without asking the model', async () => {
    const asked = model.completions.length;
    const reply = await generate({ sql: 'SELECT COUNT(*) AS n FROM orders' });
    expect(reply.status).toBe(200);
    expect(model.completions.length).toBe(asked);
  });
});
