import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
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
import { fakeUploads, uploadHarness } from './uploadHarness.ts';

const inspect = coverTransitions(batchUploadMachine);

function harness(workspaceId: string | null = 'w1') {
  const fake = fakeUploads<BatchUploadEvent, FileUploadInput, string>((input) => input.file.name);
  const uploads = {
    ...fake,
    succeed: (name: string) => fake.report(name, (id) => ({ type: 'upload.succeeded', id })),
  };
  return uploadHarness(batchUploadMachine, { workspaceId }, uploads, fileNamed, inspect);
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
