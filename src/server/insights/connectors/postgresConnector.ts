import pg from 'pg';
import { ConnectionFailure, describeConnectionFailure, withinTimeout } from './connectionFailure.ts';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  type Connector,
  kindOfType,
  MAX_CATEGORY_VALUES,
  type MongoQuery,
  type RawTable,
  ROW_LIMIT,
  rowsOf,
  STATEMENT_TIMEOUT_MS,
  valuesKey,
} from './connector.ts';
import { dialAddress, tlsOptions } from './tlsOptions.ts';

/** bigint and numeric arrive as numbers: charts and totals need numbers, not digit strings. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 || oid === 1700
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Whether the login may change a table's rows or create objects in a schema (superusers may). */
const CAN_WRITE_SQL = `
SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
  OR EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
               AND n.nspname NOT LIKE 'pg_toast%'
               AND has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE'))
  OR EXISTS (SELECT 1 FROM pg_namespace n
             WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
               AND has_schema_privilege(n.oid, 'CREATE')) AS can_write`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const KEYS_SQL = `
SELECT cl.relname AS table_name, att.attname AS column_name, con.contype AS kind,
       fcl.relname AS ref_table, fatt.attname AS ref_column
FROM pg_constraint con
JOIN pg_class cl ON cl.oid = con.conrelid
JOIN pg_namespace n ON n.oid = cl.relnamespace
CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.attnum
LEFT JOIN pg_class fcl ON fcl.oid = con.confrelid
LEFT JOIN pg_attribute fatt ON fatt.attrelid = con.confrelid AND fatt.attnum = con.confkey[k.ord]
WHERE n.nspname = $1 AND con.contype IN ('p', 'f')`;

const TABLES_SQL = `
SELECT c.relname AS table_name, c.reltuples::float8 AS estimate
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm')
ORDER BY c.relname`;

const COLUMNS_SQL = `
SELECT table_name, column_name, data_type, is_nullable
FROM information_schema.columns WHERE table_schema = $1
ORDER BY table_name, ordinal_position`;

/** PostgreSQL through node-postgres; every user statement uses the extended protocol. */
export function postgresConnector(s: ConnectionSettings): Connector {
  const schema = s.properties.schema ?? 'public';

  async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      host: dialAddress(s),
      port: s.port,
      user: s.username,
      password: s.password,
      database: s.databaseName,
      ssl: tlsOptions(s),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1000,
      application_name: 'data-insights',
      types,
    });
    // A broken socket after connecting is reported by the failing query; keep it off the process.
    client.on('error', () => {});
    try {
      await withinTimeout(client.connect(), CONNECT_TIMEOUT_MS, s);
    } catch (err) {
      void client.end().catch(() => {});
      throw describeConnectionFailure(err, s);
    }
    try {
      return await work(client);
    } finally {
      void client.end().catch(() => {});
    }
  }

  /** Inside a read-only transaction with the statement timeout, rolled back whatever happens. */
  async function readOnly<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
    await client.query('BEGIN TRANSACTION READ ONLY');
    try {
      await client.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
      return await work();
    } finally {
      await client.query('ROLLBACK').catch(() => {});
    }
  }

  return {
    test: () =>
      withClient(async (client) => {
        const { rows } = await client.query<{ v: string }>('SELECT version() AS v');
        const write = await client.query<{ can_write: boolean | null }>(CAN_WRITE_SQL);
        return {
          serverVersion: rows[0]?.v.split(' on ')[0] ?? 'PostgreSQL',
          canWrite: write.rows[0]?.can_write ?? null,
        };
      }),

    introspect: () =>
      withClient((client) =>
        readOnly(client, async () => {
          // One connection runs one statement at a time: node-postgres only queues concurrent calls, and pg 9 refuses them.
          const catalogQueries = async () => {
            const tables = await client.query<{ table_name: string; estimate: number }>(TABLES_SQL, [schema]);
            const columns = await client.query<{
              table_name: string;
              column_name: string;
              data_type: string;
              is_nullable: string;
            }>(COLUMNS_SQL, [schema]);
            const keys = await client.query<{
              table_name: string;
              column_name: string;
              kind: string;
              ref_table: string | null;
              ref_column: string | null;
            }>(KEYS_SQL, [schema]);
            return { tables, columns, keys };
          };
          const { tables, columns, keys } = await catalogQueries().catch((err) => {
            throw describeConnectionFailure(err, s);
          });
          const qualify = (t: string) => (schema === 'public' ? t : `${schema}.${t}`);
          const result: RawTable[] = [];
          for (const t of tables.rows) {
            let rowEstimate = Math.max(0, Math.round(Number(t.estimate)));
            if (Number(t.estimate) <= 0) {
              const counted = await client.query<{ n: string }>(
                `SELECT count(*) AS n FROM ${quote(schema)}.${quote(t.table_name)}`,
              );
              rowEstimate = Number(counted.rows[0]?.n ?? 0);
            }
            result.push({
              name: qualify(t.table_name),
              rowEstimate,
              columns: columns.rows
                .filter((c) => c.table_name === t.table_name)
                .map((c) => {
                  const own = keys.rows.filter(
                    (k) => k.table_name === t.table_name && k.column_name === c.column_name,
                  );
                  const fk = own.find((k) => k.kind === 'f' && k.ref_table);
                  return {
                    name: c.column_name,
                    dataType: c.data_type,
                    kind: kindOfType(c.data_type),
                    nullable: c.is_nullable === 'YES',
                    primaryKey: own.some((k) => k.kind === 'p'),
                    references: fk ? { table: qualify(fk.ref_table!), column: fk.ref_column! } : null,
                  };
                }),
            });
          }
          const values = new Map<string, string[]>();
          for (const t of result) {
            const bare = t.name.includes('.') ? t.name.slice(schema.length + 1) : t.name;
            for (const c of t.columns) {
              if (c.kind !== 'text' || c.primaryKey || c.references) continue;
              const distinct = await client.query<{ v: string }>(
                `SELECT DISTINCT ${quote(c.name)}::text AS v FROM ${quote(schema)}.${quote(bare)} WHERE ${quote(c.name)} IS NOT NULL LIMIT ${MAX_CATEGORY_VALUES + 1}`,
              );
              if (distinct.rows.length <= MAX_CATEGORY_VALUES)
                values.set(valuesKey(t.name, c.name), distinct.rows.map((r) => r.v).sort());
            }
          }
          return { tables: result, values };
        }),
      ),

    run: (query: string | MongoQuery) => {
      if (typeof query !== 'string')
        throw new ConnectionFailure('A PostgreSQL connection runs SQL, not a MongoDB pipeline.');
      return withClient((client) =>
        readOnly(client, async () => {
          // The extended protocol refuses a second statement outright; the outer LIMIT keeps the
          // reply small whatever the statement asks for.
          const result = await client.query({
            text: `SELECT * FROM (${query}\n) AS result LIMIT ${ROW_LIMIT + 1}`,
            queryMode: 'extended',
          } as pg.QueryConfig);
          const rows = rowsOf(result.rows);
          return {
            columns: result.fields.map((f) => f.name),
            rows: rows.slice(0, ROW_LIMIT),
            truncated: rows.length > ROW_LIMIT,
          };
        }),
      );
    },
  };
}
