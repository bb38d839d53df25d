import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePassword.machine.ts';
import { profileMachine } from '../../../machines/profile.machine.ts';
import type { Profile } from '../../contract/auth.ts';
import { authEndpoints } from '../../contract/authEndpoints.ts';
import { api } from './http.ts';
import { sessionStore } from './session.ts';

/** The profile editor bound to PUT /uc/profile; `onSaved` lets the session learn the new profile. */
export const liveProfileMachine = (onSaved: (profile: Profile) => void) =>
  profileMachine.provide({
    actors: {
      saveProfile: fromPromise(async ({ input }) => {
        const reply = await api.request(authEndpoints.updateProfile, { body: input });
        return reply.data.result;
      }),
    },
    actions: {
      profileSaved: (_, { profile }) => {
        sessionStore.saveUser(profile);
        onSaved(profile);
      },
    },
  });

export const liveChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(async ({ input }) => {
      await api.request(authEndpoints.changePassword, { body: input });
    }),
  },
});
