import { useActor } from '@xstate/react';
import { type qnaListMachine, searchQnas } from '../../../machines/qnaList.machine.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card, notice } from '../ui/controls.css.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './DashboardPage.css.ts';
import { NoWorkspace } from './NoWorkspace.tsx';
import { QnaItem } from './QnaItem.tsx';

/** The workspace's question-and-answer pairs: add, search, edit in place, delete after confirmation. */
export function QnaPage({
  machine,
  workspaceId,
}: {
  machine: typeof qnaListMachine;
  workspaceId: string | null;
}) {
  usePageMeta('Q&A', 'Question-and-answer pairs your AI agent answers from.');
  const [snap, send] = useActor(machine, { input: { workspaceId }, inspect });
  const { items, draft, form, query, notice: done, failure, deletingId } = snap.context;
  if (snap.matches({ list: 'noWorkspace' })) return <NoWorkspace />;
  const visible = searchQnas(items, query);
  const adding = snap.matches({ list: { ready: 'adding' } });
  const deleting = items.find((q) => q.id === deletingId);
  return (
    <section className={s.page} aria-labelledby="qna-title">
      <h1 id="qna-title" className={s.title}>
        Q&amp;A
      </h1>
      {done && (
        <p className={notice.success} role="status">
          {done}
        </p>
      )}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
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
        <TextField
          label="New question"
          value={draft.question}
          onValue={(value) => send({ type: 'list.draftChange', field: 'question', value })}
          maxLength={10_000}
        />
        <TextAreaField
          label="New answer"
          value={draft.answer}
          onValue={(value) => send({ type: 'list.draftChange', field: 'answer', value })}
          rows={3}
          maxLength={10_000}
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
      {snap.matches({ list: 'loading' }) && <p aria-live="polite">Loading Q&amp;A…</p>}
      {snap.matches({ list: 'loadFailed' }) && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {snap.matches({ list: 'ready' }) && visible.length === 0 && (
        <p className={s.muted}>{items.length === 0 ? 'No Q&A yet.' : 'No Q&A matches your search.'}</p>
      )}
      <ul className={s.fileList} aria-label="Q&A list">
        {visible.map((item) => (
          <QnaItem
            key={item.id}
            item={item}
            editing={form?.id === item.id ? form.values : null}
            saving={snap.matches({ list: { ready: 'updating' } })}
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
      <ConfirmDialog
        open={
          snap.matches({ list: { ready: 'confirmingDelete' } }) ||
          snap.matches({ list: { ready: 'deleting' } })
        }
        title="Delete Q&A"
        message={`Are you sure you want to delete "${deleting?.question ?? 'this Q&A'}"?`}
        busy={snap.matches({ list: { ready: 'deleting' } })}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
