import { assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../src/contract/auth.ts';
import { msUntilRefresh } from './tokenExpiry.ts';

export interface Credentials {
  email: string;
  password: string;
}
export interface Session {
  token: string;
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
  | { type: 'auth.unauthorized' }
  | { type: 'auth.profileChanged'; user: Profile };

const withSession = (session: Session) => ({
  token: session.token,
  refreshToken: session.refreshToken,
  refreshInMs: msUntilRefresh(session.token, Date.now()),
});

/**
 * The browser session: restores a stored token at load, signs in, refreshes the token before
 * it expires and ends on logout or on any 401.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { token: string | null; refreshToken: string | null },
  },
  actors: {
    fetchProfile: fromPromise<Profile, { token: string }>(async () => {
      throw new Error('fetchProfile not provided');
    }),
    signIn: fromPromise<Session & { user: Profile }, Credentials>(async () => {
      throw new Error('signIn not provided');
    }),
    refresh: fromPromise<Session, { refreshToken: string | null }>(async () => {
      throw new Error('refresh not provided');
    }),
    logout: fromPromise<void, { refreshToken: string | null }>(async () => {}),
  },
  actions: {
    persistSession: (_, _params: { token: string; refreshToken: string | null; user: Profile | null }) => {},
    clearSession: () => {},
    redirectToSignIn: () => {},
    forget: assign({ token: null, refreshToken: null, user: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
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
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'signedOut', actions: ['clearSession', 'forget'] },
      },
    },
    signedOut: {
      on: {
        'auth.signIn': { target: 'signingIn', actions: assign({ error: null }) },
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
        onError: { target: 'signedOut', actions: ['clearSession', 'redirectToSignIn', 'forget'] },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'signedOut', actions: ['clearSession', 'redirectToSignIn', 'forget'] },
        onError: { target: 'signedOut', actions: ['clearSession', 'redirectToSignIn', 'forget'] },
      },
    },
  },
  on: {
    'auth.unauthorized': {
      target: '.signedOut',
      actions: ['clearSession', 'redirectToSignIn', 'forget'],
    },
  },
});
