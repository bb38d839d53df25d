import type { DuckDBResultReader } from '@duckdb/node-api';
import type { CellValue } from '../../../contract/dataInsights.ts';

/**
 * A DuckDB value as plain JSON: big integers as numbers, decimals as doubles, dates and
 * timestamps as their ISO text ('2023-01-05', '2023-01-05 10:30:00').
 */
export function engineValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'object' && 'toDouble' in v && typeof v.toDouble === 'function')
    return v.toDouble() as number;
  return String(v);
}

const dateText = (d: Date, type: string) => {
  const iso = d.toISOString();
  return type === 'DATE' ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
};

/** The rows a DuckDB reader holds as plain JSON, dates written as their column type says. */
export function engineRows(reader: DuckDBResultReader): Record<string, CellValue>[] {
  const names = reader.columnNames();
  const types = reader.columnTypes().map((t) => t.toString());
  return reader
    .getRowsJS()
    .map((row) =>
      Object.fromEntries(
        row.map((v, i) => [names[i]!, v instanceof Date ? dateText(v, types[i]!) : engineValue(v)]),
      ),
    );
}
