import type { Socket } from 'node:net';
import mssql from 'mssql';
import { excludedSchemasOf, isSystemSchemaName } from '../../../contract/dataInsights.ts';
import { ConnectionFailure } from './connectionFailure.ts';
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
import { connectorCore, type DialectSession } from './connectorCore.ts';
import { cappedSocket } from './receiveCap.ts';
import { dialAddress, tlsOptions } from './tlsOptions.ts';

const quote = (name: string) => `[${name.replaceAll(']', ']]')}]`;

/** The options handed to mssql/tedious: built from the allowlisted fields only. */
export function sqlServerOptions(s: ConnectionSettings): mssql.config {
  const tls = tlsOptions(s);
  return {
    server: dialAddress(s),
    port: s.port,
    user: s.username,
    password: s.password,
    database: s.databaseName,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    requestTimeout: STATEMENT_TIMEOUT_MS,
    pool: { max: 1, min: 0 },
    options: {
      encrypt: tls !== undefined,
      trustServerCertificate: tls?.rejectUnauthorized === false,
      // The certificate is checked against the name the user gave, not the pinned address.
      serverName: s.host,
      ...(tls?.ca ? { cryptoCredentialsDetails: { ca: tls.ca } } : {}),
      appName: 'data-insights',
      // tedious calls it with where it means to connect; its typing leaves the argument out.
      connector: ((to: { host: string; port: number }) =>
        dialPinned(s, to)) as unknown as () => Promise<Socket>,
    },
  };
}

/**
 * tedious's socket: capped in what it receives, and only to the pinned address (a login reply may
 * route the client to another server, which the egress policy has not checked).
 */
function dialPinned(s: ConnectionSettings, to: { host: string; port: number }): Promise<Socket> {
  if (to.host !== dialAddress(s) || to.port !== s.port)
    return Promise.reject(
      new ConnectionFailure(`The server at ${s.host}:${s.port} redirected the connection to another server.`),
    );
  const socket = cappedSocket().connect(s.port, dialAddress(s));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

interface SqlServerSession extends DialectSession {
  pool: mssql.ConnectionPool;
}

/**
 * SQL Server through mssql (tedious). T-SQL has no read-only transaction: the gate lets only one
 * SELECT through, and it runs inside a transaction that closing the connection rolls back.
 */
export function sqlServerConnector(s: ConnectionSettings): Connector {
  const schema = s.properties.schema ?? 'dbo';
  if (isSystemSchemaName(schema))
    throw new ConnectionFailure(`The schema '${schema}' belongs to the server itself and cannot be indexed.`);

  return connectorCore<SqlServerSession>(s, {
    async connect() {
      const pool = new mssql.ConnectionPool(sqlServerOptions(s));
      pool.on('error', () => {});
      try {
        await pool.connect();
      } catch (err) {
        void pool.close().catch(() => {});
        throw err;
      }
      let transaction: mssql.Transaction | null = null;
      return {
        pool,
        async readOnly() {
          transaction = new mssql.Transaction(pool);
          await transaction.begin();
        },
        stream: (query, onRow) =>
          new Promise<string[]>((resolve, reject) => {
            if (!('sql' in query)) throw new Error('A SQL Server connection runs SQL.');
            let columns: string[] = [];
            const request = transaction ? new mssql.Request(transaction) : pool.request();
            request.stream = true;
            request.on('recordset', (cols: Record<string, unknown>) => {
              columns = Object.keys(cols);
            });
            request.on('row', (row: Record<string, unknown>) => onRow(row));
            request.on('error', reject);
            request.on('done', () => resolve(columns));
            void request.query(query.sql);
          }),
        close: () => void pool.close().catch(() => {}),
      };
    },

    async serverVersion({ pool }) {
      const result = await pool.request().query<{ v: string }>('SELECT @@VERSION AS v');
      return String(result.recordset[0]?.v ?? 'SQL Server')
        .split('\n')[0]!
        .trim();
    },

    async canWrite({ pool }) {
      const write = await pool.request().query<{ w: number }>(
        `SELECT CASE WHEN IS_SRVROLEMEMBER('sysadmin') = 1 OR IS_ROLEMEMBER('db_owner') = 1
           OR IS_ROLEMEMBER('db_datawriter') = 1 OR IS_ROLEMEMBER('db_ddladmin') = 1
           OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'INSERT') = 1
           OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'CREATE TABLE') = 1 THEN 1 ELSE 0 END AS w`,
      );
      return write.recordset[0] ? write.recordset[0].w === 1 : null;
    },

    async introspect({ pool }) {
      // Every schema the login may read (or only the one the connection names), less the server's own
      // and those the connection leaves out (`,a,b,`: names never hold a comma).
      const only = s.properties.schema ?? null;
      const excluded = `,${excludedSchemasOf(s.properties).join(',')},`;
      const kept = (column: string) => `CHARINDEX(',' + ${column} + ',', @excluded) = 0`;
      const tables = await pool
        .request()
        .input('schema', only)
        .input('excluded', excluded)
        .query<{ sch: string; t: string; kind: string; n: number | null }>(
          `SELECT s.name AS sch, o.name AS t, RTRIM(o.type) AS kind, SUM(p.rows) AS n FROM sys.objects o
             JOIN sys.schemas s ON s.schema_id = o.schema_id
             LEFT JOIN sys.partitions p ON p.object_id = o.object_id AND p.index_id IN (0, 1)
             WHERE o.type IN ('U', 'V') AND o.is_ms_shipped = 0 AND (@schema IS NULL OR s.name = @schema) AND ${kept('s.name')}
               AND HAS_PERMS_BY_NAME(QUOTENAME(s.name) + '.' + QUOTENAME(o.name), 'OBJECT', 'SELECT') = 1
             GROUP BY s.name, o.name, o.type ORDER BY s.name, o.name`,
        );
      const columns = await pool
        .request()
        .input('schema', only)
        .input('excluded', excluded)
        .query<{ sch: string; t: string; c: string; dt: string; nl: string }>(
          `SELECT table_schema AS sch, table_name AS t, column_name AS c, data_type AS dt, is_nullable AS nl
             FROM information_schema.columns WHERE (@schema IS NULL OR table_schema = @schema) AND ${kept('table_schema')}
             ORDER BY table_schema, table_name, ordinal_position`,
        );
      const keys = await pool
        .request()
        .input('schema', only)
        .input('excluded', excluded)
        .query<{
          sch: string;
          t: string;
          c: string;
          kind: string;
          cn: string;
          rsch: string | null;
          rt: string | null;
          rc: string | null;
        }>(
          `SELECT k.table_schema AS sch, k.table_name AS t, k.column_name AS c, tc.constraint_type AS kind,
                    k.constraint_schema + '.' + k.constraint_name AS cn,
                    rk.table_schema AS rsch, rk.table_name AS rt, rk.column_name AS rc
             FROM information_schema.key_column_usage k
             JOIN information_schema.table_constraints tc
               ON tc.constraint_schema = k.constraint_schema AND tc.constraint_name = k.constraint_name
             LEFT JOIN information_schema.referential_constraints r
               ON r.constraint_schema = k.constraint_schema AND r.constraint_name = k.constraint_name
             LEFT JOIN information_schema.key_column_usage rk
               ON rk.constraint_schema = r.unique_constraint_schema
              AND rk.constraint_name = r.unique_constraint_name AND rk.ordinal_position = k.ordinal_position
             WHERE (@schema IS NULL OR k.table_schema = @schema) AND ${kept('k.table_schema')}`,
        );
      // Tables of the default schema keep their bare names; any other schema's are `schema.table`.
      const qualify = (sch: string, t: string) => (sch === 'dbo' ? t : `${sch}.${t}`);
      const sources = new Map<string, string>();
      const result: RawTable[] = tables.recordset
        .filter((t) => !isSystemSchemaName(t.sch))
        .map((t) => {
          const name = qualify(t.sch, t.t);
          sources.set(name, `${quote(t.sch)}.${quote(t.t)}`);
          return {
            name,
            rowEstimate: Number(t.n ?? 0),
            ...(t.kind === 'V' ? { view: true } : {}),
            columns: columns.recordset
              .filter((c) => c.sch === t.sch && c.t === t.t)
              .map((c) => {
                const own = keys.recordset.filter((k) => k.sch === t.sch && k.t === t.t && k.c === c.c);
                const fk = own.find((k) => k.kind === 'FOREIGN KEY' && k.rt);
                return {
                  name: c.c,
                  dataType: c.dt,
                  kind: kindOfType(c.dt),
                  nullable: c.nl === 'YES',
                  primaryKey: own.some((k) => k.kind === 'PRIMARY KEY'),
                  ...(own.some(
                    (k) => k.kind === 'UNIQUE' && keys.recordset.filter((o) => o.cn === k.cn).length === 1,
                  )
                    ? { unique: true }
                    : {}),
                  references: fk ? { table: qualify(fk.rsch ?? t.sch, fk.rt!), column: fk.rc! } : null,
                };
              }),
          };
        });
      const values = new Map<string, string[]>();
      for (const t of result) {
        for (const c of t.columns) {
          if (c.kind !== 'text' || c.primaryKey || c.references) continue;
          const distinct = await pool
            .request()
            .query<{ v: string }>(
              `SELECT DISTINCT TOP ${MAX_CATEGORY_VALUES + 1} CAST(${quote(c.name)} AS nvarchar(400)) AS v FROM ${sources.get(t.name)} WHERE ${quote(c.name)} IS NOT NULL`,
            );
          if (distinct.recordset.length <= MAX_CATEGORY_VALUES)
            values.set(valuesKey(t.name, c.name), distinct.recordset.map((r) => String(r.v)).sort());
        }
      }
      return { tables: result, values };
    },
  });
}
