import { Link } from 'wouter';
import { HOST_STATUSES, PIPELINE_STATUSES } from '../../contract/devops.ts';
import { notice } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { useStoreRead } from './useStoreRead.ts';

/** 'DevOps Overview': how many hosts and pipelines the project has, by status. */
export function OverviewPage() {
  usePageMeta('DevOps Overview', 'Your hosts and pipelines at a glance.');
  const { store, project } = useDevops();
  const read = useStoreRead(
    () => Promise.all([store.listHosts(project), store.listPipelines(project)]),
    `${project}`,
  );
  return (
    <section className={s.page} aria-labelledby="overview-title">
      <h1 id="overview-title" className={s.title}>
        DevOps Overview
      </h1>
      <p className={s.muted}>{project}</p>
      {read.state === 'loading' && <p aria-live="polite">Loading…</p>}
      {read.state === 'failed' && (
        <p className={notice.error} role="alert">
          {read.message}
        </p>
      )}
      {read.state === 'loaded' && (
        <div className={s.cards}>
          <section className={s.card} aria-labelledby="overview-hosts">
            <h2 id="overview-hosts" className={s.cardTitle}>
              <Link href="/hosts">Hosts</Link>
            </h2>
            <p className={s.bigNumber}>{read.value[0].length}</p>
            <dl className={s.facts}>
              {HOST_STATUSES.map((status) => (
                <Count
                  key={status}
                  label={status}
                  count={read.value[0].filter((h) => h.status === status).length}
                />
              ))}
            </dl>
          </section>
          <section className={s.card} aria-labelledby="overview-pipelines">
            <h2 id="overview-pipelines" className={s.cardTitle}>
              <Link href="/pipelines">Pipelines</Link>
            </h2>
            <p className={s.bigNumber}>{read.value[1].length}</p>
            <dl className={s.facts}>
              {PIPELINE_STATUSES.map((status) => (
                <Count
                  key={status}
                  label={status}
                  count={read.value[1].filter((p) => p.status === status).length}
                />
              ))}
            </dl>
          </section>
        </div>
      )}
    </section>
  );
}

function Count({ label, count }: { label: string; count: number }) {
  return (
    <>
      <dt className={s.factName}>{label}</dt>
      <dd className={s.factValue}>{count}</dd>
    </>
  );
}
