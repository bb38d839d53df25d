import type { CellValue } from '../../../contract/dataInsights.ts';

/** A timestamp at midnight UTC, as databases hand over a plain date: '2017-12-30T00:00:00.000Z'. */
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.0+)?(?:Z|[+-]00:?00)$/;

/**
 * A cell or category as people read it: numbers grouped the local way, a date that arrived as
 * a midnight timestamp as just the date, nothing as an empty string.
 */
export function displayValue(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString();
  const text = String(value);
  return MIDNIGHT.exec(text)?.[1] ?? text;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** A number short enough for an axis tick or a bar's label: 1161401.345 as '1.2M'. */
export const compactNumber = (value: number | string | Date) =>
  typeof value === 'number' ? compact.format(value) : String(value);
