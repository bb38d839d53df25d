import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import {
  createMysqlShop,
  createPostgresShop,
  mysqlReachable,
  READER,
  type ShopDatabase,
} from './shopFixture.ts';

describe('testing a stored connection', () => {
  let server: TestServer;
  let shop: ShopDatabase;

  beforeAll(async () => {
    [server, shop] = await Promise.all([
      startTestServer('pglite', {
        ...LOCAL_SERVERS,
        rateLimits: {
          registrationsPerAddressPerHour: 100,
          contactMessagesPerAddressPerHour: 100,
          failuresPerAddressPerDay: 100,
          failuresPerEmailAndAddress: 10,
          connectionTestsPerUserPerMinute: 6,
          generationsPerUserPerMinute: 2,
        },
      }),
      createPostgresShop(),
    ]);
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  const connect = async (token: string, fields: Record<string, unknown>) => {
    const project = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body
      .data;
    return (await server.call('POST', `/api/data/connections/project/${project.id}`, { token, body: fields }))
      .body.data as { id: string };
  };
  const testStored = (token: string, id: string) =>
    server.call('POST', `/api/data/connections/${id}/test`, { token });

  it('answers as a test of its fields would, with the stored password, and is not found for another user', async () => {
    const [alice, bob] = [(await signUpAndIn(server)).token, (await signUpAndIn(server)).token];
    const stored = await connect(alice, shop.connection);
    const [byFields, byId] = [
      await server.call('POST', '/api/data/connections/test', { token: alice, body: shop.connection }),
      await testStored(alice, stored.id),
    ];
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ success: true, message: 'Connection successful!' });
    expect(Object.keys(byId.body.data).sort()).toEqual(['canWrite', 'latencyMs', 'serverVersion']);
    expect(byId.body.data.serverVersion).toBe(byFields.body.data.serverVersion);
    expect(byId.body.data.canWrite).toBe(byFields.body.data.canWrite);

    const missing = { ...shop.connection, name: 'Missing', databaseName: 'no_such_db' };
    const [failedByFields, failedById] = [
      await server.call('POST', '/api/data/connections/test', { token: alice, body: missing }),
      await testStored(alice, (await connect(alice, missing)).id),
    ];
    expect(failedById.status).toBe(422);
    expect(failedById.body).toMatchObject({ success: false, message: failedByFields.body.message });

    // The machine's PostgreSQL trusts local logins; MariaDB checks the stored password.
    if (await mysqlReachable()) {
      const maria = await createMysqlShop();
      try {
        const right = await testStored(alice, (await connect(alice, maria.connection)).id);
        expect(right.body.data.serverVersion).toMatch(/MariaDB|MySQL/);
        const wrong = await testStored(
          alice,
          (await connect(alice, { ...maria.connection, password: 'wrong' })).id,
        );
        expect(wrong.body.message).toBe(
          `The server refused the username '${READER.username}' or its password.`,
        );
      } finally {
        await maria.drop();
      }
    }

    const other = await testStored(bob, stored.id);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Connection not found.');
    expect((await testStored(bob, 'not-an-id')).status).toBe(404);
  });

  it('counts toward the same per-user limit as tests of fields', async () => {
    const [carol, dave] = [(await signUpAndIn(server)).token, (await signUpAndIn(server)).token];
    const stored = await connect(carol, shop.connection);
    for (let i = 0; i < 3; i++) expect((await testStored(carol, stored.id)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect(
        (await server.call('POST', '/api/data/connections/test', { token: carol, body: shop.connection }))
          .status,
      ).toBe(200);
    const refused = await testStored(carol, stored.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many connection tests\. Please wait \d+ seconds? and try again\.$/,
    );
    expect((await testStored(dave, stored.id)).status).toBe(404);
  });
});
