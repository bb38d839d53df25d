import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takeTurns } from './pgliteTurns.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else PGlite stored in `dataDir`
 * (in memory when `dataDir` is undefined), and applies pending migrations.
 */
export async function openDatabase(target: { url?: string; dataDir?: string }): Promise<OpenDatabase> {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // PostgreSQL may end an idle connection (a restart, an administrator): the pool replaces it on
    // next use, and without this listener the idle client's error would end the process.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  // Its start-up runs statements of its own through the same calls: take turns from then on.
  await pglite.waitReady;
  const client = takeTurns(pglite);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
