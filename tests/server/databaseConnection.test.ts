import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../src/server/db/database.ts';
import { databaseKinds, postgresUrl, scratchPostgres } from './testServer.ts';

describe.runIf(databaseKinds.includes('postgres'))('PostgreSQL connections', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: OpenDatabase;

  beforeAll(async () => {
    scratch = await scratchPostgres();
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('keeps serving after PostgreSQL ends its idle connections', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = new URL(scratch.url).pathname.slice(1);
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('database connection lost:', expect.any(String)),
    );
    const after = (await database.db.execute(sql`select 2 as two`)) as unknown as {
      rows: Array<{ two: number }>;
    };
    expect(after.rows[0]).toEqual({ two: 2 });
    logged.mockRestore();
  });
});
