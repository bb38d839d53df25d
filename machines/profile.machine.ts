import { assign, fromPromise, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '../src/contract/auth.ts';
import { SUCCESS_NOTICE_MS } from './notice.machine.ts';

export const profileFields = [
  'nickname',
  'realName',
  'gender',
  'phoneAreaCode',
  'phoneNumber',
  'gmtBirthday',
  'language',
] as const;
export type ProfileField = (typeof profileFields)[number];

export interface ProfileContext {
  values: Record<ProfileField, string>;
  notice: string | null;
  failure: string | null;
}

export type ProfileEvent =
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.save' };

const valuesOf = (p: Profile): Record<ProfileField, string> =>
  Object.fromEntries(profileFields.map((f) => [f, (p[f] as string | null) ?? ''])) as Record<
    ProfileField,
    string
  >;

/** Blank fields are saved as null, so a cleared field is really cleared. */
const toUpdate = (values: Record<ProfileField, string>): ProfileUpdate =>
  Object.fromEntries(profileFields.map((f) => [f, values[f].trim() || null])) as ProfileUpdate;

/** Edits the profile fields of the signed-in user. */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent, input: {} as { profile: Profile } },
  actors: {
    saveProfile: fromPromise<Profile, ProfileUpdate>(async () => {
      throw new Error('saveProfile not provided');
    }),
  },
  actions: {
    profileSaved: (_, _params: { profile: Profile }) => {},
  },
  delays: { successNotice: SUCCESS_NOTICE_MS },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ values: valuesOf(input.profile), notice: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            failure: null,
          })),
        },
        'profile.save': { target: 'saving', actions: assign({ notice: null, failure: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => toUpdate(context.values),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ event }) => ({
              values: valuesOf(event.output),
              notice: 'Profile saved successfully!',
            })),
            { type: 'profileSaved', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || 'Failed to save profile.',
          }),
        },
      },
    },
    saved: {
      after: { successNotice: { target: 'editing', actions: assign({ notice: null }) } },
      on: {
        'profile.change': {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            notice: null,
          })),
        },
      },
    },
  },
});
