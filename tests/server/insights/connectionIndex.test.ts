import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataConnections } from '../../../src/server/db/schema.ts';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

describe('one connection: Make Index and edit', () => {
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
    // Served with the words the workbench offers: 'order items', 'order id'.
    const items = catalog.connections[0].tables.find((t: { name: string }) => t.name === 'order_items');
    expect(items.label).toBe('order items');
    expect(items.columns.map((c: { label: string }) => c.label)).toEqual(
      expect.arrayContaining(['order id', 'quantity']),
    );

    const other = await server.call('POST', `/api/data/connections/${created.id}/make-index`, { token: bob });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Connection not found.');
  });

  it('edits a connection, keeping the password unless one is sent, and forgets the catalog of a moved one', async () => {
    const [alice, bob] = [(await signUpAndIn(server)).token, (await signUpAndIn(server)).token];
    const created = (
      await server.call('POST', '/api/data-connections', {
        token: alice,
        body: { ...shop.connection, password: 'first' },
      })
    ).body.data;
    const sealed = async () =>
      (
        await server.database.db
          .select({ p: dataConnections.passwordEncrypted })
          .from(dataConnections)
          .where(eq(dataConnections.id, created.id))
      )[0]!.p;
    const before = await sealed();
    await server.call('POST', `/api/data/connections/${created.id}/make-index`, { token: alice });

    const { password: _left, ...withoutPassword } = shop.connection;
    const renamed = await server.call('PUT', `/api/data/connections/${created.id}`, {
      token: alice,
      body: { ...withoutPassword, name: 'Shop, renamed', ssl: 'require' },
    });
    expect(renamed.body).toMatchObject({ success: true, message: 'Connection updated successfully!' });
    expect(renamed.body.data).toMatchObject({ name: 'Shop, renamed', ssl: 'require' });
    expect(renamed.body.data.indexedAt).not.toBeNull();
    expect(await sealed()).toBe(before);

    const moved = await server.call('PUT', `/api/data/connections/${created.id}`, {
      token: alice,
      body: { ...shop.connection, databaseName: 'test', password: '' },
    });
    expect(moved.body.data.indexedAt).toBeNull();
    expect(await sealed()).not.toBe(before);

    const refused = await server.call('PUT', `/api/data/connections/${created.id}`, {
      token: alice,
      body: { ...withoutPassword, host: '169.254.169.254' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields.host).toMatch(/it is a link-local address/);
    const other = await server.call('PUT', `/api/data/connections/${created.id}`, {
      token: bob,
      body: withoutPassword,
    });
    expect(other.status).toBe(404);
  });
});
