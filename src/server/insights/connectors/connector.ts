import type {
  CatalogColumn,
  CatalogTable,
  CellValue,
  ConnectionProperties,
  ConnectionType,
  SslMode,
} from '../../../contract/dataInsights.ts';

/** Everything needed to reach a database; the password is in the clear only in memory. */
export interface ConnectionSettings {
  type: ConnectionType;
  host: string;
  port: number;
  username: string;
  password: string;
  databaseName: string;
  charset?: string | null;
  properties: ConnectionProperties;
  /** TLS use (off when absent) and an extra certificate authority to verify against. */
  sslMode?: SslMode;
  sslCa?: string | null;
  /**
   * The address the host resolved to when the egress policy let it through: connectors dial
   * this address, never the name again, and keep the name for TLS (SNI and host name check).
   */
  address?: string;
}

/** A column as read from the engine, before its role and values are decided. */
export type RawColumn = Omit<CatalogColumn, 'role' | 'values'>;
export interface RawTable {
  name: string;
  rowEstimate: number;
  /** A view rather than a base table (absent when the engine has none or it is not known). */
  view?: boolean;
  columns: RawColumn[];
}

export interface QueryResult {
  columns: string[];
  rows: Record<string, CellValue>[];
  /** True when the row limit cut the result short. */
  truncated: boolean;
}

/** A MongoDB aggregation: the collection it starts from and its stages. */
export interface MongoQuery {
  collection: string;
  pipeline: Record<string, unknown>[];
}

/** One engine behind one interface: test, introspect, run read-only. */
export interface Connector {
  /** `canWrite`: whether the login may change data or create objects (null when not known). */
  test(): Promise<{ serverVersion: string; canWrite: boolean | null }>;
  /** Tables with columns and keys, and the distinct values of text columns that have few. */
  introspect(): Promise<{ tables: RawTable[]; values: Map<string, string[]> }>;
  /** Runs one statement, after the query gate, under the time limit and the row and byte caps. */
  run(query: string | MongoQuery): Promise<QueryResult>;
}

/** At most this many distinct values make a text column a category worth filtering on. */
export const MAX_CATEGORY_VALUES = 50;
/** Seconds to connect and to run one statement. */
export const CONNECT_TIMEOUT_MS = 5000;
export const STATEMENT_TIMEOUT_MS = 5000;
export const ROW_LIMIT = 1000;
/** The most a result may weigh as JSON; past it the query is stopped with a plain message. */
export const RESULT_BYTE_LIMIT = 8 * 1024 * 1024;

export const valuesKey = (table: string, column: string) => `${table}\u0000${column}`;

/** The kind of a column from the engine's type name. */
export function kindOfType(dataType: string): RawColumn['kind'] {
  const t = dataType.toLowerCase();
  if (/^(bool|boolean|bit)$/.test(t)) return 'boolean';
  if (/(int|numeric|decimal|real|double|float|money|number)/.test(t)) return 'number';
  if (/(date|time)/.test(t)) return 'time';
  if (/(char|text|enum|string|objectid|uuid|set)/.test(t)) return 'text';
  return 'other';
}

/** Plain JSON values for what drivers return (Date, bigint, Decimal strings stay as they are). */
export function plainValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (Buffer.isBuffer(v)) return v.toString('base64');
  return String(v);
}

export const rowsOf = (raw: Record<string, unknown>[]) =>
  raw.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plainValue(v)])));

/** Column table names and column count of an introspection, for Make Index replies. */
export const countColumns = (tables: CatalogTable[]) => tables.reduce((n, t) => n + t.columns.length, 0);
