import { useActor } from '@xstate/react';
import { useState } from 'react';
import { dataFileUploadMessages } from '../../../machines/dataFileUpload.machine.ts';
import { dataFileExtensions, dataFileTypesPhrase } from '../../contract/dataFileExtensions.ts';
import * as d from '../dashboard/DashboardPage.css.ts';
import { FilePicker } from '../dashboard/FilePicker.tsx';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { formatFileSize } from '../ui/formatFileSize.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { RemoveFileButton } from '../upload/RemoveFileButton.tsx';
import { UploadButtons } from '../upload/UploadButtons.tsx';
import { UploadProgressList } from '../upload/UploadProgressList.tsx';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/**
 * Drop or choose data files and upload them, a progress bar each; files that are not data files
 * are said before anything is sent; a file refused for ragged rows offers 'Skip bad rows'; the
 * server's notices (skipped rows, columns read as text) stay until the next upload.
 */
export function DataFileUploadPanel({
  flow,
  projectId,
  onUploaded,
}: {
  flow: InsightsFlows['dataFileUpload'];
  projectId: string | null;
  onUploaded: () => void;
}) {
  const [machine] = useState(() => flow(onUploaded));
  const [snap, send] = useActor(machine, { input: { projectId }, inspect });
  const { items, refused, notices, failure } = snap.context;
  const uploading = snap.hasTag('uploading');
  return (
    <div className={s.section}>
      <FilePicker
        legend="Data files to upload"
        accept={dataFileExtensions.join(',')}
        hint={`${dataFileTypesPhrase}; each sheet or file becomes a table.`}
        disabled={uploading}
        onFiles={(files) => send({ type: 'upload.filesAdded', files })}
      />
      <UploadProgressList
        label="Data files to upload"
        items={items}
        outcomes={{ success: 'Imported', error: 'Failed', badRows: 'Refused' }}
        formatSize={formatFileSize}
        canRemove={(id) => snap.can({ type: 'upload.fileRemoved', id })}
        onRemove={(id) => send({ type: 'upload.fileRemoved', id })}
        errorRole="alert"
        afterSending="Importing…"
        action={(item) =>
          item.status === 'badRows' && (
            <button
              type="button"
              className={button.secondary}
              aria-label={`Skip bad rows of ${item.file.name}`}
              disabled={!snap.can({ type: 'upload.skipBadRows', id: item.id })}
              onClick={() => send({ type: 'upload.skipBadRows', id: item.id })}
            >
              Skip bad rows
            </button>
          )
        }
      />
      {refused.length > 0 && (
        <div className={notice.error} role="status">
          <p>{dataFileUploadMessages.refused}</p>
          <ul className={d.fileList} aria-label="Files that will not be uploaded">
            {refused.map(({ id, file }) => (
              <li key={id} className={d.fileItem}>
                <span>{file.name}</span>
                <RemoveFileButton
                  fileName={file.name}
                  disabled={!snap.can({ type: 'upload.fileRemoved', id })}
                  onRemove={() => send({ type: 'upload.fileRemoved', id })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {notices.length > 0 && (
        <ul className={s.list} aria-label="What the import noticed">
          {notices.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id, may repeat, and never reorder
            <li key={i} className={s.caution}>
              {n.fileName}: {n.text}
            </li>
          ))}
        </ul>
      )}
      <SuccessNotice actor={snap.children.notice} />
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      <div className={s.row}>
        <UploadButtons
          uploading={uploading}
          canStart={snap.can({ type: 'upload.start' })}
          canCancel={snap.can({ type: 'upload.cancel' })}
          onStart={() => send({ type: 'upload.start' })}
          onCancel={() => send({ type: 'upload.cancel' })}
        />
      </div>
    </div>
  );
}
