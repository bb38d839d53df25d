import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '../src/contract/auth.ts';
import { noticeMachine } from './notice.machine.ts';

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

export const profileMessages = {
  saved: 'Profile saved successfully!',
  saveFailed: 'Failed to save profile.',
} as const;

/** Edits the profile fields of the signed-in user; a save shows its notice in the `notice` child. */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { profile: Profile },
    children: {} as { notice: 'notice' },
  },
  actors: {
    notice: noticeMachine,
    saveProfile: fromPromise<Profile, ProfileUpdate>(async () => {
      throw new Error('saveProfile not provided');
    }),
  },
  actions: {
    profileSaved: (_, _params: { profile: Profile }) => {},
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ values: valuesOf(input.profile), failure: null }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Editing again drops the notice of the last save.
        'profile.change': {
          actions: [
            assign(({ context, event }) => ({
              values: { ...context.values, [event.field]: event.value },
              failure: null,
            })),
            sendTo('notice', { type: 'notice.dismiss' }),
          ],
        },
        'profile.save': { target: 'saving', actions: assign({ failure: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => toUpdate(context.values),
        onDone: {
          target: 'editing',
          actions: [
            assign({ values: ({ event }) => valuesOf(event.output) }),
            { type: 'profileSaved', params: ({ event }) => ({ profile: event.output }) },
            sendTo('notice', { type: 'notice.show', text: profileMessages.saved }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || profileMessages.saveFailed,
          }),
        },
      },
    },
  },
});
