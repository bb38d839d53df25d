import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  FILE_DOWNLOAD,
  FILE_RETRY,
  filesListMachine,
  filesMessages,
} from '../../machines/filesList.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import { MAX_PAGE_SIZE } from '../../src/contract/page.ts';
import type { UploadedFile } from '../../src/contract/workspace.ts';
import { uploaded } from '../web/dashboard/workspaceFixtures.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(filesListMachine);
const harness = (workspaceId: string | null = 'w1') => listHarness(filesListMachine, workspaceId, inspect);

const failedFile = (id: string): UploadedFile => ({
  ...uploaded(id, `${id}.bin`),
  status: 'failed',
  statusReason: 'This file type cannot be read: .bin',
});

const two = [uploaded('f1'), uploaded('f2')];
const retry = (id: string) => ({ type: 'list.itemAction' as const, id, action: FILE_RETRY });
const download = (id: string) => ({ type: 'list.itemAction' as const, id, action: FILE_DOWNLOAD });

async function loaded(files: UploadedFile[] = two) {
  const h = harness();
  await h.loaded(files);
  return h;
}

describe('files list machine', () => {
  it('says "No workspace selected." without a workspace', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('loads the files and shows "Error fetching files." on failure', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe(filesMessages.fetchFailed);
    h.send({ type: 'list.reload' });
    await h.loaded(two);
    expect(h.ctx().items).toEqual(two);
    expect(h.ctx().failure).toBeNull();
  });

  it('lists every file of a workspace holding more than one page', async () => {
    const files = Array.from({ length: 150 }, (_, i) => uploaded(`f${i}`));
    const h = harness();
    expect(h.fetchPage.calls).toEqual([{ scope: 'w1', page: 0, size: MAX_PAGE_SIZE }]);
    await h.loaded(files.slice(0, MAX_PAGE_SIZE), files.length);
    expect(h.snap().can({ type: 'list.loadMore' })).toBe(true);
    h.send({ type: 'list.loadMore' });
    expect(h.fetchPage.calls[1]).toEqual({ scope: 'w1', page: 1, size: MAX_PAGE_SIZE });
    await h.loaded(files.slice(MAX_PAGE_SIZE), files.length);
    expect(h.ctx().items).toEqual(files);
    expect(h.snap().can({ type: 'list.loadMore' })).toBe(false);
  });

  it('deletes a file only after confirmation, with a notice that vanishes after 3 s', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 'f1' });
    h.send({ type: 'list.deleteConfirm' });
    expect(h.deleteItem.calls).toEqual([{ scope: 'w1', id: 'f1' }]);
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((f) => f.id)).toEqual(['f2']);
    expect(h.notice()).toBe(filesMessages.deleted);
    h.clock.increment(3000);
    expect(h.notice()).toBeNull();
  });

  it('shows "Failed to delete file." and keeps the file', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 'f1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe(filesMessages.deleteFailed);
    expect(h.ctx().items).toHaveLength(2);
  });

  it('follows live status changes of its workspace while it runs, for listed files only', async () => {
    const h = harness();
    expect(h.feeds.map((f) => [f.scope, f.stopped])).toEqual([['w1', false]]);
    await h.loaded([{ ...uploaded('f1'), status: 'indexing' }, uploaded('f2')]);
    const feed = h.feeds[0]!;
    feed.send({
      type: 'list.itemChanged',
      id: 'f1',
      changes: { status: 'failed', statusReason: 'The PDF is damaged.' },
    });
    expect(h.ctx().items[0]).toMatchObject({ status: 'failed', statusReason: 'The PDF is damaged.' });
    feed.send({ type: 'list.itemChanged', id: 'unknown', changes: { status: 'indexed' } });
    expect(h.ctx().items[1]).toEqual(uploaded('f2'));
    expect(h.ctx().items).toHaveLength(2);
    h.actor.stop();
    expect(feed.stopped).toBe(true);
  });

  it('reloads when the live feed says it may have missed changes', async () => {
    const h = await loaded();
    h.feeds[0]!.send({ type: 'list.reload' });
    expect(h.fetchPage.calls).toHaveLength(2);
  });

  it('retries a failed file: indexing at once, then as the server returns it', async () => {
    const h = await loaded([failedFile('f1'), uploaded('f2')]);
    expect(h.snap().can(retry('f1'))).toBe(true);
    h.send(retry('f1'));
    expect(h.itemAction.calls).toEqual([
      { scope: 'w1', action: FILE_RETRY, item: { ...failedFile('f1'), status: 'indexing' } },
    ]);
    expect(h.ctx().items[0]).toMatchObject({
      status: 'indexing',
      statusReason: failedFile('f1').statusReason,
    });
    expect(h.snap().can(retry('f1'))).toBe(false);
    expect(h.snap().can(retry('nope'))).toBe(false);
    await h.itemAction.resolve({ ...failedFile('f1'), status: 'indexing', statusReason: null });
    expect(h.ctx().items[0]).toMatchObject({ status: 'indexing', statusReason: null });
  });

  it('puts a file back to failed, with the reason the retry was refused', async () => {
    const h = await loaded([failedFile('f1')]);
    h.send(retry('f1'));
    await h.itemAction.reject(new Error(''));
    expect(h.ctx().items[0]).toEqual(failedFile('f1'));
    expect(h.ctx().failure).toBe(filesMessages.retryFailed);
    h.send(retry('f1'));
    expect(h.ctx().failure).toBeNull();
    await h.itemAction.reject(new Error('Network error. Please check your connection.'));
    expect(h.ctx().failure).toBe('Network error. Please check your connection.');
  });

  it('downloads a listed file and shows why a download failed', async () => {
    const h = await loaded();
    h.send(download('f2'));
    h.send(download('missing'));
    expect(h.itemAction.calls).toEqual([{ scope: 'w1', action: FILE_DOWNLOAD, item: uploaded('f2') }]);
    await h.itemAction.reject(new Error(''));
    expect(h.ctx().failure).toBe(filesMessages.downloadFailed);
    expect(h.ctx().items).toEqual(two);
  });

  it('reloads after uploads, waiting for an open delete to finish', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 'f1' });
    h.send({ type: 'list.reload' });
    expect(h.fetchPage.calls).toHaveLength(1);
    h.send({ type: 'list.deleteCancel' });
    expect(h.fetchPage.calls).toHaveLength(2);
    await h.loaded([uploaded('f3'), ...two]);
    expect(h.ctx().items).toHaveLength(3);
  });

  it('reloads once a delete that was running when uploads finished is over', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 'f1' });
    h.send({ type: 'list.deleteConfirm' });
    h.send({ type: 'list.reload' });
    expect(h.fetchPage.calls).toHaveLength(1);
    await h.deleteItem.resolve(null);
    expect(h.fetchPage.calls).toHaveLength(2);
    await h.loaded([uploaded('f3'), uploaded('f2')]);
    expect(h.ctx().items.map((f) => f.id)).toEqual(['f3', 'f2']);
  });
});

describeListTransitions({
  machine: filesListMachine,
  inspect,
  scope: 'w1',
  item: (n) => uploaded(`f${n}`),
});

const model = createMachine({
  id: 'filesListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    listed: { on: { DELETE: 'confirming', RELOAD: 'loading', RETRY: 'retrying' } },
    retrying: { on: { RETRY_REFUSED: 'retryRefused' } },
    retryRefused: {},
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
      loading: () => expect(h.snap().value).toBe('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe(filesMessages.fetchFailed),
      listed: () => expect(h.ctx().items).toHaveLength(2),
      retrying: () => expect(h.ctx().items[0]?.status).toBe('indexing'),
      retryRefused: () => {
        expect(h.ctx().items[0]?.status).toBe('failed');
        expect(h.ctx().failure).toBe(filesMessages.retryFailed);
      },
      confirming: () => expect(h.ctx().deletingId).toBe('f1'),
      cancelled: () => expect(h.ctx().deletingId).toBeNull(),
      deleting: () => expect(h.deleteItem.pendingCount).toBe(1),
      deletedNotice: () => expect(h.notice()).toBe(filesMessages.deleted),
      noticeGone: () => expect(h.notice()).toBeNull(),
      deleteFailed: () => expect(h.ctx().failure).toBe(filesMessages.deleteFailed),
    },
    events: {
      LOADED: () => h.loaded([failedFile('f1'), uploaded('f2')]),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      RETRY: () => h.send(retry('f1')),
      RETRY_REFUSED: () => h.itemAction.reject(new Error('')),
      DELETE: () => h.send({ type: 'list.delete', id: 'f1' }),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      CANCEL: () => h.send({ type: 'list.deleteCancel' }),
      DELETED: () => h.deleteItem.resolve(null),
      DELETE_FAILED: () => h.deleteItem.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
    },
    stop: () => h.actor.stop(),
  };
});
