import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import {
  type BatchUploadEvent,
  batchUploadMachine,
  type FileUploadInput,
  UPLOAD_CONCURRENCY,
  uploadMessages,
} from '../../machines/batchUpload.machine.ts';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import { fileNamed } from '../web/dashboard/workspaceFixtures.ts';
import { describeModel, settle } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(batchUploadMachine);

/** Fake per-file upload actors: the test reports their progress and outcome by file name. */
function fakeUploads() {
  const running = new Map<string, { input: FileUploadInput; sendBack: (e: BatchUploadEvent) => void }>();
  const started: string[] = [];
  const aborted: string[] = [];
  const logic = fromCallback<BatchUploadEvent, FileUploadInput>(({ input, sendBack }) => {
    running.set(input.file.name, { input, sendBack });
    started.push(input.file.name);
    return () => {
      if (running.delete(input.file.name)) aborted.push(input.file.name);
    };
  });
  const report = (name: string, make: (id: string) => BatchUploadEvent) => {
    const upload = running.get(name);
    if (!upload) throw new Error(`${name} is not uploading`);
    if (make(upload.input.id).type !== 'upload.progress') running.delete(name);
    upload.sendBack(make(upload.input.id));
  };
  return {
    logic,
    started,
    aborted,
    running: () => [...running.keys()],
    progress: (name: string, percent: number) =>
      report(name, (id) => ({ type: 'upload.progress', id, percent })),
    succeed: (name: string) => report(name, (id) => ({ type: 'upload.succeeded', id })),
    fail: (name: string, message: string) => report(name, (id) => ({ type: 'upload.failed', id, message })),
  };
}

function harness(workspaceId: string | null = 'w1') {
  const uploads = fakeUploads();
  const clock = new SimulatedClock();
  let completed = 0;
  const actor = createActor(
    batchUploadMachine.provide({
      actors: { uploadFile: uploads.logic },
      actions: {
        batchCompleted: () => {
          completed++;
        },
      },
    }),
    { input: { workspaceId }, clock, inspect },
  ).start();
  /** The success notice the `notice` child shows, or null. */
  const notice = () => actor.getSnapshot().children.notice?.getSnapshot().context.text ?? null;
  const ctx = () => actor.getSnapshot().context;
  const item = (name: string) => ctx().items.find((i) => i.file.name === name);
  const add = (...names: string[]) =>
    actor.send({ type: 'upload.filesAdded', files: names.map((n) => fileNamed(n)) });
  return { actor, uploads, clock, ctx, notice, item, add, completed: () => completed };
}

describe('batch upload machine', () => {
  it('asks for files first', () => {
    const h = harness();
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().failure).toBe(uploadMessages.noFiles);
    h.add('a.txt');
    expect(h.ctx().failure).toBeNull();
  });

  it('sets apart before uploading the chosen files the agent cannot read, and uploads the readable ones', () => {
    const h = harness();
    h.add('photo.PNG', 'manual.pdf', 'notes', 'logo.svg', 'faq.MD');
    expect(h.ctx().items.map((i) => i.file.name)).toEqual(['manual.pdf', 'faq.MD']);
    expect(h.ctx().notRead.map((i) => i.file.name)).toEqual(['photo.PNG', 'notes', 'logo.svg']);
    expect(uploadMessages.notRead).toBe(
      'These files will not be uploaded: the agent reads only PDF, Word (DOCX), plain text, Markdown, CSV, JSON and HTML files.',
    );
    const svg = h.ctx().notRead.find((i) => i.file.name === 'logo.svg')!;
    h.actor.send({ type: 'upload.fileRemoved', id: svg.id });
    expect(h.ctx().notRead.map((i) => i.file.name)).toEqual(['photo.PNG', 'notes']);

    h.actor.send({ type: 'upload.start' });
    expect(h.uploads.started).toEqual(['manual.pdf', 'faq.MD']);
    h.uploads.succeed('manual.pdf');
    h.uploads.succeed('faq.MD');
    expect(h.actor.getSnapshot().value).toBe('selecting');
    expect(h.ctx().notRead).toEqual([]);
    expect(h.uploads.started).not.toContain('photo.PNG');
  });

  it('asks for files when every chosen file is one the agent cannot read', () => {
    const h = harness();
    h.add('photo.jpg');
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().failure).toBe(uploadMessages.noFiles);
    expect(h.ctx().notRead).toHaveLength(1);
    expect(h.uploads.started).toEqual([]);
  });

  it('refuses to upload without a workspace', () => {
    const h = harness(null);
    h.add('a.txt');
    h.actor.send({ type: 'upload.start' });
    expect(h.ctx().failure).toBe(uploadMessages.noWorkspace);
    expect(h.uploads.started).toEqual([]);
  });

  it('runs at most three uploads at a time and starts the next when one ends', () => {
    const h = harness();
    h.add('1.txt', '2.txt', '3.txt', '4.txt', '5.txt');
    h.actor.send({ type: 'upload.start' });
    expect(h.uploads.running()).toEqual(['1.txt', '2.txt', '3.txt']);
    expect(UPLOAD_CONCURRENCY).toBe(3);
    expect(h.item('4.txt')?.status).toBe('pending');
    h.uploads.succeed('2.txt');
    expect(h.uploads.running()).toEqual(['1.txt', '3.txt', '4.txt']);
    expect(h.item('2.txt')).toMatchObject({ status: 'success', percent: 100 });
  });

  it('tracks percent per file from progress reports', () => {
    const h = harness();
    h.add('a.txt', 'b.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.progress('a.txt', 42);
    expect(h.item('a.txt')).toMatchObject({ status: 'uploading', percent: 42 });
    expect(h.item('b.txt')?.percent).toBe(0);
  });

  it('keeps going when one file fails, then clears the uploaded ones and reloads the list', () => {
    const h = harness();
    h.add('a.txt', 'b.txt', 'c.txt', 'd.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.fail('a.txt', 'The file is larger than 50 MB.');
    expect(h.item('a.txt')).toMatchObject({ status: 'error', error: 'The file is larger than 50 MB.' });
    expect(h.uploads.running()).toContain('d.txt');
    h.uploads.succeed('b.txt');
    h.uploads.succeed('c.txt');
    expect(h.completed()).toBe(0);
    h.uploads.succeed('d.txt');
    expect(h.completed()).toBe(1);
    expect(h.ctx().items.map((i) => i.file.name)).toEqual(['a.txt']);
    expect(h.notice()).toBe(uploadMessages.completed);
    h.clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(h.notice()).toBe(uploadMessages.completed);
    h.clock.increment(1);
    expect(h.notice()).toBeNull();
  });

  it('takes new files right after a batch, and drops its notice when the next batch starts', () => {
    const h = harness();
    h.add('a.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.succeed('a.txt');
    expect(h.notice()).toBe(uploadMessages.completed);
    h.add('b.txt');
    expect(h.notice()).toBe(uploadMessages.completed);
    h.actor.send({ type: 'upload.start' });
    expect(h.notice()).toBeNull();
    h.uploads.succeed('b.txt');
    expect(h.notice()).toBe(uploadMessages.completed);
    expect(h.completed()).toBe(2);
  });

  it('uses "Upload failed" when a failure has no message', () => {
    const h = harness();
    h.add('a.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.fail('a.txt', '');
    expect(h.item('a.txt')?.error).toBe(uploadMessages.failedFallback);
  });

  it('retries failed files on the next start', () => {
    const h = harness();
    h.add('a.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.fail('a.txt', 'Upload failed');
    h.actor.send({ type: 'upload.start' });
    expect(h.item('a.txt')).toMatchObject({ status: 'uploading', error: null });
    expect(h.uploads.started).toEqual(['a.txt', 'a.txt']);
  });

  it('cancels a batch: aborts running uploads, keeps unfinished files pending, reloads if any arrived', async () => {
    const h = harness();
    h.add('a.txt', 'b.txt', 'c.txt', 'd.txt');
    h.actor.send({ type: 'upload.start' });
    h.uploads.succeed('a.txt');
    h.actor.send({ type: 'upload.cancel' });
    await settle();
    expect(h.uploads.aborted.sort()).toEqual(['b.txt', 'c.txt', 'd.txt']);
    expect(h.ctx().items.map((i) => [i.file.name, i.status])).toEqual([
      ['b.txt', 'pending'],
      ['c.txt', 'pending'],
      ['d.txt', 'pending'],
    ]);
    expect(h.ctx().failure).toBe(uploadMessages.cancelled);
    expect(h.completed()).toBe(1);
    expect(h.actor.getSnapshot().can({ type: 'upload.start' })).toBe(true);
  });

  it('removes a chosen file before the upload', () => {
    const h = harness();
    h.add('a.txt', 'b.txt');
    h.actor.send({ type: 'upload.fileRemoved', id: h.item('a.txt')!.id });
    expect(h.ctx().items.map((i) => i.file.name)).toEqual(['b.txt']);
  });
});

/** Two files and what happens to them; each upload outcome is an event. */
const model = createMachine({
  id: 'batchUploadModel',
  initial: 'empty',
  states: {
    empty: { on: { START: 'nothingChosen', ADD_TWO: 'chosen' } },
    nothingChosen: {},
    chosen: { on: { START: 'uploading' } },
    uploading: {
      on: {
        PROGRESS: 'progressShown',
        FIRST_FAILED: 'oneFailed',
        BOTH_SUCCEEDED: 'completed',
        CANCEL: 'cancelled',
      },
    },
    progressShown: {},
    oneFailed: { on: { SECOND_SUCCEEDED: 'completedWithFailure' } },
    completed: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    completedWithFailure: {},
    noticeGone: {},
    cancelled: {},
  },
});

describeModel('batch upload machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      empty: () => expect(h.ctx().items).toEqual([]),
      nothingChosen: () => expect(h.ctx().failure).toBe(uploadMessages.noFiles),
      chosen: () => expect(h.ctx().items.map((i) => i.status)).toEqual(['pending', 'pending']),
      uploading: () => expect(h.uploads.running()).toEqual(['a.txt', 'b.txt']),
      progressShown: () => expect(h.item('a.txt')?.percent).toBe(50),
      oneFailed: () => {
        expect(h.item('a.txt')).toMatchObject({ status: 'error', error: 'Upload failed' });
        expect(h.item('b.txt')?.status).toBe('uploading');
      },
      completed: () => {
        expect(h.ctx().items).toEqual([]);
        expect(h.notice()).toBe(uploadMessages.completed);
        expect(h.completed()).toBe(1);
      },
      completedWithFailure: () => {
        expect(h.ctx().items.map((i) => i.file.name)).toEqual(['a.txt']);
        expect(h.completed()).toBe(1);
      },
      noticeGone: () => expect(h.notice()).toBeNull(),
      cancelled: () => {
        expect(h.uploads.aborted).toEqual(['a.txt', 'b.txt']);
        expect(h.ctx().failure).toBe(uploadMessages.cancelled);
      },
    },
    events: {
      ADD_TWO: () => h.add('a.txt', 'b.txt'),
      START: () => h.actor.send({ type: 'upload.start' }),
      PROGRESS: () => h.uploads.progress('a.txt', 50),
      FIRST_FAILED: () => h.uploads.fail('a.txt', 'Upload failed'),
      SECOND_SUCCEEDED: () => h.uploads.succeed('b.txt'),
      BOTH_SUCCEEDED: () => {
        h.uploads.succeed('a.txt');
        h.uploads.succeed('b.txt');
      },
      CANCEL: () => h.actor.send({ type: 'upload.cancel' }),
      NOTICE_TIMEOUT: () => h.clock.increment(SUCCESS_NOTICE_MS),
    },
    stop: () => h.actor.stop(),
  };
});
