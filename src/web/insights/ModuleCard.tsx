import { useSelector } from '@xstate/react';
import { GENERATION_FAILED } from '../../../machines/insightModule.machine.ts';
import { titleFromInterpretation } from '../../../machines/moduleTitle.ts';
import type { ModuleActor } from '../../../machines/reportPage.machine.ts';
import type { CatalogTable } from '../../contract/dataInsights.ts';
import { Icon } from '../ui/Icon.tsx';
import { play } from '../ui/iconPaths.ts';
import * as s from './Insights.css.ts';
import { InterpretationParts } from './InterpretationParts.tsx';
import { ModuleDescription } from './ModuleDescription.tsx';
import { ModuleEditorModal } from './ModuleEditorModal.tsx';
import { ModuleRenderer } from './render/ModuleRenderer.tsx';

const EDIT_ICON = 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4';
const DELETE_ICON = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';

/** One module of the workbench grid: its content by status, and edit / apply / delete on hover or focus. */
export function ModuleCard({
  actor,
  sources,
  tables = [],
}: {
  actor: ModuleActor;
  sources: { value: string; label: string }[];
  /** The catalog of the module's data source: the choices its reading's parts offer. */
  tables?: CatalogTable[];
}) {
  const snap = useSelector(actor, (s) => s);
  const { module, failure, draft, interpretation } = snap.context;
  const headingId = `module-${module.id}-title`;
  return (
    <article
      className={s.card}
      aria-labelledby={headingId}
      aria-busy={snap.hasTag('generating') || undefined}
    >
      <div className={s.cardHead}>
        <h2 id={headingId} className={s.cardTitle}>
          {module.title}
        </h2>
        <div className={s.cardTools}>
          <button
            type="button"
            className={s.iconButton}
            aria-label={`Edit ${module.title}`}
            title="Edit"
            disabled={!snap.can({ type: 'module.edit' })}
            onClick={() => actor.send({ type: 'module.edit' })}
          >
            <Icon path={EDIT_ICON} size={18} />
          </button>
          <button
            type="button"
            className={s.iconButton}
            aria-label={`Apply ${module.title}`}
            title="Apply"
            disabled={!snap.can({ type: 'module.apply' })}
            onClick={() => actor.send({ type: 'module.apply' })}
          >
            <Icon path={play} size={18} />
          </button>
          <button
            type="button"
            className={s.iconButton}
            aria-label={`Delete ${module.title}`}
            title="Delete"
            disabled={!snap.can({ type: 'module.delete' })}
            onClick={() => actor.send({ type: 'module.delete' })}
          >
            <Icon path={DELETE_ICON} size={18} />
          </button>
        </div>
      </div>
      <ModuleDescription module={module} />
      {module.sql && <p className={s.status}>Runs SQL written by hand.</p>}
      {snap.matches({ status: 'placeholder' }) && (
        <p className={s.status}>Not generated yet: apply to draw it from the data.</p>
      )}
      {snap.hasTag('generating') && (
        <p className={s.status} aria-live="polite">
          Generating…
        </p>
      )}
      {snap.matches({ status: 'error' }) && (
        <div role="alert">
          <p className={s.statusError}>{GENERATION_FAILED}</p>
          {failure && failure !== GENERATION_FAILED && <p className={s.statusError}>{failure}</p>}
        </div>
      )}
      {/* A title taken from the reading already says how the description was read. */}
      {snap.matches({ status: 'generated' }) &&
        interpretation &&
        titleFromInterpretation(interpretation) !== module.title && (
          <p className={s.status}>Read as: {interpretation}</p>
        )}
      {(snap.matches({ status: 'generated' }) || snap.matches({ status: 'error' })) && (
        <InterpretationParts actor={actor} tables={tables} />
      )}
      {snap.matches({ status: 'generated' }) && module.generatedContent && (
        <ModuleRenderer node={module.generatedContent} headingLevel={3} />
      )}
      {module.query && (
        <details className={s.query}>
          <summary>Show query</summary>
          <pre className={s.queryText}>
            <code>{module.query}</code>
          </pre>
        </details>
      )}
      <ModuleEditorModal
        draft={draft}
        sources={sources}
        canSave={snap.can({ type: 'module.editSave' })}
        canUseQuery={snap.can({ type: 'module.editUseQuery' })}
        onUseQuery={() => actor.send({ type: 'module.editUseQuery' })}
        onChange={(field, value) => actor.send({ type: 'module.editChange', field, value })}
        onSave={() => actor.send({ type: 'module.editSave' })}
        onCancel={() => actor.send({ type: 'module.editCancel' })}
      />
    </article>
  );
}
