// node-sql-parser is CommonJS: Node's ESM loader offers only its default export.
import nodeSqlParser from 'node-sql-parser';
import { ALLOWED_FUNCTIONS, isSystemSchema } from './allowedFunctions.ts';
import { type SqlGrammar, strictSqlLex } from './strictSqlLexer.ts';
import { UnsafeQuery } from './unsafeQuery.ts';
import { walkTree } from './walkTree.ts';

type Node = Record<string, unknown> & { type?: string; _next?: Node };

const parser = new nodeSqlParser.Parser();

const WRITES =
  /^(insert|update|delete|replace|create|drop|alter|truncate|merge|exec|execute|call|set|use|grant)$/i;

/** SQL Server's compatibility views in every database; they describe the server. */
const TSQL_SYSTEM_VIEWS =
  /^sys(objects|columns|users|logins|databases|processes|servers|comments|indexes|indexkeys|files|altfiles|cacheobjects|lockinfo|messages|configures|curconfigs|perfinfo|types|protects|members|permissions|references|foreignkeys|constraints|depends|filegroups|remotelogins|charsets|languages|devices|xlogins|oledbusers)$/i;

/** T-SQL date functions take a bare part name (year, quarter…), which must not be quoted as a column. */
const DATE_PART_FUNCTIONS = /^(datepart|datename|dateadd|datediff|datediff_big|datetrunc|date_bucket)$/i;

/** Type names node-sql-parser reads as calls in CONVERT(varchar(7), …); no engine runs them as functions. */
const TYPE_NAMES = new Set([
  'varchar',
  'nvarchar',
  'char',
  'nchar',
  'decimal',
  'numeric',
  'varbinary',
  'datetime2',
]);

function functionName(node: Node): string {
  const raw = node.name as unknown;
  if (typeof raw === 'string') return raw;
  return ((raw as { name?: { value?: string }[] })?.name ?? []).map((n) => n.value ?? '').join('.');
}

function read(text: string, grammar: SqlGrammar): Node {
  let ast: unknown;
  try {
    ast = parser.astify(text, { database: grammar });
  } catch (err) {
    throw new UnsafeQuery(
      `it could not be read as ${grammar === 'MySQL' ? 'MySQL' : 'T-SQL'} (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw new UnsafeQuery(`it holds ${statements.length} statements.`);
  const root = statements[0] as Node;
  if (root.type !== 'select') throw new UnsafeQuery(`it is a ${String(root.type).toUpperCase()} statement.`);
  return root;
}

function check(root: Node, grammar: SqlGrammar) {
  walkTree(root, (key, value) => {
    if (key === 'type' && typeof value === 'string' && WRITES.test(value))
      throw new UnsafeQuery(`it contains ${value.toUpperCase()}.`);
    if (key === 'into' && value && typeof value === 'object') {
      const into = value as { type?: string; expr?: unknown; position?: unknown };
      if (into.type === 'into' || into.expr || into.position)
        throw new UnsafeQuery('SELECT … INTO writes its result somewhere.');
    }
    if (key === 'locking_read' && value)
      throw new UnsafeQuery('it locks rows (FOR UPDATE / LOCK IN SHARE MODE).');
    if (key === 'table_hint' && value) throw new UnsafeQuery('table hints (WITH (…)) are not allowed.');
    if (key === 'for' && value) throw new UnsafeQuery('FOR XML / FOR JSON / FOR BROWSE are not allowed.');
    if (key === 'type' && (value === 'var' || value === 'param'))
      throw new UnsafeQuery('variables and parameters are not allowed.');
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const node = value as Node;
      if (node.type === 'function' || node.type === 'aggr_func') {
        const name = functionName(node);
        if (!ALLOWED_FUNCTIONS.has(name.toLowerCase()) && !TYPE_NAMES.has(name.toLowerCase()))
          throw new UnsafeQuery(`the function ${name} is not allowed.`);
      }
    }
    if ((key === 'db' || key === 'schema') && typeof value === 'string' && isSystemSchema(value))
      throw new UnsafeQuery(`the system database ${value} is not for analysis.`);
    if (
      key === 'table' &&
      typeof value === 'string' &&
      grammar === 'TransactSQL' &&
      TSQL_SYSTEM_VIEWS.test(value)
    )
      throw new UnsafeQuery(`the system table ${value} is not for analysis.`);
  });
}

/** The last SELECT of a UNION chain: where MySQL's LIMIT and T-SQL's ORDER BY … FETCH apply to the whole. */
function tail(root: Node): Node {
  let node = root;
  while (node._next) node = node._next;
  return node;
}

const numberOf = (node: unknown) => {
  const n = node as { type?: string; value?: unknown } | undefined;
  if (n?.type !== 'number' || typeof n.value !== 'number' || !Number.isInteger(n.value))
    throw new UnsafeQuery('its row limit must be a whole number.');
  return n.value;
};

function placeMysqlLimit(root: Node, limit: number) {
  const last = tail(root);
  const own = last.limit as { seperator?: string; value?: unknown[] } | null;
  if (!own?.value?.length) {
    last.limit = { seperator: '', value: [{ type: 'number', value: limit }] };
    return;
  }
  // LIMIT count | LIMIT offset, count | LIMIT count OFFSET offset
  const countAt = own.seperator === ',' ? 1 : 0;
  if (numberOf(own.value[countAt]) > limit) own.value[countAt] = { type: 'number', value: limit };
}

function placeTsqlLimit(root: Node, limit: number) {
  const fetch = { type: 'number', value: limit };
  if (!root._next) {
    const top = root.top as { value?: unknown; percent?: unknown } | null;
    const own = root.limit as { fetch?: { value?: unknown } } | null;
    if (top) {
      if (top.percent) throw new UnsafeQuery('TOP … PERCENT is not allowed.');
      if (numberOf({ type: 'number', value: top.value }) > limit) top.value = limit;
    } else if (own?.fetch) {
      if (numberOf(own.fetch.value) > limit) own.fetch.value = fetch;
    } else root.top = { value: limit, percent: null };
    return;
  }
  // A UNION takes its limit as ORDER BY … OFFSET 0 ROWS FETCH NEXT n ROWS ONLY, which needs an order.
  const last = tail(root);
  last.orderby ??= [{ expr: { type: 'number', value: 1 }, type: 'ASC' }];
  const own = last.limit as { fetch?: { value?: unknown } } | null;
  if (own?.fetch) {
    if (numberOf(own.fetch.value) > limit) own.fetch.value = fetch;
    return;
  }
  last.limit = {
    offset: {
      prefix: [{ type: 'origin', value: 'offset' }],
      value: { type: 'number', value: 0 },
      suffix: [{ type: 'origin', value: 'rows' }],
    },
    fetch: {
      prefix: [
        { type: 'origin', value: 'fetch' },
        { type: 'origin', value: 'next' },
      ],
      value: fetch,
      suffix: [
        { type: 'origin', value: 'rows' },
        { type: 'origin', value: 'only' },
      ],
    },
  };
}

/** The text of a tree in the engine's dialect. */
function generate(root: Node, grammar: SqlGrammar): string {
  if (grammar === 'TransactSQL')
    walkTree(root, (_key, value) => {
      const node = value as Node | null;
      if (node?.type !== 'function' || !DATE_PART_FUNCTIONS.test(functionName(node))) return;
      const first = (node.args as { value?: Node[] } | undefined)?.value?.[0];
      if (first?.type === 'column_ref' && !first.table && typeof first.column === 'string') {
        const part = first.column;
        for (const k of Object.keys(first)) delete first[k];
        Object.assign(first, { type: 'origin', value: part });
      }
    });
  return parser.sqlify(root as never, { database: grammar });
}

/**
 * MySQL/MariaDB and SQL Server: the strict lexer first (it refuses what node-sql-parser and the
 * server could read differently), then node-sql-parser's grammar of the engine, checks on the tree,
 * the row limit placed in the tree, and the text that runs generated from it. The generated text is
 * read again and must pass the same checks and generate itself unchanged.
 */
export function gateParsedSql(sql: string, grammar: SqlGrammar, rowLimit: number): string {
  const root = read(strictSqlLex(sql, grammar), grammar);
  check(root, grammar);
  if (grammar === 'MySQL') placeMysqlLimit(root, rowLimit);
  else placeTsqlLimit(root, rowLimit);
  const text = generate(root, grammar);
  const reread = read(strictSqlLex(text, grammar), grammar);
  check(reread, grammar);
  if (generate(reread, grammar) !== text)
    throw new UnsafeQuery('it could not be rewritten faithfully with a row limit.');
  return text;
}
