import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { FILE_RETRY, type FilesListEvent } from '../../machines/filesList.machine.ts';
import type { LiveEvent } from '../../src/contract/liveEvents.ts';
import { liveFilesListMachine } from '../../src/web/api/liveDashboardFlows.ts';
import { subscribeLiveEvents } from '../../src/web/api/liveEvents.ts';
import { liveFileStatusFeed } from '../../src/web/api/liveFileStatusFeed.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { newAgent, uploadTextFile, waitUntilIndexed } from './agentFixtures.ts';
import { runCallback } from './callbackActor.ts';
import { FetchEventSource } from './fetchEventSource.ts';
import { clientWith, newUser } from './users.ts';

globalThis.EventSource = FetchEventSource as unknown as typeof EventSource;

/** Whether the stream the app opened last is open. */
const streamOpen = () => FetchEventSource.opened.at(-1)?.open ?? false;

/** The dashboard's live event bindings (ticket, EventSource, the files feed, retry) against the real server. */
describe('live event bindings', () => {
  let unlink = () => {};
  let token = '';
  let own: ReturnType<typeof clientWith>;
  let workspaceId = '';

  beforeAll(async () => {
    token = (await newUser()).token;
    own = clientWith(token);
    unlink = linkSession({ token: () => token, unauthorized: async () => false });
    workspaceId = (await newAgent(own)).workspaceId;
  });
  afterAll(() => unlink());

  it("opens the stream with a ticket and hears the user's file status", async () => {
    const events: LiveEvent[] = [];
    const stop = subscribeLiveEvents({ onEvent: (e) => events.push(e), onOpened: () => {} });
    await expect.poll(streamOpen).toBe(true);
    const file = await uploadTextFile(token, workspaceId, 'timetable.txt', 'Ferries leave hourly.');
    await waitUntilIndexed(own, workspaceId, file.id);
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'file.status',
        // one chunk, all of it done
        data: {
          workspaceId,
          fileId: file.id,
          status: 'indexed',
          statusReason: null,
          chunksDone: 1,
          chunksTotal: 1,
        },
      });
    stop();
    expect(streamOpen()).toBe(false);
  });

  it("feeds the files list each status change of the workspace's files, retried ones too", async () => {
    const feed = runCallback<FilesListEvent>(liveFileStatusFeed, { scope: workspaceId });
    const other = (await newAgent(own)).workspaceId;
    await expect.poll(streamOpen).toBe(true);
    const unreadable = await uploadTextFile(token, workspaceId, 'blob.bin', 'not text at all');
    await uploadTextFile(token, other, 'elsewhere.txt', 'Another workspace.');
    const changes = () =>
      feed.events.flatMap((e) => (e.type === 'list.itemChanged' ? [{ id: e.id, ...e.changes }] : []));
    await expect.poll(changes, { timeout: 20_000 }).toContainEqual({
      id: unreadable.id,
      status: 'failed',
      statusReason: 'This file type cannot be read: .bin',
      // never read: no chunks
      chunksDone: 0,
      chunksTotal: 0,
    });

    const retry = runCallback<FilesListEvent>(
      liveFilesListMachine.implementations.actors.itemAction as AnyActorLogic,
      { scope: workspaceId, action: FILE_RETRY, item: { id: unreadable.id } },
    );
    await expect
      .poll(() => retry.events)
      .toContainEqual({
        type: 'list.itemSaved',
        item: expect.objectContaining({ id: unreadable.id, status: 'indexing' }),
      });
    await expect
      .poll(
        () =>
          changes()
            .filter((c) => c.id === unreadable.id)
            .map((c) => c.status),
        { timeout: 20_000 },
      )
      .toEqual(['failed', 'indexing', 'failed']);
    const elsewhere = feed.events.filter((e) => e.type === 'list.itemChanged' && e.id !== unreadable.id);
    expect(elsewhere).toEqual([]);
    retry.stop();
    feed.stop();
  });
});
