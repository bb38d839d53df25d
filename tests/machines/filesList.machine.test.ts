import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import {
  type FileDownloadInput,
  type FileRetryInput,
  type FilesListEvent,
  filesListMachine,
  filesMessages,
} from '../../machines/filesList.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import type { UploadedFile } from '../../src/contract/workspace.ts';
import { uploaded } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(filesListMachine);

function harness(workspaceId: string | null = 'w1') {
  const fetchFiles = controlledPromise<UploadedFile[], { workspaceId: string }>();
  const deleteFile = controlledPromise<unknown, { workspaceId: string; id: string }>();
  const feeds: Array<{ workspaceId: string | null; stopped: boolean }> = [];
  const retries: FileRetryInput[] = [];
  const downloads: FileDownloadInput[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    filesListMachine.provide({
      actors: {
        fetchFiles: fetchFiles.logic,
        deleteFile: deleteFile.logic,
        fileStatusFeed: fromCallback<FilesListEvent, { workspaceId: string | null }>(({ input }) => {
          const feed = { workspaceId: input.workspaceId, stopped: false };
          feeds.push(feed);
          return () => {
            feed.stopped = true;
          };
        }),
        reindexFile: fromCallback<FilesListEvent, FileRetryInput>(({ input }) => {
          retries.push(input);
        }),
        downloadFile: fromCallback<FilesListEvent, FileDownloadInput>(({ input }) => {
          downloads.push(input);
        }),
      },
    }),
    { input: { workspaceId }, clock, inspect },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const send = actor.send.bind(actor);
  return { actor, fetchFiles, deleteFile, feeds, retries, downloads, clock, ctx, send };
}

const failedFile = (id: string): UploadedFile => ({
  ...uploaded(id, `${id}.bin`),
  status: 'failed',
  statusReason: 'This file type cannot be read: .bin',
});

const two = [uploaded('f1'), uploaded('f2')];

describe('files list machine', () => {
  it('says "No workspace selected." without a workspace', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchFiles.calls).toEqual([]);
  });

  it('loads the files and shows "Error fetching files." on failure', async () => {
    const h = harness();
    await h.fetchFiles.reject(new Error(''));
    expect(h.ctx().failure).toBe(filesMessages.fetchFailed);
    h.send({ type: 'files.reload' });
    await h.fetchFiles.resolve(two);
    expect(h.ctx().files).toEqual(two);
    expect(h.ctx().failure).toBeNull();
  });

  it('deletes a file only after confirmation, with a notice that vanishes', async () => {
    const h = harness();
    await h.fetchFiles.resolve(two);
    h.send({ type: 'files.delete', id: 'f1' });
    h.send({ type: 'files.deleteCancel' });
    expect(h.deleteFile.calls).toEqual([]);
    h.send({ type: 'files.delete', id: 'f1' });
    h.send({ type: 'files.deleteConfirm' });
    expect(h.deleteFile.calls).toEqual([{ workspaceId: 'w1', id: 'f1' }]);
    await h.deleteFile.resolve(null);
    expect(h.ctx().files.map((f) => f.id)).toEqual(['f2']);
    expect(h.ctx().notice).toBe(filesMessages.deleted);
    h.clock.increment(3000);
    expect(h.ctx().notice).toBeNull();
  });

  it('shows "Failed to delete file." and keeps the file', async () => {
    const h = harness();
    await h.fetchFiles.resolve(two);
    h.send({ type: 'files.delete', id: 'f1' });
    h.send({ type: 'files.deleteConfirm' });
    await h.deleteFile.reject(new Error(''));
    expect(h.ctx().failure).toBe(filesMessages.deleteFailed);
    expect(h.ctx().files).toHaveLength(2);
  });

  it('listens to live status changes for its workspace while it runs, and applies them to listed files', async () => {
    const h = harness();
    expect(h.feeds).toEqual([{ workspaceId: 'w1', stopped: false }]);
    await h.fetchFiles.resolve([{ ...uploaded('f1'), status: 'indexing' }, uploaded('f2')]);
    h.send({
      type: 'files.statusChanged',
      change: { workspaceId: 'w1', fileId: 'f1', status: 'failed', statusReason: 'The PDF is damaged.' },
    });
    expect(h.ctx().files[0]).toMatchObject({ status: 'failed', statusReason: 'The PDF is damaged.' });
    h.send({
      type: 'files.statusChanged',
      change: { workspaceId: 'other', fileId: 'f2', status: 'failed', statusReason: 'no' },
    });
    h.send({
      type: 'files.statusChanged',
      change: { workspaceId: 'w1', fileId: 'unknown', status: 'indexed', statusReason: null },
    });
    expect(h.ctx().files[1]).toEqual(uploaded('f2'));
    expect(h.ctx().files).toHaveLength(2);
    h.actor.stop();
    expect(h.feeds[0]!.stopped).toBe(true);
  });

  it('retries a failed file: indexing at once, then as the server returns it', async () => {
    const h = harness();
    await h.fetchFiles.resolve([failedFile('f1'), uploaded('f2')]);
    expect(h.actor.getSnapshot().can({ type: 'files.retry', id: 'f1' })).toBe(true);
    h.send({ type: 'files.retry', id: 'f1' });
    expect(h.retries).toEqual([{ workspaceId: 'w1', id: 'f1' }]);
    expect(h.ctx().files[0]!.status).toBe('indexing');
    expect(h.actor.getSnapshot().can({ type: 'files.retry', id: 'f1' })).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'files.retry', id: 'nope' })).toBe(false);
    h.send({
      type: 'files.retryAccepted',
      file: { ...failedFile('f1'), status: 'indexing', statusReason: null },
    });
    expect(h.ctx().files[0]).toMatchObject({ status: 'indexing', statusReason: null });
    h.send({
      type: 'files.statusChanged',
      change: { workspaceId: 'w1', fileId: 'f1', status: 'indexed', statusReason: null },
    });
    expect(h.ctx().files[0]!.status).toBe('indexed');
  });

  it('puts a file back to failed, with its reason, when the retry is refused', async () => {
    const h = harness();
    await h.fetchFiles.resolve([failedFile('f1')]);
    h.send({ type: 'files.retry', id: 'f1' });
    h.send({ type: 'files.retryFailed', id: 'f1' });
    expect(h.ctx().files[0]).toEqual(failedFile('f1'));
    expect(h.ctx().failure).toBe(filesMessages.retryFailed);
    h.send({ type: 'files.retry', id: 'f1' });
    expect(h.ctx().failure).toBeNull();
    h.send({ type: 'files.retryFailed', id: 'f1', message: 'Network error. Please check your connection.' });
    expect(h.ctx().failure).toBe('Network error. Please check your connection.');
  });

  it('downloads a listed file under its name and shows why a download failed', async () => {
    const h = harness();
    await h.fetchFiles.resolve(two);
    h.send({ type: 'files.download', id: 'f2' });
    h.send({ type: 'files.download', id: 'missing' });
    expect(h.downloads).toEqual([{ workspaceId: 'w1', id: 'f2', fileName: 'f2.txt' }]);
    h.send({ type: 'files.downloadFailed' });
    expect(h.ctx().failure).toBe(filesMessages.downloadFailed);
  });

  it('reloads after uploads, waiting for an open delete to finish', async () => {
    const h = harness();
    await h.fetchFiles.resolve(two);
    h.send({ type: 'files.delete', id: 'f1' });
    h.send({ type: 'files.reload' });
    expect(h.fetchFiles.calls).toHaveLength(1);
    h.send({ type: 'files.deleteCancel' });
    expect(h.fetchFiles.calls).toHaveLength(2);
    await h.fetchFiles.resolve([uploaded('f3'), ...two]);
    expect(h.ctx().files).toHaveLength(3);
  });

  it('reloads once a delete that was running when uploads finished is over', async () => {
    const h = harness();
    await h.fetchFiles.resolve(two);
    h.send({ type: 'files.delete', id: 'f1' });
    h.send({ type: 'files.deleteConfirm' });
    h.send({ type: 'files.reload' });
    expect(h.fetchFiles.calls).toHaveLength(1);
    await h.deleteFile.resolve(null);
    expect(h.fetchFiles.calls).toHaveLength(2);
    await h.fetchFiles.resolve([uploaded('f3'), uploaded('f2')]);
    expect(h.ctx().files.map((f) => f.id)).toEqual(['f3', 'f2']);
  });
});

const model = createMachine({
  id: 'filesListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    listed: { on: { DELETE: 'confirming', RELOAD: 'loading' } },
    confirming: { on: { CONFIRM: 'deleting', CANCEL: 'cancelled' } },
    cancelled: {},
    deleting: { on: { DELETED: 'deletedNotice', DELETE_FAILED: 'deleteFailed' } },
    deletedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    deleteFailed: {},
  },
});

describeModel('files list machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.actor.getSnapshot().value).toBe('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe(filesMessages.fetchFailed),
      listed: () => expect(h.ctx().files).toHaveLength(2),
      confirming: () => expect(h.ctx().deletingId).toBe('f1'),
      cancelled: () => expect(h.ctx().deletingId).toBeNull(),
      deleting: () => expect(h.deleteFile.pendingCount).toBe(1),
      deletedNotice: () => expect(h.ctx().notice).toBe(filesMessages.deleted),
      noticeGone: () => expect(h.ctx().notice).toBeNull(),
      deleteFailed: () => expect(h.ctx().failure).toBe(filesMessages.deleteFailed),
    },
    events: {
      LOADED: () => h.fetchFiles.resolve(two),
      LOAD_FAILED: () => h.fetchFiles.reject(new Error('')),
      RELOAD: () => h.send({ type: 'files.reload' }),
      DELETE: () => h.send({ type: 'files.delete', id: 'f1' }),
      CONFIRM: () => h.send({ type: 'files.deleteConfirm' }),
      CANCEL: () => h.send({ type: 'files.deleteCancel' }),
      DELETED: () => h.deleteFile.resolve(null),
      DELETE_FAILED: () => h.deleteFile.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
    },
    stop: () => h.actor.stop(),
  };
});
