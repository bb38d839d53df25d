import type { DataFile } from '../../contract/dataFiles.ts';
import * as t from '../ui/consolePage.css.ts';
import { button } from '../ui/controls.css.ts';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { formatFileSize } from '../ui/formatFileSize.ts';
import { stackedTable } from '../ui/stackedTable.css.ts';
import * as s from './Insights.css.ts';

export interface DataFileRowActions {
  /** Each left out is disabled for that file. */
  view?: () => void;
  edit?: () => void;
  remove?: () => void;
}

/** A file's name as listed: a workbook sheet shows after its file. */
export const dataFileName = (f: DataFile) => (f.sheetName ? `${f.fileName} (${f.sheetName})` : f.fileName);

const statusNote = (f: DataFile) =>
  f.status === 'importing'
    ? 'Importing…'
    : f.status === 'failed'
      ? `Import failed: ${f.statusReason ?? ''}`
      : null;

/**
 * The project's data files: name, table, rows, columns, size and when it was uploaded, with View,
 * Edit and Delete. On a phone each row stacks its cells, each labelled by its column.
 */
export function DataFilesTable({
  files,
  actionsFor,
}: {
  files: DataFile[];
  actionsFor: (file: DataFile) => DataFileRowActions;
}) {
  return (
    <div className={t.tableWrap}>
      <table className={`${t.table} ${stackedTable}`} aria-label="Data files">
        <thead>
          <tr>
            {['Name', 'Table', 'Rows', 'Columns', 'Size', 'Uploaded', 'Actions'].map((h) => (
              <th key={h} className={t.headCell} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((f) => {
            const name = dataFileName(f);
            const actions = actionsFor(f);
            const note = statusNote(f);
            return (
              <tr key={f.id}>
                <td className={t.cell} data-label="Name">
                  <span className={s.itemName}>{name}</span>
                  {note && (
                    <span className={f.status === 'failed' ? s.statusError : s.status} role="status">
                      {' '}
                      {note}
                    </span>
                  )}
                </td>
                <td className={t.cell} data-label="Table">
                  <code>{f.tableName}</code>
                </td>
                <td className={t.cell} data-label="Rows">
                  {f.rowCount.toLocaleString()}
                </td>
                <td className={t.cell} data-label="Columns">
                  {f.columns.length}
                </td>
                <td className={t.cell} data-label="Size">
                  {formatFileSize(f.size)}
                </td>
                <td className={t.cell} data-label="Uploaded">
                  {formatDateTime(f.createdAt)}
                </td>
                <td className={t.cell} data-label="Actions">
                  <span className={s.row}>
                    {(
                      [
                        ['View', actions.view],
                        ['Edit', actions.edit],
                        ['Delete', actions.remove],
                      ] as const
                    ).map(([label, run]) => (
                      <button
                        key={label}
                        type="button"
                        className={label === 'Delete' ? button.danger : button.secondary}
                        aria-label={`${label} ${name}`}
                        disabled={!run}
                        onClick={run}
                      >
                        {label}
                      </button>
                    ))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
