import type { ContentNodeData } from '../../../../contract/dataInsights.ts';
import { axisLabel } from '../axisLabel.ts';
import { categories, keyedRows } from '../chartData.ts';
import { compactNumber } from '../displayValue.ts';
import { tickCount, tickFormat, valueTicks } from '../valueTicks.ts';
import { CategoryTick } from './CategoryTick.tsx';

/** What every lazily loaded chart receives from the renderer. */
export interface ChartProps {
  data: ContentNodeData;
  width: number;
  height: number;
  /** The chart's accessible name. */
  label: string;
}

export const CHART_MARGIN = { top: 16, right: 24, bottom: 56, left: 64 };

/** The room one turned category label takes along the axis. */
const TICK_ROOM = 28;
/** About how wide one character of a tick label is, in pixels. */
export const CHAR_WIDTH = 7;
/** A turned label may run this many characters before it is cut short. */
const TURNED_CHARS = 11;

/**
 * The category axis: every category named while they fit, else every second, third… one, so the
 * labels never run into each other; turned a little when many, so they stay legible on a phone.
 * A name longer than its room is cut short with '…' and keeps the whole name as its tooltip.
 * A numeric axis (`categorical` false) keeps nivo's own ticks.
 */
function categoryLayout(data: ContentNodeData, width: number) {
  const names = categories(data);
  const inner = width - CHART_MARGIN.left - CHART_MARGIN.right;
  const room = Math.max(1, Math.floor(inner / TICK_ROOM));
  const step = Math.ceil(names.length / room);
  const shown = Math.ceil(names.length / step);
  const flatChars = Math.max(3, Math.floor(inner / Math.max(1, shown) / CHAR_WIDTH) - 1);
  // Names that would be cut to a few letters read better turned.
  const cramped = flatChars < 6 && names.some((n) => n.length > flatChars);
  return { names, inner, step, shown, flatChars, turned: shown * 48 > width || cramped };
}

/** Turned names need more room under the chart, so the axis title sits below them. */
const TURNED_EXTRA = 24;

/** The chart's margins: more below when the category names are turned. */
export function chartMargin(data: ContentNodeData, width: number) {
  const { turned } = categoryLayout(data, width);
  return turned ? { ...CHART_MARGIN, bottom: CHART_MARGIN.bottom + TURNED_EXTRA } : CHART_MARGIN;
}

export function bottomAxis(data: ContentNodeData, width: number, categorical = true) {
  const { names, step, flatChars, turned } = categoryLayout(data, width);
  const maxChars = turned ? TURNED_CHARS : flatChars;
  return {
    legend: axisLabel(data.xLabel),
    legendOffset: turned ? 44 + TURNED_EXTRA : 44,
    legendPosition: 'middle' as const,
    tickRotation: turned ? -35 : 0,
    ...(categorical
      ? {
          renderTick: CategoryTick(maxChars),
          ...(step > 1 ? { tickValues: names.filter((_, i) => i % step === 0) } : {}),
        }
      : {}),
  };
}

/**
 * The value axis and the scale under it: round ticks that never repeat, whole ones for counts,
 * numbers kept short (1.2M rather than 1200000). `stacked` sums a row's values, as stacked
 * bars draw them; `fromZero` starts the axis at zero (bars, areas).
 */
export function valueAxis(
  data: ContentNodeData,
  height: number,
  { stacked = false, fromZero = true }: { stacked?: boolean; fromZero?: boolean } = {},
) {
  const { keys, rows } = keyedRows(data);
  const values = stacked
    ? rows.map((r) => keys.reduce((sum, k) => sum + (r[k] as number), 0))
    : rows.flatMap((r) => keys.map((k) => r[k] as number));
  const ticks = valueTicks(values, tickCount(height - CHART_MARGIN.top - CHART_MARGIN.bottom), fromZero);
  return {
    ticks,
    scale: { type: 'linear' as const, min: ticks[0]!, max: ticks.at(-1)! },
    axis: {
      legend: axisLabel(data.yLabel),
      legendOffset: -52,
      legendPosition: 'middle' as const,
      tickValues: ticks,
      format: tickFormat(ticks),
    },
  };
}

/** A value axis left to nivo, its numbers kept short. */
export const leftAxis = (data: ContentNodeData) => ({
  legend: axisLabel(data.yLabel),
  legendOffset: -52,
  legendPosition: 'middle' as const,
  format: compactNumber,
});
