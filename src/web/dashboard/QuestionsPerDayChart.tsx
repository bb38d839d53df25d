import { ResponsiveLine } from '@nivo/line';
import type { ChatReport } from '../../contract/report.ts';
import { vars } from '../ui/theme.css.ts';
import { chartBox } from './ReportsPage.css.ts';

/** Shows a day as "Mar 4" under the axis. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Questions and not-known answers per day as a nivo line chart. Its own module, loaded only by the
 * Reports page, so nivo stays out of every other route.
 */
export default function QuestionsPerDayChart({ perDay }: { perDay: ChatReport['perDay'] }) {
  const every = Math.max(1, Math.ceil(perDay.length / 6));
  const ticks = perDay.filter((_, i) => i % every === 0).map((d) => d.day);
  return (
    <div className={chartBox}>
      <ResponsiveLine
        data={[
          { id: 'Questions', data: perDay.map((d) => ({ x: d.day, y: d.questions })) },
          { id: 'Not known', data: perDay.map((d) => ({ x: d.day, y: d.unknown })) },
        ]}
        margin={{ top: 16, right: 16, bottom: 48, left: 40 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        colors={[vars.color.brand, vars.color.danger]}
        axisBottom={{ tickValues: ticks, format: dayLabel, tickRotation: 0 }}
        axisLeft={{ tickValues: 5, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
        pointSize={4}
        enableGridX={false}
        useMesh
        legends={[
          {
            anchor: 'bottom-left',
            direction: 'row',
            translateY: 44,
            itemWidth: 100,
            itemHeight: 16,
            symbolSize: 10,
          },
        ]}
        role="img"
        ariaLabel="Questions and not-known answers per day"
      />
    </div>
  );
}
