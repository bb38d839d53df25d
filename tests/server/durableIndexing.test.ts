import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type OpenAiWireServer, startOpenAiWireServer } from './openaiWireServer.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';
import { listen } from './sseListener.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

/** The API calls these tests make against a server process. */
function client(url: string, token?: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  return {
    call,
    async signUp(email: string) {
      await call('POST', '/uc/register', { email, password: 'Secret123' });
      return (await call('POST', '/uc/login', { email, password: 'Secret123' })).data.result as string;
    },
    async upload(workspaceId: string, name: string, text: string) {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/plain' }), name);
      const res = await fetch(`${url}/api/workspaces/${workspaceId}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return (await res.json()).data as { id: string; status: string };
    },
    async files(workspaceId: string) {
      return (await call('GET', `/api/workspaces/${workspaceId}/files?size=100`)).data.content as Array<{
        id: string;
        status: string;
      }>;
    },
  };
}

/** A process that indexes with embeddings from the wire-format server and gives up a dead holder's job after 2 s. */
const indexingEnv = (model: OpenAiWireServer, dataDir: string, databaseUrl: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  EMBEDDINGS: 'openai',
  EMBEDDINGS_BASE_URL: model.baseUrl,
  OPENAI_BASE_URL: '',
  INDEX_JOB_LEASE_SECONDS: '2',
  REGISTRATIONS_PER_HOUR: '1000',
  // No demo agent: its texts and Q&A pairs would be embedded beside the file (in the small items' lane).
  DEMO_AGENT: 'off',
});

describe.each(databaseKinds)('index jobs on %s', (kind) => {
  it('resume after the process indexing a file is killed, and the file ends indexed', async () => {
    const model = await startOpenAiWireServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'durable-'));
    const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    const env = indexingEnv(model, dataDir, scratch?.url ?? '');
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess(env);
      const token = await client(server.url).signUp('killed@example.com');
      let api = client(server.url, token);
      const workspaceId = (await api.call('POST', '/api/workspaces/create', { name: 'W', role: 'R' })).data
        .id;

      model.state.holdEmbeddings = true;
      const file = await api.upload(workspaceId, 'ferry.txt', 'The ferry to the island leaves at 7 am.');
      // The file's chunks are being embedded: the process is in the middle of indexing it.
      await expect.poll(() => model.state.embeddingsInFlight, { timeout: 30_000 }).toBe(1);
      await server.kill();

      server = await startServerProcess(env);
      api = client(server.url, token);
      // Once the dead holder's lease has run out, the new process takes the job up again.
      await expect.poll(() => model.state.embeddingsInFlight, { timeout: 30_000 }).toBe(2);
      expect((await api.files(workspaceId)).find((f) => f.id === file.id)?.status).toBe('indexing');
      model.state.holdEmbeddings = false;
      await expect
        .poll(async () => (await api.files(workspaceId)).find((f) => f.id === file.id)?.status, {
          timeout: 30_000,
        })
        .toBe('indexed');
      // Embedded once: by the process that resumed the job (the killed one never got its answer).
      const embedded = model.embeddings.flatMap((e) => e.input);
      expect(embedded.filter((t) => t === 'ferry: The ferry to the island leaves at 7 am.')).toHaveLength(1);

      const appId = (await api.call('GET', `/api/workspaces/${workspaceId}/chat`)).data.appId;
      const reply = await client(server.url).call('POST', `/api/chat/${appId}/messages`, {
        message: 'When does the ferry leave?',
      });
      expect(reply.data.answer).toContain('7 am');
      expect(reply.data.sources[0]).toMatchObject({ kind: 'file', id: file.id });
    } finally {
      await server?.kill();
      model.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.each(databaseKinds.filter((k) => k === 'postgres'))('two server processes on one %s', () => {
  it('index each file exactly once, and both stream its status event', async () => {
    const model = await startOpenAiWireServer();
    // Each embedding takes a moment, so both processes hold jobs at the same time.
    model.state.embeddingDelayMs = 150;
    const dataDir = mkdtempSync(join(tmpdir(), 'two-'));
    const scratch = await scratchPostgres();
    // One shared disk for the files (and the signing secret), as two instances behind a balancer have.
    const env = indexingEnv(model, dataDir, scratch.url);
    const servers: ServerProcess[] = [];
    const streams: Array<{ close(): void }> = [];
    try {
      servers.push(await startServerProcess(env));
      servers.push(await startServerProcess(env));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const token = await client(a.url).signUp('two@example.com');
      const viaA = client(a.url, token);
      const viaB = client(b.url, token);
      const workspaceId = (await viaA.call('POST', '/api/workspaces/create', { name: 'W', role: 'R' })).data
        .id;

      const onA = await listen(`${a.url}/api/events`, { Authorization: `Bearer ${token}` });
      // A ticket issued by one process opens the stream of the other.
      const ticket = (await viaA.call('POST', '/api/events/ticket')).data.ticket;
      const onB = await listen(`${b.url}/api/events?ticket=${encodeURIComponent(ticket)}`);
      streams.push(onA, onB);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      await expect.poll(() => onA.connected() && onB.connected()).toBe(true);

      const texts = Array.from({ length: 12 }, (_, i) => `Harbour ${i} opens at ${i + 1} o'clock.`);
      const uploaded = await Promise.all(
        texts.map((text, i) => (i % 2 ? viaB : viaA).upload(workspaceId, `harbour${i}.txt`, text)),
      );
      await expect
        .poll(async () => (await viaB.files(workspaceId)).filter((f) => f.status === 'indexed').length, {
          timeout: 60_000,
        })
        .toBe(texts.length);

      // Exactly one index run per file: each file's chunk was embedded once, by one process.
      const embedded = model.embeddings.flatMap((e) => e.input);
      for (const [i, text] of texts.entries()) {
        expect(
          embedded.filter((t) => t === `harbour${i}: ${text}`),
          `harbour${i}`,
        ).toHaveLength(1);
      }
      const db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
      const chunks = await db.query(
        "SELECT source_id, count(*)::int AS n FROM knowledge_chunks WHERE source_kind = 'file' GROUP BY source_id",
      );
      const jobs = await db.query('SELECT count(*)::int AS n FROM index_jobs');
      await db.end();
      expect(chunks.rows.map((r) => r.n)).toEqual(texts.map(() => 1));
      expect(jobs.rows[0].n).toBe(0);

      // Each process streams every file's status once, wherever it was indexed.
      const indexedIds = (events: typeof onA.events) =>
        events
          .filter((e) => e.event === 'file.status' && (e.data as { status: string }).status === 'indexed')
          .map((e) => (e.data as { fileId: string }).fileId)
          .sort();
      const expected = uploaded.map((f) => f.id).sort();
      await expect.poll(() => indexedIds(onA.events)).toEqual(expected);
      await expect.poll(() => indexedIds(onB.events)).toEqual(expected);
    } finally {
      for (const s of streams) s.close();
      for (const s of servers) await s.kill();
      model.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
