import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('access tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { tokenTtlSeconds: 5 });
  }, 180_000);
  afterAll(() => server.stop());

  it('refuses a token once it expires, although it was verified (and remembered) before', async () => {
    const { token } = await signUpAndIn(server);
    expect((await server.call('GET', '/uc/profile', { token })).status).toBe(200);
    const { exp } = claimsOf(token);
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 150));
    const late = await server.call('GET', '/uc/profile', { token });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ success: false, code: 401 });
  });

  it('refuses a correctly signed token that carries no expiry', async () => {
    const { token } = await signUpAndIn(server);
    const { exp: _exp, iat: _iat, ...claims } = claimsOf(token);
    const endless = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    expect((await server.call('GET', '/uc/profile', { token: endless })).status).toBe(401);
  });
});

describe.each(databaseKinds)('ending sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.stop());

  const refresh = (refreshToken: string) => server.call('POST', '/auth/refresh', { body: { refreshToken } });
  const profile = (token: string) => server.call('GET', '/uc/profile', { token });

  it('ends the whole sign-in when a spent refresh token is replayed', async () => {
    const first = await signUpAndIn(server);
    const rotated = (await refresh(first.refreshToken)).body.data;
    expect((await profile(rotated.result)).status).toBe(200);

    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await profile(rotated.result)).status).toBe(401);
    expect((await profile(first.token)).status).toBe(401);
  });

  it('refuses the access token of a signed-out session at once, and keeps the user’s other sessions', async () => {
    const { token, refreshToken, email, password } = await signUpAndIn(server);
    const other = (await server.call('POST', '/uc/login', { body: { email, password } })).body.data;
    expect((await profile(token)).status).toBe(200);
    expect((await server.call('POST', '/auth/logout', { token, body: { refreshToken } })).status).toBe(200);
    const after = await profile(token);
    expect(after).toMatchObject({ status: 401, body: { success: false, code: 401 } });
    expect((await server.call('GET', '/api/workspaces', { token })).status).toBe(401);
    expect((await profile(other.result)).status).toBe(200);
  });

  it('does not open the event stream for the access token of a signed-out session', async () => {
    const { token, refreshToken } = await signUpAndIn(server);
    const stream = (bearer: string) =>
      fetch(`${server.url}/api/events`, { headers: { Authorization: `Bearer ${bearer}` } });
    const open = await stream(token);
    expect(open.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    await open.body?.cancel();
    await server.call('POST', '/auth/logout', { token, body: { refreshToken } });
    const refused = await stream(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, code: 401 });
  });

  it('answers 401 everywhere once the user is deleted or blocked', async () => {
    const deleted = await signUpAndIn(server);
    const blocked = await signUpAndIn(server);
    for (const { token } of [deleted, blocked]) expect((await profile(token)).status).toBe(200);
    await server.database.db.delete(users).where(eq(users.email, deleted.email));
    await server.database.db.update(users).set({ isBlocked: true }).where(eq(users.email, blocked.email));

    for (const { token } of [deleted, blocked]) {
      await expect
        .poll(async () => (await server.call('GET', '/api/workspaces', { token })).status, { timeout: 5000 })
        .toBe(401);
      const create = await server.call('POST', '/api/workspaces/create', {
        token,
        body: { name: 'n', role: 'r' },
      });
      expect(create).toMatchObject({ status: 401, body: { success: false, code: 401 } });
    }
    expect((await refresh(blocked.refreshToken)).status).toBe(401);
  });
});
