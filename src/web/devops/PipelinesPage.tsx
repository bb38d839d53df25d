import { useActor } from '@xstate/react';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice, visuallyHidden } from '../ui/controls.css.ts';
import { stackedTable } from '../ui/stackedTable.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AddPipelineModal } from './AddPipelineModal.tsx';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { PipelineRow } from './PipelineRow.tsx';

/** Pipelines: the table with Run, Details and Delete, and 'Add Pipeline'. */
export function PipelinesPage() {
  usePageMeta('Pipelines', 'Your project’s pipelines: run them and follow their stages.');
  const { flows, project } = useDevops();
  const [snap, send] = useActor(flows.pipelineList, { input: { scope: project }, inspect });
  const { items, form, failure } = snap.context;
  return (
    <section className={s.page} aria-labelledby="pipelines-title">
      <div className={s.header}>
        <h1 id="pipelines-title" className={s.title}>
          Pipelines
        </h1>
        <button
          type="button"
          className={button.primary}
          disabled={!snap.can({ type: 'list.compose' })}
          onClick={() => send({ type: 'list.compose' })}
        >
          Add Pipeline
        </button>
      </div>
      {failure && !form && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.hasTag('loading') && <p aria-live="polite">Loading pipelines…</p>}
      {snap.matches('ready') && (
        <div className={s.tableWrap}>
          <table className={`${s.table} ${stackedTable}`}>
            <caption className={visuallyHidden}>Pipelines</caption>
            <thead>
              <tr>
                <th className={s.headCell}>Name</th>
                <th className={s.headCell}>Status</th>
                <th className={s.headCell}>Last Run</th>
                <th className={s.headCell}>Duration</th>
                <th className={s.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <PipelineRow
                  key={p.id}
                  pipeline={p}
                  canDelete={snap.can({ type: 'list.delete', id: p.id })}
                  onDelete={() => send({ type: 'list.delete', id: p.id })}
                />
              ))}
              {items.length === 0 && (
                <tr>
                  <td className={s.cell} colSpan={5}>
                    No pipelines yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <AddPipelineModal
        form={form}
        failure={failure}
        saving={snap.hasTag('saving')}
        canSave={snap.can({ type: 'list.formSave' })}
        onChange={(field, value) => send({ type: 'list.formChange', field, value })}
        onSave={() => send({ type: 'list.formSave' })}
        onCancel={() => send({ type: 'list.formCancel' })}
      />
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Delete pipeline"
        message="Are you sure you want to delete this pipeline?"
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
