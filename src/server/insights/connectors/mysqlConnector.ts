import { connect } from 'node:net';
import mysql from 'mysql2/promise';
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
import { grantsCanWrite } from './grantsCanWrite.ts';
import { dialAddress, tlsOptions } from './tlsOptions.ts';

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``;

/** mysql2 takes the certificate checks as its own flags beside the secure-context options. */
function mysqlTls(s: ConnectionSettings): mysql.SslOptions | undefined {
  const tls = tlsOptions(s);
  if (!tls) return undefined;
  return tls.rejectUnauthorized
    ? { rejectUnauthorized: true, verifyIdentity: true, ca: tls.ca as string[] | undefined }
    : { rejectUnauthorized: false };
}

/** MySQL and MariaDB through mysql2; user statements are prepared, so only one can ever run. */
export function mysqlConnector(s: ConnectionSettings): Connector {
  async function withConnection<T>(work: (c: mysql.Connection, mariadb: boolean) => Promise<T>): Promise<T> {
    let connection: mysql.Connection;
    try {
      connection = await withinTimeout(
        mysql.createConnection({
          // The name stays for the TLS host name check; the socket goes to the pinned address.
          host: s.host,
          stream: () => connect(s.port, dialAddress(s)),
          port: s.port,
          user: s.username,
          password: s.password,
          database: s.databaseName,
          connectTimeout: CONNECT_TIMEOUT_MS,
          charset: 'utf8mb4',
          ssl: mysqlTls(s),
          multipleStatements: false,
          decimalNumbers: true,
          supportBigNumbers: true,
          bigNumberStrings: false,
          dateStrings: false,
        }),
        CONNECT_TIMEOUT_MS,
        s,
      );
    } catch (err) {
      throw describeConnectionFailure(err, s);
    }
    connection.on('error', () => {});
    try {
      const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
      return await work(connection, /mariadb/i.test(String(rows[0]?.v)));
    } finally {
      connection.destroy();
    }
  }

  /** A read-only transaction with a server-side statement time limit, always rolled back. */
  async function readOnly<T>(c: mysql.Connection, mariadb: boolean, work: () => Promise<T>): Promise<T> {
    await c.query(
      mariadb
        ? `SET SESSION max_statement_time = ${STATEMENT_TIMEOUT_MS / 1000}`
        : `SET SESSION max_execution_time = ${STATEMENT_TIMEOUT_MS}`,
    );
    await c.query('START TRANSACTION READ ONLY');
    try {
      return await work();
    } finally {
      await c.query('ROLLBACK').catch(() => {});
    }
  }

  return {
    test: () =>
      withConnection(async (c) => {
        const [rows] = await c.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
        const version = String(rows[0]?.v ?? '');
        const [grants] = await c.query<mysql.RowDataPacket[]>('SHOW GRANTS');
        return {
          serverVersion: /mariadb/i.test(version) ? `MariaDB ${version}` : `MySQL ${version}`,
          canWrite: grantsCanWrite(grants.map((g) => String(Object.values(g)[0] ?? ''))),
        };
      }),

    introspect: () =>
      withConnection((c, mariadb) =>
        readOnly(c, mariadb, async () => {
          const [tables] = await c.query<mysql.RowDataPacket[]>(
            `SELECT table_name AS t, table_rows AS n FROM information_schema.tables
             WHERE table_schema = DATABASE() ORDER BY table_name`,
          );
          const [columns] = await c.query<mysql.RowDataPacket[]>(
            `SELECT table_name AS t, column_name AS c, data_type AS dt, column_type AS ct,
                    is_nullable AS nl, column_key AS k
             FROM information_schema.columns WHERE table_schema = DATABASE()
             ORDER BY table_name, ordinal_position`,
          );
          const [fks] = await c.query<mysql.RowDataPacket[]>(
            `SELECT table_name AS t, column_name AS c, referenced_table_name AS rt, referenced_column_name AS rc
             FROM information_schema.key_column_usage
             WHERE table_schema = DATABASE() AND referenced_table_name IS NOT NULL`,
          );
          const result: RawTable[] = [];
          for (const t of tables) {
            // table_rows is an estimate for InnoDB and may be stale right after loading: count small tables.
            let rowEstimate = Number(t.n ?? 0);
            if (rowEstimate < 100_000) {
              const [counted] = await c.query<mysql.RowDataPacket[]>(
                `SELECT COUNT(*) AS n FROM ${quote(t.t)}`,
              );
              rowEstimate = Number(counted[0]?.n ?? 0);
            }
            result.push({
              name: String(t.t),
              rowEstimate,
              columns: columns
                .filter((col) => col.t === t.t)
                .map((col) => {
                  const fk = fks.find((f) => f.t === t.t && f.c === col.c);
                  const dataType = String(col.ct).startsWith('tinyint(1)') ? 'boolean' : String(col.dt);
                  return {
                    name: String(col.c),
                    dataType,
                    kind: kindOfType(dataType),
                    nullable: col.nl === 'YES',
                    primaryKey: col.k === 'PRI',
                    references: fk ? { table: String(fk.rt), column: String(fk.rc) } : null,
                  };
                }),
            });
          }
          const values = new Map<string, string[]>();
          for (const t of result) {
            for (const col of t.columns) {
              if (col.kind !== 'text' || col.primaryKey || col.references) continue;
              const [distinct] = await c.query<mysql.RowDataPacket[]>(
                `SELECT DISTINCT ${quote(col.name)} AS v FROM ${quote(t.name)} WHERE ${quote(col.name)} IS NOT NULL LIMIT ${MAX_CATEGORY_VALUES + 1}`,
              );
              if (distinct.length <= MAX_CATEGORY_VALUES)
                values.set(valuesKey(t.name, col.name), distinct.map((r) => String(r.v)).sort());
            }
          }
          return { tables: result, values };
        }),
      ),

    run: (query: string | MongoQuery) => {
      if (typeof query !== 'string')
        throw new ConnectionFailure('A MySQL connection runs SQL, not a MongoDB pipeline.');
      return withConnection((c, mariadb) =>
        readOnly(c, mariadb, async () => {
          const [rows, fields] = await c.execute<mysql.RowDataPacket[]>({
            sql: `SELECT * FROM (${query}\n) AS result LIMIT ${ROW_LIMIT + 1}`,
            timeout: STATEMENT_TIMEOUT_MS + 1000,
          });
          const plain = rowsOf(rows as Record<string, unknown>[]);
          return {
            columns: (fields ?? []).map((f) => f.name),
            rows: plain.slice(0, ROW_LIMIT),
            truncated: plain.length > ROW_LIMIT,
          };
        }),
      );
    },
  };
}
