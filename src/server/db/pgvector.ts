import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** Where chunk embeddings are compared: in the database (pgvector) or in process (cached matrix). */
export type VectorSearch = 'auto' | 'pgvector' | 'matrix';

/**
 * HNSW returns at most `ef_search` rows (40 by default, fewer than the candidates a question
 * asks for); the iterative scan keeps going while the workspace filter drops rows.
 */
export const HNSW_SETTINGS = 'SET hnsw.ef_search = 100; SET hnsw.iterative_scan = relaxed_order';

/** pgvector indexes `vector` up to 2,000 dimensions and `halfvec` up to 4,000. */
export function vectorCast(dims: number) {
  return dims <= 2000 ? `vector(${dims})` : dims <= 4000 ? `halfvec(${dims})` : undefined;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const usingPgvector = new WeakSet<object>();
const withVectorColumn = new WeakSet<object>();

/** Whether this database answers nearest-chunk questions with pgvector. */
export const usesPgvector = (db: Database) => usingPgvector.has(db);

/**
 * Whether chunks' vectors are written to the vector column: wherever it exists, also when this
 * process compares in its matrix, so that processes (or a later start) using pgvector miss none.
 */
export const writesVectorColumn = (db: Database) => withVectorColumn.has(db);

/** The iterative index scan (`hnsw.iterative_scan`), which filtering by workspace needs, came in 0.8.0. */
export const MIN_PGVECTOR_VERSION = '0.8.0';

/** Whether a dotted version is at least `min` (`0.10.1` ≥ `0.8.0`). */
export function versionAtLeast(version: string, min: string): boolean {
  const a = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const b = min.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

const installedVector = async (query: Query) =>
  (
    (await query(`SELECT extversion FROM pg_extension WHERE extname = 'vector'`)).rows[0] as
      | { extversion: string }
      | undefined
  )?.extversion;

/**
 * Creates the `vector` extension when the server offers it at 0.8.0 or later and the role may
 * (updating an older one already installed, where the server has a newer build); false otherwise,
 * and the cached matrix answers then.
 */
export async function createVectorExtension(query: Query): Promise<boolean> {
  const offered = (await query(`SELECT default_version FROM pg_available_extensions WHERE name = 'vector'`))
    .rows[0] as { default_version: string } | undefined;
  if (!offered) return false;
  const tooOld = (version: string) => {
    console.warn(
      `pgvector ${version} is older than ${MIN_PGVECTOR_VERSION}: nearest chunks come from each process's matrix instead.`,
    );
    return false;
  };
  let installed = await installedVector(query);
  if (installed === undefined) {
    if (!versionAtLeast(offered.default_version, MIN_PGVECTOR_VERSION))
      return tooOld(offered.default_version);
    try {
      await query('CREATE EXTENSION IF NOT EXISTS vector');
    } catch (error) {
      // another process starting at the same moment may have created it
      if ((await installedVector(query)) === undefined) {
        console.error('pgvector is installed but could not be enabled:', (error as Error).message);
        return false;
      }
    }
    installed = await installedVector(query);
  }
  if (installed !== undefined && !versionAtLeast(installed, MIN_PGVECTOR_VERSION)) {
    if (!versionAtLeast(offered.default_version, MIN_PGVECTOR_VERSION)) return tooOld(installed);
    try {
      await query('ALTER EXTENSION vector UPDATE');
    } catch (error) {
      console.error(`pgvector ${installed} could not be updated:`, (error as Error).message);
      return tooOld(installed);
    }
    installed = await installedVector(query);
  }
  return installed !== undefined && versionAtLeast(installed, MIN_PGVECTOR_VERSION);
}

const ensured = new WeakMap<object, Map<number, Promise<void>>>();

/**
 * One HNSW index (cosine) per dimension in use, over the column cast to that dimension: the
 * column itself has none, since the embedder (and so the length) may change.
 */
export function ensureVectorIndex(db: Database, dims: number): Promise<void> {
  let byDims = ensured.get(db);
  if (!byDims) {
    byDims = new Map();
    ensured.set(db, byDims);
  }
  let done = byDims.get(dims);
  const cast = vectorCast(dims);
  if (!done) {
    done = !cast
      ? Promise.resolve()
      : db
          .execute(
            sql.raw(`CREATE INDEX IF NOT EXISTS knowledge_chunks_embedding_${dims}_idx ON knowledge_chunks
              USING hnsw ((embedding_vector::${cast}) ${cast.replace(/\(.*/, '')}_cosine_ops)
              WHERE vector_dims(embedding_vector) = ${dims}`),
          )
          .then(
            () => undefined,
            // another process created it meanwhile: the name exists, or both inserted it at once
            (error: Error) => {
              const code = (error.cause as { code?: string } | undefined)?.code;
              if (code !== '42P07' && code !== '23505') throw error;
            },
          );
    byDims.set(dims, done);
    done.catch(() => byDims.delete(dims));
  }
  return done;
}

const BACKFILL_BATCH = 500;

/**
 * Adds the `embedding_vector` column beside the stored bytes (not in the Drizzle schema: it exists
 * only where the extension does), fills it for chunks written without it, indexes every
 * dimension present, and marks the database as answering with pgvector.
 */
export async function prepareVectorColumn(db: Database, engine: 'pglite' | 'postgres') {
  await db.execute(sql`ALTER TABLE knowledge_chunks ADD COLUMN IF NOT EXISTS embedding_vector vector`);
  await backfillVectors(db);
  const dims = rowsOf(
    await db.execute(
      sql`SELECT DISTINCT vector_dims(embedding_vector) AS dims FROM knowledge_chunks WHERE embedding_vector IS NOT NULL`,
    ),
  );
  for (const { dims: d } of dims) await ensureVectorIndex(db, Number(d));
  // Without statistics (PGlite runs no autovacuum) the planner scans every vector instead.
  await db.execute(sql`ANALYZE knowledge_chunks`);
  if (engine === 'pglite') {
    const counted = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM knowledge_chunks`));
    growth.set(db, { analyzed: Number(counted[0]?.n ?? 0), written: 0 });
  }
  usingPgvector.add(db);
  withVectorColumn.add(db);
}

const growth = new WeakMap<object, { analyzed: number; written: number }>();

/**
 * PGlite runs no autovacuum: without fresh statistics the planner keeps comparing every vector of
 * a workspace (what it judged cheapest while the table was small) instead of using the HNSW index.
 * Chunks written here are counted, and the table analyzed once they grow it by a tenth (as
 * autovacuum's default threshold would on PostgreSQL, which needs nothing of this).
 */
export async function analyzeWhenGrown(db: Database, written: number) {
  const seen = growth.get(db);
  if (!seen) return;
  seen.written += written;
  if (seen.written < 50 + seen.analyzed * 0.1) return;
  seen.analyzed += seen.written;
  seen.written = 0;
  await db.execute(sql`ANALYZE knowledge_chunks`);
}

/** Notes a vector column left by an earlier start with pgvector, so the indexer keeps it filled. */
export async function noteVectorColumn(db: Database) {
  const found = await db.execute(sql`
    SELECT 1 FROM information_schema.columns
    WHERE table_name = 'knowledge_chunks' AND column_name = 'embedding_vector'
      AND table_schema = current_schema()`);
  if (rowsOf(found).length) withVectorColumn.add(db);
}

/** Copies the stored bytes of chunks that have no vector yet into the vector column. */
export async function backfillVectors(db: Database) {
  for (;;) {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT id, embedding FROM knowledge_chunks
        WHERE embedding IS NOT NULL AND embedding_vector IS NULL AND octet_length(embedding) > 0
        LIMIT ${BACKFILL_BATCH}`),
    );
    if (!rows.length) return;
    await writeVectors(
      db,
      rows.map((r) => {
        const bytes = r.embedding as Uint8Array;
        const copy = new Uint8Array(bytes);
        return { id: r.id as string, vector: new Float32Array(copy.buffer) };
      }),
    );
  }
}

/** Writes chunks' vectors into the vector column in one statement (the JSON array is pgvector's text form). */
export async function writeVectors(
  db: Pick<Database, 'execute'>,
  rows: Array<{ id: string; vector: Float32Array }>,
) {
  if (!rows.length) return;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, v: Array.from(r.vector) })));
  await db.execute(sql`
    UPDATE knowledge_chunks AS k SET embedding_vector = (x.v::text)::vector
    FROM json_to_recordset(${json}::json) AS x(id text, v json)
    WHERE k.id = x.id`);
}
