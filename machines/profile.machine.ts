import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '../src/contract/auth.ts';
import { profileProblems } from '../src/contract/profileProblems.ts';
import { fieldErrorsOf } from './failureMessage.ts';
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
  /** Each field's problem, shown after a save attempt (or from the server) until that field changes. */
  errors: Partial<Record<ProfileField, string>>;
  failure: string | null;
  /** The user's local date (YYYY-MM-DD): a birthday after it is refused. */
  today: string;
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
    input: {} as { profile: Profile; today: string },
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
  guards: {
    invalid: ({ context }) => Object.keys(profileProblems(context.values, context.today)).length > 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    values: valuesOf(input.profile),
    errors: {},
    failure: null,
    today: input.today,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Editing again drops the notice of the last save.
        'profile.change': {
          actions: [
            assign(({ context, event }) => {
              const { [event.field]: _cleared, ...errors } = context.errors;
              return { values: { ...context.values, [event.field]: event.value }, errors, failure: null };
            }),
            sendTo('notice', { type: 'notice.dismiss' }),
          ],
        },
        'profile.save': [
          {
            guard: 'invalid',
            actions: assign({ errors: ({ context }) => profileProblems(context.values, context.today) }),
          },
          { target: 'saving', actions: assign({ failure: null, errors: {} }) },
        ],
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
            errors: ({ event }) => fieldErrorsOf<ProfileField>(event.error),
          }),
        },
      },
    },
  },
});
