import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { idbRefreshLedger, LEDGER_KEEP_MS } from '../../src/web/api/refreshLedger.ts';
import { idbLease } from '../../src/web/api/storageLease.ts';

let stores = 0;
/** A fresh IndexedDB store, as one browser's tabs share it. */
const freshStore = () => createStore(`handoff-test-${++stores}`, 'handoff');

const session = (n: number) => ({ token: `t${n}`, refreshToken: `r${n}` });

describe('refresh ledger', () => {
  it('answers with the latest session that replaced a spent refresh token', async () => {
    const ledger = idbRefreshLedger(freshStore());
    expect(await ledger.successor('r1')).toBeNull();
    await ledger.record('r1', session(2));
    expect(await ledger.successor('r1')).toEqual(session(2));
    // A tab that slept through a cycle still holds r1.
    await ledger.record('r2', session(3));
    expect(await ledger.successor('r1')).toEqual(session(3));
    expect(await ledger.successor('r3')).toBeNull();
  });

  it('is one record for every tab of the browser, and forgets everything on clear', async () => {
    const store = freshStore();
    await idbRefreshLedger(store).record('r1', session(2));
    expect(await idbRefreshLedger(store).successor('r1')).toEqual(session(2));
    await idbRefreshLedger(store).clear();
    expect(await idbRefreshLedger(store).successor('r1')).toBeNull();
  });

  it('drops records older than it keeps them', async () => {
    let now = 1_000_000;
    const ledger = idbRefreshLedger(freshStore(), () => now);
    await ledger.record('r1', session(2));
    now += LEDGER_KEEP_MS + 1;
    await ledger.record('r5', session(6));
    expect(await ledger.successor('r1')).toBeNull();
    expect(await ledger.successor('r5')).toEqual(session(6));
  });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('lease in IndexedDB (the refresh lock without Web Locks)', () => {
  it("runs one tab's task at a time: the other waits until the lease is released", async () => {
    const store = freshStore();
    const one = idbLease(store, { retryMs: 5, owner: 'one' });
    const two = idbLease(store, { retryMs: 5, owner: 'two' });
    const events: string[] = [];
    let finishOne = () => {};
    const first = one(async () => {
      events.push('one start');
      await new Promise<void>((resolve) => {
        finishOne = resolve;
      });
      events.push('one end');
    });
    while (events.length === 0) await tick();
    const second = two(async () => {
      events.push('two start');
    });
    for (let i = 0; i < 10; i++) await tick();
    expect(events).toEqual(['one start']);
    finishOne();
    await Promise.all([first, second]);
    expect(events).toEqual(['one start', 'one end', 'two start']);
  });

  it('lets exactly one of many tabs in at a time', async () => {
    const store = freshStore();
    let inside = 0;
    let most = 0;
    const tabs = Array.from({ length: 5 }, (_, i) => idbLease(store, { retryMs: 2, owner: `tab${i}` }));
    await Promise.all(
      tabs.flatMap((lock) =>
        [1, 2].map(() =>
          lock(async () => {
            inside++;
            most = Math.max(most, inside);
            await tick();
            inside--;
          }),
        ),
      ),
    );
    expect(most).toBe(1);
  });

  it('takes over a lease its holder never released once it has run out', async () => {
    const store = freshStore();
    let now = 0;
    const closed = idbLease(store, { owner: 'closed', leaseMs: 1_000, now: () => now });
    // The holder's tab is closed mid-refresh: its task never settles.
    void closed(() => new Promise(() => {}));
    await tick();
    const other = idbLease(store, { owner: 'other', leaseMs: 1_000, retryMs: 5, now: () => now });
    let ran = false;
    const waiting = other(async () => {
      ran = true;
    });
    await tick();
    expect(ran).toBe(false);
    now += 1_001;
    await waiting;
    expect(ran).toBe(true);
  });

  it('releases the lease when the task fails', async () => {
    const store = freshStore();
    const one = idbLease(store, { owner: 'one', retryMs: 5 });
    const two = idbLease(store, { owner: 'two', retryMs: 5 });
    await expect(one(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(two(async () => 'ran')).resolves.toBe('ran');
  });
});
