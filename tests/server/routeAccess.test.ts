import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiOperation, apiOperations, callOperation, fillPath } from './openApiCalls.ts';
import { startTestServer, type TestServer } from './testServer.ts';

/** The only calls anyone may make without signing in; every other endpoint is private by default. */
const PUBLIC = [
  'GET /api/health',
  'POST /uc/register',
  'POST /uc/login',
  'POST /auth/refresh',
  'POST /api/contact',
  'GET /api/chat/{appId}/config',
  'POST /api/chat/{appId}/messages',
  'GET /api/events',
];

/** Calls whose reply is bytes or a stream rather than the JSON envelope. */
const RAW = ['GET /api/workspaces/{workspaceId}/files/{fileId}/download', 'GET /api/events'];

describe('route access', () => {
  let server: TestServer;
  let operations: ApiOperation[];
  beforeAll(async () => {
    server = await startTestServer('pglite');
    operations = await apiOperations(server);
  });
  afterAll(() => server.stop());

  const anyIds = new Proxy({}, { get: () => 'c0ffee00-0000-4000-8000-000000000000' }) as Record<
    string,
    string
  >;

  it('documents exactly the public calls as public', () => {
    const documentedPublic = operations.filter((op) => !op.secured).map((op) => `${op.method} ${op.path}`);
    expect(documentedPublic.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 401 with the envelope on every private call without a token or with a forged one', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwidXNlcklkIjoieCIsImV4cCI6OTk5OTk5OTk5OX0.AAAA';
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(20);
    for (const op of secured) {
      const path = fillPath(op.path, anyIds);
      for (const token of [undefined, forged]) {
        const res = await callOperation(server, op, path, token);
        expect(res.status, `${op.method} ${op.path}`).toBe(401);
        expect(res.body, `${op.method} ${op.path}`).toMatchObject({ success: false, code: 401 });
      }
    }
  });

  it('never asks for a sign-in on a public call', async () => {
    for (const op of operations.filter((o) => !o.secured)) {
      const res = await callOperation(server, op, fillPath(op.path, anyIds), undefined);
      expect(res.body.message, `${op.method} ${op.path}`).not.toBe('Please sign in to continue.');
    }
  });

  it('declares every reply with a schema, shared entities as named components', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Profile',
        'TokenGrant',
        'Workspace',
        'UploadedFile',
        'Text',
        'Qna',
        'Failure',
      ]),
    );
    const missing: string[] = [];
    for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        const success = op.responses['200'] ?? op.responses['201'];
        if (
          !RAW.includes(`${method.toUpperCase()} ${path}`) &&
          !success?.content?.['application/json']?.schema
        )
          missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
