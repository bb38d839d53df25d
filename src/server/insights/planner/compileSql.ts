import type { ConnectionType } from '../../../contract/dataInsights.ts';
import { duckdbDialect } from './duckdbDialect.ts';
import { type Plan, type TimeGrain, testsEmptiness } from './plan.ts';
import { qualifyExpression } from './qualifyExpression.ts';

export type SqlDialect = 'postgres' | 'mysql' | 'tsql' | 'duckdb';

export const SQL_DIALECTS: Record<Exclude<ConnectionType, 'MONGO'>, SqlDialect> = {
  POSTGRES: 'postgres',
  MYSQL: 'mysql',
  SQL_SERVER: 'tsql',
};

export interface DialectRules {
  quote(name: string): string;
  literal(value: string | number): string;
  date(value: string): string;
  grain(column: string, grain: TimeGrain): string;
  /** Whole days from `start` to `end`. */
  days(start: string, end: string): string;
  /** Seconds from `start` to `end`, for a time taken in hours or minutes. */
  seconds(start: string, end: string): string;
  /** TOP goes after SELECT in T-SQL; LIMIT at the end elsewhere. */
  top(limit: number): { head: string; tail: string };
  /** True or false as a yes/no column compares with it (MariaDB's BOOLEAN is a number). */
  truth(value: boolean): string;
}

const stringLiteral = (v: string, backslashes: boolean) =>
  `'${(backslashes ? v.replaceAll('\\', '\\\\') : v).replaceAll("'", "''")}'`;

export const dialects: Record<SqlDialect, DialectRules> = {
  postgres: {
    quote: (n) =>
      n
        .split('.')
        .map((p) => `"${p.replaceAll('"', '""')}"`)
        .join('.'),
    literal: (v) => (typeof v === 'number' ? String(v) : stringLiteral(v, false)),
    date: (v) => `DATE '${v}'`,
    grain: (c, g) =>
      ({
        day: `to_char(${c}, 'YYYY-MM-DD')`,
        week: `to_char(date_trunc('week', ${c}), 'YYYY-MM-DD')`,
        month: `to_char(${c}, 'YYYY-MM')`,
        quarter: `to_char(${c}, 'YYYY-"Q"Q')`,
        year: `to_char(${c}, 'YYYY')`,
      })[g],
    days: (s, e) => `(CAST(${e} AS date) - CAST(${s} AS date))`,
    seconds: (s, e) => `EXTRACT(EPOCH FROM (CAST(${e} AS timestamp) - CAST(${s} AS timestamp)))`,
    top: (n) => ({ head: '', tail: ` LIMIT ${n}` }),
    truth: (v) => (v ? 'TRUE' : 'FALSE'),
  },
  mysql: {
    quote: (n) => `\`${n.replaceAll('`', '``')}\``,
    literal: (v) => (typeof v === 'number' ? String(v) : stringLiteral(v, true)),
    date: (v) => `DATE '${v}'`,
    grain: (c, g) =>
      ({
        day: `DATE_FORMAT(${c}, '%Y-%m-%d')`,
        week: `DATE_FORMAT(DATE_SUB(${c}, INTERVAL WEEKDAY(${c}) DAY), '%Y-%m-%d')`,
        month: `DATE_FORMAT(${c}, '%Y-%m')`,
        quarter: `CONCAT(YEAR(${c}), '-Q', QUARTER(${c}))`,
        year: `DATE_FORMAT(${c}, '%Y')`,
      })[g],
    days: (s, e) => `DATEDIFF(${e}, ${s})`,
    seconds: (s, e) => `(UNIX_TIMESTAMP(${e}) - UNIX_TIMESTAMP(${s}))`,
    top: (n) => ({ head: '', tail: ` LIMIT ${n}` }),
    truth: (v) => (v ? 'TRUE' : 'FALSE'),
  },
  tsql: {
    // `schema.table` outside the default schema: each part quoted on its own.
    quote: (n) =>
      n
        .split('.')
        .map((p) => `[${p.replaceAll(']', ']]')}]`)
        .join('.'),
    literal: (v) => (typeof v === 'number' ? String(v) : `N${stringLiteral(v, false)}`),
    date: (v) => `CAST('${v}' AS date)`,
    grain: (c, g) =>
      ({
        day: `CONVERT(varchar(10), ${c}, 23)`,
        // Monday, whatever DATEFIRST says: 1900-01-01 was a Monday.
        week: `CONVERT(varchar(10), DATEADD(day, -(DATEDIFF(day, '19000101', ${c}) % 7), CAST(${c} AS date)), 23)`,
        month: `CONVERT(varchar(7), ${c}, 23)`,
        quarter: `CONCAT(YEAR(${c}), '-Q', DATEPART(quarter, ${c}))`,
        year: `CAST(YEAR(${c}) AS varchar(4))`,
      })[g],
    days: (s, e) => `DATEDIFF(day, ${s}, ${e})`,
    seconds: (s, e) => `DATEDIFF(second, ${s}, ${e})`,
    top: (n) => ({ head: `TOP ${n} `, tail: '' }),
    truth: (v) => (v ? '1' : '0'),
  },
  duckdb: duckdbDialect,
};

/** The quoting and date rules of an SQL engine. */
export const dialectOf = (type: Exclude<ConnectionType, 'MONGO'>) => dialects[SQL_DIALECTS[type]];

/** One SELECT for the plan in the engine's dialect; aliases t0, t1… follow the join order. */
export function compileSql(plan: Plan, dialect: SqlDialect): string {
  const d = dialects[dialect];
  const aliases = new Map<string, string>([[plan.root, 't0']]);
  for (const [i, j] of plan.joins.entries()) aliases.set(j.table, `t${i + 1}`);
  const col = (table: string, column: string) => `${aliases.get(table)}.${d.quote(column)}`;

  const from = [`${d.quote(plan.root)} ${aliases.get(plan.root)}`];
  for (const j of plan.joins)
    from.push(
      `JOIN ${d.quote(j.table)} ${aliases.get(j.table)} ON ${col(j.table, j.column)} = ${col(j.from, j.fromColumn)}`,
    );
  const where = plan.filters.map((f) => {
    if (testsEmptiness(f.operator))
      return `${col(f.table, f.column)} ${f.operator === 'is empty' ? 'IS NULL' : 'IS NOT NULL'}`;
    const value = f.temporal
      ? d.date(String(f.value))
      : f.flag && typeof f.value === 'string'
        ? d.truth(f.value !== 'false')
        : d.literal(f.value);
    return `${col(f.table, f.column)} ${f.operator} ${value}`;
  });

  const top = plan.limit !== null ? d.top(plan.limit) : { head: '', tail: '' };
  // PostgreSQL ranks an empty value above every other: a ranking lists the rows that have one first.
  const emptiesLast = dialect === 'postgres' && plan.order?.direction === 'desc' ? ' NULLS LAST' : '';
  const order = plan.order
    ? ` ORDER BY ${d.quote(plan.order.alias)} ${plan.order.direction.toUpperCase()}${emptiesLast}`
    : '';
  const statement = (select: string[], groupBy: string[], distinct = false, having = '') =>
    [
      `SELECT ${distinct ? 'DISTINCT ' : ''}${top.head}${select.join(', ')}`,
      `FROM ${from.join(' ')}`,
      where.length ? `WHERE ${where.join(' AND ')}` : '',
      groupBy.length ? `GROUP BY ${groupBy.join(', ')}` : '',
      having,
    ]
      .filter(Boolean)
      .join('\n')
      .concat(order, top.tail);

  if (plan.measure.aggregate === 'none') {
    // A filter reached through a join to many rows would list a row once per match.
    return statement(
      plan.listColumns.map((c) => `${col(c.table, c.column)} AS ${d.quote(c.alias)}`),
      [],
      plan.distinctKey !== null,
    );
  }
  const m = plan.measure;
  const f = m.formula ?? null;
  const aggregateOf = (target: string) =>
    m.aggregate === 'avg' && dialect === 'tsql'
      ? `AVG(CAST(${target} AS float))`
      : `${m.aggregate.toUpperCase()}(${target})`;
  const float = (e: string) => (dialect === 'postgres' ? `${e}::float8` : `(${e} * 1.0)`);
  /** The measure's value on one row, before it is aggregated. */
  const rowValue = () => {
    if (f?.kind === 'expression') return '';
    const p = f?.kind === 'product' ? f : f?.kind === 'perKey' ? f.of : null;
    if (p) {
      const product = p.factors.map((c) => col(m.table, c)).join(' * ');
      return p.discount ? `${product} * (1 - ${col(m.table, p.discount)})` : product;
    }
    if (f?.kind === 'days') {
      const [start, end] = [col(m.table, f.start), col(m.table, f.end)];
      return f.unit === 'hour' || f.unit === 'minute'
        ? `(${d.seconds(start, end)} / ${f.unit === 'hour' ? '3600.0' : '60.0'})`
        : d.days(start, end);
    }
    if (f?.kind === 'ratio') return col(m.table, f.numerator);
    if (f?.kind === 'minorUnits') return `${col(m.table, f.column)} / 100.0`;
    return col(m.table, m.column!);
  };
  const aggregate = (target: string) => {
    if (f?.kind === 'expression')
      return `(${qualifyExpression(f.sql, aliases.get(m.table)!, f.columns, dialect === 'postgres')})`;
    if (f?.kind === 'ratio')
      return `${float(`SUM(${col(m.table, f.numerator)})`)} / NULLIF(SUM(${col(m.table, f.denominator)}), 0)`;
    if (f?.kind === 'perKey')
      return `${float(`SUM(${target})`)} / NULLIF(COUNT(DISTINCT ${col(m.table, f.key)}), 0)`;
    return aggregateOf(target);
  };
  const having = plan.having
    ? `HAVING ${aggregate(rowValue())} ${plan.having.operator} ${plan.having.value}`
    : '';
  const dimensionExpr = (dim: Plan['dimensions'][number]) =>
    dim.grain
      ? d.grain(col(dim.table, dim.column), dim.grain)
      : dim.also
        ? `CONCAT_WS(' ', ${col(dim.table, dim.column)}, ${col(dim.table, dim.also)})`
        : col(dim.table, dim.column);
  /** What a dimension is grouped by: its value, and the key beside an entity's label. */
  const groupingOf = (dim: Plan['dimensions'][number]) =>
    dim.key ? [dimensionExpr(dim), col(dim.table, dim.key)] : [dimensionExpr(dim)];
  const keyAlias = (dim: Plan['dimensions'][number]) => d.quote(`${dim.alias}_key`);

  if (plan.distinctKey && (m.column || f) && m.aggregate !== 'count' && m.aggregate !== 'count_distinct') {
    // A join fans the measure's rows out: take each row's measure once per group, then aggregate.
    const rows = [
      `SELECT DISTINCT ${col(plan.root, plan.distinctKey)} AS ${d.quote('row_key')}`,
      ...plan.dimensions.map((dim) => `${dimensionExpr(dim)} AS ${d.quote(dim.alias)}`),
      ...plan.dimensions.flatMap((dim) =>
        dim.key ? [`${col(dim.table, dim.key)} AS ${keyAlias(dim)}`] : [],
      ),
      `${rowValue()} AS ${d.quote('measure_value')}`,
    ].join(', ');
    const inner = [rows, `FROM ${from.join(' ')}`, where.length ? `WHERE ${where.join(' AND ')}` : '']
      .filter(Boolean)
      .join(' ');
    const outer = plan.dimensions.map((dim) => `x.${d.quote(dim.alias)}`);
    const outerGroups = plan.dimensions.flatMap((dim) =>
      dim.key ? [`x.${d.quote(dim.alias)}`, `x.${keyAlias(dim)}`] : [`x.${d.quote(dim.alias)}`],
    );
    return [
      `SELECT ${top.head}${[...outer.map((o, i) => `${o} AS ${d.quote(plan.dimensions[i]!.alias)}`), `${aggregate(`x.${d.quote('measure_value')}`)} AS ${d.quote(m.alias)}`].join(', ')}`,
      `FROM (${inner}) x`,
      outerGroups.length ? `GROUP BY ${outerGroups.join(', ')}` : '',
      plan.having
        ? `HAVING ${aggregate(`x.${d.quote('measure_value')}`)} ${plan.having.operator} ${plan.having.value}`
        : '',
    ]
      .filter(Boolean)
      .join('\n')
      .concat(order, top.tail);
  }

  const select = plan.dimensions.map((dim) => `${dimensionExpr(dim)} AS ${d.quote(dim.alias)}`);
  const value =
    m.aggregate === 'count_distinct' && m.column
      ? `COUNT(DISTINCT ${col(m.table, m.column)})`
      : m.aggregate === 'count' || m.aggregate === 'count_distinct'
        ? plan.distinctKey
          ? `COUNT(DISTINCT ${col(plan.root, plan.distinctKey)})`
          : 'COUNT(*)'
        : aggregate(rowValue());
  return statement(
    [...select, `${value} AS ${d.quote(m.alias)}`],
    plan.dimensions.flatMap(groupingOf),
    false,
    having,
  );
}
