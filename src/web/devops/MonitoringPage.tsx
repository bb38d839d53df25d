import { Link } from 'wouter';
import type { Host, HostStatistics } from '../../contract/devops.ts';
import { notice, visuallyHidden } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { StatusText } from './StatusText.tsx';
import { useStoreRead } from './useStoreRead.ts';

/** Monitoring: every host's statistics over the default period chosen in Settings. */
export function MonitoringPage() {
  usePageMeta('Monitoring', 'Memory, CPU, network and disk I/O of every host.');
  const { store, project } = useDevops();
  const read = useStoreRead(async () => {
    const [hosts, settings] = await Promise.all([store.listHosts(project), store.settings(project)]);
    const period = settings.statisticsPeriod;
    const rows: { host: Host; statistics: HostStatistics }[] = await Promise.all(
      hosts.map(async (host) => ({ host, statistics: await store.hostStatistics(project, host.id, period) })),
    );
    return { period, rows };
  }, `${project}`);
  return (
    <section className={s.page} aria-labelledby="monitoring-title">
      <h1 id="monitoring-title" className={s.title}>
        Monitoring
      </h1>
      {read.state === 'loading' && <p aria-live="polite">Loading statistics…</p>}
      {read.state === 'failed' && (
        <p className={notice.error} role="alert">
          {read.message}
        </p>
      )}
      {read.state === 'loaded' && (
        <>
          <p className={s.muted}>
            Last {read.value.period} (change the period in <Link href="/settings">Settings</Link>).
          </p>
          <div className={s.tableWrap}>
            <table className={s.table}>
              <caption className={visuallyHidden}>Host statistics, last {read.value.period}</caption>
              <thead>
                <tr>
                  <th className={s.headCell}>Host</th>
                  <th className={s.headCell}>Status</th>
                  <th className={s.headCell}>Memory</th>
                  <th className={s.headCell}>CPU</th>
                  <th className={s.headCell}>Network</th>
                  <th className={s.headCell}>Disk I/O</th>
                </tr>
              </thead>
              <tbody>
                {read.value.rows.map(({ host, statistics }) => (
                  <tr key={host.id}>
                    <td className={s.nameCell}>
                      <Link href={`/hosts/${encodeURIComponent(host.id)}`}>{host.name}</Link>
                    </td>
                    <td className={s.cell}>
                      <StatusText status={host.status} />
                    </td>
                    <td className={s.cell}>{statistics.memory}%</td>
                    <td className={s.cell}>{statistics.cpu}%</td>
                    <td className={s.cell}>{statistics.network} Mbit/s</td>
                    <td className={s.cell}>{statistics.diskIo} MB/s</td>
                  </tr>
                ))}
                {read.value.rows.length === 0 && (
                  <tr>
                    <td className={s.cell} colSpan={6}>
                      No hosts to monitor.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
