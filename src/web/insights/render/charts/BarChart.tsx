import { Bar } from '@nivo/bar';
import { CHART_MOTION, keyedRows } from '../chartData.ts';
import { compactNumber } from '../displayValue.ts';
import { bottomAxis, CHART_MARGIN, type ChartProps, leftAxis } from './chartProps.ts';

export default function BarChart({ data, width, height, label }: ChartProps) {
  const { indexBy, keys, rows } = keyedRows(data);
  return (
    <Bar
      width={width}
      height={height}
      data={rows}
      keys={keys}
      indexBy={indexBy}
      margin={CHART_MARGIN}
      padding={0.25}
      colors={{ scheme: 'set2' }}
      axisBottom={bottomAxis(data, width)}
      axisLeft={leftAxis(data)}
      valueFormat={compactNumber}
      labelSkipWidth={24}
      labelSkipHeight={14}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
