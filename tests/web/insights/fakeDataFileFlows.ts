import { fromCallback, fromPromise } from 'xstate';
import { type DataFileImportOutcome, dataFileListMachine } from '../../../machines/dataFileList.machine.ts';
import { dataFileTypesMachine } from '../../../machines/dataFileTypes.machine.ts';
import {
  type DataFileUploadEvent,
  type DataFileUploadInput,
  dataFileUploadMachine,
} from '../../../machines/dataFileUpload.machine.ts';
import type { DataFile, DataFileRows } from '../../../src/contract/dataFiles.ts';

/**
 * The data files flows over an in-memory backend. An uploaded file's name decides what the fake
 * server does with it: a name with 'ragged' is refused for its rows unless sent with skipBadRows,
 * 'empty' is refused outright, 'workbook' gives a table per sheet; a column named 'note' falls
 * back to text with a notice. A type change to 'integer' of a boolean column is refused.
 */
export function fakeDataFileFlows(
  db: { dataFiles: DataFile[]; uploads: { name: string; skipBadRows: boolean }[] },
  call: <T>(name: string, answer: () => T) => Promise<T>,
) {
  let next = 1;
  const tableOf = (name: string) =>
    name
      .replace(/\.[^.]+$/, '')
      .replace(/\W+/g, '_')
      .toLowerCase();
  const stored = (file: File, sheetName: string | null): DataFile => ({
    id: `df${next++}`,
    projectId: 'p1',
    fileName: file.name,
    sheetName,
    tableName: sheetName ? tableOf(sheetName) : tableOf(file.name),
    format: file.name.endsWith('.xlsx') ? 'xlsx' : 'csv',
    encoding: file.name.endsWith('.xlsx') ? null : 'UTF-8',
    delimiter: file.name.endsWith('.xlsx') ? null : ',',
    size: file.size,
    rowCount: 3,
    columns: [
      { name: 'month', label: 'Month', type: 'date' },
      { name: 'revenue', label: 'Revenue', type: 'decimal' },
    ],
    status: 'ready',
    statusReason: null,
    createdAt: '2026-11-26T09:30:00.000Z',
    updatedAt: '2026-11-26T09:30:00.000Z',
  });
  const importFile = (file: File, skipBadRows: boolean): DataFileImportOutcome => {
    db.uploads.push({ name: file.name, skipBadRows });
    if (file.name.includes('empty')) throw new Error('The file is empty.');
    if (file.name.includes('ragged') && !skipBadRows)
      return { outcome: 'badRows', message: 'Lines 4 and 9 have 3 fields where the header has 2.' };
    const files = file.name.includes('workbook')
      ? [stored(file, 'Revenue'), stored(file, 'Costs')]
      : [stored(file, null)];
    db.dataFiles.push(...files);
    const notices = skipBadRows ? ['Skipped 2 rows whose field count differs from the header.'] : [];
    return { outcome: 'imported', result: { files, notices } };
  };
  const uploadFile = fromCallback<DataFileUploadEvent, DataFileUploadInput>(({ input, sendBack }) => {
    sendBack({ type: 'upload.progress', id: input.id, percent: 50 });
    call('uploadDataFile', () => importFile(input.file, input.skipBadRows)).then(
      (done) =>
        sendBack(
          done.outcome === 'imported'
            ? { type: 'upload.succeeded', id: input.id, result: done.result }
            : { type: 'upload.badRows', id: input.id, message: done.message },
        ),
      (error: Error) => sendBack({ type: 'upload.failed', id: input.id, message: error.message }),
    );
  });
  return {
    dataFileUpload: (onUploaded: () => void) =>
      dataFileUploadMachine.provide({ actors: { uploadFile }, actions: { batchCompleted: onUploaded } }),
    dataFileList: dataFileListMachine.provide({
      actors: {
        fetchFiles: fromPromise(() => call('listDataFiles', () => [...db.dataFiles])),
        fetchRows: fromPromise(({ input }) =>
          call('dataFileRows', (): DataFileRows => {
            const file = db.dataFiles.find((f) => f.id === input.fileId)!;
            return {
              columns: file.columns,
              rows: [
                { month: '2023-01-01', revenue: 1200.5 },
                { month: '2023-02-01', revenue: null },
              ],
              rowCount: file.rowCount,
            };
          }),
        ),
        reimportFile: fromPromise(({ input }) =>
          call('reimportDataFile', (): DataFileImportOutcome => {
            db.uploads.push({ name: input.file.name, skipBadRows: input.skipBadRows });
            if (input.file.name.includes('ragged') && !input.skipBadRows)
              return { outcome: 'badRows', message: 'Line 4 has 3 fields where the header has 2.' };
            const file = { ...db.dataFiles.find((f) => f.id === input.fileId)!, rowCount: 30 };
            db.dataFiles = db.dataFiles.map((f) => (f.id === file.id ? file : f));
            return { outcome: 'imported', result: { files: [file], notices: [] } };
          }),
        ),
        deleteFile: fromPromise(({ input }) =>
          call('deleteDataFile', () => {
            db.dataFiles = db.dataFiles.filter((f) => f.id !== input.fileId);
            return null;
          }),
        ),
        typeReview: dataFileTypesMachine.provide({
          actors: {
            saveTypes: fromPromise(({ input }) =>
              call('updateDataFile', () => {
                const file = db.dataFiles.find((f) => f.id === input.fileId)!;
                for (const change of input.update.columns ?? []) {
                  const column = file.columns.find((c) => c.name === change.name)!;
                  if (column.type === 'boolean' && change.type === 'integer')
                    throw new Error(
                      `'${column.label}' cannot be an integer: 'yes' on line 2 is not a number.`,
                    );
                }
                const saved: DataFile = {
                  ...file,
                  tableName: input.update.tableName ?? file.tableName,
                  columns: file.columns.map((c) => ({
                    ...c,
                    type: input.update.columns?.find((u) => u.name === c.name)?.type ?? c.type,
                  })),
                };
                db.dataFiles = db.dataFiles.map((f) => (f.id === saved.id ? saved : f));
                return saved;
              }),
            ),
          },
        }),
      },
    }),
  };
}
