import { navigate } from 'wouter/use-browser-location';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { signInMachine } from '../../../machines/signIn.machine.ts';

/** The Sign In page machine, signing in through the app's session actor; success goes to its `next`. */
export function liveSignInMachine(auth: ActorRefFrom<typeof authMachine>) {
  return signInMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }) => {
        auth.send({ type: 'auth.signIn', ...input });
        const after = await waitFor(auth, (s) => !s.matches('signingIn'));
        if (!after.matches('signedIn')) throw new Error(after.context.error || '登录失败');
      }),
    },
    actions: { goNext: (_, { path }) => navigate(path) },
  });
}
