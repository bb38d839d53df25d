import { ScatterPlot } from '@nivo/scatterplot';
import { CHART_MOTION, series } from '../chartData.ts';
import { bottomAxis, CHART_MARGIN, type ChartProps, leftAxis } from './chartProps.ts';

/** One point per row: x from the category column (a number), y from each value column. */
export default function ScatterChart({ data, width, height, label }: ChartProps) {
  return (
    <ScatterPlot
      width={width}
      height={height}
      data={series(data, true)}
      margin={CHART_MARGIN}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={{ scheme: 'set2' }}
      axisBottom={{ ...bottomAxis(data, width, false), tickRotation: 0 }}
      axisLeft={leftAxis(data)}
      nodeSize={8}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
