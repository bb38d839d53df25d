import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { PIPELINE_STAGES, type Pipeline, type PipelineRun } from '../../contract/devops.ts';
import { button, visuallyHidden } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { formatDuration, showDevopsDate } from './formatRunTime.ts';
import { StatusText } from './StatusText.tsx';
import { FactList, StoredRecordPage } from './StoredRecordPage.tsx';
import { useStoreRead } from './useStoreRead.ts';

const back = { href: '/pipelines', label: 'Back to Pipelines' };
const backLink = <Link href={back.href}>{back.label}</Link>;

/** /devops-console/pipelines/{id}: the pipeline, the stages of its latest run, its run history. */
export function PipelineDetailsPage({ pipelineId }: { pipelineId: string }) {
  usePageMeta('Pipeline Details', 'A pipeline: its stages and its run history.');
  const { store, project } = useDevops();
  const read = useStoreRead(() => store.getPipeline(project, pipelineId), `${project}|${pipelineId}`);
  return (
    <StoredRecordPage read={read} noun="Pipeline" id={pipelineId} back={back}>
      {(pipeline) => <PipelineDetails listed={pipeline} />}
    </StoredRecordPage>
  );
}

function PipelineDetails({ listed }: { listed: Pipeline }) {
  const { store, project, runs } = useDevops();
  const actor = runs.actorFor(project, listed);
  const pipeline = useSelector(actor, (snap) => snap.context.pipeline);
  const liveRun = useSelector(actor, (snap) => snap.context.run);
  const canRun = useSelector(actor, (snap) => snap.can({ type: 'pipeline.run' }));
  // The history is read again whenever this page's run starts, moves on or ends.
  const history = useStoreRead(
    () => store.listRuns(project, listed.id),
    `${project}|${listed.id}|${liveRun?.status}|${liveRun?.id}`,
  );
  const latest: PipelineRun | null =
    liveRun ?? (history.state === 'loaded' ? (history.value[0] ?? null) : null);
  return (
    <section className={s.page} aria-labelledby="pipeline-title">
      <p>{backLink}</p>
      <div className={s.header}>
        <h1 id="pipeline-title" className={s.title}>
          {pipeline.name}
        </h1>
        <button
          type="button"
          className={button.primary}
          disabled={!canRun}
          onClick={() => actor.send({ type: 'pipeline.run' })}
        >
          Run
        </button>
      </div>
      <FactList
        facts={[
          { name: 'Status', value: <StatusText status={pipeline.status} />, live: true },
          { name: 'Last Run', value: showDevopsDate(pipeline.lastRun) },
          { name: 'Duration', value: pipeline.duration },
        ]}
      />
      <section className={s.page} aria-labelledby="stages-title">
        <h2 id="stages-title" className={s.subtitle}>
          Stages
        </h2>
        {latest ? (
          <ol className={s.stages} aria-label="Stages of the latest run">
            {PIPELINE_STAGES.map((stage) => (
              <li key={stage} className={s.stage}>
                {stage}: <StatusText status={latest.stages[stage]} />
              </li>
            ))}
          </ol>
        ) : (
          <p className={s.muted}>This pipeline has not run in this console yet.</p>
        )}
        {latest?.note && <p className={s.muted}>{latest.note}</p>}
      </section>
      <section className={s.page} aria-labelledby="history-title">
        <h2 id="history-title" className={s.subtitle}>
          Run History
        </h2>
        {history.state === 'loaded' && history.value.length > 0 ? (
          <div className={s.tableWrap}>
            <table className={s.table}>
              <caption className={visuallyHidden}>Run history</caption>
              <thead>
                <tr>
                  <th className={s.headCell}>Started</th>
                  <th className={s.headCell}>Status</th>
                  <th className={s.headCell}>Duration</th>
                </tr>
              </thead>
              <tbody>
                {history.value.map((run) => (
                  <tr key={run.id}>
                    <td className={s.cell}>{showDevopsDate(run.startedAt)}</td>
                    <td className={s.cell}>
                      <StatusText status={run.status} />
                    </td>
                    <td className={s.cell}>
                      {run.finishedAt === null
                        ? run.status === 'Running'
                          ? '...'
                          : 'N/A'
                        : formatDuration(run.finishedAt - run.startedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={s.muted}>No runs recorded yet.</p>
        )}
      </section>
    </section>
  );
}
