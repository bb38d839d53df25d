import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { SessionLock } from './sessionLock.ts';

interface Lease {
  owner: string;
  until: number;
}

export interface LeaseOptions {
  /** How long a lease holds without its owner releasing it (a tab closed mid-refresh). */
  leaseMs?: number;
  /** How often a waiting tab tries again. */
  retryMs?: number;
  now?: () => number;
  owner?: string;
}

const KEY = 'refresh-lease';
/** Longer than a refresh can take: the API client gives up on a call after 15 s. */
export const LEASE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The refresh lock where the Web Locks API is absent (plain http on a LAN address is not a
 * secure context): a lease in IndexedDB. Taking it reads and writes the lease in one readwrite
 * transaction, which IndexedDB runs alone among the origin's transactions on that store, so two
 * tabs cannot both see it free. localStorage could not do this: it has no transaction, and a
 * tab's write reaches the other tabs late. Tasks of one tab wait for each other before taking it.
 */
export function idbLease(store: UseStore, options: LeaseOptions = {}): SessionLock {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const retryMs = options.retryMs ?? 50;
  const now = options.now ?? Date.now;
  const owner = options.owner ?? `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;

  const tryTake = () =>
    store('readwrite', (objects) => {
      let taken = false;
      const read = objects.get(KEY);
      read.onsuccess = () => {
        const held = read.result as Lease | undefined;
        if (held && held.owner !== owner && held.until > now()) return;
        taken = true;
        objects.put({ owner, until: now() + leaseMs } satisfies Lease, KEY);
      };
      return promisifyRequest(objects.transaction).then(() => taken);
    });

  const release = () =>
    store('readwrite', (objects) => {
      const read = objects.get(KEY);
      read.onsuccess = () => {
        if ((read.result as Lease | undefined)?.owner === owner) objects.delete(KEY);
      };
      return promisifyRequest(objects.transaction);
    });

  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(async () => {
      let taken: boolean;
      try {
        while (!(await tryTake())) await sleep(retryMs);
        taken = true;
      } catch {
        // IndexedDB refused (a private mode): the lock within this page is all there is.
        taken = false;
      }
      try {
        return await task();
      } finally {
        if (taken) await release().catch(() => {});
      }
    });
    tail = run.catch(() => {});
    return run as Promise<T>;
  };
}
