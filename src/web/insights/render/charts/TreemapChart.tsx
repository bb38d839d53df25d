import { TreeMap } from '@nivo/treemap';
import { CHART_MOTION, slices } from '../chartData.ts';
import type { ChartProps } from './chartProps.ts';

/** One tile per row, sized by the first value column; the frame keeps the golden ratio. */
export default function TreemapChart({ data, width, height, label }: ChartProps) {
  const root = { id: 'all', children: slices(data).map((s) => ({ id: s.id, value: s.value })) };
  return (
    <TreeMap
      width={width}
      height={height}
      data={root}
      identity="id"
      value="value"
      margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      colors={{ scheme: 'set2' }}
      labelSkipSize={16}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
