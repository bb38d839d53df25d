import { Radar } from '@nivo/radar';
import { CHART_MOTION, keyedRows } from '../chartData.ts';
import type { ChartProps } from './chartProps.ts';

export default function RadarChart({ data, width, height, label }: ChartProps) {
  const { indexBy, keys, rows } = keyedRows(data);
  return (
    <Radar
      width={width}
      height={height}
      data={rows}
      keys={keys}
      indexBy={indexBy}
      margin={{ top: 32, right: 64, bottom: 32, left: 64 }}
      colors={{ scheme: 'set2' }}
      fillOpacity={0.3}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
