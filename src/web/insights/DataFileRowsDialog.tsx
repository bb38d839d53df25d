import type { DataFile, DataFileRows } from '../../contract/dataFiles.ts';
import * as t from '../ui/consolePage.css.ts';
import { button, notice } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { dataFileName } from './DataFilesTable.tsx';
import { dataFileReading } from './dataFileReading.ts';
import * as s from './Insights.css.ts';

/** A cell as text: null as empty, everything else as the server sent it. */
const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * A file's first rows under headings that give each column's label, name and type. The table
 * scrolls inside its frame, so a wide file never widens the page.
 */
export function DataFileRowsDialog({
  file,
  rows,
  loading,
  failure,
  onClose,
}: {
  file: DataFile;
  rows: DataFileRows | null;
  loading: boolean;
  failure: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      size="wide"
      title={`Rows of ${dataFileName(file)}`}
      onClose={onClose}
      actions={
        <button type="button" className={button.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {loading && <p aria-live="polite">Loading rows…</p>}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {rows && (
        <>
          <p className={s.muted}>
            The first {rows.rows.length.toLocaleString()} of {rows.rowCount.toLocaleString()} rows of{' '}
            <code>{file.tableName}</code>. {dataFileReading(file)}
          </p>
          <div className={t.tableWrap}>
            <table className={t.table} aria-label={`First rows of ${file.tableName}`}>
              <thead>
                <tr>
                  {rows.columns.map((c) => (
                    <th key={c.name} className={t.headCell} scope="col">
                      <span>{c.label}</span>
                      <span className={s.status}>
                        {' '}
                        {c.name !== c.label && <code>{c.name}</code>} {c.type}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no key of their own and never reorder
                  <tr key={i}>
                    {rows.columns.map((c) => (
                      <td key={c.name} className={t.nameCell}>
                        {cellText(row[c.name])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Modal>
  );
}
