import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/services/rateLimits.ts';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
// Each test signs in from its own pair of addresses, so the tests share one server.
let pair = 0;
const addresses = () => {
  pair++;
  return { ATTACKER: `198.51.100.${pair}`, OWNER: `203.0.113.${pair}` };
};

describe.each(databaseKinds)('sign-in protection on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // One proxy in front: the client is the X-Forwarded-For entry it appends.
    server = await startTestServer(kind, {
      trustProxy: 1,
      rateLimits: {
        ...defaultRateLimits,
        failuresPerAddressPerDay: 30,
        registrationsPerAddressPerHour: 3,
        contactMessagesPerAddressPerHour: 2,
      },
    });
  }, 180_000);
  afterAll(() => server.stop());

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const login = (email: string, password: string, address: string) =>
    server.call('POST', '/uc/login', { body: { email, password }, headers: from(address) });
  const register = (email: string, address: string) =>
    server.call('POST', '/uc/register', { body: { email, password: 'Secret123' }, headers: from(address) });

  it('refuses an email from the address that failed 10 times, and still lets its owner in from elsewhere', async () => {
    const { ATTACKER, OWNER } = addresses();
    await register('target@example.com', OWNER);
    for (let i = 0; i < 10; i++)
      expect((await login('target@example.com', 'Wrong1234', ATTACKER)).status).toBe(401);
    const blocked = await login('TARGET@example.com', 'Secret123', ATTACKER);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 429, message: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('target@example.com', 'Secret123', OWNER)).status).toBe(200);
  });

  it('lets no more than 10 of 20 simultaneous guesses reach the password check', async () => {
    const { ATTACKER, OWNER } = addresses();
    await register('raced@example.com', OWNER);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => login('raced@example.com', 'Wrong1234', ATTACKER)),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('refuses an address after its daily failures across many emails, and no one else', async () => {
    const { ATTACKER, OWNER } = addresses();
    await register('other@example.com', OWNER);
    for (let i = 0; i < 30; i++) await login(`nobody${i}@example.com`, 'Wrong1234', ATTACKER);
    const blocked = await login('other@example.com', 'Secret123', ATTACKER);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Too many failed sign-in attempts from your network. Please try again tomorrow.',
    );
    expect((await login('other@example.com', 'Secret123', OWNER)).status).toBe(200);
  });

  it('forgets an email’s failures after a success from that address', async () => {
    const { OWNER } = addresses();
    await register('ok@example.com', OWNER);
    for (let i = 0; i < 9; i++) await login('ok@example.com', 'Wrong1234', OWNER);
    expect((await login('ok@example.com', 'Secret123', OWNER)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('ok@example.com', 'Wrong1234', OWNER)).status).toBe(401);
    expect((await login('ok@example.com', 'Secret123', OWNER)).status).toBe(200);
  });

  it('limits sign-ups and contact messages per address', async () => {
    const { ATTACKER, OWNER } = addresses();
    for (let i = 0; i < 3; i++) expect((await register(`new${i}@example.com`, ATTACKER)).status).toBe(200);
    const signUp = await register('new3@example.com', ATTACKER);
    expect(signUp).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many sign-ups from your network. Please try again later.' },
    });
    expect((await register('new3@example.com', OWNER)).status).toBe(200);

    const message = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };
    const send = (address: string) =>
      server.call('POST', '/api/contact', { body: message, headers: from(address) });
    expect((await send(ATTACKER)).status).toBe(201);
    expect((await send(ATTACKER)).status).toBe(201);
    expect((await send(ATTACKER)).body).toMatchObject({
      code: 429,
      message: 'Too many messages from your network. Please try again later.',
    });
    expect((await send(OWNER)).status).toBe(201);
  });
});

describe('sign-in timing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { trustProxy: 1 });
  }, 180_000);
  afterAll(() => server.stop());

  it('takes as long for an unknown email as for a wrong password (medians within half)', async () => {
    await server.call('POST', '/uc/register', {
      body: { email: 'known@example.com', password: 'Secret123' },
    });
    const timed = async (email: string, i: number) => {
      const started = performance.now();
      const res = await server.call('POST', '/uc/login', {
        body: { email, password: 'Wrong1234' },
        headers: { 'X-Forwarded-For': `192.0.2.${i}` },
      });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) {
      known.push(await timed('known@example.com', i));
      unknown.push(await timed(`ghost${i}@example.com`, i + 100));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = [median(known), median(unknown)];
    // Skipping the password hash for an unknown email makes it about six times faster; other
    // test files running beside this one move single timings by a fifth or more.
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.5);
  }, 120_000);
});
