import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dataFileTypesMachine } from '../../../machines/dataFileTypes.machine.ts';
import { dataFileExtensions } from '../../contract/dataFileExtensions.ts';
import { type DataFileColumnType, dataFileColumnTypes } from '../../contract/dataFiles.ts';
import * as d from '../dashboard/DashboardPage.css.ts';
import * as t from '../ui/consolePage.css.ts';
import { button, notice, visuallyHidden } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { stackedTable } from '../ui/stackedTable.css.ts';
import { TextField } from '../ui/TextField.tsx';
import { dataFileName } from './DataFilesTable.tsx';
import * as s from './Insights.css.ts';

/**
 * The type review of one table: its name, and each column's label, name and type, which the user
 * may change; Save sends what changed. A refusal shows here with the edits kept. Re-import takes a
 * new upload of the same table in place of its rows.
 */
export function DataFileTypesDialog({
  actor,
  onReimport,
}: {
  actor: ActorRefFrom<typeof dataFileTypesMachine>;
  onReimport?: (file: File) => void;
}) {
  const snap = useSelector(actor, (state) => state);
  const { file, tableName, types, tableNameError, failure } = snap.context;
  const saving = snap.hasTag('saving');
  const reimportId = useId();
  const cancel = () => actor.send({ type: 'types.cancel' });
  return (
    <Modal
      open
      size="wide"
      title={`Edit ${dataFileName(file)}`}
      onClose={cancel}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={cancel} disabled={saving}>
            Cancel
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={!snap.can({ type: 'types.save' })}
            aria-busy={saving}
            onClick={() => actor.send({ type: 'types.save' })}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <TextField
        label="Table name"
        value={tableName}
        error={tableNameError ?? undefined}
        disabled={saving}
        onValue={(value) => actor.send({ type: 'types.rename', tableName: value })}
      />
      <div className={t.tableWrap}>
        <table className={`${t.table} ${stackedTable}`} aria-label="Columns">
          <thead>
            <tr>
              {['Label', 'Name', 'Type'].map((h) => (
                <th key={h} className={t.headCell} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {file.columns.map((c) => (
              <tr key={c.name}>
                <td className={t.cell} data-label="Label">
                  {c.label}
                </td>
                <td className={t.cell} data-label="Name">
                  <code>{c.name}</code>
                </td>
                <td className={t.cell} data-label="Type">
                  <select
                    className={s.typeSelect}
                    aria-label={`Type of ${c.label}`}
                    value={types[c.name]}
                    disabled={saving}
                    onChange={(e) =>
                      actor.send({
                        type: 'types.change',
                        name: c.name,
                        columnType: e.target.value as DataFileColumnType,
                      })
                    }
                  >
                    {dataFileColumnTypes.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {onReimport && (
        <p className={s.row}>
          <input
            id={reimportId}
            type="file"
            accept={dataFileExtensions.join(',')}
            className={`${visuallyHidden} ${d.fileInput}`}
            disabled={saving}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) onReimport(chosen);
            }}
          />
          <label htmlFor={reimportId} className={`${button.secondary} ${d.fileInputLabel}`}>
            Re-import from a file
          </label>
          <span className={s.muted}>Replaces this table's rows with a new upload of the same table.</span>
        </p>
      )}
    </Modal>
  );
}
