import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { signUpMachine } from '../../../machines/signUp.machine.ts';
import { api } from './http.ts';

/** The Sign Up page machine bound to the register call. */
export const liveSignUpMachine = signUpMachine.provide({
  actors: {
    register: fromPromise(async ({ input }) => {
      await api.call('/uc/register', { method: 'POST', body: input, skipAuth: true });
    }),
  },
  actions: {
    alertFailure: (_, { message }) => window.alert(message),
    goToSignIn: () => navigate('/signin'),
  },
});
