import type { HostStatistics, StatisticsPeriod } from '../../contract/devops.ts';
import * as s from './Devops.css.ts';

/** The gauges' full scales: network in Mbit/s, disk I/O in MB/s. */
const NETWORK_MAX = 1000;
const DISK_MAX = 400;

/** Memory, CPU, network and disk I/O of one host over one period, as four gauges. */
export function StatisticGauges({
  statistics,
  period,
}: {
  statistics: HostStatistics;
  period: StatisticsPeriod;
}) {
  const gauges = [
    { name: 'Memory Usage', value: statistics.memory, max: 100, text: `${statistics.memory}%` },
    { name: 'CPU Usage', value: statistics.cpu, max: 100, text: `${statistics.cpu}%` },
    {
      name: 'Network Traffic',
      value: statistics.network,
      max: NETWORK_MAX,
      text: `${statistics.network} Mbit/s`,
    },
    { name: 'Disk I/O', value: statistics.diskIo, max: DISK_MAX, text: `${statistics.diskIo} MB/s` },
  ];
  return (
    <ul className={s.cards} aria-label="Host statistics">
      {gauges.map((g) => (
        <li key={g.name} className={s.card}>
          <h3 className={s.cardTitle}>{g.name}</h3>
          <p className={s.bigNumber}>{g.text}</p>
          <meter
            className={s.meter}
            min={0}
            max={g.max}
            value={g.value}
            aria-label={`${g.name}, last ${period}`}
          >
            {g.text}
          </meter>
          <p className={s.muted}>Last {period}</p>
        </li>
      ))}
    </ul>
  );
}
