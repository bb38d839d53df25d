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

export const engineRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, engineValue(v)]));
