import type { CellValue, ContentNodeData } from '../../../contract/dataInsights.ts';
import { displayValue } from './displayValue.ts';

/** The golden ratio: a chart without a set height is this much wider than tall (spec §9). */
export const GOLDEN_RATIO = (1 + Math.sqrt(5)) / 2;

/** Every chart animates over this long (spec §9). */
export const CHART_MOTION = { duration: 1500 };

export type Row = Record<string, CellValue>;

/** A value as a number for a chart; text that is no number counts as 0. */
export const numeric = (value: CellValue | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** A category as the chart names it: '—' for none, a midnight timestamp as its date. */
export const label = (value: CellValue | undefined): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'number'
      ? String(value)
      : displayValue(value);

/** The chart's categories in their order, named as its axis shows them. */
export const categories = (data: ContentNodeData) => {
  const { indexBy } = chartFields(data);
  return (data.dataSet ?? []).map((r) => label(r[indexBy]));
};

/**
 * The chart's category column and value columns: as the content names them, else the first
 * column and every numeric column after it.
 */
export function chartFields(data: ContentNodeData): { indexBy: string; keys: string[] } {
  const rows = data.dataSet ?? [];
  const columns = Object.keys(rows[0] ?? {});
  const indexBy = data.indexBy ?? columns[0] ?? 'id';
  const keys =
    data.keys && data.keys.length > 0
      ? data.keys
      : columns.filter((c) => c !== indexBy && rows.some((r) => typeof r[c] === 'number'));
  return { indexBy, keys };
}

/** Bar and radar rows: the category as text, every value as a number. */
export function keyedRows(data: ContentNodeData) {
  const { indexBy, keys } = chartFields(data);
  const rows = (data.dataSet ?? []).map((r) => {
    const row: Record<string, string | number> = { [indexBy]: label(r[indexBy]) };
    for (const k of keys) row[k] = numeric(r[k]);
    return row;
  });
  return { indexBy, keys, rows };
}

/** Line, area and scatter series: one per value column, x from the category column. */
export function series(data: ContentNodeData, xNumeric = false) {
  const { indexBy, keys } = chartFields(data);
  const rows = data.dataSet ?? [];
  return keys.map((key) => ({
    id: key,
    data: rows.map((r) => ({ x: xNumeric ? numeric(r[indexBy]) : label(r[indexBy]), y: numeric(r[key]) })),
  }));
}

/** Pie and funnel slices: one per row, sized by the first value column. */
export function slices(data: ContentNodeData) {
  const { indexBy, keys } = chartFields(data);
  const key = keys[0] ?? 'value';
  return (data.dataSet ?? []).map((r) => ({
    id: label(r[indexBy]),
    label: label(r[indexBy]),
    value: numeric(r[key]),
  }));
}

export const hasData = (data: ContentNodeData) => (data.dataSet?.length ?? 0) > 0;

/** A pie draws at most this many slices; past it the smallest are one 'Other' slice. */
export const MAX_PIE_SLICES = 10;
/** A pie names its slices in a legend once it has more than this many. */
export const PIE_LEGEND_FROM = 5;
export const OTHER_SLICE = 'Other';

/** Ten colours no two alike (Tableau 10), so a pie's legend names every slice by one colour. */
export const PIE_COLORS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

/**
 * A pie's slices: one per row while there are at most ten; past that the nine largest and one
 * 'Other' slice summing the rest.
 */
export function pieSlices(data: ContentNodeData) {
  const all = slices(data);
  if (all.length <= MAX_PIE_SLICES) return all;
  const largest = [...all].sort((a, b) => b.value - a.value);
  const kept = largest.slice(0, MAX_PIE_SLICES - 1);
  const rest = largest.slice(MAX_PIE_SLICES - 1).reduce((sum, s) => sum + s.value, 0);
  return [...kept, { id: OTHER_SLICE, label: OTHER_SLICE, value: rest }];
}
