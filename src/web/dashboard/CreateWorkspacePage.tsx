import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { stepIndex, wizardSteps } from '../../../machines/createWorkspace.machine.ts';
import { readableTypesPhrase } from '../../contract/readableFiles.ts';
import { type Workspace, workspaceLimits } from '../../contract/workspace.ts';
import { inspect } from '../inspector.ts';
import { button, card, notice } from '../ui/controls.css.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { RemoveFileButton } from '../upload/RemoveFileButton.tsx';
import type { DashboardFlows } from './DashboardFlows.ts';
import * as s from './DashboardPage.css.ts';
import { FilePicker } from './FilePicker.tsx';
import { formatKilobytes } from './formatKilobytes.ts';
import { NotReadFiles } from './NotReadFiles.tsx';

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/** The three-step wizard that creates a workspace (agent) and uploads its first files. */
export function CreateWorkspacePage({
  flow,
  onCreated,
}: {
  flow: DashboardFlows['createWorkspace'];
  onCreated: (workspace: Workspace) => void;
}) {
  usePageMeta('Create Workspace', 'Name your AI agent, define its role and give it files.');
  const [machine] = useState(() => flow(onCreated));
  const [snap, send] = useActor(machine, { inspect });
  const { values, errors, files, notRead, failure, uploadedCount } = snap.context;
  const step = stepIndex(snap);
  const submitting = snap.matches('submitting');
  const change = (field: 'name' | 'role') => (value: string) => send({ type: 'wizard.change', field, value });
  // The steps with a field focus it (autoFocus); the files step focuses its heading, so the
  // keyboard stays in the wizard when Next gives way to Finish.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 2) heading.current?.focus();
  }, [step]);
  return (
    <section className={`${s.page} ${card}`} aria-labelledby="wizard-title">
      <h1 id="wizard-title" className={s.title}>
        Create a new workspace
      </h1>
      <ol className={s.steps} aria-label="Steps">
        {wizardSteps.map((label, i) => (
          <li key={label} className={s.step} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: step === 2 ? 'wizard.finish' : 'wizard.next' });
        }}
      >
        <h2 ref={heading} tabIndex={-1} className={s.stepHeading}>
          {wizardSteps[step]}
        </h2>
        {step === 0 && (
          <TextField
            label="AI Name"
            value={values.name}
            error={errors.name}
            onValue={change('name')}
            maxLength={workspaceLimits.name}
            autoFocus
          />
        )}
        {step === 1 && (
          <TextAreaField
            label="AI Role"
            value={values.role}
            error={errors.role}
            onValue={change('role')}
            placeholder="What should this agent do, for whom, and in what tone?"
            maxLength={workspaceLimits.role}
            autoFocus
          />
        )}
        {step === 2 && (
          <>
            <p className={s.muted}>
              Give the agent files to learn from (optional). It reads {readableTypesPhrase} files.
            </p>
            <FilePicker
              disabled={submitting}
              onFiles={(chosen) => send({ type: 'wizard.filesAdded', files: chosen })}
            />
            <NotReadFiles files={notRead.map((file) => ({ key: fileKey(file), file }))} />
            {files.length > 0 && (
              <ul className={s.fileList} aria-label="Chosen files">
                {files.map((file, index) => (
                  <li key={fileKey(file)} className={s.fileItem}>
                    <span>
                      {file.name} ({formatKilobytes(file.size)})
                    </span>
                    <RemoveFileButton
                      fileName={file.name}
                      disabled={!snap.can({ type: 'wizard.fileRemoved', index })}
                      onRemove={() => send({ type: 'wizard.fileRemoved', index })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {submitting && (
          <p role="status">
            {snap.matches({ submitting: 'uploading' })
              ? `Uploading file ${uploadedCount + 1} of ${uploadedCount + files.length}…`
              : 'Creating workspace…'}
          </p>
        )}
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        <div className={s.row}>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'wizard.previous' })}
            onClick={() => send({ type: 'wizard.previous' })}
          >
            Previous
          </button>
          {step < 2 ? (
            <button type="submit" className={button.primary} disabled={!snap.can({ type: 'wizard.next' })}>
              Next
            </button>
          ) : (
            <button
              type="submit"
              className={button.primary}
              disabled={!snap.can({ type: 'wizard.finish' })}
              aria-busy={submitting}
            >
              {submitting ? 'Creating…' : 'Finish'}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
