import type { DialectRules } from './compileSql.ts';

/**
 * DuckDB (a project's data files): quoting and string literals as in PostgreSQL, but dates are
 * formatted with strftime (DuckDB has no to_char).
 */
export const duckdbDialect: DialectRules = {
  quote: (n) =>
    n
      .split('.')
      .map((p) => `"${p.replaceAll('"', '""')}"`)
      .join('.'),
  literal: (v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`),
  date: (v) => `DATE '${v}'`,
  grain: (c, g) =>
    ({
      day: `strftime(${c}, '%Y-%m-%d')`,
      week: `strftime(date_trunc('week', ${c}), '%Y-%m-%d')`,
      month: `strftime(${c}, '%Y-%m')`,
      quarter: `concat(year(${c}), '-Q', quarter(${c}))`,
      year: `strftime(${c}, '%Y')`,
    })[g],
  days: (s, e) => `(CAST(${e} AS date) - CAST(${s} AS date))`,
  seconds: (s, e) =>
    `(date_part('epoch', CAST(${e} AS timestamp)) - date_part('epoch', CAST(${s} AS timestamp)))`,
  top: (n) => ({ head: '', tail: ` LIMIT ${n}` }),
  truth: (v) => (v ? 'TRUE' : 'FALSE'),
};
