import pg from 'pg';

const admin = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Runs one statement with parameters: a PostgreSQL client's or PGlite's `query`. */
export type RunStatement = (sql: string, params?: unknown[]) => Promise<unknown>;

/** A small deterministic generator, so every run loads the same rows. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** The date `offset` days after `from` (YYYY-MM-DD). */
export const day = (from: string, offset: number) => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** The timestamp `minutes` into a day (YYYY-MM-DD hh:mm:00). */
export const minuteOf = (date: string, minutes: number) =>
  `${date} ${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** One row's values, in its table's column order. */
export type Row = (string | number | boolean | null)[];

/**
 * Creates the tables and inserts their rows (`tables` by table name, in the order they are filled),
 * 500 to a statement, then analyses them.
 */
export async function fillDatabase(
  run: RunStatement,
  schema: string[],
  tables: Record<string, Row[]>,
): Promise<void> {
  for (const statement of schema) await run(statement);
  for (const [table, values] of Object.entries(tables))
    for (let at = 0; at < values.length; at += 500) {
      const chunk = values.slice(at, at + 500);
      const width = chunk[0]!.length;
      const params = chunk.map(
        (_, i) => `(${Array.from({ length: width }, (_, j) => `$${i * width + j + 1}`).join(', ')})`,
      );
      await run(`INSERT INTO ${table} VALUES ${params.join(', ')}`, chunk.flat());
    }
  await run('ANALYZE');
}

/** A scratch PostgreSQL database of its own, dropped first, filled by `fill`. */
export async function loadScratchDatabase(database: string, fill: (run: RunStatement) => Promise<void>) {
  const root = new pg.Client({ ...admin, database: 'test' });
  await root.connect();
  await root.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await root.query(`CREATE DATABASE ${database}`);
  await root.end();
  const client = new pg.Client({ ...admin, database });
  await client.connect();
  try {
    await fill((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}
