import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  DATA_FILE_UPLOAD_CONCURRENCY,
  type DataFileUploadEvent,
  type DataFileUploadInput,
  dataFileUploadMachine,
  dataFileUploadMessages,
} from '../../machines/dataFileUpload.machine.ts';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import type { DataFileUploadResult } from '../../src/contract/dataFiles.ts';
import { describeModel, settle } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';
import { fakeUploads, uploadHarness } from './uploadHarness.ts';

const inspect = coverTransitions(dataFileUploadMachine);

const fileNamed = (name: string) => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });
const result = (notices: string[] = []): DataFileUploadResult => ({ files: [], notices });

function harness(projectId: string | null = 'p1') {
  const fake = fakeUploads<DataFileUploadEvent, DataFileUploadInput, DataFileUploadInput>((input) => input);
  const uploads = {
    ...fake,
    succeed: (name: string, notices: string[] = []) =>
      fake.report(name, (id) => ({ type: 'upload.succeeded', id, result: result(notices) })),
    badRows: (name: string, message: string) =>
      fake.report(name, (id) => ({ type: 'upload.badRows', id, message })),
  };
  return uploadHarness(dataFileUploadMachine, { projectId }, uploads, fileNamed, inspect);
}

const RAGGED = 'Lines 3 and 7 have 4 fields where the header has 3.';

describe('data file upload machine', () => {
  it('sets apart files that are not data files before sending anything, and says which types it takes', () => {
    const h = harness();
    h.add('sales.CSV', 'photo.png', 'book.xlsx', 'notes.txt', 'events.jsonl', 'stock.tsv', 'list.json');
    expect(h.ctx().items.map((i) => i.file.name)).toEqual([
      'sales.CSV',
      'book.xlsx',
      'events.jsonl',
      'stock.tsv',
      'list.json',
    ]);
    expect(h.ctx().refused.map((i) => i.file.name)).toEqual(['photo.png', 'notes.txt']);
    expect(dataFileUploadMessages.refused).toBe(
      'These files will not be uploaded: data files must be CSV, TSV, Excel (XLSX), JSON or JSON lines files.',
    );
    h.actor.send({ type: 'upload.fileRemoved', id: h.ctx().refused[0]!.id });
    expect(h.ctx().refused.map((i) => i.file.name)).toEqual(['notes.txt']);
    h.actor.send({ type: 'upload.start' });
    expect(h.uploads.started.map((s) => s.file.name)).toEqual(['sales.CSV', 'book.xlsx', 'events.jsonl']);
    expect(h.uploads.started.map((s) => s.file.name)).not.toContain('photo.png');
  });

  it('asks for files first, and for a project', () => {
    const h = harness();
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().failure).toBe(dataFileUploadMessages.noFiles);
    h.add('photo.png');
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().failure).toBe(dataFileUploadMessages.noFiles);
    const none = harness(null);
    none.add('a.csv');
    none.actor.send({ type: 'upload.start' });
    expect(none.ctx().failure).toBe('No project selected.');
    expect(none.uploads.started).toEqual([]);
  });

  it('runs at most three at a time with a percent each, and sends them to the project', () => {
    const h = harness();
    h.add('1.csv', '2.csv', '3.csv', '4.csv');
    h.actor.send({ type: 'upload.start' });
    expect(DATA_FILE_UPLOAD_CONCURRENCY).toBe(3);
    expect(h.uploads.running()).toEqual(['1.csv', '2.csv', '3.csv']);
    expect(h.uploads.started[0]).toMatchObject({ projectId: 'p1', skipBadRows: false });
    h.uploads.progress('1.csv', 40);
    expect(h.item('1.csv')).toMatchObject({ status: 'uploading', percent: 40 });
    expect(h.item('4.csv')?.status).toBe('pending');
    h.uploads.succeed('2.csv');
    expect(h.uploads.running()).toEqual(['1.csv', '3.csv', '4.csv']);
    expect(h.item('2.csv')).toMatchObject({ status: 'success', percent: 100 });
  });

  it('keeps the notices of the batch with their file, and clears them when the next batch starts', () => {
    const h = harness();
    h.add('a.csv', 'b.xlsx');
    h.actor.send({ type: 'upload.start' });
    h.uploads.succeed('a.csv', ["Column 'when' fell back to text: 'soon' on line 4 is not a date."]);
    h.uploads.succeed('b.xlsx');
    expect(h.ctx().notices).toEqual([
      { fileName: 'a.csv', text: "Column 'when' fell back to text: 'soon' on line 4 is not a date." },
    ]);
    expect(h.ctx().items).toEqual([]);
    expect(h.completed()).toBe(1);
    expect(h.notice()).toBe(dataFileUploadMessages.completed);
    h.clock.increment(SUCCESS_NOTICE_MS);
    expect(h.notice()).toBeNull();
    expect(h.ctx().notices).toHaveLength(1);
    h.add('c.csv');
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().notices).toEqual([]);
  });

  it('offers to skip ragged rows: the file is sent again with skipBadRows and its skipped count told', () => {
    const h = harness();
    h.add('ragged.csv');
    h.actor.send({ type: 'upload.start' });
    h.uploads.badRows('ragged.csv', RAGGED);
    expect(h.actor.getSnapshot().value).toBe('selecting');
    expect(h.item('ragged.csv')).toMatchObject({ status: 'badRows', error: RAGGED });
    expect(h.completed()).toBe(0);
    expect(h.actor.getSnapshot().can({ type: 'upload.skipBadRows', id: 'nope' })).toBe(false);
    h.actor.send({ type: 'upload.skipBadRows', id: h.item('ragged.csv')!.id });
    expect(h.uploads.started.map((s) => [s.file.name, s.skipBadRows])).toEqual([
      ['ragged.csv', false],
      ['ragged.csv', true],
    ]);
    h.uploads.succeed('ragged.csv', ['Skipped 2 rows whose field count differs from the header.']);
    expect(h.ctx().items).toEqual([]);
    expect(h.ctx().notices.map((n) => n.text)).toEqual([
      'Skipped 2 rows whose field count differs from the header.',
    ]);
    expect(h.completed()).toBe(1);
  });

  it('skips bad rows of one file while the others are still uploading', () => {
    const h = harness();
    h.add('ragged.csv', 'slow.csv');
    h.actor.send({ type: 'upload.start' });
    h.uploads.badRows('ragged.csv', RAGGED);
    h.actor.send({ type: 'upload.skipBadRows', id: h.item('ragged.csv')!.id });
    expect(h.uploads.running().sort()).toEqual(['ragged.csv', 'slow.csv']);
    expect(h.item('ragged.csv')).toMatchObject({ status: 'uploading', skipBadRows: true, error: null });
  });

  it('does not send a file again that was not refused for its rows', () => {
    const h = harness();
    h.add('a.csv', 'b.csv');
    h.actor.send({ type: 'upload.start' });
    h.actor.send({ type: 'upload.skipBadRows', id: h.item('a.csv')!.id });
    h.uploads.fail('a.csv', 'The file is empty.');
    h.uploads.succeed('b.csv');
    h.actor.send({ type: 'upload.skipBadRows', id: h.item('a.csv')!.id });
    expect(h.uploads.started.map((s) => s.file.name)).toEqual(['a.csv', 'b.csv']);
    expect(h.item('a.csv')).toMatchObject({ status: 'error', error: 'The file is empty.' });
  });

  it('keeps a failed file with its message (or "Upload failed") and retries it on the next start', () => {
    const h = harness();
    h.add('a.csv');
    h.actor.send({ type: 'upload.start' });
    h.uploads.fail('a.csv', '');
    expect(h.item('a.csv')).toMatchObject({ status: 'error', error: dataFileUploadMessages.failedFallback });
    expect(h.completed()).toBe(0);
    h.actor.send({ type: 'upload.start' });
    expect(h.item('a.csv')).toMatchObject({ status: 'uploading', error: null });
  });

  it('cancels: aborts running uploads, keeps them pending, reloads if any arrived', async () => {
    const h = harness();
    h.add('a.csv', 'b.csv', 'c.csv');
    h.actor.send({ type: 'upload.start' });
    h.uploads.succeed('a.csv');
    h.actor.send({ type: 'upload.cancel' });
    await settle();
    expect(h.uploads.aborted.sort()).toEqual(['b.csv', 'c.csv']);
    expect(h.ctx().items.map((i) => [i.file.name, i.status])).toEqual([
      ['b.csv', 'pending'],
      ['c.csv', 'pending'],
    ]);
    expect(h.ctx().failure).toBe(dataFileUploadMessages.cancelled);
    expect(h.completed()).toBe(1);
  });

  it('removes a chosen file before the upload', () => {
    const h = harness();
    h.add('a.csv', 'b.csv');
    h.actor.send({ type: 'upload.fileRemoved', id: h.item('a.csv')!.id });
    expect(h.ctx().items.map((i) => i.file.name)).toEqual(['b.csv']);
  });
});

/** A good file and a ragged one, and what happens to them; each upload outcome is an event. */
const model = createMachine({
  id: 'dataFileUploadModel',
  initial: 'empty',
  states: {
    empty: { on: { ADD_REFUSED: 'refusedShown', ADD_TWO: 'chosen', START: 'nothingChosen' } },
    nothingChosen: {},
    refusedShown: {},
    chosen: { on: { START: 'uploading' } },
    uploading: {
      on: {
        PROGRESS: 'progressShown',
        FAILED: 'failedShown',
        RAGGED_REFUSED: 'badRowsOffered',
        CANCEL: 'cancelled',
      },
    },
    progressShown: {},
    failedShown: {},
    cancelled: {},
    badRowsOffered: { on: { OTHER_SUCCEEDED: 'waitingOnBadRows' } },
    waitingOnBadRows: { on: { SKIP_BAD_ROWS: 'resending' } },
    resending: { on: { RESENT_SUCCEEDED: 'completed' } },
    completed: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
  },
});

describeModel('data file upload machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      empty: () => expect(h.ctx().items).toEqual([]),
      nothingChosen: () => expect(h.ctx().failure).toBe(dataFileUploadMessages.noFiles),
      refusedShown: () => {
        expect(h.ctx().refused.map((r) => r.file.name)).toEqual(['slides.pptx']);
        expect(h.ctx().items).toEqual([]);
      },
      chosen: () => expect(h.ctx().items.map((i) => i.status)).toEqual(['pending', 'pending']),
      uploading: () => expect(h.uploads.running()).toEqual(['good.csv', 'ragged.csv']),
      progressShown: () => expect(h.item('good.csv')?.percent).toBe(50),
      failedShown: () => expect(h.item('good.csv')).toMatchObject({ status: 'error', error: 'Too big.' }),
      cancelled: () => {
        expect(h.uploads.aborted).toEqual(['good.csv', 'ragged.csv']);
        expect(h.ctx().failure).toBe(dataFileUploadMessages.cancelled);
      },
      badRowsOffered: () => expect(h.item('ragged.csv')).toMatchObject({ status: 'badRows', error: RAGGED }),
      waitingOnBadRows: () => {
        expect(h.actor.getSnapshot().value).toBe('selecting');
        expect(h.ctx().items.map((i) => i.file.name)).toEqual(['ragged.csv']);
        expect(h.completed()).toBe(1);
      },
      resending: () => expect(h.uploads.started.at(-1)).toMatchObject({ skipBadRows: true }),
      completed: () => {
        expect(h.ctx().items).toEqual([]);
        expect(h.ctx().notices.map((n) => n.text)).toEqual(['Skipped 2 rows.']);
        expect(h.notice()).toBe(dataFileUploadMessages.completed);
        expect(h.completed()).toBe(2);
      },
      noticeGone: () => expect(h.notice()).toBeNull(),
    },
    events: {
      ADD_REFUSED: () => h.add('slides.pptx'),
      ADD_TWO: () => h.add('good.csv', 'ragged.csv'),
      START: () => h.actor.send({ type: 'upload.start' }),
      PROGRESS: () => h.uploads.progress('good.csv', 50),
      FAILED: () => h.uploads.fail('good.csv', 'Too big.'),
      CANCEL: () => h.actor.send({ type: 'upload.cancel' }),
      RAGGED_REFUSED: () => h.uploads.badRows('ragged.csv', RAGGED),
      OTHER_SUCCEEDED: () => h.uploads.succeed('good.csv'),
      SKIP_BAD_ROWS: () => h.actor.send({ type: 'upload.skipBadRows', id: h.item('ragged.csv')!.id }),
      RESENT_SUCCEEDED: () => h.uploads.succeed('ragged.csv', ['Skipped 2 rows.']),
      NOTICE_TIMEOUT: () => h.clock.increment(SUCCESS_NOTICE_MS),
    },
    stop: () => h.actor.stop(),
  };
});
