import { loadModule, parseSync } from 'libpg-query';
// node-sql-parser is CommonJS: Node's ESM loader offers only its default export.
import nodeSqlParser from 'node-sql-parser';
import type { ConnectionType } from '../../contract/dataInsights.ts';
import { ApiError } from '../reply.ts';
import type { MongoQuery } from './connectors/connector.ts';
import { ALLOWED_STAGES } from './connectors/mongoConnector.ts';

/** A statement refused before it reaches the database; the message says why. */
export class UnsafeQuery extends ApiError {
  constructor(reason: string) {
    super(400, `This query cannot run: ${reason} Only a single read-only SELECT is allowed.`);
  }
}

/** Functions a read-only analysis may call; anything else (pg_sleep, dblink, load_file…) is refused. */
const ALLOWED_FUNCTIONS = new Set(
  `count sum avg min max round floor ceil ceiling abs sign mod power sqrt exp ln log trunc coalesce nullif
  greatest least lower upper trim ltrim rtrim length char_length character_length len substring substr
  left right replace concat concat_ws split_part position strpos cast convert to_char to_date to_number
  date_trunc date_part extract date_format year month day dayofmonth dayofweek dayofyear weekday week
  quarter hour minute date datepart datename dateadd datediff date_add date_sub adddate subdate make_date
  eomonth format now current_date current_timestamp getdate age stddev stddev_pop stddev_samp variance
  var_pop var_samp string_agg group_concat bool_and bool_or every if iif ifnull isnull nvl row_number rank
  dense_rank ntile lag lead first_value last_value cume_dist percent_rank percentile_cont percentile_disc
  median mode count_big generate_series timestamp str_to_date unix_timestamp from_unixtime interval`.split(
    /\s+/,
  ),
);

const WRITE_NODES = new Set([
  'InsertStmt',
  'UpdateStmt',
  'DeleteStmt',
  'MergeStmt',
  'CreateStmt',
  'CreateTableAsStmt',
  'CopyStmt',
  'DoStmt',
  'CallStmt',
  'LockStmt',
]);

let pgParserReady: Promise<void> | undefined;
/** Loads the PostgreSQL parser (WebAssembly) once. */
export const readyPostgresParser = () => {
  pgParserReady ??= loadModule();
  return pgParserReady;
};

function walk(node: unknown, visit: (key: string, value: unknown) => void) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    visit(key, value);
    walk(value, visit);
  }
}

/** PostgreSQL: parsed by PostgreSQL's own parser (libpg-query). */
export async function checkPostgresSelect(sql: string): Promise<void> {
  await readyPostgresParser();
  let tree: { stmts?: { stmt: Record<string, unknown> }[] };
  try {
    tree = parseSync(sql) as unknown as typeof tree;
  } catch (err) {
    throw new UnsafeQuery(`it is not valid PostgreSQL (${(err as Error).message}).`);
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) throw new UnsafeQuery(`it holds ${statements.length} statements.`);
  const root = statements[0]!.stmt;
  if (!('SelectStmt' in root))
    throw new UnsafeQuery(`it is a ${Object.keys(root)[0]?.replace(/Stmt$/, '').toUpperCase()} statement.`);
  walk(root, (key, value) => {
    if (WRITE_NODES.has(key))
      throw new UnsafeQuery(`it contains a ${key.replace(/Stmt$/, '').toUpperCase()}.`);
    if (key === 'intoClause' && value) throw new UnsafeQuery('SELECT … INTO creates a table.');
    if (key === 'lockingClause' && value) throw new UnsafeQuery('it locks rows (FOR UPDATE / FOR SHARE).');
    if (key === 'FuncCall') {
      const names = ((value as { funcname?: { String?: { sval?: string } }[] }).funcname ?? []).map(
        (n) => n.String?.sval ?? '',
      );
      const name = names.at(-1)!.toLowerCase();
      const schema = names.length > 1 ? names[0]!.toLowerCase() : null;
      if (!ALLOWED_FUNCTIONS.has(name) || (schema && schema !== 'pg_catalog'))
        throw new UnsafeQuery(`the function ${names.join('.')} is not allowed.`);
    }
    if (key === 'RangeVar') {
      const v = value as { relname?: string; schemaname?: string };
      if (
        v.relname?.startsWith('pg_') ||
        v.schemaname === 'pg_catalog' ||
        v.schemaname === 'information_schema'
      )
        throw new UnsafeQuery(`the system table ${v.relname} is not for analysis.`);
    }
  });
}

const sqlParser = new nodeSqlParser.Parser();

/** MySQL/MariaDB and SQL Server: node-sql-parser's grammar of the engine. */
export function checkParsedSelect(sql: string, database: 'MySQL' | 'TransactSQL'): void {
  if (database === 'MySQL' && sql.includes('/*!'))
    throw new UnsafeQuery('MySQL executable comments (/*! … */) are not allowed.');
  let ast: unknown;
  try {
    ast = sqlParser.astify(sql, { database });
  } catch (err) {
    throw new UnsafeQuery(
      `it could not be read as ${database === 'MySQL' ? 'MySQL' : 'T-SQL'} (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw new UnsafeQuery(`it holds ${statements.length} statements.`);
  const root = statements[0] as { type?: string };
  if (root.type !== 'select') throw new UnsafeQuery(`it is a ${String(root.type).toUpperCase()} statement.`);
  walk(root, (key, value) => {
    if (
      key === 'type' &&
      typeof value === 'string' &&
      /^(insert|update|delete|replace|create|drop|alter|truncate|merge|exec|execute)$/i.test(value)
    )
      throw new UnsafeQuery(`it contains ${value.toUpperCase()}.`);
    if (key === 'into' && value && typeof value === 'object' && (value as { type?: string }).type === 'into')
      throw new UnsafeQuery('SELECT … INTO writes its result somewhere.');
    if (key === 'locking_read' && value)
      throw new UnsafeQuery('it locks rows (FOR UPDATE / LOCK IN SHARE MODE).');
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'function') {
      const raw = (value as { name?: unknown }).name;
      const name =
        typeof raw === 'string'
          ? raw
          : ((raw as { name?: { value?: string }[] })?.name ?? []).map((n) => n.value ?? '').join('.');
      if (!ALLOWED_FUNCTIONS.has(name.toLowerCase()))
        throw new UnsafeQuery(`the function ${name} is not allowed.`);
    }
    if (
      key === 'table' &&
      typeof value === 'string' &&
      /^(mysql|information_schema|performance_schema|sys)$/i.test(value)
    )
      throw new UnsafeQuery(`the system table ${value} is not for analysis.`);
    if (
      key === 'db' &&
      typeof value === 'string' &&
      /^(mysql|information_schema|performance_schema|sys|master|msdb)$/i.test(value)
    )
      throw new UnsafeQuery(`the system database ${value} is not for analysis.`);
  });
}

/** MongoDB: a JSON `{ collection, pipeline }` using reading stages only. */
export function parseMongoQuery(text: string): MongoQuery {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnsafeQuery('a MongoDB query must be JSON: { "collection": "…", "pipeline": [ … ] }.');
  }
  const q = value as Partial<MongoQuery>;
  if (!q || typeof q.collection !== 'string' || !Array.isArray(q.pipeline))
    throw new UnsafeQuery('a MongoDB query must be { "collection": "…", "pipeline": [ … ] }.');
  walk(q.pipeline, (key) => {
    if (
      key.startsWith('$') &&
      /^\$(out|merge|function|accumulator|where|currentOp|listSessions|collStats|indexStats|planCacheStats)$/.test(
        key,
      )
    )
      throw new UnsafeQuery(`the stage or operator ${key} is not allowed.`);
  });
  for (const stage of q.pipeline) {
    const name = Object.keys(stage ?? {})[0] ?? '';
    if (!ALLOWED_STAGES.has(name)) throw new UnsafeQuery(`the stage ${name || '(empty)'} is not allowed.`);
  }
  return { collection: q.collection, pipeline: q.pipeline };
}

/** Checks a statement for the connection's engine; the same checks apply to planned and hand-written SQL. */
export async function checkReadOnly(type: ConnectionType, query: string | MongoQuery): Promise<void> {
  if (type === 'MONGO') {
    if (typeof query === 'string') parseMongoQuery(query);
    return;
  }
  if (typeof query !== 'string') throw new UnsafeQuery('an SQL database runs SQL.');
  if (type === 'POSTGRES') return checkPostgresSelect(query);
  return checkParsedSelect(query, type === 'MYSQL' ? 'MySQL' : 'TransactSQL');
}
