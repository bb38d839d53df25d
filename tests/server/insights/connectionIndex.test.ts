import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

describe('Make Index for one connection', () => {
  let server: TestServer;
  let shop: ShopDatabase;

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createPostgresShop()]);
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  it("reads that connection's catalog, returns it with its index time, and is not found for another user", async () => {
    const [alice, bob] = [(await signUpAndIn(server)).token, (await signUpAndIn(server)).token];
    const project = (
      await server.call('POST', '/api/data/projects', { token: alice, body: { name: 'Shop' } })
    ).body.data;
    const created = (
      await server.call('POST', `/api/data/connections/project/${project.id}`, {
        token: alice,
        body: shop.connection,
      })
    ).body.data;
    expect(created.indexedAt).toBeNull();

    const indexed = await server.call('POST', `/api/data/connections/${created.id}/make-index`, {
      token: alice,
    });
    expect(indexed.body).toMatchObject({ success: true, message: 'Index creation initiated successfully!' });
    expect(indexed.body.data).toMatchObject({ id: created.id, name: shop.connection.name });
    expect(Date.parse(indexed.body.data.indexedAt)).toBeGreaterThan(Date.parse(created.gmtCreated) - 1);
    const catalog = (await server.call('GET', `/api/data/projects/${project.id}/catalog`, { token: alice }))
      .body.data;
    expect(catalog.connections[0].tables.map((t: { name: string }) => t.name).sort()).toEqual([
      'customers',
      'order_items',
      'orders',
      'products',
      'stores',
    ]);

    const other = await server.call('POST', `/api/data/connections/${created.id}/make-index`, { token: bob });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Connection not found.');
  });
});
