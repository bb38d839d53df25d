import { useActor } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '../inspector.ts';
import { card, notice } from '../ui/controls.css.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { UploadButtons } from '../upload/UploadButtons.tsx';
import { UploadProgressList } from '../upload/UploadProgressList.tsx';
import type { DashboardFlows } from './DashboardFlows.ts';
import * as s from './DashboardPage.css.ts';
import { FilePicker } from './FilePicker.tsx';
import { formatKilobytes } from './formatKilobytes.ts';
import { NotReadFiles } from './NotReadFiles.tsx';

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
      <UploadProgressList
        label="Files to upload"
        items={items}
        outcomes={{ success: 'Uploaded', error: 'Failed' }}
        formatSize={formatKilobytes}
        canRemove={(id) => snap.can({ type: 'upload.fileRemoved', id })}
        onRemove={(id) => send({ type: 'upload.fileRemoved', id })}
      />
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
        <UploadButtons
          uploading={uploading}
          canStart={snap.can({ type: 'upload.start' })}
          canCancel={snap.can({ type: 'upload.cancel' })}
          onStart={() => send({ type: 'upload.start' })}
          onCancel={() => send({ type: 'upload.cancel' })}
        />
      </div>
    </section>
  );
}
