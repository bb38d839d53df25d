import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../src/contract/liveEvents.ts';
import { type OpenDatabase, openDatabase } from '../../../src/server/db/database.ts';
import { files, texts, users, workspaces } from '../../../src/server/db/schema.ts';
import { createEventBus, type EventBus } from '../../../src/server/events/eventBus.ts';
import type { Embedder } from '../../../src/server/knowledge/embedder.ts';
import { createIndexQueue, SMALL_FILE_BYTES } from '../../../src/server/knowledge/indexQueue.ts';
import {
  createKnowledgeIndexer,
  DEFER_VECTORS_BYTES,
} from '../../../src/server/knowledge/knowledgeIndexer.ts';
import { FILL_BATCH } from '../../../src/server/knowledge/vectorFill.ts';
import { createFileStorage } from '../../../src/server/services/fileStorage.ts';
import { databaseKinds, scratchPostgres } from '../testServer.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const unit = () => Float32Array.from([1, 0, 0, 0]);

describe.each(databaseKinds)('the knowledge indexer on %s', (kind) => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let database: OpenDatabase;
  let bus: EventBus;
  let workspaceId: string;
  let userId: string;
  let dir: string;

  beforeAll(async () => {
    scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    database = await openDatabase(scratch ? { url: scratch.url } : {});
    bus = createEventBus(database.db);
    dir = mkdtempSync(join(tmpdir(), 'indexer-'));
    const [user] = await database.db
      .insert(users)
      .values({ email: 'i@example.com', account: 'i@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'I', role: 'R', appId: randomUUID() })
      .returning({ id: workspaces.id });
    workspaceId = workspace!.id;
    userId = user!.id;
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const indexerWith = (embedder: Embedder, deferVectorsBytes?: number) =>
    createKnowledgeIndexer({
      deferVectorsBytes,
      db: database.db,
      storage: createFileStorage(dir),
      embedder,
      bus,
      queue: createIndexQueue(database.db),
      leaseMs: 60_000,
      pollMs: 50,
    });
  const addText = async (content: string) =>
    (
      await database.db
        .insert(texts)
        .values({ workspaceId, name: 'Notes', content })
        .returning({ id: texts.id })
    )[0]!.id;
  const chunksOf = async (sourceId: string) =>
    rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE source_id = ${sourceId}`,
      ),
    )[0]!.n;
  const jobOf = async (sourceId: string) =>
    rowsOf<{ attempts: number; last_error: string | null }>(
      await database.db.execute(
        sql`SELECT attempts, last_error FROM index_jobs WHERE source_id = ${sourceId}`,
      ),
    )[0];

  it('starts no job before the embedding model is ready', async () => {
    let ready = false;
    let markReady!: () => void;
    const embedder: Embedder = {
      mode: 'local',
      // As the model does at start-up: used before its backend is up, it fails.
      embed: async (list) => {
        if (!ready) throw new Error("Backend 'wasm' has not yet been initialized.");
        return list.map(unit);
      },
      ready: () =>
        new Promise<void>((resolve) => {
          markReady = () => {
            ready = true;
            resolve();
          };
        }),
    };
    const indexer = indexerWith(embedder);
    const id = await addText('The ferry leaves at seven.');
    await indexer.enqueue('text', workspaceId, id);
    indexer.start();
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await jobOf(id)).toMatchObject({ attempts: 0, last_error: null });
      markReady();
      await expect.poll(() => chunksOf(id), { timeout: 10_000 }).toBe(1);
      expect(await jobOf(id)).toBeUndefined();
    } finally {
      await indexer.stop();
    }
  });

  it('writes no chunk of a text deleted while it was embedded, and leaves no failure behind', async () => {
    let release!: () => void;
    let embedding!: () => void;
    const started = new Promise<void>((resolve) => {
      embedding = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const embedder: Embedder = {
      mode: 'local',
      embed: async (list) => {
        embedding();
        await held;
        return list.map(unit);
      },
    };
    const indexer = indexerWith(embedder);
    const logged = vi.spyOn(console, 'error');
    const id = await addText('The lighthouse keeper has a cat named Quillon.');
    indexer.start();
    try {
      await indexer.enqueue('text', workspaceId, id);
      await started;
      // What deleting a text does: the row goes, then the indexer forgets it.
      await database.db.execute(sql`DELETE FROM texts WHERE id = ${id}`);
      await indexer.forget('text', workspaceId, id);
      release();
      const other = await addText('The bakery opens at six.');
      await indexer.enqueue('text', workspaceId, other);
      await expect.poll(() => chunksOf(other), { timeout: 10_000 }).toBe(1);
      expect(await chunksOf(id)).toBe(0);
      expect(await jobOf(id)).toBeUndefined();
      // Not written and refused: never tried.
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await indexer.stop();
    }
  });

  it('deletes the chunks of a source with it, without the indexer', async () => {
    const indexer = indexerWith({ mode: 'local', embed: async (list) => list.map(unit) });
    const id = await addText('The museum closes on Mondays.');
    indexer.start();
    try {
      await indexer.enqueue('text', workspaceId, id);
      await expect.poll(() => chunksOf(id), { timeout: 10_000 }).toBe(1);
    } finally {
      await indexer.stop();
    }
    await database.db.execute(sql`DELETE FROM texts WHERE id = ${id}`);
    expect(await chunksOf(id)).toBe(0);
  });

  it('indexes a text added after a large file before the file is done, and tells how far the file is', async () => {
    // Each call to the model takes a moment, as the real one does: the file takes many of them.
    const embedder: Embedder = {
      mode: 'local',
      embed: async (list) => {
        await new Promise((r) => setTimeout(r, list.length > 1 ? 150 : 5));
        return list.map(unit);
      },
    };
    // embedded whole before it reads as indexed (as a large file with little text is)
    const indexer = indexerWith(embedder, Number.POSITIVE_INFINITY);
    const events: LiveEvent[] = [];
    const unsubscribe = bus.subscribe(userId, (event) => events.push(event));
    const sentence = (i: number) => `Line ${i} of the long manual says the valve number ${i} is blue.`;
    const content = Array.from({ length: 5000 }, (_, i) => sentence(i)).join('\n\n');
    expect(content.length).toBeGreaterThan(SMALL_FILE_BYTES);
    const storedName = randomUUID();
    writeFileSync(join(dir, storedName), content);
    const [file] = await database.db
      .insert(files)
      .values({
        workspaceId,
        userId,
        originalFileName: 'manual.txt',
        storedName,
        contentType: 'text/plain',
        size: Buffer.byteLength(content),
      })
      .returning({ id: files.id });
    const fileId = file!.id;
    const fileRow = async () => (await database.db.select().from(files).where(eq(files.id, fileId)))[0]!;
    indexer.start();
    try {
      await indexer.enqueue('file', workspaceId, fileId);
      await expect.poll(async () => (await fileRow()).chunksDone, { timeout: 20_000 }).toBeGreaterThan(0);
      const textId = await addText('The ferry leaves at seven.');
      await indexer.enqueue('text', workspaceId, textId);
      const textStatus = async () =>
        (await database.db.select().from(texts).where(eq(texts.id, textId)))[0]!.status;
      await expect.poll(textStatus, { timeout: 5_000 }).toBe('indexed');
      expect(await chunksOf(textId)).toBe(1);
      // The file is still being indexed: the text did not wait for it.
      const during = await fileRow();
      expect(during.status).toBe('indexing');
      expect(during.chunksDone).toBeLessThan(during.chunksTotal);
      expect(events).toContainEqual({
        event: 'item.status',
        data: { workspaceId, kind: 'text', id: textId, status: 'indexed', statusReason: null },
      });

      await expect.poll(async () => (await fileRow()).status, { timeout: 60_000 }).toBe('indexed');
      const done = await fileRow();
      expect(done.chunksDone).toBe(done.chunksTotal);
      expect(await chunksOf(fileId)).toBe(done.chunksTotal);
      // Told live as it went: some of the way, then all of it.
      const told = events.flatMap((e) => (e.event === 'file.status' ? [e.data] : []));
      expect(
        told.some((d) => d.status === 'indexing' && d.chunksDone! > 0 && d.chunksDone! < d.chunksTotal!),
      ).toBe(true);
      expect(told.at(-1)).toMatchObject({ status: 'indexed', chunksDone: done.chunksTotal });
    } finally {
      unsubscribe();
      await indexer.stop();
    }
  }, 90_000);

  it('makes a file of much text searchable by its words first, then gives every chunk its vector', async () => {
    const embedded: string[] = [];
    const embedder: Embedder = {
      mode: 'local',
      embed: async (list) => {
        await new Promise((r) => setTimeout(r, 100));
        embedded.push(...list);
        return list.map(unit);
      },
    };
    const indexer = indexerWith(embedder, DEFER_VECTORS_BYTES);
    const changed: string[] = [];
    const unlisten = bus.onKnowledgeChanged((_, source) => source && changed.push(source.id));
    const sentence = (i: number) => `Line ${i} of the service book says the bolt number ${i} is steel.`;
    const content = Array.from({ length: 2000 }, (_, i) => sentence(i)).join('\n\n');
    expect(Buffer.byteLength(content)).toBeGreaterThan(DEFER_VECTORS_BYTES);
    const storedName = randomUUID();
    writeFileSync(join(dir, storedName), content);
    const [file] = await database.db
      .insert(files)
      .values({
        workspaceId,
        userId,
        originalFileName: 'service.txt',
        storedName,
        contentType: 'text/plain',
        size: Buffer.byteLength(content),
      })
      .returning({ id: files.id });
    const fileId = file!.id;
    const withoutVector = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE file_id = ${fileId} AND embedding IS NULL`,
        ),
      )[0]!.n;
    const status = async () =>
      (await database.db.select().from(files).where(eq(files.id, fileId)))[0]!.status;
    indexer.start();
    try {
      await indexer.enqueue('file', workspaceId, fileId);
      await expect.poll(status, { timeout: 20_000, interval: 20 }).toBe('indexed');
      const total = await chunksOf(fileId);
      expect(total).toBeGreaterThan(1000);
      // Indexed before most of its vectors: a round of the fill takes a tenth of a second here.
      expect(await withoutVector()).toBeGreaterThan(total / 2);
      expect(changed).toContain(fileId);
      const toldBefore = changed.length;

      await expect.poll(withoutVector, { timeout: 60_000 }).toBe(0);
      // each chunk embedded once, from the file's name and the chunk, as a small file's are
      const fileTexts = embedded.filter((t) => t.startsWith('service: Line '));
      expect(fileTexts).toHaveLength(total);
      expect(new Set(fileTexts).size).toBe(total);
      // the cached indexes were told as the vectors came, not once per round
      await expect.poll(() => changed.length, { timeout: 10_000 }).toBeGreaterThan(toldBefore);
      expect(changed.length - toldBefore).toBeLessThan(total / FILL_BATCH);
    } finally {
      unlisten();
      await indexer.stop();
    }
  }, 90_000);

  it('refuses a chunk that names no source, or two', async () => {
    const text = await addText('x');
    const insert = (columns: string, values: string) =>
      database.db.execute(
        sql.raw(
          `INSERT INTO knowledge_chunks (workspace_id, source_kind, source_id, position, title, content${columns}) VALUES ('${workspaceId}', 'text', '${text}', 0, 't', 'c'${values})`,
        ),
      );
    await expect(insert('', '')).rejects.toThrow();
    await expect(insert(', text_id, qna_id', `, '${text}', '${text}'`)).rejects.toThrow();
    await expect(insert(', text_id', `, '${randomUUID()}'`)).rejects.toThrow();
  });
});
