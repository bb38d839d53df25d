import { useActor } from '@xstate/react';
import { dataFileListMessages } from '../../../machines/dataFileList.machine.ts';
import { dataFileTypesPhrase } from '../../contract/dataFileExtensions.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { file as fileIcon } from '../ui/iconPaths.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { DataFileRowsDialog } from './DataFileRowsDialog.tsx';
import { DataFilesTable, dataFileName } from './DataFilesTable.tsx';
import { DataFileTypesDialog } from './DataFileTypesDialog.tsx';
import { DataFileUploadPanel } from './DataFileUploadPanel.tsx';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/**
 * The Data Source page's 'Data files': upload spreadsheets by drop or picker, then list them with
 * View (first rows and types), Edit (type review, re-import) and Delete.
 */
export function DataFilesSection({ flows, projectId }: { flows: InsightsFlows; projectId: string | null }) {
  const [list, send] = useActor(flows.dataFileList, { input: { projectId }, inspect });
  const { files, failure, viewing, reimport, badRows, notices, deletingId } = list.context;
  const viewed = viewing && files.find((f) => f.id === viewing.id);
  const review = list.children.typeReview;
  const reimported = reimport && files.find((f) => f.id === reimport.fileId);
  const deleting = files.find((f) => f.id === deletingId);
  return (
    <section className={s.section} aria-labelledby="data-files-title">
      <h2 id="data-files-title" className={s.subtitle}>
        Data files
      </h2>
      <DataFileUploadPanel
        flow={flows.dataFileUpload}
        projectId={projectId}
        onUploaded={() => send({ type: 'files.reload' })}
      />
      <SuccessNotice actor={list.children.notice} />
      {failure && !viewed && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {list.hasTag('loading') && <p aria-live="polite">Loading data files…</p>}
      {list.matches('loadFailed') && (
        <p>
          <button type="button" className={button.secondary} onClick={() => send({ type: 'files.reload' })}>
            Try again
          </button>
        </p>
      )}
      {list.hasTag('reimporting') && reimported && (
        <p aria-live="polite">
          Re-importing {dataFileName(reimported)} from {reimport.file.name}…
        </p>
      )}
      {badRows && (
        <div className={notice.error} role="alert">
          <p>{badRows}</p>
          <p className={s.row}>
            <button
              type="button"
              className={button.secondary}
              disabled={!list.can({ type: 'files.skipBadRows' })}
              onClick={() => send({ type: 'files.skipBadRows' })}
            >
              Skip bad rows
            </button>
            <button
              type="button"
              className={button.ghost}
              disabled={!list.can({ type: 'files.dismissBadRows' })}
              onClick={() => send({ type: 'files.dismissBadRows' })}
            >
              Cancel
            </button>
          </p>
        </div>
      )}
      {notices.length > 0 && (
        <ul className={s.list} aria-label="What the re-import noticed">
          {notices.map((text) => (
            <li key={text} className={s.caution}>
              {text}
            </li>
          ))}
        </ul>
      )}
      {list.matches('ready') && files.length === 0 && (
        <EmptyState icon={fileIcon} headingLevel={3} title="No data files yet.">
          Drop a {dataFileTypesPhrase} file above or choose one: each file (each sheet of a workbook) becomes
          a table you can ask questions of, like a database.
        </EmptyState>
      )}
      {files.length > 0 && (
        <DataFilesTable
          files={files}
          actionsFor={(f) => ({
            view: list.can({ type: 'files.view', id: f.id })
              ? () => send({ type: 'files.view', id: f.id })
              : undefined,
            edit: list.can({ type: 'files.edit', id: f.id })
              ? () => send({ type: 'files.edit', id: f.id })
              : undefined,
            remove: list.can({ type: 'files.delete', id: f.id })
              ? () => send({ type: 'files.delete', id: f.id })
              : undefined,
          })}
        />
      )}
      {viewed && (
        <DataFileRowsDialog
          file={viewed}
          rows={viewing.rows}
          loading={list.hasTag('loadingRows')}
          failure={failure}
          onClose={() => send({ type: 'files.closeView' })}
        />
      )}
      {review && (
        <DataFileTypesDialog
          actor={review}
          onReimport={(chosen) =>
            send({ type: 'files.reimport', id: review.getSnapshot().context.file.id, file: chosen })
          }
        />
      )}
      <ConfirmDialog
        open={list.hasTag('confirmingDelete')}
        title={deleting ? `Delete ${dataFileName(deleting)}` : 'Delete data file'}
        message={dataFileListMessages.confirmDelete}
        busy={list.hasTag('deleting')}
        onConfirm={() => send({ type: 'files.deleteConfirm' })}
        onCancel={() => send({ type: 'files.deleteCancel' })}
      />
    </section>
  );
}
