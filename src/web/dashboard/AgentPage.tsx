import { useActor } from '@xstate/react';
import { useState } from 'react';
import { type Workspace, workspaceLimits } from '../../contract/workspace.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card, notice, visuallyHidden } from '../ui/controls.css.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import type { DashboardFlows } from './DashboardFlows.ts';
import * as s from './DashboardPage.css.ts';
import { NoWorkspace } from './NoWorkspace.tsx';

interface AgentPageProps {
  flow: DashboardFlows['agentEditor'];
  workspaceId: string | null;
  onSaved: (workspace: Workspace) => void;
  onDeleted: (id: string) => void;
}

/** Edits the selected workspace: name, role definition and chat authentication. */
export function AgentPage({ flow, workspaceId, onSaved, onDeleted }: AgentPageProps) {
  usePageMeta('Agent', 'Name, role and chat authentication of your AI agent.');
  const [machine] = useState(() => flow({ onSaved, onDeleted }));
  const [snap, send] = useActor(machine, { input: { workspaceId }, inspect });
  const { values, errors, failure, appId } = snap.context;
  if (snap.matches('noWorkspace')) return <NoWorkspace />;
  if (snap.matches('loading')) return <p aria-live="polite">Loading agent…</p>;
  if (snap.matches('loadFailed')) {
    return (
      <p className={notice.error} role="alert">
        {failure}
      </p>
    );
  }
  const change = (field: 'name' | 'role' | 'authUrl') => (value: string) =>
    send({ type: 'agent.change', field, value });
  const saving = snap.matches('saving');
  return (
    <section className={s.page} aria-labelledby="agent-title">
      <div className={s.header}>
        <h1 id="agent-title" className={s.title}>
          Agent
        </h1>
        {appId && (
          <a
            className={button.secondary}
            href={`/chat/${encodeURIComponent(appId)}`}
            target="_blank"
            rel="noopener"
          >
            Try the chat<span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <SuccessNotice actor={snap.children.notice} />
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      <form
        className={card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'agent.save' });
        }}
      >
        <TextField
          label="Name"
          value={values.name}
          error={errors.name}
          onValue={change('name')}
          maxLength={workspaceLimits.name}
        />
        <TextAreaField
          label="Role Definition"
          value={values.role}
          error={errors.role}
          onValue={change('role')}
          rows={8}
          maxLength={workspaceLimits.role}
        />
        <label className={s.checkbox}>
          <input
            type="checkbox"
            checked={values.authRequire}
            onChange={(e) => send({ type: 'agent.setAuthRequire', value: e.target.checked })}
          />
          Require authentication before chatting
        </label>
        <TextField
          label="Auth URL"
          type="url"
          value={values.authUrl}
          error={errors.authUrl}
          onValue={change('authUrl')}
          placeholder="https://example.com/api/check-user"
          maxLength={workspaceLimits.authUrl}
        />
        <div className={s.row}>
          <button
            type="submit"
            className={button.primary}
            disabled={!snap.can({ type: 'agent.save' })}
            aria-busy={saving}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <section className={`${card} ${s.dangerZone}`} aria-labelledby="delete-workspace-title">
        <h2 id="delete-workspace-title" className={s.dangerTitle}>
          Delete this workspace
        </h2>
        <p className={s.muted}>
          Its files, texts, Q&amp;A and chat history go with it. This cannot be undone.
        </p>
        <div className={s.row}>
          <button
            type="button"
            className={button.danger}
            disabled={!snap.can({ type: 'agent.delete' })}
            onClick={() => send({ type: 'agent.delete' })}
          >
            Delete workspace
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={snap.matches('confirmingDelete') || snap.matches('deleting')}
        title="Delete workspace"
        message={`Are you sure you want to delete the workspace "${values.name}"? Its files, texts and Q&A are deleted with it.`}
        busy={snap.matches('deleting')}
        onConfirm={() => send({ type: 'agent.deleteConfirm' })}
        onCancel={() => send({ type: 'agent.deleteCancel' })}
      />
    </section>
  );
}
