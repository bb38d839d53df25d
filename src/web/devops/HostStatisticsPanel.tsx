import { useState } from 'react';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '../../contract/devops.ts';
import { button } from '../ui/controls.css.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { StatisticGauges } from './StatisticGauges.tsx';
import { useStoreRead } from './useStoreRead.ts';

/** Statistics of one host: the period buttons and four gauges labelled for the chosen period. */
export function HostStatisticsPanel({ hostId, hostStatus }: { hostId: string; hostStatus: string }) {
  const { store, project } = useDevops();
  const settings = useStoreRead(() => store.settings(project), `${project}`);
  const [chosen, setChosen] = useState<StatisticsPeriod | null>(null);
  const period = chosen ?? (settings.state === 'loaded' ? settings.value.statisticsPeriod : '10 min');
  const statistics = useStoreRead(
    () => store.hostStatistics(project, hostId, period),
    `${project}|${hostId}|${period}|${hostStatus}`,
  );
  return (
    <section className={s.page} aria-labelledby="statistics-title">
      <div className={s.header}>
        <h2 id="statistics-title" className={s.subtitle}>
          Statistics
        </h2>
        <fieldset className={s.periods}>
          <legend className={s.periodsLegend}>Period</legend>
          {STATISTICS_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`${button.secondary} ${s.smallButton} ${s.periodButton}`}
              aria-pressed={p === period}
              onClick={() => setChosen(p)}
            >
              {p}
            </button>
          ))}
        </fieldset>
      </div>
      {statistics.state === 'loaded' ? (
        <StatisticGauges statistics={statistics.value} period={period} />
      ) : statistics.state === 'failed' ? (
        <p role="alert">{statistics.message}</p>
      ) : (
        <p aria-live="polite">Loading statistics…</p>
      )}
    </section>
  );
}
