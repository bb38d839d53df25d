import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { authMachine, type Session } from '../../machines/auth.machine.ts';
import { REFRESH_MARGIN_MS } from '../../machines/tokenExpiry.ts';
import type { Profile } from '../../src/contract/auth.ts';
import { fakeToken } from './jwt.ts';
import { controlledPromise, describeModel, settle } from './modelHarness.ts';

const user = { id: 'u1', email: 'ann@example.com', nickname: 'Ann' } as Profile;

function harness(stored: { token: string | null; refreshToken: string | null }) {
  const fetchProfile = controlledPromise<Profile, { token: string }>();
  const signIn = controlledPromise<Session & { user: Profile }, { email: string; password: string }>();
  const refresh = controlledPromise<Session, { refreshToken: string | null }>();
  const logout = controlledPromise<void, { refreshToken: string | null }>();
  const effects = { persisted: [] as unknown[], cleared: 0, redirects: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(
    authMachine.provide({
      actors: {
        fetchProfile: fetchProfile.logic,
        signIn: signIn.logic,
        refresh: refresh.logic,
        logout: logout.logic,
      },
      actions: {
        persistSession: (_, params) => effects.persisted.push(params),
        clearSession: () => {
          effects.cleared++;
        },
        redirectToSignIn: () => {
          effects.redirects++;
        },
      },
    }),
    { input: stored, clock },
  );
  actor.start();
  return { actor, clock, fetchProfile, signIn, refresh, logout, effects };
}

describe('auth machine', () => {
  it('starts signed out without a stored token', () => {
    const h = harness({ token: null, refreshToken: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
  });

  it('restores a stored session by fetching the profile', async () => {
    const token = fakeToken(3600);
    const h = harness({ token, refreshToken: 'r1' });
    expect(h.actor.getSnapshot().value).toBe('restoring');
    expect(h.fetchProfile.calls).toEqual([{ token }]);
    await h.fetchProfile.resolve(user);
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.actor.getSnapshot().context.user).toEqual(user);
  });

  it('removes a stored token whose profile cannot be fetched', async () => {
    const h = harness({ token: fakeToken(3600), refreshToken: 'r1' });
    await h.fetchProfile.reject(new Error('401'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context.token).toBeNull();
    expect(h.effects.cleared).toBe(1);
  });

  it('signs in, keeps the error of a failed attempt, and persists a good one', async () => {
    const h = harness({ token: null, refreshToken: null });
    h.actor.send({ type: 'auth.signIn', email: 'ann@example.com', password: 'bad' });
    await h.signIn.reject(new Error('Invalid email or password.'));
    expect(h.actor.getSnapshot().context.error).toBe('Invalid email or password.');
    const token = fakeToken(3600);
    h.actor.send({ type: 'auth.signIn', email: 'ann@example.com', password: 'good' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    await h.signIn.resolve({ token, refreshToken: 'r1', user });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.effects.persisted).toEqual([{ token, refreshToken: 'r1', user }]);
  });

  it('refreshes one minute before the token expires, using exp', async () => {
    const h = harness({ token: fakeToken(600), refreshToken: 'r1' });
    await h.fetchProfile.resolve(user);
    h.clock.increment(600_000 - REFRESH_MARGIN_MS - 2_000);
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    h.clock.increment(3_000);
    expect(h.actor.getSnapshot().value).toBe('refreshing');
    expect(h.refresh.calls).toEqual([{ refreshToken: 'r1' }]);
    const next = fakeToken(3600);
    await h.refresh.resolve({ token: next, refreshToken: 'r2' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.actor.getSnapshot().context).toMatchObject({ token: next, refreshToken: 'r2' });
  });

  it('assumes a 3600 s lifetime when the token has no exp', async () => {
    const h = harness({ token: fakeToken(null), refreshToken: 'r1' });
    await h.fetchProfile.resolve(user);
    h.clock.increment(3_600_000 - REFRESH_MARGIN_MS - 1_000);
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    h.clock.increment(2_000);
    expect(h.actor.getSnapshot().value).toBe('refreshing');
  });

  it('ends the session on any 401 and sends the user to sign in', async () => {
    const h = harness({ token: fakeToken(3600), refreshToken: 'r1' });
    await h.fetchProfile.resolve(user);
    h.actor.send({ type: 'auth.unauthorized' });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(h.effects).toMatchObject({ cleared: 1, redirects: 1 });
  });
});

/** The user-visible model of a session; async outcomes are events. */
const authModel = createMachine({
  id: 'authModel',
  initial: 'pageOpened',
  states: {
    pageOpened: { on: { LOAD_WITH_TOKEN: 'restoring', LOAD_WITHOUT_TOKEN: 'signedOut' } },
    restoring: { on: { PROFILE_LOADED: 'signedIn', PROFILE_FAILED: 'staleTokenDropped' } },
    staleTokenDropped: {},
    signedOut: { on: { SIGN_IN: 'signingIn' } },
    signingIn: { on: { SIGN_IN_SUCCEEDED: 'signedIn', SIGN_IN_FAILED: 'signInRejected' } },
    signInRejected: {},
    signedIn: { on: { TOKEN_DUE: 'refreshing', LOGOUT: 'signingOut', UNAUTHORIZED: 'sessionEnded' } },
    refreshing: { on: { REFRESH_SUCCEEDED: 'refreshed', REFRESH_FAILED: 'sessionEnded' } },
    refreshed: {},
    signingOut: { on: { LOGOUT_DONE: 'sessionEnded' } },
    sessionEnded: {},
  },
});

describeModel('auth machine (model-based)', authModel, () => {
  let h: ReturnType<typeof harness> | undefined;
  const state = () => h!.actor.getSnapshot();
  return {
    states: {
      pageOpened: () => expect(h).toBeUndefined(),
      restoring: () => expect(state().value).toBe('restoring'),
      staleTokenDropped: () => {
        expect(state().value).toBe('signedOut');
        expect(state().context.token).toBeNull();
        expect(h!.effects.cleared).toBe(1);
      },
      signedOut: () => expect(state().value).toBe('signedOut'),
      signingIn: () => expect(state().value).toBe('signingIn'),
      signInRejected: () => {
        expect(state().value).toBe('signedOut');
        expect(state().context.error).toBe('Invalid email or password.');
      },
      signedIn: () => {
        expect(state().value).toBe('signedIn');
        expect(state().context.user).toEqual(user);
      },
      refreshing: () => expect(state().value).toBe('refreshing'),
      refreshed: () => {
        expect(state().value).toBe('signedIn');
        expect(state().context.refreshToken).toBe('r2');
      },
      signingOut: () => expect(state().value).toBe('signingOut'),
      sessionEnded: () => {
        expect(state().value).toBe('signedOut');
        expect(state().context.user).toBeNull();
        expect(h!.effects.redirects).toBe(1);
      },
    },
    events: {
      LOAD_WITH_TOKEN: () => {
        h = harness({ token: fakeToken(3600), refreshToken: 'r1' });
      },
      LOAD_WITHOUT_TOKEN: () => {
        h = harness({ token: null, refreshToken: null });
      },
      PROFILE_LOADED: () => h!.fetchProfile.resolve(user),
      PROFILE_FAILED: () => h!.fetchProfile.reject(new Error('Unauthorized')),
      SIGN_IN: () => h!.actor.send({ type: 'auth.signIn', email: 'ann@example.com', password: 'Secret123' }),
      SIGN_IN_SUCCEEDED: () => h!.signIn.resolve({ token: fakeToken(3600), refreshToken: 'r1', user }),
      SIGN_IN_FAILED: () => h!.signIn.reject(new Error('Invalid email or password.')),
      TOKEN_DUE: () => h!.clock.increment(3_600_000),
      REFRESH_SUCCEEDED: () => h!.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' }),
      REFRESH_FAILED: () => h!.refresh.reject(new Error('spent')),
      LOGOUT: () => h!.actor.send({ type: 'auth.logout' }),
      LOGOUT_DONE: () => h!.logout.resolve(undefined),
      UNAUTHORIZED: async () => {
        h!.actor.send({ type: 'auth.unauthorized' });
        await settle();
      },
    },
    stop: () => h?.actor.stop(),
  };
});
