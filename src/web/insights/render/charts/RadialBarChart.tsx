import { RadialBar } from '@nivo/radial-bar';
import { CHART_MOTION, label as cellLabel, chartFields, numeric } from '../chartData.ts';
import type { ChartProps } from './chartProps.ts';

/** One ring per row, one bar per value column. */
export default function RadialBarChart({ data, width, height, label }: ChartProps) {
  const { indexBy, keys } = chartFields(data);
  const rings = (data.dataSet ?? []).map((r) => ({
    id: cellLabel(r[indexBy]),
    data: keys.map((k) => ({ x: k, y: numeric(r[k]) })),
  }));
  return (
    <RadialBar
      width={width}
      height={height}
      data={rings}
      margin={{ top: 24, right: 24, bottom: 24, left: 24 }}
      colors={{ scheme: 'set2' }}
      padding={0.3}
      cornerRadius={2}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
