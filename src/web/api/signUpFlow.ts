import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { signUpMachine } from '../../../machines/signUp.machine.ts';
import { authEndpoints } from '../../contract/authEndpoints.ts';
import { api } from './http.ts';

/** The Sign Up page machine bound to the register call. */
export const liveSignUpMachine = signUpMachine.provide({
  actors: {
    register: fromPromise(async ({ input }) => {
      await api.request(authEndpoints.register, { body: input });
    }),
  },
  actions: {
    alertFailure: (_, { message }) => window.alert(message),
    goToSignIn: () => navigate('/signin'),
  },
});
