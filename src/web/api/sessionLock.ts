/** Runs `task` while holding a named lock; one task at a time per name. */
export type SessionLock = <T>(task: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'auth-session-refresh';

/** A lock within this page only: tasks run one after another in call order. */
export function inPageLock(): SessionLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * The lock around a token refresh, shared by every tab of the origin, so only one tab spends the
 * refresh token: the Web Locks API, else (not a secure context) a lease in IndexedDB, else (no
 * IndexedDB either) a lock within the page. The lease's code loads with the first refresh.
 */
export function browserSessionLock(): SessionLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return <T>(task: () => Promise<T>) => locks.request(LOCK_NAME, task) as Promise<T>;
  if (typeof indexedDB === 'undefined') return inPageLock();
  let lease: Promise<SessionLock> | undefined;
  return async (task) => {
    lease ??= Promise.all([import('./storageLease.ts'), import('./refreshLedger.ts')]).then(
      ([{ idbLease }, { sessionHandoffStore }]) => idbLease(sessionHandoffStore()),
    );
    return (await lease)(task);
  };
}
