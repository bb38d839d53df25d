import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import { analyzeWhenGrown, ensureVectorIndex, writesVectorColumn, writeVectors } from '../db/pgvector.ts';
import { files, knowledgeChunks, qnas, texts } from '../db/schema.ts';
import type { EventBus } from '../events/eventBus.ts';
import type { FileStorage } from '../services/fileStorage.ts';
import { describeForLog } from '../unexpectedError.ts';
import { chunkSource } from './chunkSource.ts';
import { chunkText } from './chunkText.ts';
import { type Embedder, vectorToBytes } from './embedder.ts';
import { fileEmbedText } from './fileEmbedText.ts';
import type { IndexJob, IndexQueue } from './indexQueue.ts';
import { createIndexStatus } from './indexStatus.ts';
import { workerCalls } from './threadWorker.ts';
import { createVectorFill } from './vectorFill.ts';

interface Passage {
  title: string;
  content: string;
  /** What the embedding is computed from. */
  embedText: string;
}

/** `deferVectors`: the passages are written without vectors, which the vector fill adds after. */
type Read = { passages: Passage[]; deferVectors?: boolean } | { unreadable: string } | { gone: true };

export interface IndexerOptions {
  db: Database;
  storage: FileStorage;
  embedder: Embedder;
  bus: EventBus;
  queue: IndexQueue;
  /** How long a claimed job is held before another process may take it over. */
  leaseMs: number;
  /** How often an idle process looks for jobs other processes queued. */
  pollMs: number;
  /** Files with this much text or more are written before their vectors (default DEFER_VECTORS_BYTES). */
  deferVectorsBytes?: number;
}

const INSERT_BATCH = 200;
/**
 * Files with at least this much text are searchable by their words as soon as their chunks are
 * written (about ten times sooner than embedding them all); their vectors follow in the background
 * (vectorFill.ts), and meanwhile the answer engine compares such a file's best passages with the
 * question on the spot (localAnswerEngine.ts).
 */
export const DEFER_VECTORS_BYTES = 100 * 1024;
/**
 * Passages embedded per call: the other lane's items get the model between two calls, and the
 * embedder orders each call's passages by length into batches of like size.
 */
const EMBED_BATCH = 128;
/** A file's progress is written and told at most this often. */
const PROGRESS_EVERY_MS = 1000;
/** The lanes a process runs: one takes only small items, so none waits behind a large file. */
const LANES = [{ smallOnly: true }, { smallOnly: false }] as const;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs index jobs: reads the source (files in a worker thread), cuts it into chunks, embeds them
 * (in the embedder's worker thread) and replaces the source's chunks; a file's status follows.
 */
export function createKnowledgeIndexer({
  db,
  storage,
  embedder,
  bus,
  queue,
  leaseMs,
  pollMs,
  deferVectorsBytes = DEFER_VECTORS_BYTES,
}: IndexerOptions) {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const extractor = workerCalls<
    { bytes: Uint8Array; fileName: string },
    { text?: string; unreadable?: string }
  >(new URL('./extractWorker.ts', import.meta.url), 30_000);
  let running = false;
  let loops: Promise<void>[] = [];
  /** The idle lanes' ways to look for work now. */
  const wakeUps = new Set<() => void>();

  const status = createIndexStatus(db, bus);
  const vectorFill = createVectorFill({ db, embedder, bus });
  const setFileStatus = status.file;

  async function read(kind: SourceKind, id: string): Promise<Read> {
    if (kind === 'text') {
      const [row] = await db.select().from(texts).where(eq(texts.id, id));
      if (!row) return { gone: true };
      return {
        passages: chunkText(row.content).map((c) => ({
          title: row.name,
          content: c.content,
          embedText: c.content,
        })),
      };
    }
    if (kind === 'qna') {
      const [row] = await db.select().from(qnas).where(eq(qnas.id, id));
      if (!row) return { gone: true };
      // The question is what a visitor's question is compared with; the answer is what is said.
      return { passages: [{ title: row.question, content: row.answer, embedText: row.question }] };
    }
    const [row] = await db.select().from(files).where(eq(files.id, id));
    if (!row) return { gone: true };
    const stream = await storage.read(row.storedName);
    if (!stream) return { unreadable: 'The stored file is missing; please upload it again.' };
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = new Uint8Array(Buffer.concat(chunks));
    const result = await extractor.call({ bytes, fileName: row.originalFileName }, [
      bytes.buffer as ArrayBuffer,
    ]);
    if (result.unreadable) return { unreadable: result.unreadable };
    const text = result.text ?? '';
    return {
      passages: chunkText(text).map((c) => ({
        title: row.originalFileName,
        content: c.content,
        embedText: fileEmbedText(row.originalFileName, c.content),
      })),
      deferVectors: Buffer.byteLength(text) >= deferVectorsBytes,
    };
  }

  /** The passages' vectors, a batch at a time; a file's progress is kept and told as it goes. */
  async function embedAll(job: IndexJob, passages: Passage[], deferVectors: boolean) {
    const vectors: Float32Array[] = [];
    const total = passages.length;
    const progress = (done: number) =>
      job.sourceKind === 'file' ? status.fileProgress(job.sourceId, done, total) : Promise.resolve();
    await progress(0);
    if (embedder.mode === 'off' || deferVectors) {
      await progress(total);
      return vectors;
    }
    let told = performance.now();
    for (let i = 0; i < total; i += EMBED_BATCH) {
      const batch = passages.slice(i, i + EMBED_BATCH).map((p) => p.embedText);
      vectors.push(...(await embedder.embed(batch)));
      if (performance.now() - told >= PROGRESS_EVERY_MS && vectors.length < total) {
        await progress(vectors.length);
        told = performance.now();
      }
    }
    await progress(total);
    return vectors;
  }

  async function replaceChunks(job: IndexJob, passages: Passage[], deferVectors: boolean) {
    const vectors = await embedAll(job, passages, deferVectors);
    const rows = passages.map((p, position) => ({
      workspaceId: job.workspaceId,
      ...chunkSource(job.sourceKind, job.sourceId),
      position,
      title: p.title,
      content: p.content,
      embedding: vectors[position] ? vectorToBytes(vectors[position]!) : null,
    }));
    const pgvector = writesVectorColumn(db);
    const written = await db.transaction(async (tx) => {
      // Deleting the source (or dropping its job) waits for these locks, so once it is gone
      // no chunk of it is written, and chunks written before it go with it (ON DELETE CASCADE).
      if (!(await lockedForWriting(tx, job))) return false;
      await tx
        .delete(knowledgeChunks)
        .where(
          and(eq(knowledgeChunks.sourceKind, job.sourceKind), eq(knowledgeChunks.sourceId, job.sourceId)),
        );
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const inserted = await tx
          .insert(knowledgeChunks)
          .values(rows.slice(i, i + INSERT_BATCH))
          .returning({ id: knowledgeChunks.id, position: knowledgeChunks.position });
        if (pgvector) {
          await writeVectors(
            tx,
            inserted.flatMap(({ id, position }) => {
              const vector = vectors[position];
              return vector ? [{ id, vector }] : [];
            }),
          );
        }
      }
      return true;
    });
    if (!written) return false;
    // outside the transaction: PGlite runs one at a time
    if (pgvector && vectors[0]) {
      await ensureVectorIndex(db, vectors[0].length);
      await analyzeWhenGrown(db, rows.length);
    }
    await bus.knowledgeChanged(job.workspaceId, { kind: job.sourceKind, id: job.sourceId });
    return true;
  }

  async function removeChunks(kind: SourceKind, workspaceId: string, sourceId: string) {
    await db
      .delete(knowledgeChunks)
      .where(and(eq(knowledgeChunks.sourceKind, kind), eq(knowledgeChunks.sourceId, sourceId)));
    await bus.knowledgeChanged(workspaceId, { kind, id: sourceId });
  }

  async function run(job: IndexJob) {
    const heartbeat = setInterval(
      () => void queue.renew(job, workerId, leaseMs).catch(() => {}),
      leaseMs / 3,
    );
    try {
      const read_ = await read(job.sourceKind, job.sourceId);
      if ('gone' in read_) {
        await removeChunks(job.sourceKind, job.workspaceId, job.sourceId);
      } else if ('unreadable' in read_) {
        await removeChunks(job.sourceKind, job.workspaceId, job.sourceId);
        await setFileStatus(job.sourceId, 'failed', read_.unreadable);
      } else {
        // The source or its job went while it was read: nothing is written, nothing is left to do.
        if (!(await replaceChunks(job, read_.passages, read_.deferVectors ?? false))) return;
        // Only once every request for this source is done does it read as indexed.
        clearInterval(heartbeat);
        await queue.complete(job);
        if (await stillQueued(job)) return;
        if (job.sourceKind === 'file') await setFileStatus(job.sourceId, 'indexed', null);
        else await status.item(job.sourceKind, job.sourceId, 'indexed', null);
        // once its job is done (the fill leaves a queued file alone): vectors for what was written
        if (read_.deferVectors && embedder.mode !== 'off') {
          vectorFill.add(job.workspaceId, job.sourceId);
          for (const wake of [...wakeUps]) wake();
        }
        return;
      }
      await queue.complete(job);
    } catch (error) {
      if (!running) return; // stopping: the lease runs out and another start resumes the job
      console.error(`indexing ${job.sourceKind} ${job.sourceId} failed: ${describeForLog(error)}`);
      try {
        const gaveUp = await queue.retryLater(job, error);
        const { sourceKind: kind, sourceId: id } = job;
        if (!gaveUp) return;
        if (kind === 'file') {
          await setFileStatus(id, 'failed', 'The file could not be indexed. Please retry.');
        } else {
          const noun = kind === 'text' ? 'text' : 'Q&A pair';
          await status.item(kind, id, 'failed', `The ${noun} could not be indexed. Please save it again.`);
        }
      } catch (recordError) {
        // The lease runs out and the job is claimed again; the process goes on.
        console.error(
          `recording the failure of ${job.sourceKind} ${job.sourceId} failed: ${describeForLog(recordError)}`,
        );
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Holds the workspace, the job and the source against deletion until the transaction ends (in
   * that order, the order a workspace's deletion cascades in); false when any of them is gone.
   */
  async function lockedForWriting(tx: Transaction, job: IndexJob) {
    const source = { file: 'files', text: 'texts', qna: 'qnas' }[job.sourceKind];
    const exists = async (query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows.length > 0;
    return (
      (await exists(sql`SELECT 1 FROM workspaces WHERE id = ${job.workspaceId} FOR KEY SHARE`)) &&
      (await exists(sql`SELECT 1 FROM index_jobs WHERE id = ${job.id} FOR KEY SHARE`)) &&
      (await exists(sql`SELECT 1 FROM ${sql.identifier(source)} WHERE id = ${job.sourceId} FOR KEY SHARE`))
    );
  }

  async function stillQueued(job: IndexJob) {
    // a newer request left the row in place with a higher version
    const rows = await db.execute(sql`SELECT 1 FROM index_jobs WHERE id = ${job.id}`);
    return (rows as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function work(ready: Promise<void>, smallOnly: boolean) {
    // No job starts before the model can embed: each would fail and wait out a back-off.
    await ready;
    while (running) {
      let job: IndexJob | undefined;
      try {
        job = await queue.claim(workerId, leaseMs, smallOnly);
      } catch (error) {
        if (!running) return;
        console.error('claiming an index job failed:', (error as Error).message);
      }
      if (job) {
        await run(job).catch((error: unknown) =>
          console.error(`indexing ${job.sourceKind} ${job.sourceId} stopped: ${describeForLog(error)}`),
        );
        continue;
      }
      // The lane for every item fills missing vectors while no job waits, a round at a time.
      if (!smallOnly && running) {
        const filled = await vectorFill.fillSome().catch((error: unknown) => {
          console.error(`filling vectors failed: ${describeForLog(error)}`);
          return 0;
        });
        if (filled) continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(wake, pollMs);
        function wake() {
          clearTimeout(timer);
          wakeUps.delete(wake);
          resolve();
        }
        wakeUps.add(wake);
      });
    }
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      const ready = Promise.resolve(embedder.ready?.()).catch((error: unknown) => {
        console.error(`the embedding model is not ready; indexing goes on: ${describeForLog(error)}`);
      });
      loops = LANES.map(({ smallOnly }) => work(ready, smallOnly));
    },
    /** Looks for work now (after this process queued some). */
    wake() {
      for (const wake of [...wakeUps]) wake();
    },
    /** Queues the source; within `tx`, call `wake` once it has committed. */
    async enqueue(kind: SourceKind, workspaceId: string, sourceId: string, tx?: Transaction) {
      await queue.enqueue(kind, workspaceId, sourceId, tx);
      if (!tx) this.wake();
    },
    /** The source is gone: its chunks and any pending job go too. */
    async forget(kind: SourceKind, workspaceId: string, sourceId: string) {
      await queue.drop(kind, sourceId);
      await removeChunks(kind, workspaceId, sourceId);
    },
    async reindexFile(fileId: string, workspaceId: string) {
      await setFileStatus(fileId, 'indexing', null);
      await this.enqueue('file', workspaceId, fileId);
    },
    async stop() {
      running = false;
      this.wake();
      await Promise.all(loops);
      await extractor.stop();
    },
  };
}
export type KnowledgeIndexer = ReturnType<typeof createKnowledgeIndexer>;
