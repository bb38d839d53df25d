import { assign, fromPromise, sendTo, setup } from 'xstate';
import { changePasswordForm } from '../src/contract/authForms.ts';
import { blurField, changeField, type FormState, isComplete, isValid, validateAll } from './formFields.ts';
import { noticeMachine } from './notice.machine.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordContext extends FormState<Field> {
  failure: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.change'; field: Field; value: string }
  | { type: 'password.blur'; field: Field }
  | { type: 'password.submit' };

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export const changePasswordMessages = {
  changed: 'Password changed successfully!',
  changeFailed: 'Failed to change password.',
} as const;

/**
 * Change password: spec §5 validation, the call, and its failure message; success empties the
 * form and shows its notice in the `notice` child.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    children: {} as { notice: 'notice' },
  },
  actors: {
    notice: noticeMachine,
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    readyAndValid: ({ context }) => isComplete(context) && isValid(changePasswordForm, context),
    ready: ({ context }) => isComplete(context),
  },
}).createMachine({
  id: 'changePassword',
  context: { values: empty, errors: {}, failure: null },
  invoke: { id: 'notice', src: 'notice' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Typing again drops the notice of the last change.
        'password.change': {
          actions: [
            assign(({ context, event }) => ({
              ...changeField(context, event.field, event.value),
              failure: null,
            })),
            sendTo('notice', { type: 'notice.dismiss' }),
          ],
        },
        'password.blur': {
          actions: assign(({ context, event }) => blurField(context, event.field, changePasswordForm)),
        },
        'password.submit': [
          { guard: 'readyAndValid', target: 'submitting' },
          {
            guard: 'ready',
            actions: assign(({ context }) => ({ errors: validateAll(changePasswordForm, context.values) })),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.values.oldPassword,
          newPassword: context.values.newPassword,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ values: empty, errors: {} }),
            sendTo('notice', { type: 'notice.show', text: changePasswordMessages.changed }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || changePasswordMessages.changeFailed,
          }),
        },
      },
    },
  },
});
