import { Pie } from '@nivo/pie';
import { CHART_MOTION, PIE_COLORS, PIE_LEGEND_FROM, pieSlices } from '../chartData.ts';
import { compactNumber } from '../displayValue.ts';
import type { ChartProps } from './chartProps.ts';

/**
 * A doughnut of at most ten slices. With few slices and room, lines name them; past a few, the
 * legend under the chart names them, and on a phone the slices carry their own names.
 */
export default function PieChart({ data, width, height }: ChartProps) {
  const narrow = width < 480;
  const slices = pieSlices(data);
  const legend = slices.length > PIE_LEGEND_FROM;
  const linked = !narrow && !legend;
  return (
    <Pie
      width={width}
      height={height}
      data={slices}
      margin={
        linked ? { top: 24, right: 96, bottom: 24, left: 96 } : { top: 16, right: 16, bottom: 16, left: 16 }
      }
      innerRadius={0.5}
      padAngle={0.7}
      cornerRadius={3}
      colors={PIE_COLORS}
      enableArcLinkLabels={linked}
      valueFormat={compactNumber}
      arcLabel={legend || linked ? 'formattedValue' : 'id'}
      // A slice too thin for its words goes without; the legend or the tooltip names it.
      arcLabelsSkipAngle={legend || linked ? 20 : 28}
      motionConfig={CHART_MOTION}
      // Pie takes no accessible name; the figure around it carries the chart's name.
      role="presentation"
    />
  );
}
