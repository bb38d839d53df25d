import { Line } from '@nivo/line';
import { CHART_MOTION, series } from '../chartData.ts';
import { bottomAxis, CHART_MARGIN, type ChartProps, leftAxis } from './chartProps.ts';

export default function LineChart({ data, width, height, label }: ChartProps) {
  return (
    <Line
      width={width}
      height={height}
      data={series(data)}
      margin={CHART_MARGIN}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={{ scheme: 'set2' }}
      axisBottom={bottomAxis(data, width)}
      axisLeft={leftAxis(data)}
      pointSize={6}
      useMesh
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
