import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takeTurns } from './pgliteTurns.ts';
import {
  createVectorExtension,
  HNSW_SETTINGS,
  noteVectorColumn,
  prepareVectorColumn,
  type VectorSearch,
} from './pgvector.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Nearest chunks come from pgvector (else from each workspace's cached matrix). */
  pgvector: boolean;
  close(): Promise<void>;
}

/**
 * What `auto` means on PGlite: the cached matrix. On 10,000 chunks (scripts/benchAnswering.ts) it
 * answered at p50 8.1 / p95 12.6 ms against 8.8 / 12.9 ms with pgvector's HNSW, which also costs an
 * index build at start and queues behind every other statement, PGlite running in this process.
 */
const PGLITE_AUTO: Exclude<VectorSearch, 'auto'> = 'matrix';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else PGlite stored in `dataDir`
 * (in memory when `dataDir` is undefined), and applies pending migrations. `vectorSearch`
 * (default `auto`): PostgreSQL uses pgvector whenever the server offers the extension.
 */
export async function openDatabase(target: {
  url?: string;
  dataDir?: string;
  vectorSearch?: VectorSearch;
}): Promise<OpenDatabase> {
  const wanted = target.vectorSearch ?? 'auto';
  if (target.url) {
    const usePgvector = wanted !== 'matrix' && (await vectorExtensionAt(target.url));
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // PostgreSQL may end an idle connection (a restart, an administrator): the pool replaces it on
    // next use, and without this listener the idle client's error would end the process.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    // Queued before any query of the connection's first user.
    if (usePgvector) pool.on('connect', (client) => void client.query(HNSW_SETTINGS).catch(() => {}));
    const pgDb = drizzlePg(pool, { schema });
    await migratePg(pgDb, { migrationsFolder });
    const db = pgDb as unknown as Database;
    await (usePgvector ? prepareVectorColumn(db, 'postgres') : noteVectorColumn(db));
    return { db, kind: 'postgres', pgvector: usePgvector, close: () => pool.end() };
  }
  const usePgvector = (wanted === 'auto' ? PGLITE_AUTO : wanted) === 'pgvector';
  // A stored database that once used pgvector keeps its index: it always opens with the extension.
  const options = usePgvector || target.dataDir ? { extensions: { vector } } : {};
  const pglite = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  // Its start-up runs statements of its own through the same calls: take turns from then on.
  await pglite.waitReady;
  const client = takeTurns(pglite);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Database;
  if (usePgvector) {
    await client.exec(`CREATE EXTENSION IF NOT EXISTS vector; ${HNSW_SETTINGS}`);
    await prepareVectorColumn(db, 'pglite');
  } else if (target.dataDir) {
    await noteVectorColumn(db);
  }
  return { db, kind: 'pglite', pgvector: usePgvector, close: () => client.close() };
}

/** Enables pgvector on the server with a connection of its own, before the pool's first. */
async function vectorExtensionAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await createVectorExtension((text) => client.query(text));
  } finally {
    await client.end();
  }
}
