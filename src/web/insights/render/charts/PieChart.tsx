import { Pie } from '@nivo/pie';
import { CHART_MOTION, slices } from '../chartData.ts';
import type { ChartProps } from './chartProps.ts';

export default function PieChart({ data, width, height }: ChartProps) {
  const narrow = width < 480;
  return (
    <Pie
      width={width}
      height={height}
      data={slices(data)}
      margin={
        narrow ? { top: 16, right: 16, bottom: 16, left: 16 } : { top: 24, right: 96, bottom: 24, left: 96 }
      }
      innerRadius={0.5}
      padAngle={0.7}
      cornerRadius={3}
      colors={{ scheme: 'set2' }}
      enableArcLinkLabels={!narrow}
      arcLabelsSkipAngle={12}
      motionConfig={CHART_MOTION}
      // Pie takes no accessible name; the figure around it carries the chart's name.
      role="presentation"
    />
  );
}
