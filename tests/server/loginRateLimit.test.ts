import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

describe.each(databaseKinds)('failed-login rate limit on %s', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind);
  });
  afterEach(() => server.stop());

  const login = (email: string, password: string) =>
    server.call('POST', '/uc/login', { body: { email, password } });

  it('answers 429 for an email after 10 failures, even with the right password', async () => {
    await server.call('POST', '/uc/register', {
      body: { email: 'target@example.com', password: 'Secret123' },
    });
    for (let i = 0; i < 10; i++) expect((await login('target@example.com', 'Wrong1234')).status).toBe(401);
    const blocked = await login('TARGET@example.com', 'Secret123');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 429, message: TOO_MANY });
  });

  it('answers 429 for an IP after 10 failures across different emails', async () => {
    for (let i = 0; i < 10; i++) await login(`nobody${i}@example.com`, 'Wrong1234');
    await server.call('POST', '/uc/register', {
      body: { email: 'other@example.com', password: 'Secret123' },
    });
    expect((await login('other@example.com', 'Secret123')).status).toBe(429);
  });

  it('does not count successful logins, and a success clears the email’s failures', async () => {
    await server.call('POST', '/uc/register', { body: { email: 'ok@example.com', password: 'Secret123' } });
    for (let i = 0; i < 9; i++) await login('ok@example.com', 'Wrong1234');
    expect((await login('ok@example.com', 'Secret123')).status).toBe(200);
    expect((await login('ok@example.com', 'Secret123')).status).toBe(200);
  });
});
