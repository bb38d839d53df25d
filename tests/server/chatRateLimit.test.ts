import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('the public chat rate limit on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { chatRateLimit: 2 });
    token = (await signUpAndIn(server)).token;
  });
  afterAll(() => server.stop());

  const newAgent = async () => {
    const ws = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'A', role: 'R' } })
    ).body.data.id;
    return (await server.call('GET', `/api/workspaces/${ws}/chat`, { token })).body.data.appId as string;
  };
  const ask = (appId: string, address: string) =>
    server.call('POST', `/api/chat/${appId}/messages`, {
      body: { message: 'Are you open today?' },
      // The test server trusts no proxy: every call comes from 127.0.0.1 whatever this header says.
      headers: { 'X-Forwarded-For': address },
    });

  it('answers 429 with its message once an address sent its share to one agent, other agents unaffected', async () => {
    const appId = await newAgent();
    expect((await ask(appId, '203.0.113.1')).status).toBe(200);
    expect((await ask(appId, '203.0.113.2')).status).toBe(200);
    const limited = await ask(appId, '203.0.113.3');
    expect(limited).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many messages, please wait a moment.' },
    });
    expect((await ask(await newAgent(), '203.0.113.1')).status).toBe(200);
  });

  if (kind === 'postgres') {
    it('counts in a PostgreSQL table every server process shares', async () => {
      const result = (await server.database.db.execute(
        sql`SELECT key, points FROM chat_rate_limits ORDER BY points DESC`,
      )) as unknown as { rows: Array<{ key: string; points: number }> };
      expect(result.rows[0]).toMatchObject({
        key: expect.stringMatching(/^chat:.+:127\.0\.0\.1$/),
        points: 3,
      });
    });
  }
});
