import type { CatalogTable } from '../../../contract/dataInsights.ts';
import { columnPrefix } from './columnPrefixes.ts';
import { spokenWords } from './spokenWords.ts';
import { catalogVocabulary, labelOf } from './vocabulary.ts';

/**
 * The catalog with each table and column named as the planner says it ('store', 'city',
 * 'customer id', 'amount'), not as the database spells it (`dim_store`, `st_city`, `CustomerID`,
 * `amt`): the words the workbench offers when a reading is corrected. Two tables that would read
 * alike keep their full names.
 */
export function withLabels(tables: CatalogTable[]): CatalogTable[] {
  const say = spokenWords('', catalogVocabulary(tables));
  const tableLabels = tables.map((t) => say(labelOf(t.name)) || labelOf(t.name));
  const repeated = (label: string) => tableLabels.filter((l) => l === label).length > 1;
  return tables.map((table, i) => {
    const prefix = columnPrefix(table);
    const label = tableLabels[i]!;
    return {
      ...table,
      label: repeated(label) ? table.name.replace(/[_.]+/g, ' ') : label,
      columns: table.columns.map((column) => {
        const name = prefix ? column.name.slice(prefix.length + 1) : column.name;
        return { ...column, label: say(labelOf(name)) || labelOf(name) };
      }),
    };
  });
}
