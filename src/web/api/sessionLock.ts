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
 * The lock around a token refresh, shared by every tab of the origin through the Web Locks API,
 * so only one tab spends the refresh token; where the API is absent, a lock within the page
 * (the re-read of storage under it still adopts what another tab stored first).
 */
export function browserSessionLock(): SessionLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return inPageLock();
  return <T>(task: () => Promise<T>) => locks.request(LOCK_NAME, task) as Promise<T>;
}
