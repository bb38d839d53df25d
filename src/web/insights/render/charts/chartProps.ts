import type { ContentNodeData } from '../../../../contract/dataInsights.ts';
import { categories } from '../chartData.ts';
import { compactNumber } from '../displayValue.ts';

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

/**
 * The category axis: every category named while they fit, else every second, third… one, so the
 * labels never run into each other; turned a little when many, so they stay legible on a phone.
 * A numeric axis (`categorical` false) keeps nivo's own ticks.
 */
export function bottomAxis(data: ContentNodeData, width: number, categorical = true) {
  const names = categories(data);
  const room = Math.max(1, Math.floor((width - CHART_MARGIN.left - CHART_MARGIN.right) / TICK_ROOM));
  const step = Math.ceil(names.length / room);
  const shown = Math.ceil(names.length / step);
  return {
    legend: data.xLabel,
    legendOffset: 44,
    legendPosition: 'middle' as const,
    tickRotation: shown * 48 > width ? -35 : 0,
    ...(categorical && step > 1 ? { tickValues: names.filter((_, i) => i % step === 0) } : {}),
  };
}

/** The value axis, its numbers kept short: 1.2M rather than 1200000. */
export const leftAxis = (data: ContentNodeData) => ({
  legend: data.yLabel,
  legendOffset: -52,
  legendPosition: 'middle' as const,
  format: compactNumber,
});
