import { assign, fromPromise, setup } from 'xstate';
import { signInForm } from '../src/contract/authForms.ts';
import { blurField, changeField, type FormState, isComplete, isValid, validateAll } from './formFields.ts';
import { returnPath } from './returnPath.ts';

type Field = 'email' | 'password';

export interface SignInContext extends FormState<Field> {
  failure: string | null;
  secondsLeft: number;
  /** Where success leads: the page that sent the user here, else home. */
  next: string;
}

export interface SignInInput {
  /** The `next` the sign-in page was opened with; only one of this site's own paths is kept. */
  next?: string | null;
}

export type SignInEvent =
  | { type: 'signIn.change'; field: Field; value: string }
  | { type: 'signIn.blur'; field: Field }
  | { type: 'signIn.submit' }
  | { type: 'signIn.dismissError' };

/** Seconds the 'Login successful!' notice counts down before going home. */
export const REDIRECT_SECONDS = 3;

/**
 * The Sign In page: validation, the call, the error modal and the redirect countdown, which ends
 * on the page that asked for signing in (else home).
 */
export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent, input: {} as SignInInput | undefined },
  actors: {
    signIn: fromPromise<void, { email: string; password: string }>(async () => {
      throw new Error('signIn not provided');
    }),
  },
  actions: {
    goNext: (_, _params: { path: string }) => {},
  },
  guards: {
    readyAndValid: ({ context }) => isComplete(context) && isValid(signInForm, context),
    ready: ({ context }) => isComplete(context),
    moreSeconds: ({ context }) => context.secondsLeft > 1,
  },
  delays: { redirect: 1000 },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    values: { email: '', password: '' },
    errors: {},
    failure: null,
    secondsLeft: REDIRECT_SECONDS,
    next: returnPath(input?.next) ?? '/',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signIn.change': {
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        'signIn.blur': {
          actions: assign(({ context, event }) => blurField(context, event.field, signInForm)),
        },
        'signIn.submit': [
          { guard: 'readyAndValid', target: 'submitting' },
          {
            guard: 'ready',
            actions: assign(({ context }) => ({ errors: validateAll(signInForm, context.values) })),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || 'An unexpected error occurred.',
          }),
        },
      },
    },
    failed: {
      on: { 'signIn.dismissError': { target: 'editing', actions: assign({ failure: null }) } },
    },
    succeeded: {
      after: {
        redirect: [
          {
            guard: 'moreSeconds',
            target: 'succeeded',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
          { target: 'redirected' },
        ],
      },
    },
    redirected: {
      type: 'final',
      entry: { type: 'goNext', params: ({ context }) => ({ path: context.next }) },
    },
  },
});
