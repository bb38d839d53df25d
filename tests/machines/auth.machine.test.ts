import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { authMachine, SETTLING, type Session } from '../../machines/auth.machine.ts';
import { msUntilRefresh, REFRESH_MARGIN_MS } from '../../machines/tokenExpiry.ts';
import type { Profile } from '../../src/contract/auth.ts';
import { fakeToken } from './jwt.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(authMachine);

const user = { id: 'u1', email: 'ann@example.com', nickname: 'Ann' } as Profile;

function harness(stored: { token: string | null; refreshToken: string | null }) {
  const fetchProfile = controlledPromise<Profile, { token: string }>();
  const signIn = controlledPromise<Session & { user: Profile }, { email: string; password: string }>();
  const refresh = controlledPromise<Session, { refreshToken: string | null }>();
  const logout = controlledPromise<void, { token: string | null; refreshToken: string | null }>();
  const effects = { persisted: [] as unknown[], cleared: 0, redirects: 0, returnHere: [] as boolean[] };
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
        redirectToSignIn: (_, { returnHere }) => {
          effects.redirects++;
          effects.returnHere.push(returnHere);
        },
      },
    }),
    { input: stored, clock, inspect },
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

  it('removes a stored token whose profile cannot be fetched and that has no refresh token', async () => {
    const h = harness({ token: fakeToken(3600), refreshToken: null });
    await h.fetchProfile.reject(new Error('401'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context.token).toBeNull();
    expect(h.effects.cleared).toBe(1);
  });

  it('renews a refused stored token with one refresh, then loads the profile', async () => {
    const h = harness({ token: fakeToken(3600), refreshToken: 'r1' });
    await h.fetchProfile.reject(new Error('401'));
    expect(h.actor.getSnapshot().value).toBe('renewing');
    expect(h.refresh.calls).toEqual([{ refreshToken: 'r1' }]);
    const next = fakeToken(3600);
    await h.refresh.resolve({ token: next, refreshToken: 'r2' });
    expect(h.actor.getSnapshot().value).toBe('reloadingProfile');
    expect(h.fetchProfile.calls.at(-1)).toEqual({ token: next });
    await h.fetchProfile.resolve(user);
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.effects.persisted).toEqual([{ token: next, refreshToken: 'r2', user }]);
  });

  it('goes straight to a refresh when the stored token has expired', () => {
    const h = harness({ token: fakeToken(-60), refreshToken: 'r1' });
    expect(h.actor.getSnapshot().value).toBe('renewing');
    expect(h.fetchProfile.calls).toEqual([]);
  });

  it('drops an expired token that has no refresh token without calling the server', () => {
    const h = harness({ token: fakeToken(-60), refreshToken: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context.token).toBeNull();
  });

  it('signs out when the renewal or the profile after it fails', async () => {
    const refused = harness({ token: fakeToken(-60), refreshToken: 'r1' });
    await refused.refresh.reject(new Error('spent'));
    expect(refused.actor.getSnapshot().value).toBe('signedOut');
    expect(refused.effects.cleared).toBe(1);
    const broken = harness({ token: fakeToken(-60), refreshToken: 'r1' });
    await broken.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' });
    await broken.fetchProfile.reject(new Error('500'));
    expect(broken.actor.getSnapshot().value).toBe('signedOut');
    expect(broken.actor.getSnapshot().context).toMatchObject({ token: null, refreshToken: null });
    expect(broken.effects.cleared).toBe(1);
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

  async function signedIn(token = fakeToken(3600)) {
    const h = harness({ token, refreshToken: 'r1' });
    await h.fetchProfile.resolve(user);
    return h;
  }

  it('answers a 401 with one refresh and stays signed in when it succeeds', async () => {
    const token = fakeToken(3600);
    const h = await signedIn(token);
    h.actor.send({ type: 'auth.unauthorized', token });
    expect(h.actor.getSnapshot().value).toBe('refreshing');
    h.actor.send({ type: 'auth.unauthorized', token });
    expect(h.refresh.calls).toHaveLength(1);
    await h.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.effects).toMatchObject({ cleared: 0, redirects: 0 });
  });

  it('ends the session and sends the user to sign in when the refresh after a 401 fails', async () => {
    const h = await signedIn();
    h.actor.send({ type: 'auth.unauthorized' });
    await h.refresh.reject(new Error('spent'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(h.effects).toMatchObject({ cleared: 1, redirects: 1 });
  });

  it('ignores a 401 to a call made with a token it has replaced', async () => {
    const h = await signedIn();
    h.actor.send({ type: 'auth.unauthorized', token: 'an-older-token' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.refresh.calls).toEqual([]);
  });

  it('ends the session when a call retried after a refresh is refused again', async () => {
    const token = fakeToken(3600);
    const h = await signedIn(token);
    h.actor.send({ type: 'auth.unauthorized', token, final: true });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.effects).toMatchObject({ cleared: 1, redirects: 1 });
  });

  it('takes a profile saved elsewhere in the app', async () => {
    const h = await signedIn();
    const renamed = { ...user, nickname: 'Annie' };
    h.actor.send({ type: 'auth.profileChanged', user: renamed });
    expect(h.actor.getSnapshot().context.user).toEqual(renamed);
  });

  it('signs out locally even when the logout call fails', async () => {
    const token = fakeToken(3600);
    const h = await signedIn(token);
    h.actor.send({ type: 'auth.logout' });
    expect(h.logout.calls).toEqual([{ token, refreshToken: 'r1' }]);
    await h.logout.reject(new Error('Network error. Please check your connection.'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.effects).toMatchObject({ cleared: 1, redirects: 1 });
  });

  it('follows another tab: a new token reschedules the refresh, a cleared session signs out', async () => {
    const h = await signedIn(fakeToken(600));
    const theirs = fakeToken(3600);
    h.actor.send({ type: 'auth.sessionChanged', token: theirs, refreshToken: 'r9' });
    expect(h.actor.getSnapshot().context).toMatchObject({ token: theirs, refreshToken: 'r9', user });
    h.clock.increment(600_000);
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    h.actor.send({ type: 'auth.sessionChanged', token: theirs, refreshToken: 'r9' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    h.actor.send({ type: 'auth.sessionChanged', token: null, refreshToken: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context.user).toBeNull();
    // The other tab cleared the storage already.
    expect(h.effects).toMatchObject({ cleared: 0, redirects: 1 });
  });

  it('is settling while it checks, restores or renews the stored session, and not once settled', async () => {
    const settling = (h: ReturnType<typeof harness>) => h.actor.getSnapshot().hasTag(SETTLING);
    const restoring = harness({ token: fakeToken(3600), refreshToken: 'r1' });
    expect(settling(restoring)).toBe(true);
    await restoring.fetchProfile.resolve(user);
    expect(settling(restoring)).toBe(false);

    const renewing = harness({ token: fakeToken(-60), refreshToken: 'r1' });
    expect(renewing.actor.getSnapshot().value).toBe('renewing');
    expect(settling(renewing)).toBe(true);
    await renewing.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' });
    expect(renewing.actor.getSnapshot().value).toBe('reloadingProfile');
    expect(settling(renewing)).toBe(true);
    await renewing.fetchProfile.resolve(user);
    expect(settling(renewing)).toBe(false);
    expect(renewing.effects.redirects).toBe(0);

    const refused = harness({ token: fakeToken(-60), refreshToken: 'r1' });
    await refused.refresh.reject(new Error('spent'));
    expect(settling(refused)).toBe(false);
    expect(settling(harness({ token: null, refreshToken: null }))).toBe(false);
  });

  it('sends the user back to the page after an expired session, not after a logout', async () => {
    const expired = await signedIn();
    expired.actor.send({ type: 'auth.unauthorized' });
    await expired.refresh.reject(new Error('spent'));
    expect(expired.effects.returnHere).toEqual([true]);

    const refused = await signedIn();
    refused.actor.send({ type: 'auth.unauthorized', final: true });
    expect(refused.effects.returnHere).toEqual([true]);

    const loggedOut = await signedIn();
    loggedOut.actor.send({ type: 'auth.logout' });
    await loggedOut.logout.resolve(undefined);
    expect(loggedOut.effects.returnHere).toEqual([false]);

    const elsewhere = await signedIn();
    elsewhere.actor.send({ type: 'auth.sessionChanged', token: null, refreshToken: null });
    expect(elsewhere.effects.returnHere).toEqual([false]);
  });

  it('takes a refresh token another tab stored after the token it already follows', async () => {
    const h = await signedIn();
    const theirs = fakeToken(3600);
    // Another tab's save arrives as two changes; the first may be read before the second landed.
    h.actor.send({ type: 'auth.sessionChanged', token: theirs, refreshToken: 'r1' });
    h.actor.send({ type: 'auth.sessionChanged', token: theirs, refreshToken: 'r2' });
    expect(h.actor.getSnapshot().context).toMatchObject({ token: theirs, refreshToken: 'r2' });
  });

  it('refreshes a short-lived token when a quarter of its life is left, a long-lived one a minute ahead', () => {
    const now = Date.now();
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const issued = (seconds: number) =>
      `${b64({ alg: 'HS256' })}.${b64({ iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + seconds })}.s`;
    const at = Math.floor(now / 1000) * 1000;
    expect(msUntilRefresh(issued(8), at)).toBe(6_000);
    expect(msUntilRefresh(issued(70), at)).toBe(52_500);
    expect(msUntilRefresh(issued(3600), at)).toBe(3_540_000);
  });

  it('restores the session another tab signed in to', async () => {
    const h = harness({ token: null, refreshToken: null });
    const theirs = fakeToken(3600);
    h.actor.send({ type: 'auth.sessionChanged', token: null, refreshToken: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    h.actor.send({ type: 'auth.sessionChanged', token: theirs, refreshToken: 'r5' });
    expect(h.actor.getSnapshot().value).toBe('restoring');
    expect(h.fetchProfile.calls).toEqual([{ token: theirs }]);
  });
});

/** The user-visible model of a session; async outcomes are events. */
const authModel = createMachine({
  id: 'authModel',
  initial: 'pageOpened',
  states: {
    pageOpened: {
      on: {
        LOAD_WITH_TOKEN: 'restoring',
        LOAD_WITH_EXPIRED_TOKEN: 'renewing',
        LOAD_WITHOUT_TOKEN: 'signedOut',
      },
    },
    restoring: { on: { PROFILE_LOADED: 'signedIn', PROFILE_FAILED: 'renewing' } },
    renewing: { on: { RENEWED: 'reloadingProfile', RENEW_FAILED: 'staleTokenDropped' } },
    reloadingProfile: { on: { PROFILE_LOADED: 'signedIn' } },
    staleTokenDropped: {},
    signedOut: { on: { SIGN_IN: 'signingIn' } },
    signingIn: { on: { SIGN_IN_SUCCEEDED: 'signedIn', SIGN_IN_FAILED: 'signInRejected' } },
    signInRejected: {},
    signedIn: {
      on: {
        TOKEN_DUE: 'refreshing',
        LOGOUT: 'signingOut',
        UNAUTHORIZED: 'refreshing',
        SIGNED_OUT_ELSEWHERE: 'signedOutElsewhere',
      },
    },
    signedOutElsewhere: {},
    refreshing: { on: { REFRESH_SUCCEEDED: 'refreshed', REFRESH_FAILED: 'sessionExpired' } },
    refreshed: {},
    signingOut: { on: { LOGOUT_DONE: 'sessionEnded' } },
    sessionEnded: {},
    sessionExpired: {},
  },
});

describeModel('auth machine (model-based)', authModel, () => {
  let h: ReturnType<typeof harness> | undefined;
  const state = () => h!.actor.getSnapshot();
  return {
    states: {
      pageOpened: () => expect(h).toBeUndefined(),
      restoring: () => {
        expect(state().value).toBe('restoring');
        expect(state().hasTag(SETTLING)).toBe(true);
      },
      renewing: () => {
        expect(state().value).toBe('renewing');
        expect(state().hasTag(SETTLING)).toBe(true);
      },
      reloadingProfile: () => {
        expect(state().value).toBe('reloadingProfile');
        expect(state().hasTag(SETTLING)).toBe(true);
      },
      signedOutElsewhere: () => {
        expect(state().value).toBe('signedOut');
        expect(h!.effects).toMatchObject({ cleared: 0, redirects: 1 });
      },
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
        expect(state().hasTag(SETTLING)).toBe(false);
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
        expect(h!.effects.returnHere).toEqual([false]);
      },
      sessionExpired: () => {
        expect(state().value).toBe('signedOut');
        expect(state().context.user).toBeNull();
        expect(h!.effects.returnHere).toEqual([true]);
      },
    },
    events: {
      LOAD_WITH_TOKEN: () => {
        h = harness({ token: fakeToken(3600), refreshToken: 'r1' });
      },
      LOAD_WITH_EXPIRED_TOKEN: () => {
        h = harness({ token: fakeToken(-60), refreshToken: 'r1' });
      },
      LOAD_WITHOUT_TOKEN: () => {
        h = harness({ token: null, refreshToken: null });
      },
      PROFILE_LOADED: () => h!.fetchProfile.resolve(user),
      PROFILE_FAILED: () => h!.fetchProfile.reject(new Error('Unauthorized')),
      RENEWED: () => h!.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' }),
      RENEW_FAILED: () => h!.refresh.reject(new Error('spent')),
      SIGNED_OUT_ELSEWHERE: () =>
        h!.actor.send({ type: 'auth.sessionChanged', token: null, refreshToken: null }),
      SIGN_IN: () => h!.actor.send({ type: 'auth.signIn', email: 'ann@example.com', password: 'Secret123' }),
      SIGN_IN_SUCCEEDED: () => h!.signIn.resolve({ token: fakeToken(3600), refreshToken: 'r1', user }),
      SIGN_IN_FAILED: () => h!.signIn.reject(new Error('Invalid email or password.')),
      TOKEN_DUE: () => h!.clock.increment(3_600_000),
      REFRESH_SUCCEEDED: () => h!.refresh.resolve({ token: fakeToken(3600), refreshToken: 'r2' }),
      REFRESH_FAILED: () => h!.refresh.reject(new Error('spent')),
      LOGOUT: () => h!.actor.send({ type: 'auth.logout' }),
      LOGOUT_DONE: () => h!.logout.resolve(undefined),
      UNAUTHORIZED: () => h!.actor.send({ type: 'auth.unauthorized', token: state().context.token }),
    },
    stop: () => h?.actor.stop(),
  };
});
