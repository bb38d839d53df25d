import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedSiteLimits } from '../../src/contract/allowedSite.ts';
import { createAllowedSiteService, ORIGINS_CACHE_MS } from '../../src/server/services/allowedSites.ts';
import { createFileStorage } from '../../src/server/services/fileStorage.ts';
import { createWorkspaceService } from '../../src/server/services/workspaces.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const frameAncestors = (csp: string | null) =>
  /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1] ?? null;

describe.each(databaseKinds)('widget allowed sites on %s', (kind) => {
  let server: TestServer;
  let token: string;

  /** A new workspace of the signed-in owner: its id and its chat's appId. */
  const newWorkspace = async () => {
    const ws = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'Shop', role: 'R' } })
    ).body.data;
    return { id: ws.id as string, appId: ws.appId as string };
  };
  const allow = (workspaceId: string, origin: unknown, as = token) =>
    server.call('POST', `/api/workspaces/${workspaceId}/integrations`, { token: as, body: { origin } });
  const listed = async (workspaceId: string) =>
    (await server.call('GET', `/api/workspaces/${workspaceId}/integrations`, { token })).body.data.map(
      (s: { origin: string }) => s.origin,
    );
  /** A chat call as a browser on `origin` would send it (undefined: a server or tool, no Origin). */
  const chatConfigFrom = (appId: string, headers: Record<string, string>) =>
    server.call('GET', `/api/chat/${appId}/config`, { headers });
  const askFrom = (appId: string, headers: Record<string, string>) =>
    server.call('POST', `/api/chat/${appId}/messages`, { headers, body: { message: 'Hello?' } });

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    server = await startTestServer(kind, { webRoot });
    token = (await signUpAndIn(server)).token;
  });
  afterAll(() => server.stop());

  it('adds a site as its normalised origin, lists it newest first and removes it', async () => {
    const ws = await newWorkspace();
    expect(await listed(ws.id)).toEqual([]);
    const added = await allow(ws.id, '  HTTPS://Shop.Example.com:443/ ');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      message: 'Allowed site added successfully!',
      data: { id: expect.any(String), origin: 'https://shop.example.com', gmtCreated: expect.any(String) },
    });
    await allow(ws.id, 'http://localhost:8080');
    expect(await listed(ws.id)).toEqual(['http://localhost:8080', 'https://shop.example.com']);

    const removed = await server.call(
      'DELETE',
      `/api/workspaces/${ws.id}/integrations/${added.body.data.id}`,
      {
        token,
      },
    );
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Allowed site removed successfully!',
      data: null,
    });
    expect(await listed(ws.id)).toEqual(['http://localhost:8080']);
    const again = await server.call('DELETE', `/api/workspaces/${ws.id}/integrations/${added.body.data.id}`, {
      token,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Allowed site not found.');
  });

  it.each([
    ['', 'Site origin is required.'],
    ['shop.example.com', 'A site origin must start with http:// or https://.'],
    ['ftp://shop.example.com', 'A site origin must start with http:// or https://.'],
    ['javascript:alert(1)', 'A site origin must start with http:// or https://.'],
    ['https:shop.example.com', 'Enter the site as an origin, such as https://shop.example.com.'],
    [
      'https://shop.example.com/page',
      'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
    ],
    [
      'https://shop.example.com/?a=1',
      'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
    ],
    [
      'https://shop.example.com#top',
      'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
    ],
    ['https://me:secret@shop.example.com', 'A site origin cannot hold a user name or password.'],
    [
      'https://*.example.com',
      'Enter each site’s exact host name; wildcards and other characters are not allowed.',
    ],
    [
      "https://a.com; script-src 'unsafe-inline'",
      'Enter the site as an origin, such as https://shop.example.com.',
    ],
    ['https://a;b.com', 'Enter each site’s exact host name; wildcards and other characters are not allowed.'],
    [
      `https://${'a'.repeat(allowedSiteLimits.origin)}.com`,
      `A site origin must be at most ${allowedSiteLimits.origin} characters long.`,
    ],
    [42, 'Site origin must be text.'],
  ])('refuses %j with 400: %s', async (origin, message) => {
    const ws = await newWorkspace();
    const res = await allow(ws.id, origin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: `origin: ${message}`,
      data: { fields: { origin: message } },
    });
    expect(await listed(ws.id)).toEqual([]);
  });

  it('refuses the same origin twice with 409, however it is written', async () => {
    const ws = await newWorkspace();
    await allow(ws.id, 'https://shop.example.com');
    const twice = await allow(ws.id, 'https://SHOP.example.com/');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      success: false,
      message: 'https://shop.example.com is already an allowed site.',
      data: { fields: { origin: 'https://shop.example.com is already an allowed site.' } },
    });
    // Another workspace may allow the same site.
    expect((await allow((await newWorkspace()).id, 'https://shop.example.com')).status).toBe(201);
  });

  it(`allows at most ${allowedSiteLimits.perWorkspace} sites per workspace`, async () => {
    const ws = await newWorkspace();
    for (let i = 0; i < allowedSiteLimits.perWorkspace; i++) {
      expect((await allow(ws.id, `https://site${i}.example.com`)).status).toBe(201);
    }
    const over = await allow(ws.id, 'https://one-more.example.com');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`A workspace can allow at most ${allowedSiteLimits.perWorkspace} sites.`);
  });

  it("answers 404 for another user's workspace or site, exactly as for a missing one", async () => {
    const ws = await newWorkspace();
    const site = (await allow(ws.id, 'https://shop.example.com')).body.data;
    const other = (await signUpAndIn(server)).token;
    const theirs = (
      await server.call('POST', '/api/workspaces/create', { token: other, body: { name: 'O', role: 'R' } })
    ).body.data.id;
    for (const [method, path, body] of [
      ['GET', `/api/workspaces/${ws.id}/integrations`, undefined],
      ['POST', `/api/workspaces/${ws.id}/integrations`, { origin: 'https://evil.example.com' }],
      ['DELETE', `/api/workspaces/${ws.id}/integrations/${site.id}`, undefined],
      ['DELETE', `/api/workspaces/${theirs}/integrations/${site.id}`, undefined],
    ] as const) {
      const res = await server.call(method, path, { token: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.success).toBe(false);
    }
    expect(await listed(ws.id)).toEqual(['https://shop.example.com']);
  });

  it('lets any site frame the chat page and call the chat API while none is allowed', async () => {
    const ws = await newWorkspace();
    const page = await fetch(`${server.url}/chat/${ws.appId}`);
    expect(frameAncestors(page.headers.get('content-security-policy'))).toBe('*');
    expect((await chatConfigFrom(ws.appId, { Origin: 'https://anywhere.example.net' })).status).toBe(200);
    expect((await askFrom(ws.appId, { Origin: 'https://anywhere.example.net' })).status).toBe(200);
  });

  it('lets only the allowed sites frame the chat page, and refuses chat calls from other sites with 403', async () => {
    const ws = await newWorkspace();
    await allow(ws.id, 'https://shop.example.com');
    await allow(ws.id, 'http://localhost:8080');

    const page = await fetch(`${server.url}/chat/${ws.appId}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(frameAncestors(csp)).toBe('https://shop.example.com http://localhost:8080');
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBeNull();

    const refused = { Origin: 'https://evil.example.net' };
    for (const res of [await chatConfigFrom(ws.appId, refused), await askFrom(ws.appId, refused)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        errorLevel: 'warn',
        message: 'This site is not allowed to use this chat.',
        code: 403,
        data: null,
      });
    }
    expect((await askFrom(ws.appId, { Origin: 'null' })).status).toBe(403);
    // An allowed site's own scripts, however the browser spells its origin.
    expect((await askFrom(ws.appId, { Origin: 'https://shop.example.com' })).status).toBe(200);
    expect((await chatConfigFrom(ws.appId, { Origin: 'http://localhost:8080' })).status).toBe(200);
    // The chat window itself, framed on an allowed site, calls from this server's own origin.
    expect((await askFrom(ws.appId, { Origin: server.url })).status).toBe(200);
    expect(
      (await askFrom(ws.appId, { Origin: 'https://ai.example.com', 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200);
    // Servers and tools send no Origin (and could send any): nothing to check.
    expect((await askFrom(ws.appId, {})).status).toBe(200);

    // Other workspaces' chats are not affected.
    const open = await newWorkspace();
    expect((await askFrom(open.appId, refused)).status).toBe(200);
    expect(
      frameAncestors(
        (await fetch(`${server.url}/chat/${open.appId}`)).headers.get('content-security-policy'),
      ),
    ).toBe('*');
  });

  it('applies a change at once: removing the last site lets any site embed the chat again', async () => {
    const ws = await newWorkspace();
    const site = (await allow(ws.id, 'https://shop.example.com')).body.data;
    const refused = { Origin: 'https://evil.example.net' };
    expect((await askFrom(ws.appId, refused)).status).toBe(403);
    await server.call('DELETE', `/api/workspaces/${ws.id}/integrations/${site.id}`, { token });
    expect((await askFrom(ws.appId, refused)).status).toBe(200);
    expect(
      frameAncestors((await fetch(`${server.url}/chat/${ws.appId}`)).headers.get('content-security-policy')),
    ).toBe('*');
  });

  it('removes a workspace with its allowed sites', async () => {
    const ws = await newWorkspace();
    await allow(ws.id, 'https://shop.example.com');
    expect((await server.call('DELETE', `/api/workspaces/${ws.id}`, { token })).status).toBe(200);
    expect((await server.call('GET', `/api/workspaces/${ws.id}/integrations`, { token })).status).toBe(404);
  });

  it(`sees another process's change within ${ORIGINS_CACHE_MS / 1000} s even when its announcement is missed, and its own at once`, async () => {
    const ws = await newWorkspace();
    let clock = 1_000_000;
    const { db } = server.database;
    const otherProcess = createAllowedSiteService({
      db,
      workspaces: createWorkspaceService({
        db,
        storage: createFileStorage(join(server.config.dataDir, 'files')),
      }),
      now: () => clock,
    });
    expect(await otherProcess.originsForApp(ws.appId)).toEqual([]);
    await allow(ws.id, 'https://shop.example.com');
    clock += ORIGINS_CACHE_MS - 1;
    expect(await otherProcess.originsForApp(ws.appId)).toEqual([]);
    clock += 1;
    expect(await otherProcess.originsForApp(ws.appId)).toEqual(['https://shop.example.com']);
  });
});
