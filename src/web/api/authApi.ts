import { navigate } from 'wouter/use-browser-location';
import { fromCallback, fromPromise } from 'xstate';
import { type AuthEvent, authMachine, type Session } from '../../../machines/auth.machine.ts';
import { signInReturningTo } from '../../../machines/returnPath.ts';
import type { TokenGrant } from '../../contract/auth.ts';
import type { ApiClient } from './client.ts';
import type { RefreshLedger } from './refreshLedger.ts';
import { type SessionStore, sessionStore } from './session.ts';
import { browserSessionLock, type SessionLock } from './sessionLock.ts';

/**
 * The API client (ofetch and the error catalogue) loads with the first call, so an anonymous
 * visitor's first page does not download it.
 */
const lazyApi = async (): Promise<ApiClient> => (await import('./http.ts')).api;

const grantToSession = (grant: TokenGrant): Session => ({
  token: grant.result,
  refreshToken: grant.refreshToken,
});

export interface AuthBindings {
  api: () => Promise<ApiClient>;
  store: SessionStore;
  lock: SessionLock;
  /** The refresh tokens this browser's tabs spent, read under the lock. */
  ledger: () => Promise<RefreshLedger>;
  navigate: (path: string) => void;
  /** The address shown now (path and query), to return to after signing in again. */
  here: () => string;
}

/** The auth machine bound to an API client, the storage shared by tabs and the lock between them. */
export function bindAuthMachine({ api, store, lock, ledger, navigate, here }: AuthBindings) {
  // The endpoints' schemas (zod) load with the first call too.
  const endpoints = async () => (await import('../../contract/authEndpoints.ts')).authEndpoints;
  const fetchProfile = async (token: string) =>
    (await (await api()).request((await endpoints()).profile, {}, { token })).data.result;

  return authMachine.provide({
    actors: {
      fetchProfile: fromPromise(({ input }) => fetchProfile(input.token)),
      signIn: fromPromise(async ({ input }) => {
        const grant = (await (await api()).request((await endpoints()).login, { body: input })).data;
        return { ...grantToSession(grant), user: await fetchProfile(grant.result) };
      }),
      refresh: fromPromise(({ input }) =>
        lock(async () => {
          // Under the lock: has another tab spent this refresh token already? The ledger knows
          // even when that tab's localStorage write has not reached this tab yet.
          const stored = store.read();
          if (!stored.token) throw new Error('Signed out in another tab.');
          const spent = input.refreshToken;
          const successor = spent ? await (await ledger()).successor(spent) : null;
          if (successor) return successor;
          if (stored.refreshToken !== spent)
            return { token: stored.token, refreshToken: stored.refreshToken };
          const body = { refreshToken: spent ?? '' };
          const session = grantToSession(
            (await (await api()).request((await endpoints()).refresh, { body })).data,
          );
          // Committed before the lock is released, so the next holder reads it.
          if (spent) await (await ledger()).record(spent, session);
          store.save(session.token, session.refreshToken);
          return session;
        }),
      ),
      logout: fromPromise(async ({ input }) => {
        if (!input.token) return;
        const body = { refreshToken: input.refreshToken ?? undefined };
        await (await api()).request((await endpoints()).logout, { body }, { token: input.token });
      }),
      watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
        store.subscribe((stored) => sendBack({ type: 'auth.sessionChanged', ...stored })),
      ),
    },
    actions: {
      persistSession: (_, { token, refreshToken, user }) => {
        store.save(token, refreshToken);
        if (user) store.saveUser(user);
      },
      clearSession: () => {
        store.clear();
        void ledger().then((records) => records.clear());
      },
      redirectToSignIn: (_, { returnHere }) => navigate(returnHere ? signInReturningTo(here()) : '/signin'),
    },
  });
}

/** The ledger's code (and IndexedDB) loads with the first refresh or sign-out. */
const lazyLedger = async (): Promise<RefreshLedger> =>
  (await import('./refreshLedger.ts')).browserRefreshLedger();

/** The app's auth machine: the real API, localStorage, the Web Locks API and the ledger in IndexedDB. */
export const liveAuthMachine = bindAuthMachine({
  api: lazyApi,
  store: sessionStore,
  lock: browserSessionLock(),
  ledger: lazyLedger,
  navigate: (path) => navigate(path),
  here: () => location.pathname + location.search,
});
