import mysql from 'mysql2/promise';
import type { GatedQuery } from '../gate/queryGate.ts';
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
import { grantsCanWrite } from './grantsCanWrite.ts';
import { cappedSocket } from './receiveCap.ts';
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

/** The mysql2 options for a stored connection: built from its allowlisted fields only. */
export function mysqlConnectionOptions(s: ConnectionSettings): mysql.ConnectionOptions {
  return {
    // The name stays for the TLS host name check; the socket goes to the pinned address.
    host: s.host,
    stream: () => cappedSocket().connect(s.port, dialAddress(s)),
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
  };
}

type CoreConnection = { execute(options: { sql: string; timeout: number }): NodeJS.EventEmitter };

interface MysqlSession extends DialectSession {
  c: mysql.Connection;
}

/** MySQL and MariaDB through mysql2; the gated statement is prepared, so only it can ever run. */
export function mysqlConnector(s: ConnectionSettings): Connector {
  return connectorCore(s, mysqlDialect(s));
}

/** What MySQL and MariaDB add to the connector core. */
export function mysqlDialect(s: ConnectionSettings): Dialect<MysqlSession> {
  return {
    async connect() {
      const c = await mysql.createConnection(mysqlConnectionOptions(s));
      c.on('error', () => {});
      const [rows] = await c.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
      const mariadb = /mariadb/i.test(String(rows[0]?.v));
      return {
        c,
        async readOnly() {
          await c.query(
            mariadb
              ? `SET SESSION max_statement_time = ${STATEMENT_TIMEOUT_MS / 1000}`
              : `SET SESSION max_execution_time = ${STATEMENT_TIMEOUT_MS}`,
          );
          await c.query('START TRANSACTION READ ONLY');
        },
        stream: (query: GatedQuery, onRow) =>
          new Promise<string[]>((resolve, reject) => {
            if (!('sql' in query)) throw new Error('A MySQL connection runs SQL.');
            let columns: string[] = [];
            // The promise wrapper collects every row; the core connection streams them.
            (c as unknown as { connection: CoreConnection }).connection
              .execute({ sql: query.sql, timeout: STATEMENT_TIMEOUT_MS + 1000 })
              .on('fields', (fields: { name: string }[]) => {
                columns = fields.map((f) => f.name);
              })
              .on('result', (row: unknown) => onRow(row as Record<string, unknown>))
              .on('error', reject)
              .on('end', () => resolve(columns));
          }),
        close: () => c.destroy(),
      };
    },

    async serverVersion({ c }) {
      const [rows] = await c.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
      const version = String(rows[0]?.v ?? '');
      return /mariadb/i.test(version) ? `MariaDB ${version}` : `MySQL ${version}`;
    },

    async canWrite({ c }) {
      const [grants] = await c.query<mysql.RowDataPacket[]>('SHOW GRANTS');
      return grantsCanWrite(grants.map((g) => String(Object.values(g)[0] ?? '')));
    },

    async introspect({ c }) {
      const [tables] = await c.query<mysql.RowDataPacket[]>(
        `SELECT table_name AS t, table_rows AS n, table_type = 'VIEW' AS v FROM information_schema.tables
         WHERE table_schema = DATABASE() ORDER BY table_name`,
      );
      const [columns] = await c.query<mysql.RowDataPacket[]>(
        `SELECT table_name AS t, column_name AS c, data_type AS dt, column_type AS ct,
                is_nullable AS nl, column_key AS k, column_comment AS cm
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
          const [counted] = await c.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${quote(t.t)}`);
          rowEstimate = Number(counted[0]?.n ?? 0);
        }
        result.push({
          name: String(t.t),
          rowEstimate,
          ...(Number(t.v) === 1 ? { view: true } : {}),
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
                ...(col.cm ? { comment: String(col.cm) } : {}),
                primaryKey: col.k === 'PRI',
                // 'UNI' marks a unique index of this column alone (a composite one shows 'MUL').
                ...(col.k === 'UNI' ? { unique: true } : {}),
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
    },
  };
}
