import mssql from 'mssql';
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
    },
  };
}

/**
 * SQL Server through mssql (tedious). T-SQL has no read-only transaction, so user statements are
 * parsed to one SELECT before they get here and run inside a transaction that is rolled back.
 */
export function sqlServerConnector(s: ConnectionSettings): Connector {
  const schema = s.properties.schema ?? 'dbo';

  async function withPool<T>(work: (pool: mssql.ConnectionPool) => Promise<T>): Promise<T> {
    const pool = new mssql.ConnectionPool(sqlServerOptions(s));
    pool.on('error', () => {});
    try {
      await withinTimeout(pool.connect(), CONNECT_TIMEOUT_MS + 500, s);
    } catch (err) {
      void pool.close().catch(() => {});
      throw describeConnectionFailure(err, s);
    }
    try {
      return await work(pool);
    } finally {
      void pool.close().catch(() => {});
    }
  }

  return {
    test: () =>
      withPool(async (pool) => {
        const result = await pool.request().query<{ v: string }>('SELECT @@VERSION AS v');
        const write = await pool.request().query<{ w: number }>(
          `SELECT CASE WHEN IS_SRVROLEMEMBER('sysadmin') = 1 OR IS_ROLEMEMBER('db_owner') = 1
             OR IS_ROLEMEMBER('db_datawriter') = 1 OR IS_ROLEMEMBER('db_ddladmin') = 1
             OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'INSERT') = 1
             OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'CREATE TABLE') = 1 THEN 1 ELSE 0 END AS w`,
        );
        return {
          serverVersion: String(result.recordset[0]?.v ?? 'SQL Server')
            .split('\n')[0]!
            .trim(),
          canWrite: write.recordset[0] ? write.recordset[0].w === 1 : null,
        };
      }),

    introspect: () =>
      withPool(async (pool) => {
        const tables = await pool
          .request()
          .input('schema', schema)
          .query<{ t: string; n: number }>(
            `SELECT t.name AS t, SUM(p.rows) AS n FROM sys.tables t
             JOIN sys.schemas s ON s.schema_id = t.schema_id
             JOIN sys.partitions p ON p.object_id = t.object_id AND p.index_id IN (0, 1)
             WHERE s.name = @schema GROUP BY t.name ORDER BY t.name`,
          );
        const columns = await pool
          .request()
          .input('schema', schema)
          .query<{ t: string; c: string; dt: string; nl: string }>(
            `SELECT table_name AS t, column_name AS c, data_type AS dt, is_nullable AS nl
             FROM information_schema.columns WHERE table_schema = @schema ORDER BY table_name, ordinal_position`,
          );
        const keys = await pool
          .request()
          .input('schema', schema)
          .query<{ t: string; c: string; kind: string; rt: string | null; rc: string | null }>(
            `SELECT k.table_name AS t, k.column_name AS c, tc.constraint_type AS kind,
                    rk.table_name AS rt, rk.column_name AS rc
             FROM information_schema.key_column_usage k
             JOIN information_schema.table_constraints tc ON tc.constraint_name = k.constraint_name
             LEFT JOIN information_schema.referential_constraints r ON r.constraint_name = k.constraint_name
             LEFT JOIN information_schema.key_column_usage rk
               ON rk.constraint_name = r.unique_constraint_name AND rk.ordinal_position = k.ordinal_position
             WHERE k.table_schema = @schema`,
          );
        const result: RawTable[] = tables.recordset.map((t) => ({
          name: t.t,
          rowEstimate: Number(t.n ?? 0),
          columns: columns.recordset
            .filter((c) => c.t === t.t)
            .map((c) => {
              const own = keys.recordset.filter((k) => k.t === t.t && k.c === c.c);
              const fk = own.find((k) => k.kind === 'FOREIGN KEY' && k.rt);
              return {
                name: c.c,
                dataType: c.dt,
                kind: kindOfType(c.dt),
                nullable: c.nl === 'YES',
                primaryKey: own.some((k) => k.kind === 'PRIMARY KEY'),
                references: fk ? { table: fk.rt!, column: fk.rc! } : null,
              };
            }),
        }));
        const values = new Map<string, string[]>();
        for (const t of result) {
          for (const c of t.columns) {
            if (c.kind !== 'text' || c.primaryKey || c.references) continue;
            const distinct = await pool
              .request()
              .query<{ v: string }>(
                `SELECT DISTINCT TOP ${MAX_CATEGORY_VALUES + 1} CAST(${quote(c.name)} AS nvarchar(400)) AS v FROM ${quote(schema)}.${quote(t.name)} WHERE ${quote(c.name)} IS NOT NULL`,
              );
            if (distinct.recordset.length <= MAX_CATEGORY_VALUES)
              values.set(valuesKey(t.name, c.name), distinct.recordset.map((r) => String(r.v)).sort());
          }
        }
        return { tables: result, values };
      }),

    run: (query: string | MongoQuery) => {
      if (typeof query !== 'string')
        throw new ConnectionFailure('A SQL Server connection runs SQL, not a MongoDB pipeline.');
      return withPool(async (pool) => {
        const transaction = new mssql.Transaction(pool);
        await transaction.begin();
        try {
          const result = await new mssql.Request(transaction).query(
            `SELECT TOP ${ROW_LIMIT + 1} * FROM (${query}\n) AS result`,
          );
          const rows = rowsOf(result.recordset as Record<string, unknown>[]);
          return {
            columns: Object.keys(result.recordset.columns ?? {}),
            rows: rows.slice(0, ROW_LIMIT),
            truncated: rows.length > ROW_LIMIT,
          };
        } finally {
          await transaction.rollback().catch(() => {});
        }
      });
    },
  };
}
