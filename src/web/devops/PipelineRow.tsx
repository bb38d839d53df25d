import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Pipeline } from '../../contract/devops.ts';
import { button } from '../ui/controls.css.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { showDevopsDate } from './formatRunTime.ts';
import { StatusText } from './StatusText.tsx';

/** One pipeline's row: its run actor's view of it, with Run, Details and Delete. */
export function PipelineRow({
  pipeline: listed,
  canDelete,
  onDelete,
}: {
  pipeline: Pipeline;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { runs, project } = useDevops();
  const actor = runs.actorFor(project, listed);
  const pipeline = useSelector(actor, (snap) => snap.context.pipeline);
  const canRun = useSelector(actor, (snap) => snap.can({ type: 'pipeline.run' }));
  const running = useSelector(actor, (snap) => snap.hasTag('running'));
  const failure = useSelector(actor, (snap) => snap.context.failure);
  return (
    <tr>
      <td className={s.nameCell} data-label="Name">
        {pipeline.name}
      </td>
      <td className={s.cell} data-label="Status">
        <StatusText status={pipeline.status} />
        {failure && <span role="alert"> {failure}</span>}
      </td>
      <td className={s.cell} data-label="Last Run">
        {showDevopsDate(pipeline.lastRun)}
      </td>
      <td className={s.cell} data-label="Duration">
        {pipeline.duration}
      </td>
      <td className={s.cell} data-label="Actions">
        <div className={s.row}>
          <button
            type="button"
            className={`${button.primary} ${s.smallButton}`}
            aria-label={`Run ${pipeline.name}`}
            disabled={!canRun}
            onClick={() => actor.send({ type: 'pipeline.run' })}
          >
            Run
          </button>
          <Link
            href={`/pipelines/${encodeURIComponent(pipeline.id)}`}
            className={`${button.secondary} ${s.smallButton}`}
            aria-label={`Details of ${pipeline.name}`}
          >
            Details
          </Link>
          <button
            type="button"
            className={`${button.secondary} ${s.smallButton}`}
            aria-label={`Delete ${pipeline.name}`}
            disabled={!canDelete || running}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
