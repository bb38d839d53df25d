import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import type { Session } from '../../../machines/auth.machine.ts';
import { authMachine } from '../../../machines/auth.machine.ts';
import type { Profile, TokenGrant } from '../../contract/auth.ts';
import type { ApiCall } from './client.ts';
import { sessionStore } from './session.ts';

/**
 * The API client (ofetch and the error catalogue) loads with the first call, so an anonymous
 * visitor's first page does not download it.
 */
const call: ApiCall = async (path, options) => (await import('./http.ts')).api.call(path, options);

export const fetchProfile = async () => (await call<{ result: Profile }>('/uc/profile')).data.result;

const grantToSession = (grant: TokenGrant): Session => ({
  token: grant.result,
  refreshToken: grant.refreshToken,
});

/** The auth machine bound to the real API and the browser's storage. */
export const liveAuthMachine = authMachine.provide({
  actors: {
    fetchProfile: fromPromise(() => fetchProfile()),
    signIn: fromPromise(async ({ input }) => {
      const grant = (await call<TokenGrant>('/uc/login', { method: 'POST', body: input, skipAuth: true }))
        .data;
      sessionStore.save(grant.result, grant.refreshToken);
      return { ...grantToSession(grant), user: await fetchProfile() };
    }),
    refresh: fromPromise(async ({ input }) => {
      const body = { refreshToken: input.refreshToken ?? '' };
      const grant = (await call<TokenGrant>('/auth/refresh', { method: 'POST', body, skipAuth: true })).data;
      return grantToSession(grant);
    }),
    logout: fromPromise(async ({ input }) => {
      await call('/auth/logout', {
        method: 'POST',
        body: { refreshToken: input.refreshToken ?? undefined },
      });
    }),
  },
  actions: {
    persistSession: (_, { token, refreshToken, user }) => {
      sessionStore.save(token, refreshToken);
      if (user) sessionStore.saveUser(user);
    },
    clearSession: () => sessionStore.clear(),
    redirectToSignIn: () => navigate('/signin'),
  },
});
