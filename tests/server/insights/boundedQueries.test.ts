import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createPostgresShop, type ShopDatabase } from './shopFixture.ts';

describe('queries and connection tests are bounded in every dimension', () => {
  let server: TestServer;
  let shop: ShopDatabase;
  let token: string;
  let projectId: string;
  let connectionId: string;

  beforeAll(async () => {
    [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createPostgresShop()]);
    // 100 rows of 300 KB: 30 MB of text, far past the reply's cap.
    await shop.query(
      "CREATE TABLE big_notes AS SELECT g AS note_id, repeat('x', 300000) AS body FROM generate_series(1, 100) AS g",
    );
    token = (await signUpAndIn(server)).token;
    projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body.data
      .id;
    connectionId = (
      await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: shop.connection,
      })
    ).body.data.id;
  });
  afterAll(async () => {
    await server.stop();
    await shop.drop();
  });

  it('stops a result past its size cap with a plain message, not a 500 or a swollen heap', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const reply = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: connectionId,
        moduleType: 'table',
        description: 'hand-written',
        sql: 'SELECT note_id, body FROM big_notes',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(
      'The result is larger than 8 MB and was stopped. Ask for fewer rows or columns.',
    );
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('reports a failing statement at once in the database’s words, not as a timeout', async () => {
    const started = Date.now();
    const reply = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: connectionId,
        moduleType: 'table',
        description: 'hand-written',
        sql: 'SELECT 1 / (note_id - note_id) AS x FROM big_notes',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/division by zero/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses connection properties that name a system schema', async () => {
    for (const schema of ['pg_catalog', 'information_schema', 'PG_TOAST', 'sys']) {
      const reply = await server.call('POST', `/api/data/connections/project/${projectId}`, {
        token,
        body: { ...shop.connection, name: `Catalog ${schema}`, properties: `schema=${schema}` },
      });
      expect(reply.status, schema).toBe(400);
      expect(JSON.stringify(reply.body), schema).toContain(
        `Connection property 'schema' cannot name the system schema '${schema}'.`,
      );
    }
  });

  it('survives a MongoDB connection test against a MySQL port, and answers others meanwhile', async () => {
    const started = Date.now();
    const reply = await server.call('POST', '/api/data/connections/test', {
      token,
      body: {
        name: 'Not Mongo',
        type: 'MONGO',
        host: '127.0.0.1',
        port: 3306,
        username: 'root',
        password: 'x',
        databaseName: 'test',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('The server at 127.0.0.1:3306 did not answer as a MongoDB server.');
    expect(Date.now() - started).toBeLessThan(6000);
    const health = await server.call('GET', '/api/health');
    expect(health.status).toBe(200);
  }, 20_000);
});
