import pg from 'pg';
import type { Database } from '../db/database.ts';

/** The driver under a Drizzle database: a PostgreSQL pool, or PGlite in this process. */
export function databaseClient(db: Database): { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite' } {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? { kind: 'postgres', pool: client } : { kind: 'pglite' };
}
