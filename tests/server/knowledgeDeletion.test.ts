import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type OpenAiWireServer, startOpenAiWireServer } from './openaiWireServer.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

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
    return { status: res.status, body: await res.json() };
  };
  return {
    call,
    async signUp(email: string) {
      await call('POST', '/uc/register', { email, password: 'Secret123' });
      return (await call('POST', '/uc/login', { email, password: 'Secret123' })).body.data.result as string;
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
    async status(workspaceId: string, fileId: string) {
      const files = (await call('GET', `/api/workspaces/${workspaceId}/files?size=100`)).body.data.content;
      return (files as Array<{ id: string; status: string }>).find((f) => f.id === fileId)?.status;
    },
  };
}

/** Embeddings from the wire-format server: binary vectors with zero bytes, as with the local model. */
const indexingEnv = (model: OpenAiWireServer, dataDir: string, databaseUrl: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  EMBEDDINGS: 'openai',
  EMBEDDINGS_BASE_URL: model.baseUrl,
  OPENAI_BASE_URL: '',
  // No demo agent: the only index jobs are the test's, so the embedding held is the upload's.
  DEMO_AGENT: 'off',
  REGISTRATIONS_PER_HOUR: '1000',
});

/** Half a megabyte of text in which one sentence, and only it, says what the keeper's cat is called. */
function largeDocument() {
  const filler = Array.from(
    { length: 6_000 },
    (_, i) => `Shipment ${i} of timber left the northern yard on schedule and reached the mill.`,
  );
  filler.splice(3_000, 0, 'The lighthouse keeper named his grey cat Quillon.');
  return filler.join('\n');
}

describe.each(databaseKinds)('deleting knowledge while it is indexed, on %s', (kind) => {
  let model: OpenAiWireServer;
  let server: ServerProcess | undefined;
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;

  const start = async () => {
    model = await startOpenAiWireServer();
    dataDir = mkdtempSync(join(tmpdir(), 'deletion-'));
    scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    server = await startServerProcess(indexingEnv(model, dataDir, scratch?.url ?? ''));
    return server;
  };
  const finish = async () => {
    await server?.kill();
    model.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  it('deleting a workspace right after an upload leaves the process serving and records no broken failure', async () => {
    const { url } = await start();
    try {
      const token = await client(url).signUp('gone@example.com');
      const api = client(url, token);
      for (let i = 0; i < 3; i++) {
        const workspaceId = (await api.call('POST', '/api/workspaces/create', { name: `W${i}`, role: 'R' }))
          .body.data.id;
        // The workspace goes while the upload's chunks are being embedded, before they are written.
        model.state.holdEmbeddings = true;
        await api.upload(workspaceId, 'f.txt', `The ferry number ${i} leaves at seven.`);
        await expect.poll(() => model.state.embeddingsInFlight, { timeout: 30_000 }).toBe(1);
        expect((await api.call('DELETE', `/api/workspaces/${workspaceId}`)).status).toBe(200);
        model.state.holdEmbeddings = false;
        await expect.poll(() => model.state.embeddingsInFlight, { timeout: 30_000 }).toBe(0);
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(server!.child.exitCode).toBeNull();
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(server!.output()).not.toMatch(/22021|Unhandled|uncaught/i);
    } finally {
      await finish();
    }
  }, 240_000);

  it('a large file deleted mid-indexing answers no question afterwards and is never cited', async () => {
    const { url } = await start();
    try {
      const token = await client(url).signUp('forget@example.com');
      const api = client(url, token);
      const workspaceId = (await api.call('POST', '/api/workspaces/create', { name: 'W', role: 'R' })).body
        .data.id;
      const appId = (await api.call('GET', `/api/workspaces/${workspaceId}/chat`)).body.data.appId;
      const ask = async (app: string) =>
        (
          await client(url).call('POST', `/api/chat/${app}/messages`, {
            message: 'What is the keeper’s cat called?',
          })
        ).body.data as { answer: string; known: boolean; sources: Array<{ id: string }> };

      model.state.holdEmbeddings = true;
      const large = await api.upload(workspaceId, 'logbook.txt', largeDocument());
      await expect.poll(() => model.state.embeddingsInFlight, { timeout: 60_000 }).toBe(1);
      expect(
        (await api.call('DELETE', `/api/workspaces/${workspaceId}/files/${large.id}/delete`)).status,
      ).toBe(200);
      model.state.holdEmbeddings = false;

      // The same file, kept, in another workspace. Jobs run in the order they were asked for: once
      // it is indexed, the deleted file's run is over; and the question is one it answers.
      const keptIn = (await api.call('POST', '/api/workspaces/create', { name: 'Kept', role: 'R' })).body.data
        .id;
      const keptApp = (await api.call('GET', `/api/workspaces/${keptIn}/chat`)).body.data.appId;
      const kept = await api.upload(keptIn, 'logbook.txt', largeDocument());
      await expect
        .poll(() => api.status(keptIn, kept.id), { timeout: 180_000, interval: 500 })
        .toBe('indexed');
      const answered = await ask(keptApp);
      expect(answered.answer).toContain('Quillon');
      expect(answered.sources[0]?.id).toBe(kept.id);

      if (scratch) {
        const db = new pg.Client({ connectionString: scratch.url });
        await db.connect();
        const left = await db.query('SELECT count(*)::int AS n FROM knowledge_chunks WHERE source_id = $1', [
          large.id,
        ]);
        await db.end();
        expect(left.rows[0].n).toBe(0);
      }
      const reply = await ask(appId);
      expect(reply.sources.map((s) => s.id)).not.toContain(large.id);
      expect(reply.answer).not.toContain('Quillon');
      expect(reply.known).toBe(false);
    } finally {
      await finish();
    }
  }, 300_000);
});
