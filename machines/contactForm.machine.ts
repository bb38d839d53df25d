import { assign, fromPromise, setup } from 'xstate';
import { type ContactMessage, contactBody } from '../src/contract/contact.ts';
import { blurField, changeField, type FormState, isComplete, isValid, validateAll } from './formFields.ts';

export type ContactField = keyof ContactMessage;

export interface ContactFormContext extends FormState<ContactField> {
  failure: string | null;
  /** The server's confirmation and the id it stored the message under. */
  sent: { id: string; notice: string } | null;
}

export type ContactFormEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.submit' }
  | { type: 'contact.writeAnother' };

export const CONTACT_FAILURE_FALLBACK = 'Your message could not be sent. Please try again.';

const empty = (): Record<ContactField, string> => ({ name: '', email: '', subject: '', message: '' });

/** The contact form: field-by-field validation, sending, the confirmation and a kept draft on failure. */
export const contactFormMachine = setup({
  types: { context: {} as ContactFormContext, events: {} as ContactFormEvent },
  actors: {
    sendMessage: fromPromise<{ id: string; notice: string }, ContactMessage>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  guards: {
    readyAndValid: ({ context }) => isComplete(context) && isValid(contactBody, context),
    ready: ({ context }) => isComplete(context),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: empty(), errors: {}, failure: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'fresh',
      on: {
        'contact.change': {
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        'contact.blur': {
          actions: assign(({ context, event }) => blurField(context, event.field, contactBody)),
        },
        'contact.submit': [
          { guard: 'readyAndValid', target: 'submitting' },
          {
            guard: 'ready',
            actions: assign(({ context }) => ({ errors: validateAll(contactBody, context.values) })),
          },
        ],
      },
      states: {
        fresh: {},
        failed: {},
      },
    },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => contactBody.parse(context.values),
        onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: {
          target: 'editing.failed',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || CONTACT_FAILURE_FALLBACK,
          }),
        },
      },
    },
    sent: {
      on: {
        'contact.writeAnother': {
          target: 'editing',
          actions: assign({ values: empty, errors: {}, sent: null }),
        },
      },
    },
  },
});
