import { assign, fromPromise, setup } from 'xstate';
import { signUpForm } from '../src/contract/authForms.ts';
import { blurField, changeField, type FormState, isComplete, isValid, validateAll } from './formFields.ts';

type Field = 'email' | 'password' | 'confirmPassword';

export type SignUpEvent =
  | { type: 'signUp.change'; field: Field; value: string }
  | { type: 'signUp.blur'; field: Field }
  | { type: 'signUp.submit' }
  | { type: 'signUp.closeSuccess' };

/** The Sign Up page: validation, registration, the success modal, and the failure alert. */
export const signUpMachine = setup({
  types: { context: {} as FormState<Field>, events: {} as SignUpEvent },
  actors: {
    register: fromPromise<void, { email: string; password: string }>(async () => {
      throw new Error('register not provided');
    }),
  },
  actions: {
    alertFailure: (_, _params: { message: string }) => {},
    goToSignIn: () => {},
  },
  guards: {
    readyAndValid: ({ context }) => isComplete(context) && isValid(signUpForm, context),
    ready: ({ context }) => isComplete(context),
  },
}).createMachine({
  id: 'signUp',
  context: { values: { email: '', password: '', confirmPassword: '' }, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signUp.change': {
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        'signUp.blur': {
          actions: assign(({ context, event }) => blurField(context, event.field, signUpForm)),
        },
        'signUp.submit': [
          { guard: 'readyAndValid', target: 'submitting' },
          {
            guard: 'ready',
            actions: assign(({ context }) => ({ errors: validateAll(signUpForm, context.values) })),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: 'registered',
        onError: {
          target: 'editing',
          actions: {
            type: 'alertFailure',
            params: ({ event }) => ({
              message: `Registration failed: ${(event.error as Error)?.message || '注册失败'}`,
            }),
          },
        },
      },
    },
    registered: {
      on: { 'signUp.closeSuccess': 'done' },
    },
    done: { type: 'final', entry: 'goToSignIn' },
  },
});
