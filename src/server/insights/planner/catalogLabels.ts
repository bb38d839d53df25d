import type { CatalogTable } from '../../../contract/dataInsights.ts';
import { barePrefixNames } from './columnPrefixes.ts';
import { spokenWords } from './spokenWords.ts';
import { catalogVocabulary, labelOf } from './vocabulary.ts';

/** Labelled catalogs by the index they were read at: a catalog changes only when it is read again. */
const labelled = new Map<string, CatalogTable[]>();
const KEPT_CATALOGS = 64;

/**
 * `withLabels` once per index: `indexedAt` (with the source's id) names the catalog read; a
 * source never indexed is labelled each time.
 */
export function withLabelsOnce(
  source: string,
  indexedAt: string | null,
  tables: CatalogTable[],
): CatalogTable[] {
  if (!indexedAt) return withLabels(tables);
  const key = `${source}\u0000${indexedAt}`;
  const known = labelled.get(key);
  if (known) return known;
  const result = withLabels(tables);
  if (labelled.size >= KEPT_CATALOGS) labelled.delete(labelled.keys().next().value!);
  labelled.set(key, result);
  return result;
}

/**
 * The catalog with each table and column named as the planner says it ('store', 'city',
 * 'customer id', 'amount'), not as the database spells it (`dim_store`, `st_city`, `CustomerID`,
 * `amt`, `strCity`): the words the workbench offers when a reading is corrected. Two tables that would read
 * alike keep their full names.
 */
export function withLabels(tables: CatalogTable[]): CatalogTable[] {
  const say = spokenWords('', catalogVocabulary(tables));
  const tableLabels = tables.map((t) => say(labelOf(t.name)) || labelOf(t.name));
  const repeated = (label: string) => tableLabels.filter((l) => l === label).length > 1;
  const bare = barePrefixNames(tables);
  return tables.map((table, i) => {
    const label = tableLabels[i]!;
    return {
      ...table,
      label: repeated(label) ? table.name.replace(/[_.]+/g, ' ') : label,
      columns: table.columns.map((column) => {
        const name = bare.get(table.name)?.get(column.name) ?? column.name;
        return { ...column, label: say(labelOf(name)) || labelOf(name) };
      }),
    };
  });
}
