import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ALLOWED_FUNCTIONS } from './allowedFunctions.ts';
import { UnsafeQuery } from './unsafeQuery.ts';
import { walkTree } from './walkTree.ts';

/** DuckDB's own names for what analysis needs, beyond the functions every engine shares. */
const DUCKDB_FUNCTIONS = new Set(
  `count_star strftime strptime datepart datetrunc epoch yearweek isodow dayname monthname last_day
  approx_count_distinct arg_min arg_max list_aggregate regexp_matches contains starts_with ends_with
  prefix suffix`.split(/\s+/),
);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

type Node = Record<string, unknown>;

let parser: Promise<DuckDBConnection> | undefined;
/** An in-memory DuckDB that only parses and prints statements; it reaches no file and holds no data. */
function parserConnection(): Promise<DuckDBConnection> {
  parser ??= DuckDBInstance.create(':memory:', {
    enable_external_access: 'false',
    autoload_known_extensions: 'false',
    autoinstall_known_extensions: 'false',
    lock_configuration: 'true',
    threads: '1',
  }).then((instance) => instance.connect());
  return parser;
}

async function parse(sql: string): Promise<Node> {
  const connection = await parserConnection();
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  const tree = JSON.parse(String(reader.getRows()[0]![0])) as Node;
  if (tree.error) {
    const message = String(tree.error_message ?? 'it could not be parsed');
    throw new UnsafeQuery(
      /Only SELECT/i.test(message) ? 'only a SELECT may run.' : `it is not valid DuckDB SQL (${message}).`,
    );
  }
  return tree;
}

async function print(tree: Node): Promise<string> {
  const connection = await parserConnection();
  // A node without a place in the text (a subquery's) is at uint64's largest value, which JSON
  // numbers cannot carry back: the place only serves error messages, so it is given as 0.
  const json = JSON.stringify(tree, (key, value) =>
    key === 'query_location' && !Number.isSafeInteger(value) ? 0 : value,
  );
  const reader = await connection.runAndReadAll('SELECT json_deserialize_sql($1::JSON)', [json]);
  return String(reader.getRows()[0]![0]);
}

function checkTree(root: Node) {
  walkTree(root, (_key, value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const node = value as Node;
    if (node.type === 'TABLE_FUNCTION')
      throw new UnsafeQuery('it reads from a table function; only the project tables may be read.');
    if (node.type === 'BASE_TABLE') {
      const schema = String(node.schema_name ?? '');
      if (node.catalog_name || (schema && schema !== 'main'))
        throw new UnsafeQuery('it names another database or schema.');
      // A name that is a path would be read as a file by a replacement scan.
      if (!IDENTIFIER.test(String(node.table_name ?? '')))
        throw new UnsafeQuery(`the table name ${String(node.table_name)} is not a table of the project.`);
    }
    if (node.class === 'FUNCTION') {
      const name = String(node.function_name ?? '').toLowerCase();
      if (node.schema || node.catalog) throw new UnsafeQuery(`the function ${name} is not allowed.`);
      const operator = node.is_operator === true || !/[a-z]/.test(name);
      if (!operator && !ALLOWED_FUNCTIONS.has(name) && !DUCKDB_FUNCTIONS.has(name))
        throw new UnsafeQuery(`the function ${name} is not allowed.`);
    }
  });
}

const limitNode = (value: number) => ({
  type: 'LIMIT_MODIFIER',
  limit: {
    class: 'CONSTANT',
    type: 'VALUE_CONSTANT',
    alias: '',
    query_location: 0,
    value: { type: { id: 'INTEGER', type_info: null }, is_null: false, value },
  },
  offset: null,
});

/** The statement's own row limit lowered to `limit`, or `limit` added when it has none. */
function placeLimit(node: Node, limit: number) {
  const modifiers = (node.modifiers as Node[] | undefined) ?? [];
  node.modifiers = modifiers;
  const own = modifiers.find((m) => m.type === 'LIMIT_MODIFIER' || m.type === 'LIMIT_PERCENT_MODIFIER');
  if (!own) {
    modifiers.push(limitNode(limit));
    return;
  }
  const value = (own.limit as Node | null)?.value as Node | undefined;
  const n = Number(value?.value);
  if (
    own.type !== 'LIMIT_MODIFIER' ||
    (own.limit as Node | null)?.class !== 'CONSTANT' ||
    !Number.isInteger(n)
  )
    throw new UnsafeQuery('its LIMIT must be a whole number.');
  if (n > limit) modifiers[modifiers.indexOf(own)] = { ...limitNode(limit), offset: own.offset ?? null };
}

const withoutLocations = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutLocations);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'query_location')
      .map(([key, value]) => [key, withoutLocations(value)]),
  );
};

/**
 * DuckDB (a project's data files): parsed by DuckDB's own parser (json_serialize_sql), checked on
 * the tree (one SELECT, project tables only, no table functions or other schemas, allowed
 * functions), the row limit placed in the tree, and the text that runs printed from it, parsed
 * back and compared, so the engine reads exactly the tree that was checked.
 */
export async function gateDuckDb(sql: string, rowLimit: number): Promise<string> {
  const tree = await parse(sql);
  const statements = (tree.statements as Node[] | undefined) ?? [];
  if (statements.length !== 1) throw new UnsafeQuery(`it holds ${statements.length} statements.`);
  const node = statements[0]!.node as Node;
  checkTree(node);
  placeLimit(node, rowLimit);
  const text = await print(tree);
  const reread = await parse(text);
  if (
    JSON.stringify(withoutLocations((reread.statements as Node[])[0]!.node)) !==
    JSON.stringify(withoutLocations(node))
  )
    throw new UnsafeQuery('it could not be rewritten faithfully with a row limit.');
  return text;
}
