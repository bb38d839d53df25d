import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excludedSchemasOf, parseConnectionProperties } from '../../../src/contract/dataInsights.ts';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

describe('a connection leaves schemas out of its catalog (excludeSchemas)', () => {
  let server: TestServer;
  let shop: ShopDatabase;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createPostgresShop()]);
    for (const statement of [
      'CREATE SCHEMA support',
      'CREATE TABLE support.tickets (ticket_id integer PRIMARY KEY, status varchar(20) NOT NULL)',
      'CREATE SCHEMA audit',
      'CREATE TABLE audit.events (event_id integer PRIMARY KEY, happened date NOT NULL)',
      'CREATE TABLE audit.logins (login_id integer PRIMARY KEY)',
    ])
      await shop.query(statement);
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body.data
      .id;
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  const tableNames = async () => {
    await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, { token });
    const catalog = (await server.call('GET', `/api/data/projects/${projectId}/catalog`, { token })).body
      .data;
    return catalog.connections[0].tables.map((t: { name: string }) => t.name).sort();
  };

  it('indexes no table of a left-out schema, and every other schema as before', async () => {
    const created = await server.call('POST', `/api/data/connections/project/${projectId}`, {
      token,
      body: { ...shop.connection, properties: 'excludeSchemas=audit' },
    });
    expect(created.body.data.properties).toEqual({ excludeSchemas: 'audit' });
    const names: string[] = await tableNames();
    expect(names).toContain('support.tickets');
    expect(names).toContain('orders');
    expect(names.filter((n) => n.startsWith('audit.'))).toEqual([]);

    const { password: _kept, ...withoutPassword } = shop.connection;
    const edited = await server.call('PUT', `/api/data/connections/${created.body.data.id}`, {
      token,
      body: { ...withoutPassword, properties: 'excludeSchemas=audit,Support' },
    });
    expect(edited.body.data.properties).toEqual({ excludeSchemas: 'audit,Support' });
    expect(await tableNames()).toEqual(['customers', 'order_items', 'orders', 'products', 'stores']);
  });

  it('refuses a name that is not a schema name, with a message naming it', async () => {
    const refused = await server.call('POST', `/api/data/connections/project/${projectId}`, {
      token,
      body: { ...shop.connection, properties: 'excludeSchemas=audit,my schema' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Connection property 'excludeSchemas': 'my schema' is not a schema name",
    );
  });
});

describe('the excludeSchemas property', () => {
  it('reads the names after it as its list, from the dialog text or an object', () => {
    expect(parseConnectionProperties('excludeSchemas=audit, staging; schema=sales')).toEqual({
      properties: { excludeSchemas: 'audit,staging', schema: 'sales' },
    });
    expect(parseConnectionProperties({ excludeSchemas: 'audit , audit,x$1' })).toEqual({
      properties: { excludeSchemas: 'audit,x$1' },
    });
    expect(excludedSchemasOf({ excludeSchemas: 'audit,staging' })).toEqual(['audit', 'staging']);
    expect(excludedSchemasOf({})).toEqual([]);
  });

  it('refuses an empty list, a name that is none, and leaving out the one schema named', () => {
    expect(parseConnectionProperties('excludeSchemas=')).toEqual({
      problem: "Connection property 'excludeSchemas' needs schema names separated by commas.",
    });
    expect(parseConnectionProperties('excludeSchemas=a;"b"')).toMatchObject({
      problem: expect.stringContaining(`'"b"' is not a schema name`),
    });
    expect(parseConnectionProperties('schema=sales; excludeSchemas=sales')).toEqual({
      problem: "Connection property 'schema' names 'sales', which 'excludeSchemas' leaves out.",
    });
  });
});
