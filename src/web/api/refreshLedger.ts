import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Session } from '../../../machines/auth.machine.ts';

/**
 * Which refresh tokens the tabs of this browser have spent, and the session each was exchanged
 * for. A tab that gets the refresh lock reads it before spending its own refresh token.
 *
 * localStorage alone cannot tell: Chromium hands a write to the other tabs' processes
 * asynchronously, so a tab granted the lock right after another released it can still read the
 * refresh token the other just spent, and spending it again ends the session (reuse detection).
 * An IndexedDB transaction that has completed is visible to every later transaction of the
 * origin, so a record written before the lock is released is there for the next holder.
 */
export interface RefreshLedger {
  /** The latest session that replaced `refreshToken` (following later replacements), or null. */
  successor(refreshToken: string): Promise<Session | null>;
  /** Records that `spent` was exchanged for `next`; resolves once the record is committed. */
  record(spent: string, next: Session): Promise<void>;
  /** Forgets every record (the session ended). */
  clear(): Promise<void>;
}

interface Entry extends Session {
  at: number;
}

/** How long a record is kept: far longer than any tab can lag behind another's write. */
export const LEDGER_KEEP_MS = 15 * 60_000;
/** A chain longer than this is not followed further (records form a chain, never a cycle). */
const MAX_HOPS = 64;
const PREFIX = 'spent:';

/** The ledger in an IndexedDB object store (the store may hold other keys). */
export function idbRefreshLedger(store: UseStore, now: () => number = Date.now): RefreshLedger {
  return {
    async successor(refreshToken) {
      let latest: Entry | undefined;
      let spent: string | null = refreshToken;
      for (let hop = 0; spent && hop < MAX_HOPS; hop++) {
        const next: Entry | undefined = await get<Entry>(PREFIX + spent, store);
        if (!next) break;
        latest = next;
        spent = next.refreshToken;
      }
      return latest ? { token: latest.token, refreshToken: latest.refreshToken } : null;
    },
    record(spent, next) {
      return store('readwrite', (objects) => {
        const entry: Entry = { token: next.token, refreshToken: next.refreshToken, at: now() };
        objects.put(entry, PREFIX + spent);
        const oldest = now() - LEDGER_KEEP_MS;
        const cursor = objects.openCursor(IDBKeyRange.bound(PREFIX, `${PREFIX}\uffff`));
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if ((at.value as Entry).at < oldest) at.delete();
          at.continue();
        };
        return promisifyRequest(objects.transaction);
      });
    },
    clear() {
      return store('readwrite', (objects) => {
        objects.delete(IDBKeyRange.bound(PREFIX, `${PREFIX}\uffff`));
        return promisifyRequest(objects.transaction);
      });
    },
  };
}

/** Where IndexedDB is missing or refused (some private modes), there is nothing to read. */
export const noLedger: RefreshLedger = {
  successor: async () => null,
  record: async () => {},
  clear: async () => {},
};

let browserStore: UseStore | undefined;
/** The store the refresh lock's lease and the ledger share in this browser (opened on first use). */
export function sessionHandoffStore(): UseStore {
  browserStore ??= createStore('auth-session', 'handoff');
  return browserStore;
}

/** This browser's ledger, or one that records nothing where IndexedDB is absent. */
export function browserRefreshLedger(): RefreshLedger {
  if (typeof indexedDB === 'undefined') return noLedger;
  const ledger = idbRefreshLedger(sessionHandoffStore());
  // A refused IndexedDB (a private mode) must not stop the refresh: the storage re-read remains.
  const tolerant =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, fallback: R) =>
    (...args: A) =>
      call(...args).catch(() => fallback);
  return {
    successor: tolerant(ledger.successor, null),
    record: tolerant(ledger.record, undefined),
    clear: tolerant(ledger.clear, undefined),
  };
}
