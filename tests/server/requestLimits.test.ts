import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const MB = 1024 * 1024;
const NUL = expect.stringMatching(/must not contain (the )?NUL character/);

/** A raw HTTP/1.1 exchange over one socket: what was written, then everything the server sent. */
function rawExchange(url: string, parts: Array<string | { pauseMs: number }>) {
  const { port } = new URL(url);
  return new Promise<{ text: string; closed: boolean }>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closed: true }));
    void (async () => {
      for (const part of parts) {
        if (typeof part === 'string') socket.write(part);
        else await new Promise((r) => setTimeout(r, part.pauseMs));
      }
    })();
  });
}

const envelopeOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('request bodies and headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { bodyIdleTimeoutMs: 1500 });
  }, 180_000);
  afterAll(() => server.stop());

  const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Hi there' };

  it('answers a JSON body over 1 MB with the 413 envelope after reading it, declared or chunked', async () => {
    const huge = JSON.stringify({ ...contact, message: 'x'.repeat(8 * MB) });
    const declared = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      success: false,
      code: 413,
      message: 'The request body is larger than 1 MB.',
    });

    const chunked = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).code).toBe(413);
  });

  it('keeps the other requests of a connection pool working after a refused body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    const post = (body: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/api/contact`, {
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    const big = JSON.stringify({ ...contact, message: 'y'.repeat(3 * MB) });
    const small = JSON.stringify(contact);
    const statuses = await Promise.all([post(big), post(small), post(big), post(small), post(small)]);
    agent.destroy();
    expect(statuses).toEqual([413, 201, 413, 201, 201]);
  });

  it('takes a body just under 1 MB (then validates it)', async () => {
    const res = await server.call('POST', '/api/contact', {
      body: { ...contact, message: 'z'.repeat(MB - 200) },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty('message');
  });

  it('cuts a JSON body that stops arriving with the 408 envelope and closes the connection', async () => {
    const started = Date.now();
    const { text, closed } = await rawExchange(server.url, [
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
      { pauseMs: 5000 },
      '"Ann"',
    ]);
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(4900);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(envelopeOf(text)).toMatchObject({ success: false, code: 408 });
  });

  it('gives an upload longer than the short idle time between chunks', async () => {
    const { token } = await signUpAndIn(server);
    const ws = await server.call('POST', '/api/workspaces/create', {
      token,
      body: { name: 'Docs', role: 'Answers questions' },
    });
    const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n';
    const tail = 'hello\r\n--b--\r\n';
    const { text } = await rawExchange(server.url, [
      `POST /api/workspaces/${ws.body.data.id}/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Connection: close\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${part.length + tail.length}\r\n\r\n${part}`,
      { pauseMs: 2500 },
      tail,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 201/);
  });

  it('answers headers over the size limit with the 431 envelope', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'X-Padding': 'p'.repeat(40_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      success: false,
      errorLevel: 'warn',
      message: 'The request headers are too large.',
      code: 431,
      data: null,
    });
  });
});

describe.each(databaseKinds)('input the database cannot store, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let workspaceId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signUpAndIn(server)).token;
    workspaceId = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'W', role: 'R' } })
    ).body.data.id;
  }, 180_000);
  afterAll(() => server.stop());

  it.each([
    ['POST', '/uc/register', { email: 'a\u0000@example.com', password: 'Secret123' }, 'email'],
    ['POST', '/uc/login', { email: 'a@example.com\u0000', password: 'Secret123' }, 'email'],
    [
      'POST',
      '/api/contact',
      { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'a\u0000b' },
      'message',
    ],
  ])('refuses a NUL character in %s %s naming the field', async (method, path, body, field) => {
    const res = await server.call(method, path, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { fields: { [field]: NUL } } });
  });

  it('refuses a NUL character in a signed-in user’s profile and nested fields', async () => {
    const profile = await server.call('PUT', '/uc/profile', { token, body: { nickname: 'Ni\u0000ck' } });
    expect(profile).toMatchObject({ status: 400, body: { data: { fields: { nickname: NUL } } } });
    const text = await server.call('POST', `/api/texts/${workspaceId}`, {
      token,
      body: { name: 'ok', content: 'bad\u0000' },
    });
    expect(text).toMatchObject({ status: 400, body: { data: { fields: { content: NUL } } } });
  });

  it('answers an id holding a NUL character as naming nothing', async () => {
    const chat = await server.call('GET', '/api/chat/%00/config');
    expect(chat).toMatchObject({ status: 404, body: { success: false, message: 'Chat not found.' } });
    const text = await server.call('GET', `/api/texts/${workspaceId}/%00`, { token });
    expect(text).toMatchObject({ status: 404, body: { success: false } });
  });

  it('refuses a page or a size beyond any real list, and still serves sane ones', async () => {
    const huge = await server.call('GET', '/api/workspaces?page=99999999999999999999', { token });
    expect(huge).toMatchObject({
      status: 400,
      body: { success: false, data: { fields: { page: 'The page must be at most 100000.' } } },
    });
    const hugeSize = await server.call('GET', `/api/texts/${workspaceId}/list?size=99999999999`, { token });
    expect(hugeSize).toMatchObject({ status: 400, body: { data: { fields: { size: expect.any(String) } } } });
    const last = await server.call('GET', '/api/workspaces?page=100000&size=100', { token });
    expect(last).toMatchObject({ status: 200, body: { data: { content: [], page: 100000, size: 100 } } });
  });
});
