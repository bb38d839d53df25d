import { loadModule, parseSync } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';
import { ALLOWED_FUNCTIONS, isSystemSchema } from './allowedFunctions.ts';
import { UnsafeQuery } from './unsafeQuery.ts';
import { walkTree, withoutPositions } from './walkTree.ts';

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

type Tree = { version?: number; stmts?: { stmt: Record<string, unknown> }[] };
type Node = Record<string, unknown>;

let ready: Promise<void> | undefined;
/** Loads PostgreSQL's parser (WebAssembly) once. */
export const readyPostgresParser = () => {
  ready ??= loadModule();
  return ready;
};

function parse(sql: string): Tree {
  try {
    return parseSync(sql) as unknown as Tree;
  } catch (err) {
    throw new UnsafeQuery(`it is not valid PostgreSQL (${(err as Error).message}).`);
  }
}

function checkTree(root: Node) {
  walkTree(root, (key, value) => {
    if (WRITE_NODES.has(key))
      throw new UnsafeQuery(`it contains a ${key.replace(/Stmt$/, '').toUpperCase()}.`);
    if (key === 'intoClause' && value) throw new UnsafeQuery('SELECT … INTO creates a table.');
    if (key === 'lockingClause' && value) throw new UnsafeQuery('it locks rows (FOR UPDATE / FOR SHARE).');
    if (key === 'FuncCall') {
      const names = ((value as { funcname?: { String?: { sval?: string } }[] }).funcname ?? []).map(
        (n) => n.String?.sval ?? '',
      );
      const name = (names.at(-1) ?? '').toLowerCase();
      const schema = names.length > 1 ? names[0]!.toLowerCase() : null;
      if (!ALLOWED_FUNCTIONS.has(name) || (schema && schema !== 'pg_catalog'))
        throw new UnsafeQuery(`the function ${names.join('.')} is not allowed.`);
    }
    if (key === 'RangeVar') {
      const v = value as { relname?: string; schemaname?: string; catalogname?: string };
      if (v.relname?.toLowerCase().startsWith('pg_') || (v.schemaname && isSystemSchema(v.schemaname)))
        throw new UnsafeQuery(`the system table ${v.relname} is not for analysis.`);
      if (v.catalogname) throw new UnsafeQuery('it names another database.');
    }
  });
}

/** The statement's own row limit lowered to `limit`, or `limit` added when it has none. */
function placeLimit(select: Node, limit: number) {
  const own = select.limitCount as Node | undefined;
  if (own) {
    const value = (own.A_Const as { ival?: { ival?: number } } | undefined)?.ival;
    if (!value) throw new UnsafeQuery('its LIMIT must be a whole number.');
    if ((value.ival ?? 0) <= limit) return;
  }
  select.limitCount = { A_Const: { ival: { ival: limit } } };
  if (!select.limitOption || select.limitOption === 'LIMIT_OPTION_DEFAULT')
    select.limitOption = 'LIMIT_OPTION_COUNT';
}

/**
 * PostgreSQL: parsed by PostgreSQL's own parser, checked on the tree, the row limit placed in the
 * tree, and the text that runs deparsed from it, parsed back and compared, so the server reads
 * exactly the tree that was checked.
 */
export async function gatePostgres(sql: string, rowLimit: number): Promise<string> {
  await readyPostgresParser();
  const tree = parse(sql);
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) throw new UnsafeQuery(`it holds ${statements.length} statements.`);
  const root = statements[0]!.stmt;
  const select = root.SelectStmt as Node | undefined;
  if (!select)
    throw new UnsafeQuery(`it is a ${Object.keys(root)[0]?.replace(/Stmt$/, '').toUpperCase()} statement.`);
  checkTree(root);
  placeLimit(select, rowLimit);
  const checked: Tree = { version: tree.version, stmts: [{ stmt: root }] };
  let text: string;
  try {
    text = deparseSync(checked as never);
  } catch {
    throw new UnsafeQuery('it could not be rewritten with a row limit.');
  }
  const reread = parse(text);
  if (
    JSON.stringify(withoutPositions(reread.stmts?.map((s) => s.stmt))) !==
    JSON.stringify(withoutPositions([root]))
  )
    throw new UnsafeQuery('it could not be rewritten faithfully with a row limit.');
  return text;
}
