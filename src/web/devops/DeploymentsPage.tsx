import { Link } from 'wouter';
import { button, notice, visuallyHidden } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { rocket } from '../ui/operationsIconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { formatDuration, showDevopsDate } from './formatRunTime.ts';
import { useStoreRead } from './useStoreRead.ts';

/** Deployments: every successful pipeline run of the project, newest first. */
export function DeploymentsPage() {
  usePageMeta('Deployments', 'What your pipelines deployed, newest first.');
  const { store, project } = useDevops();
  const read = useStoreRead(
    () => Promise.all([store.listRuns(project), store.listPipelines(project)]),
    `${project}`,
  );
  const deployments =
    read.state === 'loaded'
      ? read.value[0]
          .filter((r) => r.status === 'Success' && r.finishedAt !== null)
          .map((run) => ({ run, pipeline: read.value[1].find((p) => p.id === run.pipelineId) }))
      : [];
  return (
    <section className={s.page} aria-labelledby="deployments-title">
      <h1 id="deployments-title" className={s.title}>
        Deployments
      </h1>
      <p className={s.muted}>Each successful pipeline run deploys; the newest come first.</p>
      {read.state === 'loading' && <p aria-live="polite">Loading deployments…</p>}
      {read.state === 'failed' && (
        <p className={notice.error} role="alert">
          {read.message}
        </p>
      )}
      {read.state === 'loaded' &&
        (deployments.length === 0 ? (
          <EmptyState
            icon={rocket}
            title="No deployments yet."
            action={
              <Link href="/pipelines" className={button.primary}>
                Run a pipeline
              </Link>
            }
          >
            A pipeline run that succeeds appears here.
          </EmptyState>
        ) : (
          <div className={s.tableWrap}>
            <table className={s.table}>
              <caption className={visuallyHidden}>Deployments</caption>
              <thead>
                <tr>
                  <th className={s.headCell}>Pipeline</th>
                  <th className={s.headCell}>Deployed</th>
                  <th className={s.headCell}>Duration</th>
                </tr>
              </thead>
              <tbody>
                {deployments.map(({ run, pipeline }) => (
                  <tr key={run.id}>
                    <td className={s.nameCell}>
                      {pipeline ? (
                        <Link href={`/pipelines/${encodeURIComponent(pipeline.id)}`}>{pipeline.name}</Link>
                      ) : (
                        'Deleted pipeline'
                      )}
                    </td>
                    <td className={s.cell}>{showDevopsDate(run.finishedAt ?? run.startedAt)}</td>
                    <td className={s.cell}>
                      {formatDuration((run.finishedAt ?? run.startedAt) - run.startedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
