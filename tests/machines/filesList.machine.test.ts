import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { filesListMachine, filesMessages } from '../../machines/filesList.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import type { UploadedFile } from '../../src/contract/workspace.ts';
import { uploaded } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';

function harness(workspaceId: string | null = 'w1') {
  const fetchFiles = controlledPromise<UploadedFile[], { workspaceId: string }>();
  const deleteFile = controlledPromise<unknown, { workspaceId: string; id: string }>();
  const clock = new SimulatedClock();
  const actor = createActor(
    filesListMachine.provide({ actors: { fetchFiles: fetchFiles.logic, deleteFile: deleteFile.logic } }),
    { input: { workspaceId }, clock },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const send = actor.send.bind(actor);
  return { actor, fetchFiles, deleteFile, clock, ctx, send };
}

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
