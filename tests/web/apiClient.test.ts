// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFailure, BIZ_ID, createApiClient, NETWORK_ERROR } from '../../src/web/api/client.ts';

type Reply = { status: number; body: unknown };
let next: Reply = { status: 200, body: {} };
/** Replies to give before `next`, in order. */
let queued: Reply[] = [];
let lastHeaders: Record<string, string | string[] | undefined> = {};
const seenTokens: Array<string | undefined> = [];
let server: Server;
let baseURL = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    seenTokens.push(req.headers.authorization);
    const reply = queued.shift() ?? next;
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(token: string | null = 'tok') {
  const events = { unauthorized: 0 };
  const api = createApiClient({
    baseURL,
    timeout: 2000,
    getToken: () => token,
    onUnauthorized: () => {
      events.unauthorized++;
      return false;
    },
  });
  return { api, events };
}

const failureOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ApiFailure;
  }
  throw new Error('expected a rejection');
};

describe('API client', () => {
  it('sends the contract headers and the bearer token', async () => {
    next = { status: 200, body: { success: true, code: 200, message: 'OK', data: { a: 1 } } };
    const reply = await client().api.call<{ a: number }>('/x');
    expect(reply.data).toEqual({ a: 1 });
    expect(lastHeaders).toMatchObject({
      'content-type': 'application/json',
      biz: 'index',
      'x-biz-id': BIZ_ID,
      authorization: 'Bearer tok',
    });
  });

  it('leaves the token off when auth is skipped', async () => {
    next = { status: 200, body: { success: true, code: 200, message: 'OK', data: null } };
    await client().api.call('/uc/login', { method: 'POST', body: {}, skipAuth: true });
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('rejects success false with the server message, else "Gateway error"', async () => {
    next = { status: 200, body: { success: false, code: 4001, message: 'Quota reached', data: null } };
    expect(await failureOf(client().api.call('/x'))).toMatchObject({ code: 4001, message: 'Quota reached' });
    next = { status: 200, body: { success: false, code: 4002, message: '', data: null } };
    expect((await failureOf(client().api.call('/x'))).message).toBe('Gateway error');
  });

  it('rejects a nested data.success false, else "Nested error"', async () => {
    next = {
      status: 200,
      body: { success: true, code: 200, message: 'OK', data: { success: false, code: 7, message: '' } },
    };
    expect(await failureOf(client().api.call('/x'))).toMatchObject({ code: 7, message: 'Nested error' });
  });

  it('rejects other HTTP errors with the status and server message, else "Server error occurred"', async () => {
    next = { status: 409, body: { success: false, code: 409, message: 'Already exists.', data: null } };
    expect(await failureOf(client().api.call('/x'))).toMatchObject({ code: 409, message: 'Already exists.' });
    next = { status: 502, body: 'Bad gateway' };
    expect(await failureOf(client().api.call('/x'))).toMatchObject({
      code: 502,
      message: 'Server error occurred',
    });
  });

  it('reports code 0 and the network message when there is no response', async () => {
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      timeout: 2000,
      getToken: () => null,
      onUnauthorized: () => false,
    });
    expect(await failureOf(api.call('/x'))).toMatchObject({ code: 0, message: NETWORK_ERROR });
  });

  it('ends the session on a 401 of an authenticated call, not of sign-in', async () => {
    next = {
      status: 401,
      body: {
        success: false,
        code: 401,
        message: 'Your session has expired. Please sign in again.',
        data: null,
      },
    };
    const c = client();
    expect((await failureOf(c.api.call('/uc/profile'))).code).toBe(401);
    expect(c.events.unauthorized).toBe(1);
    await failureOf(c.api.call('/uc/login', { method: 'POST', body: {}, skipAuth: true }));
    expect(c.events.unauthorized).toBe(1);
  });

  it('sends a call refused with 401 once more when the session got a new token, and only once', async () => {
    const expired = { status: 401, body: { success: false, code: 401, message: 'Expired', data: null } };
    const ok = { status: 200, body: { success: true, code: 200, message: 'OK', data: { a: 1 } } };
    let token = 'old';
    const reports: Array<[string | null, boolean]> = [];
    const api = createApiClient({
      baseURL,
      timeout: 2000,
      getToken: () => token,
      onUnauthorized: async (refused, final) => {
        reports.push([refused, final]);
        token = 'new';
        return true;
      },
    });
    queued = [expired, ok];
    seenTokens.length = 0;
    expect((await api.call<{ a: number }>('/x')).data).toEqual({ a: 1 });
    expect(seenTokens).toEqual(['Bearer old', 'Bearer new']);
    expect(reports).toEqual([['old', false]]);

    queued = [expired, expired, ok];
    token = 'old';
    reports.length = 0;
    expect((await failureOf(api.call('/x'))).code).toBe(401);
    expect(reports).toEqual([
      ['old', false],
      ['new', true],
    ]);
    queued = [];
  });

  it('leaves a 401 to the caller that sent its own token', async () => {
    next = { status: 401, body: { success: false, code: 401, message: 'Expired', data: null } };
    const c = client();
    expect((await failureOf(c.api.call('/uc/profile', { token: 'explicit' }))).code).toBe(401);
    expect(lastHeaders.authorization).toBe('Bearer explicit');
    expect(c.events.unauthorized).toBe(0);
  });
});
