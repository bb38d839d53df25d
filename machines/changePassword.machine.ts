import { assign, fromPromise, setup } from 'xstate';
import { changePasswordForm } from '../src/contract/authForms.ts';
import { blurField, changeField, type FormState, isComplete, isValid, validateAll } from './formFields.ts';
import { SUCCESS_NOTICE_MS } from './notice.machine.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordContext extends FormState<Field> {
  notice: string | null;
  failure: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.change'; field: Field; value: string }
  | { type: 'password.blur'; field: Field }
  | { type: 'password.submit' };

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password: spec §5 validation, the call, and its success and failure messages. */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    readyAndValid: ({ context }) => isComplete(context) && isValid(changePasswordForm, context),
    ready: ({ context }) => isComplete(context),
  },
  delays: { successNotice: SUCCESS_NOTICE_MS },
}).createMachine({
  id: 'changePassword',
  context: { values: empty, errors: {}, notice: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => ({
            ...changeField(context, event.field, event.value),
            failure: null,
          })),
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
          target: 'changed',
          actions: assign({ values: empty, errors: {}, notice: 'Password changed successfully!' }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || 'Failed to change password.',
          }),
        },
      },
    },
    changed: {
      after: { successNotice: { target: 'editing', actions: assign({ notice: null }) } },
      on: {
        'password.change': {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            ...changeField(context, event.field, event.value),
            notice: null,
          })),
        },
      },
    },
  },
});
