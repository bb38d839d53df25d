import { useActor } from '@xstate/react';
import type { textListMachine } from '../../../machines/textList.machine.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { textLines } from '../ui/iconPaths.ts';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { Toast } from '../ui/Toast.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './DashboardPage.css.ts';
import { IndexStatus } from './IndexStatus.tsx';
import { NoWorkspace } from './NoWorkspace.tsx';
import { TextEditorModal } from './TextEditorModal.tsx';

/**
 * The workspace's free texts: a table with each text's indexing status (live), Add, Edit (in a
 * dialog) and Delete (after confirmation).
 */
export function TextPage({
  machine,
  workspaceId,
}: {
  machine: typeof textListMachine;
  workspaceId: string | null;
}) {
  usePageMeta('Text', 'Free texts your AI agent learns from.');
  const [snap, send] = useActor(machine, { input: { scope: workspaceId }, inspect });
  const { items, form, failure, deletingId } = snap.context;
  if (snap.matches('noScope')) return <NoWorkspace />;
  const deleting = items.find((t) => t.id === deletingId);
  return (
    <section className={s.page} aria-labelledby="text-title">
      <div className={s.header}>
        <h1 id="text-title" className={s.title}>
          Text
        </h1>
        <button
          type="button"
          className={button.primary}
          disabled={!snap.can({ type: 'list.compose' })}
          onClick={() => send({ type: 'list.compose' })}
        >
          Add Text
        </button>
      </div>
      <SuccessNotice actor={snap.children.notice} />
      <Toast tone="error" text={!form ? failure : null} />
      {snap.hasTag('loading') && <p aria-live="polite">Loading texts…</p>}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {snap.matches('ready') && items.length === 0 && (
        <EmptyState
          icon={textLines}
          title="No texts yet."
          action={
            <button type="button" className={button.primary} onClick={() => send({ type: 'list.compose' })}>
              Add your first text
            </button>
          }
        >
          Write what your agent should know in your own words: opening hours, policies, product details. It
          answers from every text you add.
        </EmptyState>
      )}
      {items.length > 0 && (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.headCell}>Title</th>
                <th className={s.headCell}>Last Modified</th>
                <th className={s.headCell}>Status</th>
                <th className={s.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((t) => (
                <tr key={t.id}>
                  <td className={s.cell}>{t.name}</td>
                  <td className={s.cell}>{formatDateTime(t.updatedAt)}</td>
                  <td className={s.cell}>
                    <IndexStatus status={t.status} statusReason={t.statusReason} />
                  </td>
                  <td className={s.cell}>
                    <div className={s.row}>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={`Edit ${t.name}`}
                        disabled={!snap.can({ type: 'list.edit', id: t.id })}
                        onClick={() => send({ type: 'list.edit', id: t.id })}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={`Delete ${t.name}`}
                        disabled={!snap.can({ type: 'list.delete', id: t.id })}
                        onClick={() => send({ type: 'list.delete', id: t.id })}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton list={snap} onLoadMore={() => send({ type: 'list.loadMore' })} />
      <TextEditorModal
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
        title="Delete text"
        message={`Are you sure you want to delete "${deleting?.name ?? 'this text'}"?`}
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
