import { useActor } from '@xstate/react';
import { useState } from 'react';
import type { UploadItem } from '../../../machines/batchUpload.machine.ts';
import { inspect } from '../inspector.ts';
import { button, card, notice } from '../ui/controls.css.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import type { DashboardFlows } from './DashboardFlows.ts';
import * as s from './DashboardPage.css.ts';
import { FilePicker } from './FilePicker.tsx';
import { formatKilobytes } from './formatKilobytes.ts';
import { NotReadFiles } from './NotReadFiles.tsx';

const statusText = (item: UploadItem) =>
  ({
    pending: 'Waiting',
    uploading: `Uploading ${item.percent}%`,
    success: 'Uploaded',
    error: 'Failed',
  })[item.status];

/** Choose files and upload them with a progress bar each; files the agent cannot read are listed apart and not sent. */
export function UploadPanel({
  flow,
  workspaceId,
  onBatchCompleted,
}: {
  flow: DashboardFlows['batchUpload'];
  workspaceId: string | null;
  onBatchCompleted: () => void;
}) {
  const [machine] = useState(() => flow(onBatchCompleted));
  const [snap, send] = useActor(machine, { input: { workspaceId }, inspect });
  const { items, notRead, failure } = snap.context;
  const uploading = snap.matches('uploading');
  return (
    <section className={card} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload files</h2>
      <FilePicker disabled={uploading} onFiles={(files) => send({ type: 'upload.filesAdded', files })} />
      {items.length > 0 && (
        <ul className={s.fileList} aria-label="Files to upload">
          {items.map((item) => (
            <li key={item.id} className={s.fileItem}>
              <span>
                {item.file.name} ({formatKilobytes(item.file.size)}) — {statusText(item)}
              </span>
              {item.status !== 'uploading' && (
                <button
                  type="button"
                  className={button.ghost}
                  aria-label={`Remove ${item.file.name}`}
                  disabled={!snap.can({ type: 'upload.fileRemoved', id: item.id })}
                  onClick={() => send({ type: 'upload.fileRemoved', id: item.id })}
                >
                  Remove
                </button>
              )}
              <progress
                className={s.progress}
                max={100}
                value={item.percent}
                aria-label={`${item.file.name} upload progress`}
              />
              {item.error && <p className={s.errorText}>{item.error}</p>}
            </li>
          ))}
        </ul>
      )}
      <NotReadFiles
        files={notRead.map(({ id, file }) => ({ key: id, file }))}
        canRemove={(id) => snap.can({ type: 'upload.fileRemoved', id })}
        onRemove={(id) => send({ type: 'upload.fileRemoved', id })}
      />
      <SuccessNotice actor={snap.children.notice} />
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      <div className={s.row} style={{ marginTop: 16 }}>
        <button
          type="button"
          className={button.primary}
          disabled={!snap.can({ type: 'upload.start' })}
          aria-busy={uploading}
          onClick={() => send({ type: 'upload.start' })}
        >
          {uploading ? 'Uploading…' : 'Upload Selected Files'}
        </button>
        {uploading && (
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'upload.cancel' })}
            onClick={() => send({ type: 'upload.cancel' })}
          >
            Cancel upload
          </button>
        )}
      </div>
    </section>
  );
}
