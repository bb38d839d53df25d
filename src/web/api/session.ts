import type { StoredSession } from '../../../machines/auth.machine.ts';
import type { Profile } from '../../contract/auth.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SESSION_KEYS = ['token', 'refreshToken'];

/**
 * The session as the browser keeps it for every tab and the next visit: `token` and `user` as
 * spec §3 names them, plus the refresh token. The tab's auth actor owns the live session; this
 * is its persisted copy and the channel other tabs' changes arrive on.
 */
export function createSessionStore(storage: () => KeyValueStorage, events: () => EventTarget | undefined) {
  const read = (): StoredSession => ({
    token: storage().getItem('token'),
    refreshToken: storage().getItem('refreshToken'),
  });
  return {
    read,
    /** The refresh token first: a tab told of the change of `token` then reads both new. */
    save(token: string, refreshToken: string | null) {
      if (refreshToken) storage().setItem('refreshToken', refreshToken);
      else storage().removeItem('refreshToken');
      storage().setItem('token', token);
    },
    saveUser(user: Profile) {
      storage().setItem('user', JSON.stringify(user));
    },
    /** Also forgets the selected workspace, so the next user of this browser starts fresh. */
    clear() {
      for (const key of [...SESSION_KEYS, 'user', 'workspaceId']) storage().removeItem(key);
    },
    /** Calls `listener` with the stored session whenever another tab changes it. */
    subscribe(listener: (session: StoredSession) => void): () => void {
      const target = events();
      if (!target) return () => {};
      const onStorage = (event: Event) => {
        const { key } = event as StorageEvent;
        // Another tab's save arrives as two changes, the refresh token's first: between them this
        // tab would read the new refresh token beside the old token, which is due for a refresh
        // at once. So only the token's change (written last) counts; key is null when another
        // tab cleared the whole storage.
        if (key === null || key === 'token') listener(read());
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** Where there is no browser (the build pre-rendering public pages) nobody is signed in. */
const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** This browser's session store: localStorage, with other tabs' changes from `storage` events. */
export const sessionStore = createSessionStore(
  () => (typeof localStorage === 'undefined' ? noStorage : localStorage),
  () => (typeof window === 'undefined' ? undefined : window),
);
