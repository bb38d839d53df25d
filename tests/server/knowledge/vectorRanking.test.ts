import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../src/server/db/database.ts';
import {
  analyzeWhenGrown,
  backfillVectors,
  ensureVectorIndex,
  usesPgvector,
  writesVectorColumn,
} from '../../../src/server/db/pgvector.ts';
import { knowledgeChunks, qnas, texts, users, workspaces } from '../../../src/server/db/schema.ts';
import { createEventBus, type EventBus } from '../../../src/server/events/eventBus.ts';
import { chunkSource } from '../../../src/server/knowledge/chunkSource.ts';
import { type Embedder, vectorToBytes, withQueryCache } from '../../../src/server/knowledge/embedder.ts';
import { createIndexQueue } from '../../../src/server/knowledge/indexQueue.ts';
import { createKnowledgeIndexer } from '../../../src/server/knowledge/knowledgeIndexer.ts';
import { createKnowledgeSearch } from '../../../src/server/knowledge/knowledgeSearch.ts';
import {
  matrixRanking,
  pgvectorRanking,
  type VectorRanking,
} from '../../../src/server/knowledge/vectorRanking.ts';
import { loadWorkspaceIndex } from '../../../src/server/knowledge/workspaceIndex.ts';
import { createFileStorage } from '../../../src/server/services/fileStorage.ts';

const DIMS = 64;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const hash = (text: string) => {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
};

/**
 * Words hashed into a bag of words, so texts sharing words are near as with a real model, plus a
 * little noise drawn from the whole text, so no two texts tie.
 */
function embedWords(text: string): Float32Array {
  const v = new Float32Array(DIMS);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) v[hash(word) % DIMS]! += 1;
  let seed = hash(text);
  for (let d = 0; d < DIMS; d++) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822519) >>> 0;
    v[d]! += (seed / 2 ** 32 - 0.5) * 0.4;
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  return v.map((x) => x / (Math.sqrt(norm) || 1));
}
const wordEmbedder: Embedder = { mode: 'local', embed: async (t) => t.map(embedWords) };

const subjects = ['river', 'castle', 'harvest', 'engine', 'market', 'winter', 'library', 'harbour'];
const verbs = ['guards', 'feeds', 'floods', 'powers', 'crowds', 'freezes', 'shelters', 'trades'];
const objects = ['the town', 'the valley', 'old sailors', 'every mill', 'the north', 'scholars'];
const sentence = (i: number) =>
  `The ${subjects[i % 8]} ${verbs[(i * 3) % 8]} ${objects[(i * 5) % 6]} in year ${1000 + i}.`;
const questions = [
  'Which river floods the valley?',
  'Who guards the castle in winter?',
  'What powers every mill?',
  'Where do old sailors trade?',
  'What shelters scholars in the library?',
  'Does the harvest feed the north?',
];

/**
 * The pgvector path (PGlite's bundled extension) against the cached matrix on one fixture: both
 * must rank the same chunks with the same cosines.
 */
interface Engine {
  database: OpenDatabase;
  stop(): Promise<void>;
}

/** PGlite with its bundled pgvector, in process or behind the PostgreSQL protocol. */
const engines: Array<[string, () => Promise<Engine>]> = [
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ vectorSearch: 'pgvector' });
      return { database, stop: () => database.close() };
    },
  ],
  [
    'PostgreSQL (its driver, detection and settings, against PGlite behind a socket)',
    async () => {
      const pglite = new PGlite({ extensions: { vector } });
      const server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 16 });
      await server.start();
      const port = server.getServerConn().split(':').pop();
      const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres` });
      return {
        database,
        async stop() {
          await database.close();
          await server.stop();
          await pglite.close();
        },
      };
    },
  ],
];

describe.each(engines)('nearest chunks by pgvector and by the cached matrix on %s', (_, start) => {
  let engine: Engine;
  let database: OpenDatabase;
  let bus: EventBus;
  let big: string;
  let small: string;
  const smallCount = 30;

  beforeAll(async () => {
    engine = await start();
    database = engine.database;
    const { db } = database;
    bus = createEventBus(db);
    const [user] = await db
      .insert(users)
      .values({ email: 'v@example.com', account: 'v@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const workspace = async (name: string) =>
      (
        await db
          .insert(workspaces)
          .values({ userId: user!.id, name, role: 'R', appId: randomUUID() })
          .returning({ id: workspaces.id })
      )[0]!.id;
    big = await workspace('Big');
    small = await workspace('Small');
    const chunk = (workspaceId: string, i: number, kind: 'text' | 'qna' = 'text') => ({
      workspaceId,
      ...chunkSource(kind, `${kind}-${i}`),
      position: 0,
      title: kind === 'qna' ? `Question ${i}` : 'Chronicle',
      content: sentence(i),
      embedding: vectorToBytes(embedWords(sentence(i))),
    });
    const chunks = [
      ...Array.from({ length: 400 }, (_, i) => chunk(big, i)),
      ...Array.from({ length: 20 }, (_, i) => chunk(big, 400 + i, 'qna')),
      ...Array.from({ length: smallCount }, (_, i) => chunk(small, 1000 + i)),
    ];
    for (const c of chunks) {
      if (c.textId)
        await db
          .insert(texts)
          .values({ id: c.textId, workspaceId: c.workspaceId, name: c.title, content: c.content });
      if (c.qnaId)
        await db
          .insert(qnas)
          .values({ id: c.qnaId, workspaceId: c.workspaceId, question: c.title, answer: c.content });
    }
    // Written as before pgvector: only the bytes; starting up (and here the backfill) fills the column.
    await db.insert(knowledgeChunks).values(chunks);
    await backfillVectors(db);
    await ensureVectorIndex(db, DIMS);
  }, 120_000);
  afterAll(async () => {
    await bus?.close();
    await engine?.stop();
  });

  const indexes = async (workspaceId: string) => ({
    matrix: await loadWorkspaceIndex(database.db, workspaceId),
    pgvector: await loadWorkspaceIndex(database.db, workspaceId, { matrix: false }),
  });
  const agree = (a: Array<{ row: number; cosine: number }>, b: Array<{ row: number; cosine: number }>) => {
    expect(b.map((h) => h.row)).toEqual(a.map((h) => h.row));
    for (const [i, h] of a.entries()) expect(b[i]!.cosine).toBeCloseTo(h.cosine, 5);
  };

  it('opens with the extension, the vector column filled and an HNSW index for the dimension', async () => {
    expect(database.pgvector).toBe(true);
    const missing = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE embedding_vector IS NULL`,
    );
    expect(rowsOf<{ n: number }>(missing)[0]!.n).toBe(0);
    const plan = await database.db.execute(
      sql.raw(`EXPLAIN SELECT id FROM knowledge_chunks
      WHERE vector_dims(embedding_vector) = ${DIMS}
      ORDER BY embedding_vector::vector(${DIMS}) <=> '[${embedWords('castle').join(',')}]'::vector(${DIMS}) LIMIT 5`),
    );
    expect(JSON.stringify(rowsOf(plan))).toContain(`knowledge_chunks_embedding_${DIMS}_idx`);
  });

  it.each([
    ['as the planner chooses', 'on'],
    ['through the HNSW index', 'off'],
  ])('ranks the same nearest chunks, cosines and closest Q&A both ways (%s)', async (_, seqscan) => {
    await database.db.execute(sql.raw(`SET enable_seqscan = ${seqscan}`));
    onTestFinished(async () => {
      await database.db.execute(sql`SET enable_seqscan = on`);
    });
    const { matrix, pgvector } = await indexes(big);
    expect(pgvector.matrix.length).toBe(0);
    expect(pgvector.dims).toBe(DIMS);
    const inDatabase = pgvectorRanking(database.db);
    for (const q of questions) {
      const v = embedWords(q);
      agree(await matrixRanking.nearest(matrix, v, 10), await inDatabase.nearest(pgvector, v, 10));
      agree(
        await matrixRanking.nearest(matrix, v, 1, 'qna'),
        await inDatabase.nearest(pgvector, v, 1, 'qna'),
      );
      const rows = [3, 50, 399, 410];
      const expected = await matrixRanking.cosines(matrix, rows, v);
      for (const [i, c] of (await inDatabase.cosines(pgvector, rows, v)).entries())
        expect(c).toBeCloseTo(expected[i]!, 5);
    }
  });

  it('keeps to the workspace, also when the HNSW index answers', async () => {
    const { pgvector } = await indexes(small);
    await database.db.execute(sql`SET enable_seqscan = off`);
    try {
      const found = await pgvectorRanking(database.db).nearest(pgvector, embedWords('the river'), 50);
      expect(found).toHaveLength(smallCount);
      expect(found.every((h) => pgvector.rows[h.row]!.sourceId.startsWith('text-1'))).toBe(true);
    } finally {
      await database.db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it('gives the same hits, in the same order, to every question either way', async () => {
    const embedder = withQueryCache(wordEmbedder);
    const searchBy = (vectors: VectorRanking) =>
      createKnowledgeSearch({ db: database.db, embedder, bus, vectors });
    const [byMatrix, byPgvector] = [searchBy(matrixRanking), searchBy(pgvectorRanking(database.db))];
    for (const q of questions) {
      const a = (await byMatrix.search(big, q)).hits;
      const b = (await byPgvector.search(big, q)).hits;
      expect(b.map((h) => h.id)).toEqual(a.map((h) => h.id));
      for (const [i, h] of a.entries()) expect(b[i]!.score).toBeCloseTo(h.score, 4);
    }
  });

  it('writes the vector column when the indexer stores chunks', async () => {
    const { db } = database;
    const dir = mkdtempSync(join(tmpdir(), 'vectors-'));
    const indexer = createKnowledgeIndexer({
      db,
      storage: createFileStorage(dir),
      embedder: wordEmbedder,
      bus,
      queue: createIndexQueue(db),
      leaseMs: 60_000,
      pollMs: 50,
    });
    try {
      const [text] = await db
        .insert(texts)
        .values({ workspaceId: small, name: 'Notes', content: `${sentence(7)} ${sentence(8)}` })
        .returning({ id: texts.id });
      indexer.start();
      await indexer.enqueue('text', small, text!.id);
      let rows: Array<{ bytes: Uint8Array; vector: string }> = [];
      for (let tries = 0; !rows.length && tries < 200; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        rows = rowsOf(
          await db.execute(
            sql`SELECT embedding AS bytes, embedding_vector::text AS vector FROM knowledge_chunks WHERE source_id = ${text!.id}`,
          ),
        );
      }
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const stored = new Float32Array(new Uint8Array(r.bytes).buffer);
        const column = JSON.parse(r.vector) as number[];
        expect(column).toHaveLength(DIMS);
        for (const [i, x] of stored.entries()) expect(column[i]).toBeCloseTo(x, 5);
      }
    } finally {
      await indexer.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a stored database that once used pgvector', () => {
  it('opens with the matrix and keeps writing its vector column', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pgvector-db-'));
    try {
      const first = await openDatabase({ dataDir, vectorSearch: 'pgvector' });
      expect(first.pgvector).toBe(true);
      await first.close();
      const second = await openDatabase({ dataDir, vectorSearch: 'matrix' });
      expect(second.pgvector).toBe(false);
      expect(usesPgvector(second.db)).toBe(false);
      expect(writesVectorColumn(second.db)).toBe(true);
      await second.close();
      const plain = await openDatabase({ vectorSearch: 'matrix' });
      expect(writesVectorColumn(plain.db)).toBe(false);
      await plain.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('PGlite with pgvector, which runs no autovacuum', () => {
  it('analyzes the chunks once they have grown, so the planner takes the HNSW index', async () => {
    const database = await openDatabase({ vectorSearch: 'pgvector' });
    try {
      const { db } = database;
      await db.execute(
        sql`INSERT INTO users (id, email, account, password_hash) VALUES ('u', 'e', 'a', 'x')`,
      );
      await db.execute(
        sql`INSERT INTO workspaces (id, user_id, name, role, app_id) VALUES ('w', 'u', 'n', 'r', 'a')`,
      );
      await db.execute(sql`INSERT INTO texts (id, workspace_id, name, content) VALUES ('s', 'w', 't', 'c')`);
      await ensureVectorIndex(db, DIMS);
      await db.execute(
        sql.raw(`INSERT INTO knowledge_chunks (id, workspace_id, source_kind, source_id, text_id, position, title, content, embedding_vector)
          SELECT 'c' || i, 'w', 'text', 's', 's', 0, 't', 'c',
            (SELECT array_agg(random())::vector(${DIMS}) FROM generate_series(1, ${DIMS}) WHERE i > 0)
          FROM generate_series(1, 2000) i`),
      );
      const plan = async () =>
        JSON.stringify(
          rowsOf(
            await db.execute(
              sql.raw(`EXPLAIN SELECT id FROM knowledge_chunks
                WHERE workspace_id = 'w' AND vector_dims(embedding_vector) = ${DIMS}
                ORDER BY embedding_vector::vector(${DIMS}) <=> '[${embedWords('castle').join(',')}]'::vector(${DIMS})
                LIMIT 50`),
            ),
          ),
        );
      // statistics from the empty table: every vector compared
      expect(await plan()).not.toContain(`knowledge_chunks_embedding_${DIMS}_idx`);
      await analyzeWhenGrown(db, 2000);
      expect(await plan()).toContain(`knowledge_chunks_embedding_${DIMS}_idx`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
