import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, qnas, texts } from '../../src/server/db/schema.ts';
import { createEventBus } from '../../src/server/events/eventBus.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('workspaces on %s', (kind) => {
  let server: TestServer;
  let token: string;

  const create = (body: unknown, as = token) =>
    server.call('POST', '/api/workspaces/create', { token: as, body });

  /** Over its own connection: the server closes a connection whose body it refused unread. */
  const oversizedCreate = () =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ name: 'n', role: 'x'.repeat(1_100_000) });
      const req = request(`${server.url}/api/workspaces/create`, {
        method: 'POST',
        agent: false,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signUpAndIn(server)).token;
  });
  afterAll(() => server.stop());

  it('creates a workspace with trimmed fields and an unguessable appId', async () => {
    const res = await create({ name: '  Support bot ', role: ' Answer politely. ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: 201 });
    const ws = res.body.data;
    expect(ws).toEqual({
      id: expect.any(String),
      name: 'Support bot',
      role: 'Answer politely.',
      authRequire: false,
      authUrl: null,
      appId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      gmtCreated: expect.any(String),
    });
    expect((await server.call('GET', `/api/workspaces/${ws.id}`, { token })).body.data).toEqual(ws);
    const chat = await server.call('GET', `/api/workspaces/${ws.id}/chat`, { token });
    expect(chat.body.data).toEqual({ appId: ws.appId });
    const other = await create({ name: 'Other', role: 'r' });
    expect(other.body.data.appId).not.toBe(ws.appId);
  });

  it('edits name, role and chat authentication', async () => {
    const { id } = (await create({ name: 'Agent', role: 'Role' })).body.data;
    const put = (body: unknown) => server.call('PUT', `/api/workspaces/${id}`, { token, body });

    const saved = await put({
      name: ' New ',
      role: 'New role',
      authRequire: true,
      authUrl: 'https://auth.example.com/check',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Agent details saved successfully!');
    expect(saved.body.data).toMatchObject({
      name: 'New',
      role: 'New role',
      authRequire: true,
      authUrl: 'https://auth.example.com/check',
    });

    const kept = await put({ name: 'Renamed', role: 'New role' });
    expect(kept.body.data).toMatchObject({ authRequire: true, authUrl: 'https://auth.example.com/check' });

    for (const body of [
      { name: 'A', role: 'B', authRequire: true, authUrl: 'ftp://example.com' },
      { name: 'A', role: 'B', authRequire: true, authUrl: '' },
      { name: 'A', role: 'B', authUrl: 'not a url' },
    ]) {
      const bad = await put(body);
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields.authUrl).toMatch(/http:\/\/ or https:\/\//);
    }
    const wrongType = await put({ name: 'A', role: 'B', authRequire: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.fields).toHaveProperty('authRequire');

    const off = await put({ name: 'A', role: 'B', authRequire: false, authUrl: '' });
    expect(off.body.data).toMatchObject({ authRequire: false, authUrl: null });
    expect((await server.call('GET', `/api/workspaces/${id}`, { token })).body.data.name).toBe('A');
  });

  it('pages the list newest first with the contract defaults', async () => {
    const { token: own } = await signUpAndIn(server);
    for (const name of ['one', 'two', 'three']) await create({ name, role: 'r' }, own);
    const list = (query: string) => server.call('GET', `/api/workspaces${query}`, { token: own });

    const first = await list('?page=0&size=2');
    expect(first.body.data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(first.body.data.content.map((w: any) => w.name)).toEqual(['three', 'two']);
    expect(first.body.data.content[0]).toHaveProperty('appId');
    expect((await list('?page=1&size=2')).body.data.content.map((w: any) => w.name)).toEqual(['one']);
    expect((await list('')).body.data).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect((await list('?size=1000')).body.data.size).toBe(100);
    expect((await list('?size=0&page=-3')).body.data).toMatchObject({ page: 0, size: 20 });
    expect((await list('?page=9')).body.data).toMatchObject({ content: [], totalElements: 3 });
  });

  it('rejects blank, missing, wrongly typed and over-long fields with 400', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ name: '  ', role: 'r' }, 'name', 'Name is required.'],
      [{ role: 'r' }, 'name', 'Name is required.'],
      [{ name: 'n' }, 'role', 'Role is required.'],
      [{ name: 'n', role: ' ' }, 'role', 'Role is required.'],
      [{ name: 7, role: 'r' }, 'name', 'Name must be text.'],
      [{ name: 'n', role: ['r'] }, 'role', 'Role must be text.'],
      [{ name: 'x'.repeat(201), role: 'r' }, 'name', 'Name must be at most 200 characters long.'],
      [{ name: 'n', role: 'x'.repeat(5001) }, 'role', 'Role must be at most 5000 characters long.'],
      [{ name: 'a\u0000b', role: 'r' }, 'name', 'Name must not contain NUL characters.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400, data: { fields: { [field]: message } } });
    }
    expect((await create('{"name": ')).status).toBe(400);
    expect(await oversizedCreate()).toBe(413);
  });

  it('answers 404 for unknown and malformed ids and 401 without a token', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '%00', 'x'.repeat(300)]) {
      for (const [method, path] of [
        ['GET', `/api/workspaces/${id}`],
        ['PUT', `/api/workspaces/${id}`],
        ['DELETE', `/api/workspaces/${id}`],
        ['GET', `/api/workspaces/${id}/chat`],
      ] as const) {
        const res = await server.call(method, path, {
          token,
          body: method === 'PUT' ? { name: 'n', role: 'r' } : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toMatchObject({ success: false, message: 'Workspace not found.' });
      }
    }
    expect((await server.call('GET', '/api/workspaces')).status).toBe(401);
    expect(
      (await server.call('POST', '/api/workspaces/create', { body: { name: 'n', role: 'r' } })).status,
    ).toBe(401);
  });

  it('deletes a workspace with its files, texts, Q&A and stored bytes', async () => {
    const { id } = (await create({ name: 'Doomed', role: 'r' })).body.data;
    const keep = (await create({ name: 'Kept', role: 'r' })).body.data.id;
    const form = new FormData();
    form.append('file', new Blob(['bytes']), 'a.txt');
    for (const ws of [id, keep]) {
      await fetch(`${server.url}/api/workspaces/${ws}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      await server.call('POST', `/api/texts/${ws}`, { token, body: { name: 'T', content: 'C' } });
      await server.call('POST', `/api/qnas/${ws}`, { token, body: { question: 'Q', answer: 'A' } });
    }
    const stored = () => readdirSync(join(server.config.dataDir, 'files'));
    const { db } = server.database;
    const [doomedFile] = await db.select().from(files).where(eq(files.workspaceId, id));
    expect(stored()).toContain(doomedFile!.storedName);

    const del = await server.call('DELETE', `/api/workspaces/${id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, data: null });

    expect((await server.call('GET', `/api/workspaces/${id}`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/texts/${id}/list`, { token })).status).toBe(404);
    for (const table of [files, texts, qnas]) {
      expect(await db.select().from(table).where(eq(table.workspaceId, id))).toEqual([]);
      expect(await db.select().from(table).where(eq(table.workspaceId, keep))).toHaveLength(1);
    }
    expect(stored()).not.toContain(doomedFile!.storedName);
    expect(stored()).toHaveLength(1);
  });
});

// Another process on the same PostgreSQL hears it through the event bus, as the server's own does.
describe.runIf(databaseKinds.includes('postgres'))('deleting a workspace on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  }, 180_000);
  afterAll(() => server.stop());

  it('tells every process to drop what it cached of the workspace', async () => {
    const { token } = await signUpAndIn(server);
    const otherProcess = createEventBus(server.database.db);
    const heard: string[] = [];
    otherProcess.onKnowledgeChanged((workspaceId) => heard.push(workspaceId));
    try {
      const id = (
        await server.call('POST', '/api/workspaces/create', { token, body: { name: 'Gone', role: 'R' } })
      ).body.data.id;
      await vi.waitFor(
        async () => {
          await otherProcess.knowledgeChanged('listening');
          expect(heard).toContain('listening');
        },
        { timeout: 5_000, interval: 100 },
      );
      expect((await server.call('DELETE', `/api/workspaces/${id}`, { token })).status).toBe(200);
      await vi.waitFor(() => expect(heard).toContain(id), { timeout: 5_000 });
    } finally {
      await otherProcess.close();
    }
  });
});
