import { useActor } from '@xstate/react';
import { type qnaListMachine, searchQnas } from '../../../machines/qnaList.machine.ts';
import { workspaceLimits } from '../../contract/workspace.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { question } from '../ui/iconPaths.ts';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { Toast } from '../ui/Toast.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './DashboardPage.css.ts';
import { NoWorkspace } from './NoWorkspace.tsx';
import { QNA_FIELDS, QnaItem } from './QnaItem.tsx';

/** The workspace's question-and-answer pairs: add, search, edit in place, delete after confirmation. */
export function QnaPage({
  machine,
  workspaceId,
  prefill = null,
}: {
  machine: typeof qnaListMachine;
  workspaceId: string | null;
  /** A question the add form starts with (Reports' 'Add as Q&A'). */
  prefill?: string | null;
}) {
  usePageMeta('Q&A', 'Question-and-answer pairs your AI agent answers from.');
  const [snap, send] = useActor(machine, {
    input: { scope: workspaceId, draft: prefill ? { question: prefill } : undefined },
    inspect,
  });
  const { items, draft, form, query, failure, deletingId } = snap.context;
  if (snap.matches('noScope')) return <NoWorkspace />;
  const visible = searchQnas(items, query);
  const adding = snap.hasTag('saving') && !form;
  const deleting = items.find((q) => q.id === deletingId);
  const draftField = formFieldProps(draft, QNA_FIELDS, (field, value) =>
    send({ type: 'list.draftChange', field, value }),
  );
  return (
    <section className={s.page} aria-labelledby="qna-title">
      <h1 id="qna-title" className={s.title}>
        Q&amp;A
      </h1>
      <SuccessNotice actor={snap.children.notice} />
      <Toast tone="error" text={failure} />
      <form
        className={card}
        noValidate
        aria-label="Add Q&A"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'list.add' });
        }}
      >
        <h2>Add a question and its answer</h2>
        <TextField label="New question" maxLength={workspaceLimits.qna} {...draftField('question')} />
        <TextAreaField
          label="New answer"
          rows={3}
          maxLength={workspaceLimits.qna}
          {...draftField('answer')}
        />
        <button
          type="submit"
          className={button.primary}
          disabled={!snap.can({ type: 'list.add' })}
          aria-busy={adding}
        >
          {adding ? 'Adding…' : 'Add Q&A'}
        </button>
      </form>
      <TextField
        label="Search Q&A"
        type="search"
        value={query}
        onValue={(value) => send({ type: 'list.search', query: value })}
        placeholder="Search questions and answers"
      />
      {snap.hasTag('loading') && <p aria-live="polite">Loading Q&amp;A…</p>}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {snap.matches('ready') && items.length === 0 && (
        <EmptyState icon={question} title="No Q&A yet.">
          Add the questions people ask most, each with the answer you want given, in the form above. Your
          agent gives these answers word for word.
        </EmptyState>
      )}
      {snap.matches('ready') && items.length > 0 && visible.length === 0 && (
        <p className={s.muted}>No Q&amp;A matches your search.</p>
      )}
      <ul className={s.fileList} aria-label="Q&A list">
        {visible.map((item) => (
          <QnaItem
            key={item.id}
            item={item}
            editing={form?.id === item.id ? form : null}
            saving={snap.hasTag('saving')}
            can={{
              edit: snap.can({ type: 'list.edit', id: item.id }),
              delete: snap.can({ type: 'list.delete', id: item.id }),
              save: snap.can({ type: 'list.formSave' }),
              cancel: snap.can({ type: 'list.formCancel' }),
            }}
            onEdit={() => send({ type: 'list.edit', id: item.id })}
            onDelete={() => send({ type: 'list.delete', id: item.id })}
            onChange={(field, value) => send({ type: 'list.formChange', field, value })}
            onSave={() => send({ type: 'list.formSave' })}
            onCancel={() => send({ type: 'list.formCancel' })}
          />
        ))}
      </ul>
      <LoadMoreButton list={snap} onLoadMore={() => send({ type: 'list.loadMore' })} />
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Delete Q&A"
        message={
          // A question brings its own question mark.
          deleting
            ? `Are you sure you want to delete "${deleting.question}"`
            : 'Are you sure you want to delete this Q&A?'
        }
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
