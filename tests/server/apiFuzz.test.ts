import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './fuzzInputs.ts';
import { type FuzzRequest, fuzzPlan } from './fuzzPlan.ts';
import { type ApiOperation, apiOperations } from './openApiCalls.ts';
import { ownedFixtures } from './ownedFixtures.ts';
import { databaseKinds, LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

/** FUZZ_SEED=n repeats a run; the seed is printed with the figures. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Calls whose success is bytes or a stream rather than the JSON envelope. */
const RAW_SUCCESS = ['GET /api/workspaces/{workspaceId}/files/{fileId}/download', 'GET /api/events'];
const REPLY_WITHIN_MS = 15_000;

/** What is wrong with a reply, or undefined: no 5xx, and every refusal is the JSON envelope. */
function replyProblem(request: FuzzRequest, status: number, text: string): string | undefined {
  if (status >= 500) return `server error: ${text.slice(0, 200)}`;
  const { op } = request;
  if (status < 400 && RAW_SUCCESS.includes(`${op.method} ${op.path}`)) return undefined;
  // A CORS preflight is answered without a body.
  if (request.method === 'OPTIONS' && status === 204) return undefined;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  const envelope =
    body !== null &&
    typeof body === 'object' &&
    body.code === status &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    'data' in body &&
    (status >= 400
      ? body.success === false && ['warn', 'error'].includes(body.errorLevel)
      : body.success === true);
  return envelope ? undefined : `not the envelope: ${text.slice(0, 200)}`;
}

async function send(server: TestServer, request: FuzzRequest, token: string) {
  const headers: Record<string, string> = {};
  if (request.signedIn) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, request.headers);
  const { body } = request;
  if (body?.contentType) headers['Content-Type'] = body.contentType;
  // Bytes, so that fetch adds no Content-Type of its own when the case sends none.
  const bytes = typeof body?.body === 'string' ? Buffer.from(body.body) : body?.body;
  const res = await fetch(server.url + request.target, {
    method: request.method ?? request.op.method,
    headers,
    body: bytes,
    signal: AbortSignal.timeout(REPLY_WITHIN_MS),
  });
  // An event stream that opened stays open: its status and headers are the reply.
  if (res.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/**
 * Walks every operation of /api/openapi.json, signed in and anonymous, with odd path ids,
 * malformed bodies, NUL bytes, huge numbers, 100k-character strings, Unicode oddities and wrong
 * content types (tests/server/fuzzPlan.ts): no reply is a 5xx, and every refusal is the envelope.
 */
describe.each(databaseKinds)('fuzzing every route on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let ids: Record<string, string>;
  let operations: ApiOperation[];
  beforeAll(async () => {
    server = await startTestServer(kind, LOCAL_SERVERS);
    token = (await signUpAndIn(server)).token;
    ids = await ownedFixtures(server, token);
    operations = await apiOperations(server);
  });
  afterAll(() => server.stop());

  it('answers odd and malformed input with a 4xx envelope, never a 5xx', async () => {
    const plan = fuzzPlan(operations, ids, seededRandom(SEED));
    const perStatus: Record<number, number> = {};
    const problems: string[] = [];
    const started = performance.now();
    let slowest = { ms: 0, label: '' };
    for (const request of plan) {
      const label = `${request.signedIn ? 'signed in' : 'anonymous'} ${request.method ?? request.op.method} ${request.target.slice(0, 120)} [${request.label}]`;
      const sentAt = performance.now();
      try {
        const { status, text } = await send(server, request, token);
        perStatus[status] = (perStatus[status] ?? 0) + 1;
        const problem = replyProblem(request, status, text);
        if (problem) problems.push(`${label} → ${status} ${problem}`);
      } catch (err) {
        perStatus[0] = (perStatus[0] ?? 0) + 1;
        problems.push(`${label} → no reply: ${(err as Error).message}`);
      }
      const ms = performance.now() - sentAt;
      if (ms > slowest.ms) slowest = { ms, label };
    }
    const seconds = (performance.now() - started) / 1000;
    const statuses = Object.entries(perStatus)
      .map(([status, n]) => `${status === '0' ? 'no reply' : status}: ${n}`)
      .join(', ');
    console.log(
      `fuzz on ${kind}: seed ${SEED}, ${operations.length} routes, ${plan.length} requests in ${seconds.toFixed(1)} s; ` +
        `per status: ${statuses}; slowest ${slowest.ms.toFixed(0)} ms (${slowest.label})`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(new Set(plan.map((r) => `${r.op.method} ${r.op.path}`)).size).toBe(operations.length);
    expect(problems).toEqual([]);
  }, 300_000);
});
