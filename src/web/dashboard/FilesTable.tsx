import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FILE_DOWNLOAD, FILE_RETRY, type filesListMachine } from '../../../machines/filesList.machine.ts';
import { endpointPath } from '../../contract/endpoint.ts';
import { fileEndpoints } from '../../contract/workspaceEndpoints.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { file as fileIcon } from '../ui/iconPaths.ts';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { stackedTable } from '../ui/stackedTable.css.ts';
import { Toast } from '../ui/Toast.tsx';
import * as s from './DashboardPage.css.ts';
import * as fileStatus from './FileStatus.css.ts';
import { FileStatusCell } from './FileStatusCell.tsx';
import { formatDateTime } from './formatDateTime.ts';
import { formatKilobytes } from './formatKilobytes.ts';

/**
 * The workspace's uploaded files with their indexing status, updated live; each can be downloaded,
 * retried when it failed, and deleted after confirmation.
 */
export function FilesTable({
  actor,
  workspaceId,
}: {
  actor: ActorRefFrom<typeof filesListMachine>;
  workspaceId: string;
}) {
  const snap = useSelector(actor, (snapshot) => snapshot);
  const { items: files, failure, deletingId } = snap.context;
  const deleting = files.find((f) => f.id === deletingId);
  return (
    <section className={card} aria-labelledby="files-title">
      <h2 id="files-title">Uploaded files</h2>
      <SuccessNotice actor={snap.children.notice} />
      <Toast tone="error" text={failure} />
      {snap.hasTag('loading') && <p aria-live="polite">Loading files…</p>}
      {snap.matches('loadFailed') && (
        <button
          type="button"
          className={button.secondary}
          onClick={() => actor.send({ type: 'list.reload' })}
        >
          Try again
        </button>
      )}
      {snap.matches('ready') && files.length === 0 && (
        <EmptyState icon={fileIcon} title="No files uploaded yet." headingLevel={3}>
          Choose files above and select Upload Selected Files: documents, spreadsheets, PDFs or plain text.
          Your agent learns from each one once its status says Indexed.
        </EmptyState>
      )}
      {files.length > 0 && (
        <div className={s.tableWrap}>
          <table className={`${s.table} ${stackedTable}`}>
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
                  <td className={s.cell} data-label="Name">
                    {file.originalFileName}
                  </td>
                  <td className={s.cell} data-label="Size">
                    {formatKilobytes(file.size)}
                  </td>
                  <td className={s.cell} data-label="Status">
                    <FileStatusCell
                      file={file}
                      canRetry={snap.can({ type: 'list.itemAction', id: file.id, action: FILE_RETRY })}
                      onRetry={() => actor.send({ type: 'list.itemAction', id: file.id, action: FILE_RETRY })}
                    />
                  </td>
                  <td className={s.cell} data-label="Created">
                    {formatDateTime(file.gmtCreated)}
                  </td>
                  <td className={s.cell} data-label="Actions">
                    <div className={fileStatus.actions}>
                      <a
                        className={button.secondary}
                        href={endpointPath(fileEndpoints.download.path, { workspaceId, fileId: file.id })}
                        download={file.originalFileName}
                        aria-label={`Download ${file.originalFileName}`}
                        onClick={(event) => {
                          event.preventDefault();
                          actor.send({ type: 'list.itemAction', id: file.id, action: FILE_DOWNLOAD });
                        }}
                      >
                        Download
                      </a>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={`Delete ${file.originalFileName}`}
                        disabled={!snap.can({ type: 'list.delete', id: file.id })}
                        onClick={() => actor.send({ type: 'list.delete', id: file.id })}
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
      <LoadMoreButton list={snap} onLoadMore={() => actor.send({ type: 'list.loadMore' })} />
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Delete file"
        message={`Are you sure you want to delete "${deleting?.originalFileName ?? 'this file'}"?`}
        busy={snap.hasTag('deleting')}
        onConfirm={() => actor.send({ type: 'list.deleteConfirm' })}
        onCancel={() => actor.send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
