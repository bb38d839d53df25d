import { Line } from '@nivo/line';
import { CHART_MOTION, series } from '../chartData.ts';
import { bottomAxis, type ChartProps, chartMargin, valueAxis } from './chartProps.ts';

export default function LineChart({ data, width, height, label }: ChartProps) {
  const value = valueAxis(data, height, { fromZero: false });
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
      pointSize={6}
      useMesh
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
