import { type ConnectionDefinitions, objectParts } from '../../../contract/connectionDefinitions.ts';
import type { CatalogTable, QueryPlan } from '../../../contract/dataInsights.ts';
import type { ColumnRef, Formula, Plan, Steer } from './plan.ts';
import { identifierWords, isDictionaryWord, labelOf } from './vocabulary.ts';

const PREFIXED = /^([a-z]{1,3})_([a-z].*)$/i;

/**
 * The short prefix every column of a table carries, as warehouse schemas name them (`st_city`,
 * `st_opendate` of store or dim_store; `l_quantity` of lineitem): one to three letters that are no
 * word, begin as a word of the table's name does, and leave each column a name of its own when taken off.
 */
export function columnPrefix(table: CatalogTable): string | null {
  if (table.columns.length < 2) return null;
  const prefixes = new Set(table.columns.map((c) => PREFIXED.exec(c.name)?.[1]?.toLowerCase() ?? ''));
  const [prefix] = prefixes;
  if (prefixes.size !== 1 || !prefix || isDictionaryWord(prefix)) return null;
  if (!identifierWords(table.name).some((word) => word[0] === prefix[0])) return null;
  const bare = new Set(table.columns.map((c) => c.name.slice(prefix.length + 1).toLowerCase()));
  return bare.size === table.columns.length ? prefix : null;
}

const TYPED = /^([a-z]{1,4})([A-Z].*)$/;

/**
 * The type prefixes of a catalog in Hungarian notation (`strCity`, `dtmHired`, `lngClinicID`,
 * `curFee`, `bitNoShow`): short lowercase words before a capital that begin nearly every column's
 * name, at least three of them, each always on columns of one kind, the commonest no word.
 * A camelCase catalog's first words (`orderDate`, `orderId`) name things of several kinds.
 */
export function typePrefixes(tables: CatalogTable[]): Set<string> | null {
  const columns = tables.flatMap((t) => t.columns);
  if (columns.length < 8) return null;
  const kinds = new Map<string, Set<string>>();
  const uses = new Map<string, number>();
  for (const c of columns) {
    const prefix = TYPED.exec(c.name)?.[1];
    if (!prefix) continue;
    kinds.set(prefix, (kinds.get(prefix) ?? new Set()).add(c.kind));
    uses.set(prefix, (uses.get(prefix) ?? 0) + 1);
  }
  const typed = [...uses.values()].reduce((a, b) => a + b, 0);
  if (typed < columns.length * 0.9 || uses.size < 3 || uses.size > 12) return null;
  if ([...kinds.values()].some((k) => k.size > 1)) return null;
  const [commonest] = [...uses].sort((a, b) => b[1] - a[1])[0]!;
  return isDictionaryWord(commonest) ? null : new Set(uses.keys());
}

/** Columns of one table by one name, to the other: readable ('city') to database ('st_city'), or back. */
type Names = Map<string, Map<string, string>>;

/**
 * Each table's columns by their names without a prefix (a table's own `st_`, a type's `str`), for
 * tables whose every column keeps a name of its own when it is taken off.
 */
export function barePrefixNames(tables: CatalogTable[]): Names {
  const types = typePrefixes(tables);
  const bare: Names = new Map();
  for (const table of tables) {
    const prefix = columnPrefix(table);
    const names = new Map(
      table.columns.map((c) => {
        if (prefix) return [c.name, c.name.slice(prefix.length + 1)];
        const typed = TYPED.exec(c.name);
        return [c.name, typed && types?.has(typed[1]!) ? typed[2]! : c.name];
      }),
    );
    const changed = [...names].some(([from, to]) => from !== to);
    if (changed && new Set([...names.values()].map((n) => n.toLowerCase())).size === names.size)
      bare.set(table.name, names);
  }
  return bare;
}

const renamed = (names: Names, table: string, column: string) => names.get(table)?.get(column) ?? column;

/**
 * A catalog read without its columns' prefixes, and the way back to the database's names.
 * The planner reads the readable catalog, so its words, labels and messages say 'city', not
 * 'st city'; plans go back to the database's names before any compiler sees them.
 */
export interface ReadableCatalog {
  tables: CatalogTable[];
  /** Definitions name the database's columns; read them against the readable catalog. */
  definitions(definitions: ConnectionDefinitions | undefined): ConnectionDefinitions | undefined;
  /** A steer names the database's columns (a runner-up of a plan given back). */
  steer(steer: Steer): Steer;
  /** Edited parts name the database's columns. */
  parts(parts: QueryPlan): QueryPlan;
  /** A plan over the readable catalog, in the database's names. */
  plan(plan: Plan): Plan;
}

export function readableCatalog(tables: CatalogTable[]): ReadableCatalog | null {
  const toReadable = barePrefixNames(tables);
  if (toReadable.size === 0) return null;
  const toDatabase: Names = new Map(
    [...toReadable].map(([table, names]) => [table, new Map([...names].map(([from, to]) => [to, from]))]),
  );

  const readableTables = tables.map((t) => ({
    ...t,
    columns: t.columns.map((c) => ({
      ...c,
      name: renamed(toReadable, t.name, c.name),
      references: c.references && {
        table: c.references.table,
        column: renamed(toReadable, c.references.table, c.references.column),
      },
    })),
  }));
  const isTable = (name: string) => tables.some((t) => t.name === name);
  const readableObject = (object: string) => {
    const { table, column } = objectParts(object, isTable);
    return column === undefined ? object : `${table}.${renamed(toReadable, table, column)}`;
  };
  type Product = Extract<Formula, { kind: 'product' }>;
  const productIn = (n: (column: string) => string, product: Product): Product => ({
    ...product,
    factors: product.factors.map(n),
    discount: product.discount && n(product.discount),
  });
  const formulaIn = (names: Names, table: string, formula: Formula | null | undefined): Formula | null => {
    if (!formula) return null;
    const n = (column: string) => renamed(names, table, column);
    switch (formula.kind) {
      case 'product':
        return productIn(n, formula);
      case 'days':
        return { ...formula, start: n(formula.start), end: n(formula.end) };
      case 'ratio':
        return { ...formula, numerator: n(formula.numerator), denominator: n(formula.denominator) };
      case 'perKey':
        return { ...formula, key: n(formula.key), of: formula.of && productIn(n, formula.of) };
      case 'minorUnits':
        return { ...formula, column: n(formula.column) };
      case 'expression':
        // A defined metric's expression is written in the database's names; only its column list moves.
        return { ...formula, columns: formula.columns.map(n) };
    }
  };
  const refIn = <T extends ColumnRef>(names: Names, ref: T): T => ({
    ...ref,
    column: renamed(names, ref.table, ref.column),
  });

  return {
    tables: readableTables,
    definitions: (definitions) =>
      definitions && {
        ...definitions,
        names: definitions.names.map((n) => ({ ...n, object: readableObject(n.object) })),
        columns: definitions.columns.map((c) => ({ ...c, column: readableObject(c.column) })),
      },
    steer: (steer) =>
      Object.fromEntries(Object.entries(steer).map(([slot, ref]) => [slot, ref && refIn(toReadable, ref)])),
    parts: (parts) => ({
      ...parts,
      measure: {
        ...parts.measure,
        column: parts.measure.column && renamed(toReadable, parts.measure.table, parts.measure.column),
        formula: formulaIn(toReadable, parts.measure.table, parts.measure.formula as Formula | null) as
          | QueryPlan['measure']['formula']
          | null,
      },
      dimensions: parts.dimensions.map((d) => refIn(toReadable, d)),
      filters: parts.filters.map((f) => refIn(toReadable, f)),
    }),
    plan: (plan) => {
      const n = (table: string, column: string) => renamed(toDatabase, table, column);
      const m = plan.measure;
      return {
        ...plan,
        measure: {
          ...m,
          column: m.column && n(m.table, m.column),
          formula: formulaIn(toDatabase, m.table, m.formula),
        },
        distinctKey: plan.distinctKey && n(plan.root, plan.distinctKey),
        dimensions: plan.dimensions.map((d) => ({
          ...refIn(toDatabase, d),
          columnLabel: d.columnLabel ?? labelOf(d.column),
          also: d.also && n(d.table, d.also),
          key: d.key && n(d.table, d.key),
        })),
        listColumns: plan.listColumns.map((c) => refIn(toDatabase, c)),
        filters: plan.filters.map((f) => ({
          ...refIn(toDatabase, f),
          columnLabel: f.columnLabel ?? labelOf(f.column),
        })),
        joins: plan.joins.map((j) => ({
          ...j,
          column: n(j.table, j.column),
          fromColumn: n(j.from, j.fromColumn),
        })),
        runnersUp: plan.runnersUp?.map((r) => refIn(toDatabase, r)),
      };
    },
  };
}
