import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { filesListMachine } from '../../../machines/filesList.machine.ts';
import { endpointPath } from '../../contract/endpoint.ts';
import { fileEndpoints } from '../../contract/workspaceEndpoints.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card, notice } from '../ui/controls.css.ts';
import * as s from './DashboardPage.css.ts';
import * as fileStatus from './FileStatus.css.ts';
import { FileStatusCell } from './FileStatusCell.tsx';
import { formatDateTime } from './formatDateTime.ts';
import { formatKilobytes } from './formatKilobytes.ts';

/**
 * The workspace's uploaded files with their indexing status, updated live; each can be downloaded,
 * retried when it failed, and deleted after confirmation.
 */
export function FilesTable({ actor }: { actor: ActorRefFrom<typeof filesListMachine> }) {
  const snap = useSelector(actor, (snapshot) => snapshot);
  const { files, notice: deleted, failure, deletingId } = snap.context;
  const deleting = files.find((f) => f.id === deletingId);
  const confirmOpen = snap.matches({ ready: 'confirmingDelete' }) || snap.matches({ ready: 'deleting' });
  return (
    <section className={card} aria-labelledby="files-title">
      <h2 id="files-title">Uploaded files</h2>
      {deleted && (
        <p className={notice.success} role="status">
          {deleted}
        </p>
      )}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.matches('loading') && <p aria-live="polite">Loading files…</p>}
      {snap.matches('ready') && files.length === 0 && <p className={s.muted}>No files uploaded yet.</p>}
      {files.length > 0 && (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.headCell}>Name</th>
                <th className={s.headCell}>Size</th>
                <th className={s.headCell}>Status</th>
                <th className={s.headCell}>Created</th>
                <th className={s.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <td className={s.cell}>{file.originalFileName}</td>
                  <td className={s.cell}>{formatKilobytes(file.size)}</td>
                  <td className={s.cell}>
                    <FileStatusCell
                      file={file}
                      canRetry={snap.can({ type: 'files.retry', id: file.id })}
                      onRetry={() => actor.send({ type: 'files.retry', id: file.id })}
                    />
                  </td>
                  <td className={s.cell}>{formatDateTime(file.gmtCreated)}</td>
                  <td className={s.cell}>
                    <div className={fileStatus.actions}>
                      <a
                        className={button.secondary}
                        href={endpointPath(fileEndpoints.download.path, {
                          workspaceId: snap.context.workspaceId,
                          fileId: file.id,
                        })}
                        download={file.originalFileName}
                        aria-label={`Download ${file.originalFileName}`}
                        onClick={(event) => {
                          event.preventDefault();
                          actor.send({ type: 'files.download', id: file.id });
                        }}
                      >
                        Download
                      </a>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={`Delete ${file.originalFileName}`}
                        disabled={!snap.can({ type: 'files.delete', id: file.id })}
                        onClick={() => actor.send({ type: 'files.delete', id: file.id })}
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
      <ConfirmDialog
        open={confirmOpen}
        title="Delete file"
        message={`Are you sure you want to delete "${deleting?.originalFileName ?? 'this file'}"?`}
        busy={snap.matches({ ready: 'deleting' })}
        onConfirm={() => actor.send({ type: 'files.deleteConfirm' })}
        onCancel={() => actor.send({ type: 'files.deleteCancel' })}
      />
    </section>
  );
}
