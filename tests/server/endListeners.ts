import pg from 'pg';
import { postgresUrl } from './testServer.ts';

/** Ends every LISTEN connection on the database, as a PostgreSQL restart or an administrator would. */
export async function endListeners(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'",
      [new URL(databaseUrl).pathname.slice(1)],
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
