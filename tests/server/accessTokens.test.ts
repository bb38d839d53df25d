import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('access tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { tokenTtlSeconds: 1 });
  });
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
