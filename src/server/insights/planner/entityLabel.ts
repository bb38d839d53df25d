import type { CatalogColumn, CatalogTable } from '../../../contract/dataInsights.ts';
import { identifierWords, labelOf, lemma, singularLabel } from './vocabulary.ts';

/** A person is named by a first and a last name column, read together. */
export function personName(table: CatalogTable): [CatalogColumn, CatalogColumn] | null {
  const named = (part: string) =>
    table.columns.find((c) => {
      const w = identifierWords(c.name);
      return c.kind === 'text' && w.includes(part) && w.includes('name');
    });
  const first = named('first') ?? named('given');
  const last = named('last') ?? named('family') ?? named('sur');
  return first && last ? [first, last] : null;
}

/**
 * A text primary key named as the table is ('productLine' of productlines): a natural key, the
 * row's own name.
 */
function namingKey(table: CatalogTable): CatalogColumn | undefined {
  const keys = table.columns.filter((c) => c.primaryKey);
  const key = keys.length === 1 && keys[0]!.kind === 'text' ? keys[0]! : undefined;
  const tableWords = identifierWords(table.name).map(lemma);
  return key && identifierWords(key.name).every((w) => tableWords.includes(lemma(w))) ? key : undefined;
}

/**
 * A text column named for something besides the table, whose few values repeat across many rows,
 * sorts the rows into kinds rather than names each one (`product_category_name`: 8 values over
 * 300 products). A pet's `pet_name` still names pets, however many are called Max.
 */
function sortsIntoKinds(table: CatalogTable, column: CatalogColumn): boolean {
  if (!column.values || table.rowEstimate <= 2 * column.values.length) return false;
  const own = identifierWords(table.name).map(lemma);
  return identifierWords(column.name).some((w) => w !== 'name' && w !== 'title' && !own.includes(lemma(w)));
}

/** The column a row of the table is called by: a person's name, a name or title, else its key. */
export function labelColumn(table: CatalogTable): CatalogColumn | undefined {
  const naming = (c: CatalogColumn) =>
    c.kind === 'text' && !c.references && !c.primaryKey && !sortsIntoKinds(table, c);
  return (
    personName(table)?.[0] ??
    table.columns.find((c) => naming(c) && /name|title/i.test(c.name)) ??
    namingKey(table) ??
    table.columns.find(naming) ??
    table.columns.find((c) => c.primaryKey)
  );
}

/**
 * A row with no name of its own is called by the row it is one-to-one with: a customer profile by
 * its user's first and last name (`accounts_customer.user_id`, a unique key to `auth_user`), not by
 * its phone number. Only over a unique key: an order is not called by its customer's name.
 */
export function borrowedLabel(
  table: CatalogTable,
  tables: CatalogTable[],
): { key: CatalogColumn; target: CatalogTable; column: CatalogColumn } | null {
  const own = labelColumn(table);
  if (!own || personName(table) || /name|title/i.test(own.name) || namingKey(table) === own) return null;
  for (const key of table.columns) {
    if (!key.unique || !key.references) continue;
    const target = tables.find((t) => t.name === key.references!.table);
    if (!target || target === table) continue;
    const column =
      personName(target)?.[0] ??
      target.columns.find(
        (c) => c.kind === 'text' && !c.references && !c.primaryKey && /name|title/i.test(c.name),
      );
    if (column) return { key, target, column };
  }
  return null;
}

/**
 * The key grouped beside an entity's label, so two albums or two customers that share a name stay
 * two groups (a case- or accent-insensitive collation would even merge names that differ). Only
 * for a name or title that labels a table other tables refer to: a category column such as an
 * order's ship mode is grouped by its values.
 */
export function keyBeside(table: CatalogTable, column: CatalogColumn, tables: CatalogTable[]): string | null {
  const names = personName(table)?.[0] === column || /name|title/i.test(column.name);
  if (!names || labelColumn(table) !== column || column.primaryKey) return null;
  const keys = table.columns.filter((c) => c.primaryKey);
  if (keys.length !== 1) return null;
  const referenced = tables.some((t) =>
    t.columns.some((c) => c.references?.table === table.name && c.references.column === keys[0]!.name),
  );
  return referenced ? keys[0]!.name : null;
}

/**
 * What a grouping by this column is called: the row itself when the column is the row's own name
 * or title ('by trainer' for a trainer's full_name, 'by store' for its store_name), else the
 * column's words. A name many rows share (an event log's `event_name`) names a kind of row, not
 * one: grouped by its value alone (no `keyed` grouping per row), it keeps its words.
 */
export function groupingLabel(table: CatalogTable, column: CatalogColumn, keyed = false): string {
  const shared = !!column.values && column.values.length * 2 < table.rowEstimate;
  const callsRow =
    personName(table)?.[0] === column ||
    (labelColumn(table) === column &&
      /^(?:name|title)$/.test(identifierWords(column.name).at(-1) ?? '') &&
      (keyed || !shared));
  return callsRow ? singularLabel(table.name) : labelOf(column.name);
}
