import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForFileStatus } from './knowledgeFixtures.ts';
import { type ApiOperation, apiOperations, callOperation, fillPath, pathParams } from './openApiCalls.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * Path parameters that name the scope a resource lives in. Aiming a call at another user's
 * resource inside one's own scope must fail the same way.
 */
const SCOPE_PARAMS = ['workspaceId'];

/**
 * Every private call of /api/openapi.json, aimed at another user's resources, answers 404 exactly as
 * for missing ones and changes nothing. The calls come from the OpenAPI document, so a new endpoint
 * is covered as soon as it exists; a new path parameter needs a fixture below.
 */
describe.each(databaseKinds)('tenant isolation on %s', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let aliceIds: Record<string, string>;
  let bobIds: Record<string, string>;
  let operations: ApiOperation[];
  const bytes = 'Alice private notes';

  const post = async (token: string, path: string, body: unknown) =>
    (await server.call('POST', path, { token, body })).body.data.id as string;

  /** A workspace with one of everything a workspace owns. */
  async function fixtures(token: string): Promise<Record<string, string>> {
    const workspaceId = await post(token, '/api/workspaces/create', { name: 'W', role: 'R' });
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'notes.txt');
    const file = await fetch(`${server.url}/api/workspaces/${workspaceId}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }).then((r) => r.json());
    const projectId = await post(token, '/api/data/projects', { name: 'P', description: bytes });
    const connection = {
      name: 'C',
      type: 'POSTGRES',
      host: '127.0.0.1',
      port: 1,
      username: 'u',
      password: 'p',
      databaseName: 'd',
    };
    const module = {
      id: 'm1',
      title: 'M',
      description: bytes,
      dataSource: '',
      moduleType: 'kpi',
      status: 'placeholder',
    };
    const page = await server.call('PUT', `/api/data/projects/${projectId}/page`, {
      token,
      body: { modules: [module] },
    });
    return {
      projectId,
      connectionId: await post(token, `/api/data/connections/project/${projectId}`, connection),
      pageId: page.body.data.id,
      workspaceId,
      fileId: file.data.id,
      textId: await post(token, `/api/texts/${workspaceId}`, { name: 'T', content: 'C' }),
      qnaId: await post(token, `/api/qnas/${workspaceId}`, { question: 'Q', answer: 'A' }),
      conversationId: await converse(token, workspaceId, file.data.id),
      integrationId: await post(token, `/api/workspaces/${workspaceId}/integrations`, {
        origin: 'https://shop.example.com',
      }),
    };
  }

  /** A chat conversation once the file is indexed (so the owner's view no longer changes by itself). */
  async function converse(token: string, workspaceId: string, fileId: string) {
    await waitForFileStatus(server, token, workspaceId, fileId, 'indexed');
    const { appId } = (await server.call('GET', `/api/workspaces/${workspaceId}/chat`, { token })).body.data;
    const reply = await server.call('POST', `/api/chat/${appId}/messages`, {
      body: { message: 'private notes?' },
    });
    return reply.body.data.conversationId as string;
  }

  /** Everything the owner can read: every private GET aimed at their own ids. */
  async function ownerView(token: string, ids: Record<string, string>) {
    const view: Record<string, unknown> = {};
    for (const op of operations.filter((o) => o.secured && o.method === 'GET')) {
      const res = await callOperation(server, op, fillPath(op.path, ids), token);
      view[op.path] = res.body;
    }
    return view;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = (await signUpAndIn(server)).token;
    bob = (await signUpAndIn(server)).token;
    aliceIds = await fixtures(alice);
    bobIds = await fixtures(bob);
    operations = await apiOperations(server);
  });
  afterAll(() => server.stop());

  it("answers 404 on every private call with another user's ids, exactly as for missing ones, and changes nothing", async () => {
    const before = await ownerView(alice, aliceIds);
    expect(JSON.stringify(before)).toContain(bytes);
    const storedBefore = readdirSync(join(server.config.dataDir, 'files')).sort();
    // The same ids with each of Alice's replaced by one that exists nowhere.
    const missingFor = (ids: Record<string, string>) =>
      Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v === aliceIds[k] ? randomUUID() : v]));

    const aimed = operations.filter((op) => op.secured && pathParams(op.path).length > 0);
    expect(aimed.length).toBeGreaterThan(15);
    let probes = 0;
    for (const op of aimed) {
      const params = pathParams(op.path);
      const variants = [aliceIds];
      // Bob's own scope holding Alice's resource: the ownership check must look at both.
      if (params.length > 1 && params.some((p) => SCOPE_PARAMS.includes(p))) {
        variants.push({
          ...aliceIds,
          ...Object.fromEntries(SCOPE_PARAMS.map((p) => [p, bobIds[p]!])),
        });
      }
      for (const ids of variants) {
        const label = `${op.method} ${fillPath(op.path, ids)}`;
        const res = await callOperation(server, op, fillPath(op.path, ids), bob);
        const missing = await callOperation(server, op, fillPath(op.path, missingFor(ids)), bob);
        expect(res.status, label).toBe(404);
        expect(res.body.success, label).toBe(false);
        expect(res.body, label).toEqual(missing.body);
        probes++;
      }
    }
    expect(probes).toBeGreaterThan(aimed.length);
    expect(await ownerView(alice, aliceIds)).toEqual(before);
    expect(readdirSync(join(server.config.dataDir, 'files')).sort()).toEqual(storedBefore);
  });
});
