import type { CatalogColumn, CatalogTable, ColumnRole } from '../../contract/dataInsights.ts';
import { type RawColumn, type RawTable, valuesKey } from './connectors/connector.ts';
import { identifierWords } from './planner/vocabulary.ts';

/** Numbers that name or code something rather than measure it. */
const IDENTIFIER_NUMBER = /(^id$|_id$|[a-z]Id$|code$|^zip|postal|phone|_no$|number$|_key$)/i;

/**
 * The role of a column in analysis, in the manner of Metabase's X-rays: keys join, times give
 * the x axis, categories group and filter, measures are summed, identifiers name single rows.
 */
export function columnRole(column: RawColumn, values: string[] | null): ColumnRole {
  if (column.primaryKey || column.references) return 'key';
  if (column.kind === 'time') return 'time';
  if (column.kind === 'number') {
    if (IDENTIFIER_NUMBER.test(column.name)) return 'identifier';
    // A whole number that names a year ('release_year') groups rows rather than adds up.
    const year =
      identifierWords(column.name).includes('year') &&
      !/float|double|real|numeric|decimal/i.test(column.dataType);
    return year ? 'category' : 'measure';
  }
  if (column.kind === 'boolean') return 'category';
  if (column.kind === 'text' && values) return 'category';
  return 'identifier';
}

/** The catalog of one connection from what its connector read. */
export function buildCatalog(raw: { tables: RawTable[]; values: Map<string, string[]> }): CatalogTable[] {
  return raw.tables.map((t) => ({
    name: t.name,
    rowEstimate: t.rowEstimate,
    ...(t.view ? { view: true } : {}),
    columns: t.columns.map((c): CatalogColumn => {
      const values = raw.values.get(valuesKey(t.name, c.name)) ?? null;
      return {
        ...c,
        role: columnRole(c, values),
        values: c.kind === 'text' || c.kind === 'boolean' ? values : null,
      };
    }),
  }));
}
