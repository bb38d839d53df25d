import { Line } from '@nivo/line';
import { CHART_MOTION, series } from '../chartData.ts';
import { bottomAxis, type ChartProps, chartMargin, valueAxis } from './chartProps.ts';

/** A line chart with the area under each line filled; values start from zero. */
export default function AreaChart({ data, width, height, label }: ChartProps) {
  const value = valueAxis(data, height);
  return (
    <Line
      width={width}
      height={height}
      data={series(data)}
      margin={chartMargin(data, width)}
      xScale={{ type: 'point' }}
      yScale={value.scale}
      colors={{ scheme: 'set2' }}
      axisBottom={bottomAxis(data, width)}
      axisLeft={value.axis}
      gridYValues={value.ticks}
      enableArea
      areaOpacity={0.3}
      pointSize={4}
      useMesh
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
