import pg from 'pg';
import { excludedSchemasOf, isSystemSchemaName } from '../../../contract/dataInsights.ts';
import { ApiError } from '../../reply.ts';
import type { GatedQuery } from '../gate/queryGate.ts';
import { sampleCostCap } from '../sampleCostCap.ts';
import { ConnectionFailure, describeConnectionFailure } from './connectionFailure.ts';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  type Connector,
  kindOfType,
  MAX_CATEGORY_VALUES,
  type RawTable,
  STATEMENT_TIMEOUT_MS,
  valuesKey,
} from './connector.ts';
import { connectorCore, type Dialect, type DialectSession } from './connectorCore.ts';
import { cappedSocket } from './receiveCap.ts';
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
SELECT n.nspname AS schema_name, cl.relname AS table_name, att.attname AS column_name, con.contype AS kind,
       fn.nspname AS ref_schema, fcl.relname AS ref_table, fatt.attname AS ref_column
FROM pg_constraint con
JOIN pg_class cl ON cl.oid = con.conrelid
JOIN pg_namespace n ON n.oid = cl.relnamespace
CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.attnum
LEFT JOIN pg_class fcl ON fcl.oid = con.confrelid
LEFT JOIN pg_namespace fn ON fn.oid = fcl.relnamespace
LEFT JOIN pg_attribute fatt ON fatt.attrelid = con.confrelid AND fatt.attnum = con.confkey[k.ord]
WHERE n.nspname = ANY($1)
  AND (con.contype IN ('p', 'f') OR (con.contype = 'u' AND array_length(con.conkey, 1) = 1))`;

/** The schemas the login may use, less the server's own; or only the one the connection names. */
const SCHEMAS_SQL = `
SELECT n.nspname AS schema_name FROM pg_namespace n
WHERE has_schema_privilege(n.oid, 'USAGE') AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
ORDER BY n.nspname`;

/** Tables and views the login may read. */
const TABLES_SQL = `
SELECT n.nspname AS schema_name, c.relname AS table_name, c.reltuples::float8 AS estimate,
       c.relkind IN ('v', 'm') AS is_view
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm') AND has_table_privilege(c.oid, 'SELECT')
ORDER BY n.nspname, c.relname`;

const COLUMNS_SQL = `
SELECT table_schema AS schema_name, table_name, column_name, data_type, is_nullable,
       col_description(format('%I.%I', table_schema, table_name)::regclass, ordinal_position::int) AS comment
FROM information_schema.columns WHERE table_schema = ANY($1)
ORDER BY table_schema, table_name, ordinal_position`;

/**
 * The node-postgres options for a stored connection: built from its allowlisted fields only. No
 * query_timeout: it turns a streamed query's errors into a silent callback; the core's timer and the
 * server's statement_timeout stop statements instead.
 */
export function postgresClientOptions(s: ConnectionSettings): pg.ClientConfig {
  return {
    host: dialAddress(s),
    port: s.port,
    // node-postgres connects the socket it is given itself.
    stream: () => cappedSocket(),
    user: s.username,
    password: s.password,
    database: s.databaseName,
    ssl: tlsOptions(s),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'data-insights',
    types,
  };
}

interface PostgresSession extends DialectSession {
  client: pg.Client;
}

const sqlOf = (query: GatedQuery) => {
  if (!('sql' in query)) throw new Error('A PostgreSQL connection runs SQL.');
  return query.sql;
};

/** PostgreSQL through node-postgres; the gated statement runs alone through the extended protocol. */
export function postgresConnector(s: ConnectionSettings): Connector {
  return connectorCore(s, postgresDialect(s));
}

/** What PostgreSQL adds to the connector core. */
export function postgresDialect(s: ConnectionSettings): Dialect<PostgresSession> {
  const schema = s.properties.schema ?? 'public';
  if (isSystemSchemaName(schema))
    throw new ConnectionFailure(`The schema '${schema}' belongs to the server itself and cannot be indexed.`);

  return {
    async connect() {
      const client = new pg.Client(postgresClientOptions(s));
      // A broken socket after connecting is reported by the failing query; keep it off the process.
      client.on('error', () => {});
      try {
        await client.connect();
      } catch (err) {
        void client.end().catch(() => {});
        throw err;
      }
      return {
        client,
        async readOnly() {
          await client.query('BEGIN TRANSACTION READ ONLY');
          await client.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
        },
        stream: (query, onRow) =>
          new Promise<string[]>((resolve, reject) => {
            let columns: string[] = [];
            const running = new pg.Query({ text: sqlOf(query), queryMode: 'extended' } as pg.QueryConfig);
            running.on('row', (row: Record<string, unknown>, result?: pg.QueryResult) => {
              if (!columns.length && result) columns = result.fields.map((f) => f.name);
              onRow(row);
            });
            running.on('error', reject);
            running.on('end', (result?: pg.QueryResult) =>
              resolve(columns.length ? columns : (result?.fields ?? []).map((f) => f.name)),
            );
            client.query(running);
          }),
        close() {
          // end() waits for the running statement; a stopped query needs the socket gone now.
          (
            client as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
          void client.end().catch(() => {});
        },
      };
    },

    async serverVersion({ client }) {
      const { rows } = await client.query<{ v: string }>('SELECT version() AS v');
      return rows[0]?.v.split(' on ')[0] ?? 'PostgreSQL';
    },

    async canWrite({ client }) {
      const { rows } = await client.query<{ can_write: boolean | null }>(CAN_WRITE_SQL);
      return rows[0]?.can_write ?? null;
    },

    async admit({ client }, query) {
      const cap = sampleCostCap(s.host, s.port);
      if (cap === null) return;
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
        `EXPLAIN (FORMAT JSON) ${sqlOf(query)}`,
      );
      const cost = rows[0]?.['QUERY PLAN'][0]?.Plan['Total Cost'] ?? Number.POSITIVE_INFINITY;
      if (cost > cap)
        throw new ApiError(
          422,
          'The sample database will not run this query: it would take too long. Ask for fewer rows or fewer joins.',
        );
    },

    async introspect({ client }) {
      // One connection runs one statement at a time: node-postgres only queues concurrent calls, and pg 9 refuses them.
      const excluded = excludedSchemasOf(s.properties).map((n) => n.toLowerCase());
      const catalogQueries = async () => {
        const schemas = s.properties.schema
          ? [schema]
          : (await client.query<{ schema_name: string }>(SCHEMAS_SQL)).rows
              .map((r) => r.schema_name)
              .filter((n) => !isSystemSchemaName(n) && !excluded.includes(n.toLowerCase()));
        const tables = await client.query<{
          schema_name: string;
          table_name: string;
          estimate: number;
          is_view: boolean;
        }>(TABLES_SQL, [schemas]);
        const columns = await client.query<{
          schema_name: string;
          table_name: string;
          column_name: string;
          data_type: string;
          is_nullable: string;
          comment: string | null;
        }>(COLUMNS_SQL, [schemas]);
        const keys = await client.query<{
          schema_name: string;
          table_name: string;
          column_name: string;
          kind: string;
          ref_schema: string | null;
          ref_table: string | null;
          ref_column: string | null;
        }>(KEYS_SQL, [schemas]);
        return { tables, columns, keys };
      };
      const { tables, columns, keys } = await catalogQueries().catch((err) => {
        throw describeConnectionFailure(err, s);
      });
      // Tables of the default schema keep their bare names; any other schema's are `schema.table`.
      const qualify = (ns: string, t: string) => (ns === 'public' ? t : `${ns}.${t}`);
      const result: RawTable[] = [];
      const sources = new Map<string, string>();
      for (const t of tables.rows) {
        const source = `${quote(t.schema_name)}.${quote(t.table_name)}`;
        let rowEstimate = Math.max(0, Math.round(Number(t.estimate)));
        if (Number(t.estimate) <= 0) {
          const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${source}`);
          rowEstimate = Number(counted.rows[0]?.n ?? 0);
        }
        const name = qualify(t.schema_name, t.table_name);
        sources.set(name, source);
        const ownTable = <R extends { schema_name: string; table_name: string }>(r: R) =>
          r.schema_name === t.schema_name && r.table_name === t.table_name;
        result.push({
          name,
          rowEstimate,
          ...(t.is_view ? { view: true } : {}),
          columns: columns.rows.filter(ownTable).map((c) => {
            const own = keys.rows.filter((k) => ownTable(k) && k.column_name === c.column_name);
            const fk = own.find((k) => k.kind === 'f' && k.ref_table);
            return {
              name: c.column_name,
              dataType: c.data_type,
              kind: kindOfType(c.data_type),
              nullable: c.is_nullable === 'YES',
              ...(c.comment ? { comment: c.comment } : {}),
              primaryKey: own.some((k) => k.kind === 'p'),
              ...(own.some((k) => k.kind === 'u') ? { unique: true } : {}),
              references: fk
                ? { table: qualify(fk.ref_schema ?? t.schema_name, fk.ref_table!), column: fk.ref_column! }
                : null,
            };
          }),
        });
      }
      const values = new Map<string, string[]>();
      for (const t of result) {
        for (const c of t.columns) {
          if (c.kind !== 'text' || c.primaryKey || c.references) continue;
          const distinct = await client.query<{ v: string }>(
            `SELECT DISTINCT ${quote(c.name)}::text AS v FROM ${sources.get(t.name)} WHERE ${quote(c.name)} IS NOT NULL LIMIT ${MAX_CATEGORY_VALUES + 1}`,
          );
          if (distinct.rows.length <= MAX_CATEGORY_VALUES)
            values.set(valuesKey(t.name, c.name), distinct.rows.map((r) => r.v).sort());
        }
      }
      return { tables: result, values };
    },
  };
}
