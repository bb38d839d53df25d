import type { CatalogColumn, CatalogTable } from '../../../contract/dataInsights.ts';
import type { Aggregate, Formula } from './plan.ts';
import type { Found } from './readDescription.ts';
import { abbreviates, identifierWords, isDictionaryWord, labelOf, means } from './vocabulary.ts';

const isMeasure = (c: CatalogColumn) => c.role === 'measure';

/**
 * A column whose name, read by the lexicon, means a concept ('sales' means revenue), or shortens
 * its word ('qty' for quantity, 'amt' for amount).
 */
export const nameMeans = (c: CatalogColumn, concept: string) =>
  identifierWords(c.name).some((w) => means(w, concept) || (!isDictionaryWord(w) && abbreviates(w, concept)));

/** The column that means a concept with the fewest other words in its name, a view's last. */
export function conceptColumn(
  tables: CatalogTable[],
  concept: string,
  accept: (c: CatalogColumn) => boolean,
): Found | null {
  let best: (Found & { extra: number }) | null = null;
  for (const table of tables)
    for (const column of table.columns) {
      if (!accept(column) || !nameMeans(column, concept)) continue;
      const extra = identifierWords(column.name).length + (table.view ? 40 : 0);
      if (!best || extra < best.extra) best = { table, column, extra };
    }
  return best;
}

/** Words that say a line's price already counts its quantity. */
const EXTENDED_WORDS = new Set(['extended', 'total']);

/** Line revenue: the largest table with a price and a quantity (and a discount when it has one). */
export function lineRevenue(tables: CatalogTable[]): { table: CatalogTable; formula: Formula } | null {
  const options = tables.flatMap((t) => {
    const measures = t.columns.filter(isMeasure);
    const price = measures.find((c) => nameMeans(c, 'price'));
    const quantity = measures
      .filter((c) => c !== price && nameMeans(c, 'quantity'))
      .sort((a, b) => identifierWords(a.name).length - identifierWords(b.name).length)[0];
    if (!price || !quantity) return [];
    // A fraction taken off the line: a non-integer measure whose name means a reduction.
    const discount = measures.find(
      (c) => c !== price && c !== quantity && !/int/i.test(c.dataType) && nameMeans(c, 'reduction'),
    );
    return [{ t, price, quantity, discount }];
  });
  const best = options.sort(
    (a, b) =>
      Number(!!a.t.view) - Number(!!b.t.view) ||
      Number(!!b.discount) - Number(!!a.discount) ||
      b.t.rowEstimate - a.t.rowEstimate,
  )[0];
  if (!best) return null;
  // A price already multiplied out over the line ('extended price', 'total price') is taken once.
  const extended = identifierWords(best.price.name).some((w) => EXTENDED_WORDS.has(w));
  return {
    table: best.t,
    formula: {
      kind: 'product',
      factors: extended ? [best.price.name] : [best.price.name, best.quantity.name],
      discount: best.discount?.name ?? null,
    },
  };
}

/**
 * Money a row records taking: an amount, or a total price (`total_price`). Found in two base
 * tables, the catalog cannot say which one revenue is (a booking's price or its extras' amounts),
 * and both are returned for the user to choose.
 */
function moneyTaken(tables: CatalogTable[]): Found[] {
  const money = (c: CatalogColumn) =>
    isMeasure(c) &&
    !/int/i.test(c.dataType) &&
    (nameMeans(c, 'amount') || (identifierWords(c.name).includes('total') && nameMeans(c, 'price')));
  const found = tables.flatMap((table) =>
    table.view ? [] : table.columns.filter(money).map((column) => ({ table, column })),
  );
  if (found.length > 0) return new Set(found.map((f) => f.table.name)).size > 1 ? found : [found[0]!];
  const inView = conceptColumn(tables, 'amount', money);
  return inView ? [inView] : [];
}

/** What revenue is read as: one column or line revenue, or the columns it could be. */
export type MoneyIn =
  | { table: CatalogTable; column: string | null; formula: Formula | null; label: string; score: number }
  | { ambiguous: Found[] };

/**
 * Revenue, in this order: a measure column whose name means it ('sales'), line revenue, or the
 * money a row records taking. A view's column gives way to line revenue from base tables.
 */
export function moneyIn(tables: CatalogTable[]): MoneyIn | null {
  const line = lineRevenue(tables);
  let named = conceptColumn(tables, 'revenue', isMeasure);
  if (!named && !line) {
    const taken = moneyTaken(tables);
    if (taken.length > 1) return { ambiguous: taken };
    named = taken[0] ?? null;
  }
  if (named && !(named.table.view && line && !line.table.view))
    return {
      table: named.table,
      column: named.column.name,
      formula: null,
      label: labelOf(named.column.name),
      score: 20,
    };
  return line
    ? { table: line.table, column: null, formula: line.formula, label: 'revenue', score: 20 }
    : null;
}

/** Words for the hundredth of a money unit that amounts kept in it are named by (`amount_cents`). */
const MINOR_UNIT_WORDS = new Set([
  'cent',
  'cents',
  'pence',
  'penny',
  'centime',
  'centimes',
  'centavo',
  'centavos',
]);
const WHOLE_UNIT_AGGREGATES = new Set<Aggregate>(['sum', 'avg', 'min', 'max']);

/**
 * Money kept in cents, measured as a person reads it: 'Total amount' in whole units (the column
 * divided by 100), labelled without the unit's word.
 */
export function inWholeUnits(
  aggregate: Aggregate,
  column: CatalogColumn,
): { formula: Formula; label: string } | null {
  const words = identifierWords(column.name);
  if (column.kind !== 'number' || !WHOLE_UNIT_AGGREGATES.has(aggregate)) return null;
  if (words.length < 2 || !MINOR_UNIT_WORDS.has(words.at(-1)!)) return null;
  return { formula: { kind: 'minorUnits', column: column.name }, label: words.slice(0, -1).join(' ') };
}
