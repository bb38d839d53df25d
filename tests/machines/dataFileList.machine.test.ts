import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import {
  type DataFileImportOutcome,
  dataFileListMachine,
  dataFileListMessages,
  type ReimportInput,
  readyFiles,
} from '../../machines/dataFileList.machine.ts';
import { dataFileTypesMachine, type SaveTypesInput } from '../../machines/dataFileTypes.machine.ts';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import type { DataFile, DataFileRows } from '../../src/contract/dataFiles.ts';
import { dataFile } from './dataFileFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(dataFileListMachine);

const sales = dataFile();
const book = dataFile({
  id: 'f2',
  fileName: 'customers.xlsx',
  sheetName: 'Customers',
  tableName: 'customers',
  format: 'xlsx',
  encoding: null,
  delimiter: null,
});
const importing = dataFile({ id: 'f3', fileName: 'big.csv', tableName: 'big', status: 'importing' });
const rows: DataFileRows = {
  columns: sales.columns,
  rows: [{ month: '2023-01-01', revenue: 1200.5, holiday: false }],
  rowCount: 12,
};
const csv = (name = 'sales_2023.csv') => new File(['month,revenue\n'], name, { type: 'text/csv' });
const RAGGED = 'Line 5 has 4 fields where the header has 3.';

function harness(projectId: string | null = 'p1', files: DataFile[] = [sales, book, importing]) {
  const fetchFiles = controlledPromise<DataFile[], { projectId: string }>();
  const fetchRows = controlledPromise<DataFileRows, { fileId: string }>();
  const reimport = controlledPromise<DataFileImportOutcome, ReimportInput>();
  const remove = controlledPromise<unknown, { fileId: string }>();
  const saveTypes = controlledPromise<DataFile, SaveTypesInput>();
  const clock = new SimulatedClock();
  const actor = createActor(
    dataFileListMachine.provide({
      actors: {
        fetchFiles: fetchFiles.logic,
        fetchRows: fetchRows.logic,
        reimportFile: reimport.logic,
        deleteFile: remove.logic,
        typeReview: dataFileTypesMachine.provide({ actors: { saveTypes: saveTypes.logic } }),
      },
    }),
    { input: { projectId }, clock, inspect },
  ).start();
  const snap = () => actor.getSnapshot();
  const ctx = () => snap().context;
  const notice = () => snap().children.notice?.getSnapshot().context.text ?? null;
  const review = () => snap().children.typeReview;
  const loaded = async () => {
    await fetchFiles.resolve(files);
    return h;
  };
  const h = {
    actor,
    snap,
    ctx,
    notice,
    review,
    clock,
    fetchFiles,
    fetchRows,
    reimport,
    remove,
    saveTypes,
    loaded,
  };
  return h;
}

describe('data file list machine', () => {
  it('says "No project selected." without a project and asks nothing', () => {
    const h = harness(null);
    expect(h.snap().value).toBe('noProject');
    expect(h.ctx().failure).toBe('No project selected.');
    expect(h.fetchFiles.calls).toEqual([]);
  });

  it('loads the project’s files, and tries again after a failure', async () => {
    const h = harness();
    expect(h.snap().hasTag('loading')).toBe(true);
    expect(h.fetchFiles.calls).toEqual([{ projectId: 'p1' }]);
    await h.fetchFiles.reject(new Error(''));
    expect(h.snap().value).toBe('loadFailed');
    expect(h.ctx().failure).toBe(dataFileListMessages.fetchFailed);
    h.actor.send({ type: 'files.reload' });
    await h.loaded();
    expect(h.ctx().files.map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(h.ctx().failure).toBeNull();
    expect(readyFiles(h.ctx().files).map((f) => f.id)).toEqual(['f1', 'f2']);
  });

  it('reads the list again when asked during a load, since the load may predate the change', async () => {
    const h = harness();
    h.actor.send({ type: 'files.reload' });
    await h.fetchFiles.resolve([sales]);
    expect(h.snap().hasTag('loading')).toBe(true);
    await h.fetchFiles.resolve([sales, book]);
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().files).toHaveLength(2);
  });

  it('views a file’s first rows with its column types, and closes', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.view', id: 'f1' });
    expect(h.snap().hasTag('loadingRows')).toBe(true);
    expect(h.fetchRows.calls).toEqual([{ fileId: 'f1' }]);
    await h.fetchRows.resolve(rows);
    expect(h.snap().matches({ ready: { viewing: 'shown' } })).toBe(true);
    expect(h.ctx().viewing).toEqual({ id: 'f1', rows });
    h.actor.send({ type: 'files.closeView' });
    expect(h.ctx().viewing).toBeNull();
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
  });

  it('says why the rows did not load', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.view', id: 'f2' });
    await h.fetchRows.reject(new Error(''));
    expect(h.snap().matches({ ready: { viewing: 'rowsFailed' } })).toBe(true);
    expect(h.ctx().failure).toBe(dataFileListMessages.rowsFailed);
  });

  it('offers View and Edit only for a file whose import finished, and nothing for an unknown id', async () => {
    const h = await harness().loaded();
    expect(h.snap().can({ type: 'files.view', id: 'f3' })).toBe(false);
    expect(h.snap().can({ type: 'files.edit', id: 'f3' })).toBe(false);
    expect(h.snap().can({ type: 'files.delete', id: 'f3' })).toBe(true);
    expect(h.snap().can({ type: 'files.delete', id: 'nope' })).toBe(false);
    expect(h.snap().can({ type: 'files.view', id: 'f1' })).toBe(true);
  });

  it('edits in the type review and puts the saved file in the list with "Table saved."', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.edit', id: 'f1' });
    expect(h.review()?.getSnapshot().context.file).toEqual(sales);
    h.review()!.send({ type: 'types.rename', tableName: 'monthly_sales' });
    h.review()!.send({ type: 'types.save' });
    expect(h.saveTypes.calls).toEqual([{ fileId: 'f1', update: { tableName: 'monthly_sales' } }]);
    await h.saveTypes.resolve({ ...sales, tableName: 'monthly_sales' });
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().files[0]?.tableName).toBe('monthly_sales');
    expect(h.notice()).toBe(dataFileListMessages.saved);
    h.clock.increment(SUCCESS_NOTICE_MS);
    expect(h.notice()).toBeNull();
  });

  it('leaves the list as it was when the review is cancelled', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.edit', id: 'f2' });
    h.review()!.send({ type: 'types.cancel' });
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().files[1]).toEqual(book);
    expect(h.notice()).toBeNull();
  });

  it('re-imports a file: its rows replaced, the server’s notices kept, "File re-imported."', async () => {
    const h = await harness().loaded();
    const upload = csv();
    h.actor.send({ type: 'files.reimport', id: 'f1', file: upload });
    expect(h.snap().hasTag('reimporting')).toBe(true);
    expect(h.reimport.calls).toEqual([{ fileId: 'f1', file: upload, skipBadRows: false }]);
    await h.reimport.resolve({
      outcome: 'imported',
      result: { files: [{ ...sales, rowCount: 24 }], notices: ["'holiday' fell back to text."] },
    });
    expect(h.ctx().files.map((f) => [f.id, f.rowCount])).toEqual([
      ['f1', 24],
      ['f2', 12],
      ['f3', 12],
    ]);
    expect(h.ctx().notices).toEqual(["'holiday' fell back to text."]);
    expect(h.notice()).toBe(dataFileListMessages.reimported);
  });

  it('offers to skip ragged rows on a re-import, sends it again with skipBadRows, or lets it go', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.reimport', id: 'f1', file: csv() });
    await h.reimport.resolve({ outcome: 'badRows', message: RAGGED });
    expect(h.snap().matches({ ready: 'badRows' })).toBe(true);
    expect(h.ctx().badRows).toBe(RAGGED);
    h.actor.send({ type: 'files.skipBadRows' });
    expect(h.reimport.calls.at(-1)).toMatchObject({ fileId: 'f1', skipBadRows: true });
    expect(h.ctx().badRows).toBeNull();
    await h.reimport.resolve({ outcome: 'badRows', message: RAGGED });
    h.actor.send({ type: 'files.dismissBadRows' });
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().reimport).toBeNull();
  });

  it('refuses to re-import from a file that is not a data file, and says a refusal', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.reimport', id: 'f1', file: csv('photo.png') });
    expect(h.ctx().failure).toBe(dataFileListMessages.notDataFile);
    expect(h.reimport.calls).toEqual([]);
    h.actor.send({ type: 'files.reimport', id: 'f1', file: csv() });
    await h.reimport.reject(new Error('The file is empty.'));
    expect(h.ctx().failure).toBe('The file is empty.');
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
  });

  it('re-imports from within the type review', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.edit', id: 'f1' });
    h.actor.send({ type: 'files.reimport', id: 'f1', file: csv('notes.txt') });
    expect(h.ctx().failure).toBe(dataFileListMessages.notDataFile);
    expect(h.snap().matches({ ready: 'editing' })).toBe(true);
    h.actor.send({ type: 'files.reimport', id: 'f1', file: csv() });
    expect(h.snap().hasTag('reimporting')).toBe(true);
    expect(h.review()).toBeUndefined();
  });

  it('deletes after a confirmation, or keeps the file', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.delete', id: 'f2' });
    expect(h.snap().hasTag('confirmingDelete')).toBe(true);
    h.actor.send({ type: 'files.deleteCancel' });
    expect(h.ctx().files).toHaveLength(3);
    h.actor.send({ type: 'files.delete', id: 'f2' });
    h.actor.send({ type: 'files.deleteConfirm' });
    expect(h.snap().hasTag('deleting')).toBe(true);
    expect(h.remove.calls).toEqual([{ fileId: 'f2' }]);
    await h.remove.resolve(null);
    expect(h.ctx().files.map((f) => f.id)).toEqual(['f1', 'f3']);
    expect(h.notice()).toBe(dataFileListMessages.deleted);
    h.actor.send({ type: 'files.delete', id: 'f1' });
    h.actor.send({ type: 'files.deleteConfirm' });
    await h.remove.reject(new Error(''));
    expect(h.ctx().failure).toBe(dataFileListMessages.deleteFailed);
    expect(h.ctx().files.map((f) => f.id)).toEqual(['f1', 'f3']);
  });

  it('reloads after an upload at once when idle, and after the open dialog closes otherwise', async () => {
    const h = await harness().loaded();
    h.actor.send({ type: 'files.reload' });
    expect(h.snap().hasTag('loading')).toBe(true);
    await h.fetchFiles.resolve([sales]);
    h.actor.send({ type: 'files.view', id: 'f1' });
    h.actor.send({ type: 'files.reload' });
    expect(h.fetchFiles.calls).toHaveLength(2);
    h.actor.send({ type: 'files.closeView' });
    expect(h.fetchFiles.calls).toHaveLength(3);
    await h.fetchFiles.resolve([sales, book]);
    expect(h.ctx().files).toHaveLength(2);
  });
});

const model = createMachine({
  id: 'dataFileListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_FAILED: 'loadFailed', LOADED: 'listed' } },
    loadFailed: {},
    listed: {
      on: { VIEW: 'viewing', EDIT: 'reviewing', REIMPORT: 'reimporting', DELETE: 'confirmingDelete' },
    },
    viewing: { on: { ROWS_LOADED: 'rowsShown', ROWS_FAILED: 'rowsFailed' } },
    rowsShown: { on: { CLOSE_VIEW: 'closed' } },
    rowsFailed: {},
    closed: {},
    reviewing: { on: { REVIEW_SAVED: 'saved' } },
    saved: {},
    reimporting: { on: { RAGGED_REFUSED: 'badRowsOffered', REIMPORTED: 'reimported' } },
    badRowsOffered: { on: { SKIP_BAD_ROWS: 'resending' } },
    resending: {},
    reimported: {},
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL_DELETE: 'kept' } },
    kept: {},
    deleting: { on: { DELETED: 'deleted' } },
    deleted: {},
  },
});

describeModel('data file list machine (model-based)', model, () => {
  const h = harness();
  const idle = () => expect(h.snap().matches({ ready: 'idle' })).toBe(true);
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe(dataFileListMessages.fetchFailed),
      listed: () => expect(h.ctx().files).toHaveLength(3),
      viewing: () => expect(h.snap().hasTag('loadingRows')).toBe(true),
      rowsShown: () => expect(h.ctx().viewing?.rows).toEqual(rows),
      rowsFailed: () => expect(h.ctx().failure).toBe(dataFileListMessages.rowsFailed),
      closed: () => {
        idle();
        expect(h.ctx().viewing).toBeNull();
      },
      reviewing: () => expect(h.review()?.getSnapshot().context.tableName).toBe('sales_2023'),
      saved: () => {
        idle();
        expect(h.ctx().files[0]?.columns[1]?.type).toBe('text');
        expect(h.notice()).toBe(dataFileListMessages.saved);
      },
      reimporting: () => expect(h.snap().hasTag('reimporting')).toBe(true),
      badRowsOffered: () => expect(h.ctx().badRows).toBe(RAGGED),
      resending: () => expect(h.reimport.calls.at(-1)?.skipBadRows).toBe(true),
      reimported: () => {
        idle();
        expect(h.notice()).toBe(dataFileListMessages.reimported);
      },
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('f1'),
      kept: () => {
        idle();
        expect(h.ctx().files).toHaveLength(3);
      },
      deleting: () => expect(h.snap().hasTag('deleting')).toBe(true),
      deleted: () => expect(h.ctx().files.map((f) => f.id)).toEqual(['f2', 'f3']),
    },
    events: {
      LOAD_FAILED: () => h.fetchFiles.reject(new Error('')),
      LOADED: async () => {
        await h.loaded();
      },
      VIEW: () => h.actor.send({ type: 'files.view', id: 'f1' }),
      ROWS_LOADED: () => h.fetchRows.resolve(rows),
      ROWS_FAILED: () => h.fetchRows.reject(new Error('')),
      CLOSE_VIEW: () => h.actor.send({ type: 'files.closeView' }),
      EDIT: () => h.actor.send({ type: 'files.edit', id: 'f1' }),
      REVIEW_SAVED: async () => {
        h.review()!.send({ type: 'types.change', name: 'revenue', columnType: 'text' });
        h.review()!.send({ type: 'types.save' });
        const [revenue] = h.saveTypes.calls.at(-1)!.update.columns!;
        await h.saveTypes.resolve({
          ...sales,
          columns: sales.columns.map((c) => (c.name === revenue!.name ? { ...c, type: revenue!.type } : c)),
        });
      },
      REIMPORT: () => h.actor.send({ type: 'files.reimport', id: 'f1', file: csv() }),
      RAGGED_REFUSED: () => h.reimport.resolve({ outcome: 'badRows', message: RAGGED }),
      SKIP_BAD_ROWS: () => h.actor.send({ type: 'files.skipBadRows' }),
      REIMPORTED: () => h.reimport.resolve({ outcome: 'imported', result: { files: [sales], notices: [] } }),
      DELETE: () => h.actor.send({ type: 'files.delete', id: 'f1' }),
      CONFIRM: () => h.actor.send({ type: 'files.deleteConfirm' }),
      CANCEL_DELETE: () => h.actor.send({ type: 'files.deleteCancel' }),
      DELETED: () => h.remove.resolve(null),
    },
    stop: () => h.actor.stop(),
  };
});
