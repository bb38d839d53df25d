import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type FilesListEvent, filesListMachine } from '../../machines/filesList.machine.ts';
import type { FetchPageInput, ListPage } from '../../machines/list.machine.ts';
import type { LiveEvent } from '../../src/contract/liveEvents.ts';
import type { Text, UploadedFile } from '../../src/contract/workspace.ts';
import { type LiveEventSources, subscribeLiveEvents } from '../../src/web/api/liveEvents.ts';
import { fileStatusFeed } from '../../src/web/api/liveFileStatusFeed.ts';
import { itemStatusFeed } from '../../src/web/api/liveItemStatusFeed.ts';
import { controlledPromise } from '../machines/modelHarness.ts';
import { uploaded } from './dashboard/workspaceFixtures.ts';

/** An EventSource stand-in the test opens, feeds and breaks. */
class FakeEventSource extends EventTarget {
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
  }
  opens() {
    this.onopen?.(new Event('open'));
  }
  emits(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
  fails() {
    this.onerror?.(new Event('error'));
  }
}

function fakeSources(tickets: Array<string | Error>) {
  const opened: FakeEventSource[] = [];
  const waits: number[] = [];
  let pendingWait: (() => void) | null = null;
  const sources: LiveEventSources = {
    ticket: async () => {
      const next = tickets.shift() ?? 'spare';
      if (next instanceof Error) throw next;
      return next;
    },
    open: (url) => {
      const source = new FakeEventSource(url);
      opened.push(source);
      return source as unknown as EventSource;
    },
    wait: (ms, then) => {
      waits.push(ms);
      pendingWait = then;
      return () => {
        pendingWait = null;
      };
    },
  };
  return {
    sources,
    opened,
    waits,
    elapse: async () => {
      const run = pendingWait;
      pendingWait = null;
      run?.();
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const status = { workspaceId: 'w1', fileId: 'f1', status: 'indexed', statusReason: null } as const;

describe('live events', () => {
  it('opens the stream with a ticket and hands over valid events only', async () => {
    const fake = fakeSources(['t-1']);
    const events: LiveEvent[] = [];
    const stop = subscribeLiveEvents({ onEvent: (e) => events.push(e), onOpened: () => {} }, fake.sources);
    await flush();
    expect(fake.opened.map((s) => s.url)).toEqual(['/api/events?ticket=t-1']);
    fake.opened[0]!.opens();
    fake.opened[0]!.emits('file.status', status);
    fake.opened[0]!.emits('file.status', { workspaceId: 'w1', status: 'exploded' });
    expect(events).toEqual([{ event: 'file.status', data: status }]);
    stop();
    expect(fake.opened[0]!.closed).toBe(true);
  });

  it('reconnects with a fresh ticket after a growing pause, and says at each opening that events may have been missed', async () => {
    const fake = fakeSources(['t-1', new Error('offline'), 't-3']);
    let opened = 0;
    subscribeLiveEvents({ onEvent: () => {}, onOpened: () => opened++ }, fake.sources);
    await flush();
    expect(opened).toBe(0);
    fake.opened[0]!.opens();
    expect(opened).toBe(1);
    fake.opened[0]!.fails();
    expect(fake.opened[0]!.closed).toBe(true);
    expect(fake.waits).toEqual([1000]);
    await fake.elapse(); // the ticket call fails
    expect(fake.waits).toEqual([1000, 2000]);
    await fake.elapse();
    expect(fake.opened.map((s) => s.url)).toEqual(['/api/events?ticket=t-1', '/api/events?ticket=t-3']);
    expect(opened).toBe(1);
    fake.opened[1]!.opens();
    expect(opened).toBe(2);
    fake.opened[1]!.fails();
    expect(fake.waits.at(-1)).toBe(1000);
  });

  it('stops retrying once stopped', async () => {
    const fake = fakeSources(['t-1']);
    const stop = subscribeLiveEvents({ onEvent: () => {}, onOpened: () => {} }, fake.sources);
    await flush();
    fake.opened[0]!.fails();
    stop();
    await fake.elapse();
    expect(fake.opened).toHaveLength(1);
  });

  it('feeds the files list its own workspace’s status changes, and a reload whenever the stream opens', async () => {
    const fake = fakeSources(['t-1', 't-2']);
    const received: FilesListEvent[] = [];
    const parent = createActor(
      createMachine({
        invoke: { src: fileStatusFeed(fake.sources), input: { scope: 'w1' } },
        on: { '*': { actions: ({ event }) => received.push(event as FilesListEvent) } },
      }),
    ).start();
    await flush();
    fake.opened[0]!.opens();
    fake.opened[0]!.emits('file.status', status);
    fake.opened[0]!.emits('file.status', { ...status, workspaceId: 'w2' });
    fake.opened[0]!.fails();
    await fake.elapse();
    fake.opened[1]!.opens();
    expect(received).toEqual([
      { type: 'list.reload' },
      { type: 'list.itemChanged', id: 'f1', changes: { status: 'indexed', statusReason: null } },
      { type: 'list.reload' },
    ]);
    parent.stop();
    expect(fake.opened[1]!.closed).toBe(true);
  });

  it('passes a file’s chunks done of all on to the files list', async () => {
    const fake = fakeSources(['t-1']);
    const received: FilesListEvent[] = [];
    const parent = createActor(
      createMachine({
        invoke: { src: fileStatusFeed(fake.sources), input: { scope: 'w1' } },
        on: { '*': { actions: ({ event }) => received.push(event as FilesListEvent) } },
      }),
    ).start();
    await flush();
    fake.opened[0]!.opens();
    fake.opened[0]!.emits('file.status', { ...status, status: 'indexing', chunksDone: 40, chunksTotal: 200 });
    expect(received.at(-1)).toEqual({
      type: 'list.itemChanged',
      id: 'f1',
      changes: { status: 'indexing', statusReason: null, chunksDone: 40, chunksTotal: 200 },
    });
    parent.stop();
  });

  it('feeds the text list its own workspace’s text status changes, not Q&A pairs’ or other workspaces’', async () => {
    const fake = fakeSources(['t-1']);
    const received: unknown[] = [];
    const parent = createActor(
      createMachine({
        invoke: {
          src: itemStatusFeed<Text, 'name' | 'content'>('text', fake.sources),
          input: { scope: 'w1' },
        },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    await flush();
    fake.opened[0]!.opens();
    const item = { workspaceId: 'w1', kind: 'text', id: 't1', status: 'indexed', statusReason: null };
    fake.opened[0]!.emits('item.status', item);
    fake.opened[0]!.emits('item.status', { ...item, kind: 'qna', id: 'q1' });
    fake.opened[0]!.emits('item.status', { ...item, workspaceId: 'w2', id: 't2' });
    expect(received).toEqual([
      { type: 'list.reload' },
      { type: 'list.itemChanged', id: 't1', changes: { status: 'indexed', statusReason: null } },
    ]);
    parent.stop();
  });

  it('shows a status that changed after the files were read but before the stream opened', async () => {
    const fake = fakeSources(['t-1']);
    const fetchPage = controlledPromise<ListPage<UploadedFile>, FetchPageInput<string>>();
    const files = createActor(
      filesListMachine.provide({
        actors: { fetchPage: fetchPage.logic, feed: fileStatusFeed(fake.sources) },
      }),
      { input: { scope: 'w1' } },
    ).start();
    await flush();
    // The list reads the file while it is indexing; it finishes before the stream is open, so no event reaches the page.
    fake.opened[0]!.opens();
    await fetchPage.resolve({ content: [{ ...uploaded('f1'), status: 'indexing' }], totalElements: 1 });
    await fetchPage.resolve({ content: [uploaded('f1')], totalElements: 1 });
    expect(files.getSnapshot().context.items).toEqual([uploaded('f1')]);
    expect(fetchPage.pendingCount).toBe(0);
    files.stop();
  });
});
