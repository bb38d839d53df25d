import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { moduleActor, reportMessages } from '../../../machines/reportPage.machine.ts';
import type { ConnectionCatalog } from '../../contract/dataInsights.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { chart } from '../ui/iconPaths.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { useDataSourceOptions } from './dataSourceOptions.ts';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';
import { ModuleCard } from './ModuleCard.tsx';
import { readUnsavedPage } from './unsavedPage.ts';

/**
 * The workbench: the project's report page as a grid of modules, an initial layout generated from
 * the project's catalog, modules added by hand, and 'Save Dashboard'. Unsaved changes stay in the
 * tab (they come back after going to another page or reloading); closing the tab asks first.
 */
export function WorkbenchPage({ flows, projectId }: { flows: InsightsFlows; projectId: string | null }) {
  usePageMeta('Workbench', 'Describe the figures you need and see them drawn from your own database.');
  const [snap, send] = useActor(flows.reportPage, {
    input: { projectId, unsaved: readUnsavedPage(projectId) },
    inspect,
  });
  const unsaved = snap.context.unsaved;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const sources = useDataSourceOptions(flows, projectId);
  const [catalog] = useActor(flows.catalog, { input: { key: projectId ?? '' }, inspect });
  if (snap.matches('noProject'))
    return (
      <section className={s.page} aria-labelledby="workbench-title">
        <h1 id="workbench-title" className={s.title}>
          Workbench
        </h1>
        <p>{reportMessages.noProject}</p>
      </section>
    );
  const { modules, failure } = snap.context;
  const saving = snap.hasTag('saving');
  return (
    <section className={s.page} aria-labelledby="workbench-title">
      <div className={s.header}>
        <h1 id="workbench-title" className={s.title}>
          Workbench
        </h1>
        <div className={s.row}>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'page.generateLayout' })}
            onClick={() => send({ type: 'page.generateLayout' })}
          >
            {snap.hasTag('generatingLayout') ? 'Generating layout…' : 'Generate initial layout'}
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'page.addModule', id: '', dataSource: '' })}
            onClick={() =>
              send({ type: 'page.addModule', id: crypto.randomUUID(), dataSource: sources[0]?.value ?? '' })
            }
          >
            Add Module
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={!snap.can({ type: 'page.save' })}
            onClick={() => send({ type: 'page.save' })}
          >
            {saving ? 'Saving…' : 'Save Dashboard'}
          </button>
        </div>
      </div>
      <SuccessNotice actor={snap.children.notice} />
      {snap.context.restored && (
        <div className={s.restored} role="status">
          <span>{reportMessages.restored}</span>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'page.discard' })}
            onClick={() => send({ type: 'page.discard' })}
          >
            Discard changes
          </button>
        </div>
      )}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.hasTag('loading') && <p aria-live="polite">Loading the dashboard…</p>}
      {snap.matches('editing') && modules.length === 0 && !snap.hasTag('generatingLayout') && (
        <EmptyState icon={chart} title="No modules yet.">
          Generate an initial layout from your indexed data sources, or add a module and describe what it
          should show.
        </EmptyState>
      )}
      {modules.length > 0 && (
        <div className={s.grid} aria-busy={saving || undefined}>
          {modules.map((m) => {
            const actor = moduleActor(snap, m.id);
            const tables = (catalog.context.value as ConnectionCatalog[] | null)?.find(
              (c) => c.connectionId === m.dataSource,
            )?.tables;
            return actor ? <ModuleCard key={m.id} actor={actor} sources={sources} tables={tables} /> : null;
          })}
        </div>
      )}
    </section>
  );
}
