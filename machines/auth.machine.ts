import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Profile } from '../src/contract/auth.ts';
import { msUntilRefresh, tokenExpired } from './tokenExpiry.ts';

export interface Credentials {
  email: string;
  password: string;
}
export interface Session {
  token: string;
  refreshToken: string | null;
}
/** The session as the browser's shared storage holds it; both null once signed out. */
export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
}

export interface AuthContext {
  token: string | null;
  refreshToken: string | null;
  user: Profile | null;
  /** When the token must be refreshed, relative to when it was received. */
  refreshInMs: number;
  error: string | null;
}

export type AuthEvent =
  | ({ type: 'auth.signIn' } & Credentials)
  | { type: 'auth.logout' }
  /**
   * A call was refused with 401. `token` is the token it carried (a call made with an older
   * token than the session's is stale and ignored); `final` when a call already retried after a
   * refresh is refused again.
   */
  | { type: 'auth.unauthorized'; token?: string | null; final?: boolean }
  | { type: 'auth.profileChanged'; user: Profile }
  /** Another tab changed the stored session (signed in, refreshed or signed out). */
  | ({ type: 'auth.sessionChanged' } & StoredSession);

type Unauthorized = Extract<AuthEvent, { type: 'auth.unauthorized' }>;
type SessionChanged = Extract<AuthEvent, { type: 'auth.sessionChanged' }>;

const withSession = (session: Session) => ({
  token: session.token,
  refreshToken: session.refreshToken,
  refreshInMs: msUntilRefresh(session.token, Date.now()),
});

/** The session ended unasked (a refresh or a retried call refused): signing in returns here. */
const expireSession = [
  'clearSession',
  { type: 'redirectToSignIn', params: { returnHere: true } },
  'forget',
] as const;
/** The user logged out. */
const endSession = [
  'clearSession',
  { type: 'redirectToSignIn', params: { returnHere: false } },
  'forget',
] as const;

/** States in which the session is not known yet: protected pages wait, then show or redirect. */
export const SETTLING = 'settling';

/**
 * The browser session, one per tab over storage shared by all tabs: restores the stored
 * session at load (through one refresh when the token has expired or is refused), signs in,
 * refreshes before the token expires and after a 401, follows other tabs' changes, and ends on
 * logout or when a refresh fails.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as StoredSession,
  },
  actors: {
    fetchProfile: fromPromise<Profile, { token: string }>(async () => {
      throw new Error('fetchProfile not provided');
    }),
    signIn: fromPromise<Session & { user: Profile }, Credentials>(async () => {
      throw new Error('signIn not provided');
    }),
    /** Single-flight across tabs: may answer with the session another tab refreshed meanwhile. */
    refresh: fromPromise<Session, { refreshToken: string | null }>(async () => {
      throw new Error('refresh not provided');
    }),
    logout: fromPromise<void, { token: string | null; refreshToken: string | null }>(async () => {}),
    /** Sends `auth.sessionChanged` when another tab changes the stored session. */
    watchSession: fromCallback<AuthEvent>(() => {}),
  },
  actions: {
    persistSession: (_, _params: { token: string; refreshToken: string | null; user: Profile | null }) => {},
    clearSession: () => {},
    /** `returnHere`: the page shown now is the one to return to after signing in again. */
    redirectToSignIn: (_, _params: { returnHere: boolean }) => {},
    forget: assign({ token: null, refreshToken: null, user: null }),
    adoptStoredSession: assign(({ event }) => {
      const { token, refreshToken } = event as SessionChanged;
      return token ? withSession({ token, refreshToken }) : {};
    }),
  },
  guards: {
    hasUsableToken: ({ context }) => context.token !== null && !tokenExpired(context.token, Date.now()),
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    /** The 401 answered a call made with a token this session has since replaced. */
    staleUnauthorized: ({ context, event }) => {
      const { token } = event as Unauthorized;
      return token != null && token !== context.token;
    },
    finalUnauthorized: ({ event }) => (event as Unauthorized).final === true,
    sessionGone: ({ event }) => (event as SessionChanged).token === null,
    sessionPresent: ({ event }) => (event as SessionChanged).token !== null,
    sessionReplaced: ({ context, event }) => {
      const { token, refreshToken } = event as SessionChanged;
      return token !== context.token || refreshToken !== context.refreshToken;
    },
  },
  delays: {
    refreshDue: ({ context }) => context.refreshInMs,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token,
    refreshToken: input.refreshToken,
    user: null,
    refreshInMs: input.token ? msUntilRefresh(input.token, Date.now()) : 0,
    error: null,
  }),
  invoke: { src: 'watchSession' },
  initial: 'checking',
  states: {
    checking: {
      tags: [SETTLING],
      always: [
        { guard: 'hasUsableToken', target: 'restoring' },
        { guard: 'hasRefreshToken', target: 'renewing' },
        { target: 'signedOut', actions: 'forget' },
      ],
    },
    restoring: {
      tags: [SETTLING],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: 'hasRefreshToken', target: 'renewing' },
          { target: 'signedOut', actions: ['clearSession', 'forget'] },
        ],
      },
    },
    /** Restoring a session whose token has expired or was refused: one refresh, then the profile. */
    renewing: {
      tags: [SETTLING],
      invoke: {
        src: 'refresh',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'reloadingProfile', actions: assign(({ event }) => withSession(event.output)) },
        onError: { target: 'signedOut', actions: ['clearSession', 'forget'] },
      },
    },
    reloadingProfile: {
      tags: [SETTLING],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            {
              type: 'persistSession',
              params: ({ context, event }) => ({
                token: context.token!,
                refreshToken: context.refreshToken,
                user: event.output,
              }),
            },
          ],
        },
        onError: { target: 'signedOut', actions: ['clearSession', 'forget'] },
      },
    },
    signedOut: {
      on: {
        'auth.signIn': { target: 'signingIn', actions: assign({ error: null }) },
        'auth.sessionChanged': {
          guard: 'sessionPresent',
          target: 'restoring',
          actions: 'adoptStoredSession',
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const { email, password } = event as Extract<AuthEvent, { type: 'auth.signIn' }>;
          return { email, password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ ...withSession(event.output), user: event.output.user })),
            {
              type: 'persistSession',
              params: ({ event }) => ({ ...event.output }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => (event.error as Error).message || 'An unexpected error occurred.',
          }),
        },
      },
    },
    signedIn: {
      after: { refreshDue: 'refreshing' },
      on: {
        'auth.logout': 'signingOut',
        'auth.profileChanged': { actions: assign({ user: ({ event }) => event.user }) },
        'auth.unauthorized': [
          { guard: 'staleUnauthorized' },
          { guard: 'finalUnauthorized', target: 'signedOut', actions: expireSession },
          { target: 'refreshing' },
        ],
        'auth.sessionChanged': [
          {
            guard: 'sessionGone',
            target: 'signedOut',
            actions: [{ type: 'redirectToSignIn', params: { returnHere: false } }, 'forget'],
          },
          // Another tab refreshed: take its tokens and schedule the next refresh from them.
          { guard: 'sessionReplaced', target: 'signedIn', reenter: true, actions: 'adoptStoredSession' },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => withSession(event.output)),
            {
              type: 'persistSession',
              params: ({ event, context }) => ({ ...event.output, user: context.user }),
            },
          ],
        },
        onError: { target: 'signedOut', actions: expireSession },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token, refreshToken: context.refreshToken }),
        onDone: { target: 'signedOut', actions: endSession },
        onError: { target: 'signedOut', actions: endSession },
      },
    },
  },
});
