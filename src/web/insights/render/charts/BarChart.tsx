import { Bar } from '@nivo/bar';
import { CHART_MOTION, keyedRows } from '../chartData.ts';
import { compactNumber } from '../displayValue.ts';
import { bottomAxis, CHAR_WIDTH, type ChartProps, chartMargin, valueAxis } from './chartProps.ts';

/**
 * Bars per category, stacked when there are several value columns. A bar's value is written on
 * it only when the bar is wider and taller than the words, so labels never run into each other.
 */
export default function BarChart({ data, width, height, label }: ChartProps) {
  const { indexBy, keys, rows } = keyedRows(data);
  const value = valueAxis(data, height, { stacked: keys.length > 1 });
  const longest = Math.max(1, ...rows.flatMap((r) => keys.map((k) => compactNumber(r[k] as number).length)));
  return (
    <Bar
      width={width}
      height={height}
      data={rows}
      keys={keys}
      indexBy={indexBy}
      margin={chartMargin(data, width)}
      padding={0.25}
      colors={{ scheme: 'set2' }}
      valueScale={value.scale}
      gridYValues={value.ticks}
      axisBottom={bottomAxis(data, width)}
      axisLeft={value.axis}
      valueFormat={compactNumber}
      labelSkipWidth={longest * CHAR_WIDTH + 8}
      labelSkipHeight={16}
      motionConfig={CHART_MOTION}
      role="img"
      ariaLabel={label}
    />
  );
}
