import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/server/chat/endUserAuth.ts';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

/** A site's own sign-in check: accepts 'Bearer good', hangs on 'Bearer slow', refuses the rest. */
function startAuthEndpoint() {
  const seen: Array<string | undefined> = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    if (req.headers.authorization === 'Bearer slow') return; // never answers
    if (req.url === '/redirect') {
      res.writeHead(302, { Location: '/ok' }).end();
      return;
    }
    res.writeHead(req.headers.authorization === 'Bearer good' ? 204 : 403).end();
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

describe('chat access', () => {
  let server: TestServer;
  let token: string;
  let auth: Awaited<ReturnType<typeof startAuthEndpoint>>;

  beforeAll(async () => {
    server = await startTestServer('pglite', { authUrlAllowPrivate: true, chatRateLimit: 3 });
    token = (await signUpAndIn(server)).token;
    auth = await startAuthEndpoint();
  }, 180_000);
  afterAll(async () => {
    auth.close();
    await server.stop();
  });

  async function agent(settings: Record<string, unknown> = {}) {
    const ws = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'A', role: 'R' } })
    ).body.data.id;
    if (Object.keys(settings).length) {
      const put = await server.call('PUT', `/api/workspaces/${ws}`, {
        token,
        body: { name: 'A', role: 'R', ...settings },
      });
      expect(put.status).toBe(200);
    }
    return (await server.call('GET', `/api/workspaces/${ws}/chat`, { token })).body.data.appId as string;
  }
  const ask = (appId: string, body: unknown, headers: Record<string, string> = {}) =>
    server.call('POST', `/api/chat/${appId}/messages`, { body, headers });

  it('answers 404 for an unknown appId and 400 for an empty or over-long message', async () => {
    expect((await ask('nope', { message: 'hi' })).status).toBe(404);
    const appId = await agent();
    const empty = await ask(appId, { message: '   ' });
    expect(empty).toMatchObject({
      status: 400,
      body: { success: false, message: 'message: Please type a message.' },
    });
    const long = await ask(appId, { message: 'x'.repeat(2001) });
    expect(long).toMatchObject({
      status: 400,
      body: { message: 'message: A message can be at most 2000 characters long.' },
    });
    const missing = await ask(appId, {
      message: 'hi',
      conversationId: 'c0ffee00-0000-4000-8000-000000000000',
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Conversation not found.' } });
  });

  it('limits messages per agent and address with a 429 and a message', async () => {
    const appId = await agent();
    const other = await agent();
    for (let i = 0; i < 3; i++) expect((await ask(appId, { message: `question ${i}` })).status).toBe(200);
    const limited = await ask(appId, { message: 'one more' });
    expect(limited).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many messages, please wait a moment.' },
    });
    expect((await ask(other, { message: 'another agent' })).status).toBe(200);
  });

  it('asks the authUrl with the visitor token: 2xx lets the message through, anything else is 401', async () => {
    const appId = await agent({ authRequire: true, authUrl: `${auth.url}/check` });
    expect((await ask(appId, { message: 'hi' })).status).toBe(401);
    const bad = await ask(appId, { message: 'hi' }, { Authorization: 'Bearer bad' });
    expect(bad).toMatchObject({ status: 401, body: { message: 'Sign in required' } });
    const good = await ask(appId, { message: 'hi' }, { Authorization: 'Bearer good' });
    expect(good.status).toBe(200);
    expect(auth.seen).toContain('Bearer good');
    const redirecting = await agent({ authRequire: true, authUrl: `${auth.url}/redirect` });
    expect((await ask(redirecting, { message: 'hi' }, { Authorization: 'Bearer good' })).status).toBe(401);
  });

  it('gives up on an authUrl that does not answer within 5 seconds', async () => {
    const appId = await agent({ authRequire: true, authUrl: `${auth.url}/check` });
    const started = Date.now();
    const res = await ask(appId, { message: 'hi' }, { Authorization: 'Bearer slow' });
    expect(res.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('refuses an authUrl on a private address, named or after DNS resolution, unless allowed', async () => {
    const strict = await startTestServer('pglite', { authUrlAllowPrivate: false });
    try {
      const owner = (await signUpAndIn(strict)).token;
      const { port } = new URL(auth.url);
      // An address literal, and a name that resolves to loopback.
      for (const authUrl of [`${auth.url}/check`, `http://localhost:${port}/check`]) {
        const ws = (
          await strict.call('POST', '/api/workspaces/create', {
            token: owner,
            body: { name: 'A', role: 'R' },
          })
        ).body.data.id;
        await strict.call('PUT', `/api/workspaces/${ws}`, {
          token: owner,
          body: { name: 'A', role: 'R', authRequire: true, authUrl },
        });
        const { appId } = (await strict.call('GET', `/api/workspaces/${ws}/chat`, { token: owner })).body
          .data;
        const before = auth.seen.length;
        const res = await strict.call('POST', `/api/chat/${appId}/messages`, {
          body: { message: 'hi' },
          headers: { Authorization: 'Bearer good' },
        });
        expect(res.status, authUrl).toBe(401);
        expect(auth.seen.length, authUrl).toBe(before);
      }
    } finally {
      await strict.stop();
    }
  }, 180_000);

  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('streams the answer as token events, then done with the stored reply', async () => {
    const appId = await agent();
    const res = await fetch(`${server.url}/api/chat/${appId}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'anything there?' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(tokens.join('')).toBe(done.data.answer);
    expect(done.data).toMatchObject({ known: false, sources: [] });
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
  });
});
