import { loadModule, parseSync } from 'libpg-query';
import nodeSqlParser from 'node-sql-parser';
import type { CatalogTable, ConnectionType } from '../../../contract/dataInsights.ts';
import { dialectOf } from '../planner/compileSql.ts';
import { ALLOWED_FUNCTIONS } from './allowedFunctions.ts';
import { gateQuery } from './queryGate.ts';
import { UnsafeQuery } from './unsafeQuery.ts';

/** Functions that aggregate rows; a metric's columns are read only inside one of them. */
export const AGGREGATE_FUNCTIONS = new Set(
  'count sum avg min max stddev stddev_pop stddev_samp variance var_pop var_samp count_big median'.split(' '),
);

/** Why a metric expression cannot be used; the sentence finishes 'Metric 'revenue': …'. */
export class MetricRefused extends Error {}

type Node = Record<string, unknown>;

/** What an expression reads: each column, whether it sits inside an aggregate, and the calls it makes. */
interface Reading {
  columns: { name: string; inAggregate: boolean }[];
  aggregates: number;
}

function readPostgres(expression: string): Reading {
  let tree: { stmts?: { stmt: Node }[] };
  try {
    tree = parseSync(`SELECT (${expression}) FROM metric_table`) as never;
  } catch (err) {
    throw new MetricRefused(`it is not a valid PostgreSQL expression (${(err as Error).message}).`);
  }
  const select = tree.stmts?.[0]?.stmt.SelectStmt as Node | undefined;
  const targets = (select?.targetList as Node[] | undefined) ?? [];
  if (
    tree.stmts?.length !== 1 ||
    targets.length !== 1 ||
    ((select?.fromClause as Node[] | undefined) ?? []).length !== 1
  )
    throw new MetricRefused('it must be one expression.');
  const reading: Reading = { columns: [], aggregates: 0 };
  const walk = (node: unknown, inAggregate: boolean): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, inAggregate);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'SubLink' || key === 'SelectStmt')
        throw new MetricRefused('it holds a subquery; a metric reads only its own table.');
      if (key === 'FuncCall') {
        const call = value as { funcname?: { String?: { sval?: string } }[]; over?: unknown; args?: unknown };
        const name = (call.funcname ?? []).map((n) => n.String?.sval ?? '').join('.');
        if (call.over) throw new MetricRefused('window functions (OVER) are not allowed in a metric.');
        const aggregate = AGGREGATE_FUNCTIONS.has(name.toLowerCase());
        if (aggregate && inAggregate) throw new MetricRefused('it nests an aggregate inside another.');
        if (!ALLOWED_FUNCTIONS.has(name.toLowerCase()))
          throw new MetricRefused(`the function ${name} is not allowed.`);
        if (aggregate) reading.aggregates++;
        walk(call.args, inAggregate || aggregate);
        walk((value as Node).agg_filter, inAggregate || aggregate);
        continue;
      }
      if (key === 'ColumnRef') {
        const fields = ((value as { fields?: Node[] }).fields ?? []).map(
          (f) => (f.String as { sval?: string } | undefined)?.sval ?? '*',
        );
        if (fields.length !== 1)
          throw new MetricRefused(`write ${fields.join('.')} as a column name alone, without its table.`);
        reading.columns.push({ name: fields[0]!, inAggregate });
        continue;
      }
      walk(value, inAggregate);
    }
  };
  walk(targets[0], false);
  return reading;
}

const parser = new nodeSqlParser.Parser();

function readParsed(expression: string, grammar: 'MySQL' | 'TransactSQL'): Reading {
  let ast: unknown;
  try {
    ast = parser.astify(`SELECT (${expression}) FROM metric_table`, { database: grammar });
  } catch (err) {
    throw new MetricRefused(
      `it is not a valid ${grammar === 'MySQL' ? 'MySQL' : 'T-SQL'} expression (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  const statements = (Array.isArray(ast) ? ast : [ast]) as Node[];
  const columns = (statements[0]?.columns as Node[] | undefined) ?? [];
  if (statements.length !== 1 || columns.length !== 1 || (statements[0]!.from as Node[]).length !== 1)
    throw new MetricRefused('it must be one expression.');
  const reading: Reading = { columns: [], aggregates: 0 };
  const walk = (node: unknown, inAggregate: boolean): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, inAggregate);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if ('ast' in n || n.type === 'select')
      throw new MetricRefused('it holds a subquery; a metric reads only its own table.');
    if (n.type === 'aggr_func' || n.type === 'function') {
      const raw = n.name as unknown;
      const name =
        typeof raw === 'string'
          ? raw
          : ((raw as { name?: { value?: string }[] })?.name ?? []).map((p) => p.value ?? '').join('.');
      if (n.over) throw new MetricRefused('window functions (OVER) are not allowed in a metric.');
      const aggregate = n.type === 'aggr_func' || AGGREGATE_FUNCTIONS.has(name.toLowerCase());
      if (aggregate && inAggregate) throw new MetricRefused('it nests an aggregate inside another.');
      if (!ALLOWED_FUNCTIONS.has(name.toLowerCase()))
        throw new MetricRefused(`the function ${name} is not allowed.`);
      if (aggregate) reading.aggregates++;
      walk(n.args, inAggregate || aggregate);
      return;
    }
    if (n.type === 'column_ref') {
      if (n.table || n.db || n.schema)
        throw new MetricRefused(`write ${String(n.table)}.… as a column name alone, without its table.`);
      const column = n.column as unknown;
      const name =
        typeof column === 'string' ? column : String((column as { expr?: { value?: unknown } })?.expr?.value);
      reading.columns.push({ name, inAggregate });
      return;
    }
    for (const value of Object.values(n)) walk(value, inAggregate);
  };
  walk(columns[0]!.expr, false);
  return reading;
}

/**
 * Checks a metric's expression for a connection: one aggregate expression in the engine's
 * dialect over columns of its table only (every column inside an aggregate), with allowed
 * functions and no subquery; then the whole `SELECT (expression) FROM table` passes the query
 * gate as any generated statement does. Throws MetricRefused with what is wrong.
 */
export async function checkMetricExpression(
  type: ConnectionType,
  expression: string,
  table: CatalogTable,
): Promise<void> {
  if (type === 'MONGO')
    throw new MetricRefused('metrics are SQL expressions; a MongoDB connection has none.');
  // Comments and statement ends could hide text from the parse of the expression in its place.
  if (/--|\/\*|\*\/|;|#/.test(expression))
    throw new MetricRefused('comments and semicolons are not allowed in a metric.');
  if (type === 'POSTGRES') await loadModule();
  const reading =
    type === 'POSTGRES'
      ? readPostgres(expression)
      : readParsed(expression, type === 'MYSQL' ? 'MySQL' : 'TransactSQL');
  const caseSensitive = type === 'POSTGRES';
  const known = (name: string) =>
    table.columns.some((c) =>
      caseSensitive ? c.name === name : c.name.toLowerCase() === name.toLowerCase(),
    );
  for (const column of reading.columns) {
    if (!known(column.name)) throw new MetricRefused(`'${column.name}' is not a column of ${table.name}.`);
    if (!column.inAggregate)
      throw new MetricRefused(
        `the column '${column.name}' is read outside an aggregate; wrap it in sum(…), avg(…), min(…), max(…) or count(…).`,
      );
  }
  if (reading.aggregates === 0)
    throw new MetricRefused('it is not an aggregate; use sum(…), count(…), avg(…), min(…) or max(…).');
  const quote = dialectOf(type).quote;
  try {
    await gateQuery(type, `SELECT (${expression}) AS metric_value FROM ${quote(table.name)}`, 1);
  } catch (err) {
    if (err instanceof UnsafeQuery) throw new MetricRefused(err.reason);
    throw err;
  }
}
