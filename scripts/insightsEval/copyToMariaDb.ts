import mysql from 'mysql2/promise';
import pg from 'pg';

/** The MariaDB type that holds what a PostgreSQL column holds; null leaves the column out (binary). */
function mariaType(pgType: string, length: number | null): string | null {
  if (pgType === 'bytea') return null;
  if (/^(smallint|integer)$/.test(pgType)) return 'INT';
  if (pgType === 'bigint') return 'BIGINT';
  if (/^(real|double precision)$/.test(pgType)) return 'DOUBLE';
  if (pgType === 'numeric') return 'DECIMAL(18,4)';
  if (pgType === 'boolean') return 'BOOLEAN';
  if (pgType === 'date') return 'DATE';
  if (pgType.startsWith('timestamp')) return 'DATETIME';
  if (pgType === 'character varying' || pgType === 'character') return `VARCHAR(${length ?? 255})`;
  return 'TEXT';
}

const q = (name: string) => `\`${name}\``;

/**
 * Copies every table of a PostgreSQL database (its public schema) into a fresh MariaDB database:
 * the same columns (with their comments), rows, primary and foreign keys, so both engines are asked the same questions.
 * Views are made again from their definitions where MariaDB reads them, and left out otherwise.
 */
export async function copyToMariaDb(source: pg.ClientConfig, target: { database: string }): Promise<void> {
  const from = new pg.Client(source);
  await from.connect();
  const to = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    multipleStatements: false,
  });
  try {
    await to.query(`DROP DATABASE IF EXISTS ${q(target.database)}`);
    await to.query(`CREATE DATABASE ${q(target.database)} CHARACTER SET utf8mb4`);
    await to.query(`USE ${q(target.database)}`);
    const columns = (
      await from.query<{
        t: string;
        c: string;
        type: string;
        len: number | null;
        nullable: string;
        comment: string | null;
      }>(
        `SELECT table_name t, column_name c, data_type type, character_maximum_length len, is_nullable nullable,
           col_description(format('%I', table_name)::regclass, ordinal_position::int) comment
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      )
    ).rows;
    const keys = (
      await from.query<{
        t: string;
        kind: string;
        cols: string[];
        rt: string | null;
        rcols: string[] | null;
      }>(
        `SELECT cl.relname t, con.contype kind,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(n, ord)
              JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) cols,
           f.relname rt,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(n, ord)
              JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n) rcols
         FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid
         JOIN pg_namespace ns ON ns.oid = cl.relnamespace LEFT JOIN pg_class f ON f.oid = con.confrelid
         WHERE ns.nspname = 'public' AND con.contype IN ('p', 'f', 'u')`,
      )
    ).rows;
    const views = (
      await from.query<{ t: string; sql: string }>(
        `SELECT table_name t, view_definition sql FROM information_schema.views WHERE table_schema = 'public'`,
      )
    ).rows;
    const tables = [...new Set(columns.map((c) => c.t))].filter((t) => !views.some((v) => v.t === t));
    const kept = new Map<string, string[]>();
    for (const t of tables) {
      const own = columns.filter((c) => c.t === t && mariaType(c.type, c.len));
      kept.set(
        t,
        own.map((c) => c.c),
      );
      const pk = keys.find((k) => k.t === t && k.kind === 'p');
      // MariaDB keys no TEXT column: a text key (an ORM's string ids) becomes a VARCHAR.
      const keyed = new Set(keys.filter((k) => k.t === t).flatMap((k) => k.cols));
      const typeOf = (c: (typeof own)[number]) =>
        keyed.has(c.c) && mariaType(c.type, c.len) === 'TEXT' ? 'VARCHAR(191)' : mariaType(c.type, c.len);
      const defs = own.map(
        (c) =>
          `${q(c.c)} ${typeOf(c)}${c.nullable === 'NO' ? ' NOT NULL' : ''}${
            c.comment ? ` COMMENT ${to.escape(c.comment)}` : ''
          }`,
      );
      if (pk) defs.push(`PRIMARY KEY (${pk.cols.map(q).join(', ')})`);
      for (const u of keys.filter((k) => k.t === t && k.kind === 'u'))
        defs.push(`UNIQUE (${u.cols.map(q).join(', ')})`);
      await to.query(`CREATE TABLE ${q(t)} (${defs.join(', ')})`);
      const rows = (
        await from.query({
          text: `SELECT ${own.map((c) => `"${c.c}"`).join(', ')} FROM "${t}"`,
          rowMode: 'array',
        })
      ).rows as unknown[][];
      for (let i = 0; i < rows.length; i += 500)
        await to.query(`INSERT INTO ${q(t)} (${own.map((c) => q(c.c)).join(', ')}) VALUES ?`, [
          rows.slice(i, i + 500),
        ]);
    }
    for (const k of keys.filter((x) => x.kind === 'f' && x.rt && kept.has(x.rt)))
      await to.query(
        `ALTER TABLE ${q(k.t)} ADD FOREIGN KEY (${k.cols.map(q).join(', ')}) REFERENCES ${q(k.rt!)} (${k.rcols!.map(q).join(', ')})`,
      );
    // A view stays a view: its PostgreSQL definition, where MariaDB reads it as written.
    for (const v of views)
      await to.query(`CREATE VIEW ${q(v.t)} AS ${v.sql.replace(/;\s*$/, '')}`).catch(() => undefined);
    await to.query(`ANALYZE TABLE ${tables.map(q).join(', ')}`);
  } finally {
    await from.end();
    await to.end();
  }
}
