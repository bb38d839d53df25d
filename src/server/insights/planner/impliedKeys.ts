import type { CatalogColumn, CatalogTable } from '../../../contract/dataInsights.ts';
import { KEY_SUFFIXES } from './joinPaths.ts';
import { identifierWords, lemma } from './vocabulary.ts';

type Target = { table: CatalogTable; column: CatalogColumn };

const nameWords = (name: string) => identifierWords(name).map(lemma);
const keyWords = (name: string) => nameWords(name).filter((w) => !KEY_SUFFIXES.has(w));
const endsAsKey = (name: string) => KEY_SUFFIXES.has(identifierWords(name).at(-1) ?? '');
const soleKey = (table: CatalogTable) => {
  const keys = table.columns.filter((c) => c.primaryKey);
  return keys.length === 1 ? keys[0]! : null;
};

/**
 * The column that identifies a table's rows: its primary key when it has one column; without a
 * declared key (an uploaded file, a table loaded in bulk), `id` or the table's name and a key word
 * (`customer_id` of customers).
 */
function identifyingColumn(table: CatalogTable): CatalogColumn | null {
  if (table.columns.some((c) => c.primaryKey)) return soleKey(table);
  const found = table.columns.filter((c) => namesItsRows(table.name, c.name));
  return found.length === 1 ? found[0]! : null;
}

/** Whether a column is named as the one identifying its table's rows: `id`, or `customer_id` of customers. */
export function namesItsRows(table: string, column: string): boolean {
  if (column.toLowerCase() === 'id') return true;
  return endsAsKey(column) && keyWords(column).join(' ') === nameWords(table).join(' ');
}

/** The words a key names its table by: all of them, and without a first word of kind (`dim_store` → store). */
function namesOf(table: CatalogTable): string[] {
  const words = nameWords(table.name);
  return words.length > 1 ? [words.join(' '), words.slice(1).join(' ')] : [words.join(' ')];
}

/** Catalogs already read, so the planners' several passes over one request's catalog read it once. */
const keyedCatalogs = new WeakMap<CatalogTable[], CatalogTable[]>();

/**
 * A catalog with the foreign keys its names imply where the database declares none, as warehouses
 * loaded in bulk, MyISAM tables and uploaded files have: `fact_sales.store_key` refers to
 * `dim_store` whose primary key has that name, `orders.customer_id` to `customers(id)`. A column
 * is only read as a key when one table fits it, its kind matches, and it is not its own table's key.
 */
export function withImpliedKeys(tables: CatalogTable[]): CatalogTable[] {
  const known = keyedCatalogs.get(tables);
  if (known) return known;
  const keyed = impliedKeysOf(tables);
  keyedCatalogs.set(tables, keyed);
  return keyed;
}

function impliedKeysOf(tables: CatalogTable[]): CatalogTable[] {
  const targets = tables.flatMap((table) => {
    const column = identifyingColumn(table);
    if (!column || (column.kind !== 'number' && column.kind !== 'text')) return [];
    // A key named only by a key word (`id`) is found by the table's name instead of its own.
    return [{ table, column, generic: keyWords(column.name).length === 0, names: namesOf(table) }];
  });
  if (targets.length === 0) return tables;
  const referenceOf = (
    table: CatalogTable,
    own: CatalogColumn | null,
    column: CatalogColumn,
  ): Target | null => {
    if (column.references || column === own || !endsAsKey(column.name)) return null;
    const words = keyWords(column.name).join(' ');
    if (!words) return null;
    const fits = targets.filter(
      (t) =>
        t.table !== table &&
        t.column.kind === column.kind &&
        (t.column.name.toLowerCase() === column.name.toLowerCase()
          ? !t.generic
          : t.generic && t.names.includes(words)),
    );
    if (fits.length === 1) return fits[0]!;
    // Two tables keyed by one name (`customers` and `customer_notes` by customer_id): the one it names.
    const named = fits.filter((t) => t.names.includes(words));
    return named.length === 1 ? named[0]! : null;
  };
  let implied = false;
  const read = tables.map((table) => {
    const own = soleKey(table);
    return {
      ...table,
      columns: table.columns.map((column) => {
        const target = referenceOf(table, own, column);
        if (!target) return column;
        implied = true;
        return {
          ...column,
          references: { table: target.table.name, column: target.column.name },
          role: 'key' as const,
        };
      }),
    };
  });
  return implied ? read : tables;
}
