import { Funnel } from '@nivo/funnel';
import { CHART_MOTION, slices } from '../chartData.ts';
import type { ChartProps } from './chartProps.ts';

export default function FunnelChart({ data, width, height, label }: ChartProps) {
  return (
    <Funnel
      width={width}
      height={height}
      data={slices(data)}
      margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
      colors={{ scheme: 'set2' }}
      borderWidth={12}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
