import { execFileSync } from 'node:child_process';
import pg from 'pg';

const admin = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Northwind's PostgreSQL script (`northwindSql`) into a scratch database of its own, dropped first. */
export async function loadNorthwind(northwindSql: string, database: string): Promise<void> {
  const root = new pg.Client({ ...admin, database: 'test' });
  await root.connect();
  await root.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await root.query(`CREATE DATABASE ${database}`);
  await root.end();
  execFileSync(
    'psql',
    ['-q', '-h', admin.host, '-U', admin.user, '-d', database, '-v', 'ON_ERROR_STOP=1', '-f', northwindSql],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const client = new pg.Client({ ...admin, database });
  await client.connect();
  await client.query('ANALYZE');
  await client.end();
}

/** Drops a scratch database made by `loadNorthwind`. */
export async function dropScratchDatabase(database: string): Promise<void> {
  const root = new pg.Client({ ...admin, database: 'test' });
  await root.connect();
  await root.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await root.end();
}
