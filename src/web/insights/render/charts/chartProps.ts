import type { ContentNodeData } from '../../../../contract/dataInsights.ts';

/** What every lazily loaded chart receives from the renderer. */
export interface ChartProps {
  data: ContentNodeData;
  width: number;
  height: number;
  /** The chart's accessible name. */
  label: string;
}

export const CHART_MARGIN = { top: 16, right: 24, bottom: 56, left: 64 };

/** Axis ticks turned a little when categories are many, so they stay legible on a phone. */
export const bottomAxis = (data: ContentNodeData, width: number) => ({
  legend: data.xLabel,
  legendOffset: 44,
  legendPosition: 'middle' as const,
  tickRotation: (data.dataSet?.length ?? 0) * 48 > width ? -35 : 0,
});

export const leftAxis = (data: ContentNodeData) => ({
  legend: data.yLabel,
  legendOffset: -52,
  legendPosition: 'middle' as const,
});
