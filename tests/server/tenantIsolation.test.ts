import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiOperation, apiOperations, callOperation, fillPath, pathParams } from './openApiCalls.ts';
import { FIXTURE_BYTES, ownedFixtures } from './ownedFixtures.ts';
import { databaseKinds, LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

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
    server = await startTestServer(kind, LOCAL_SERVERS);
    alice = (await signUpAndIn(server)).token;
    bob = (await signUpAndIn(server)).token;
    aliceIds = await ownedFixtures(server, alice);
    bobIds = await ownedFixtures(server, bob);
    operations = await apiOperations(server);
  });
  afterAll(() => server.stop());

  it("answers 404 on every private call with another user's ids, exactly as for missing ones, and changes nothing", async () => {
    const before = await ownerView(alice, aliceIds);
    expect(JSON.stringify(before)).toContain(FIXTURE_BYTES);
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
