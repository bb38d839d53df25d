import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  CONTACT_FAILURE_FALLBACK,
  type ContactField,
  contactFormMachine,
} from '../../machines/contactForm.machine.ts';
import { type ContactMessage, contactMessages } from '../../src/contract/contact.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(contactFormMachine);

const filled: ContactMessage = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A demo for our support team',
  message: 'We would like to see the widget answer from our manuals.',
};

function harness() {
  const sendMessage = controlledPromise<{ id: string; notice: string }, ContactMessage>();
  const actor = createActor(contactFormMachine.provide({ actors: { sendMessage: sendMessage.logic } }), {
    inspect,
  }).start();
  const type = (field: ContactField, value: string) => actor.send({ type: 'contact.change', field, value });
  const fill = (values: ContactMessage) => {
    for (const [field, value] of Object.entries(values)) type(field as ContactField, value);
  };
  const snap = () => actor.getSnapshot();
  return { actor, sendMessage, type, fill, snap };
}

describe('contact form machine', () => {
  it.each([
    ['name', '', contactMessages.nameRequired],
    ['email', '', contactMessages.emailRequired],
    ['email', 'ann@example', contactMessages.emailInvalid],
    ['subject', '   ', contactMessages.subjectRequired],
    ['message', '', contactMessages.messageRequired],
  ] as const)('shows the message for %s %j when the field is left', (field, value, message) => {
    const h = harness();
    h.type(field, value);
    h.actor.send({ type: 'contact.blur', field });
    expect(h.snap().context.errors[field]).toBe(message);
  });

  it('validates only the field that was left and clears its error on edit', () => {
    const h = harness();
    h.type('email', 'ann@');
    h.actor.send({ type: 'contact.blur', field: 'email' });
    expect(h.snap().context.errors).toEqual({ email: contactMessages.emailInvalid });
    h.type('email', 'ann@example.com');
    expect(h.snap().context.errors).toEqual({});
  });

  it('offers submit only when every field is filled and no error shows', () => {
    const h = harness();
    expect(h.snap().can({ type: 'contact.submit' })).toBe(false);
    h.fill({ ...filled, message: '' });
    expect(h.snap().can({ type: 'contact.submit' })).toBe(false);
    h.type('message', filled.message);
    expect(h.snap().can({ type: 'contact.submit' })).toBe(true);
  });

  it('shows every problem on submit instead of sending blank-looking input', () => {
    const h = harness();
    h.fill({ ...filled, name: '  ', subject: ' ' });
    h.actor.send({ type: 'contact.submit' });
    expect(h.snap().matches('editing')).toBe(true);
    expect(h.snap().context.errors).toEqual({
      name: contactMessages.nameRequired,
      subject: contactMessages.subjectRequired,
    });
    expect(h.sendMessage.calls).toHaveLength(0);
  });

  it('sends the trimmed message and shows the confirmation with the stored id', async () => {
    const h = harness();
    h.fill({ ...filled, name: '  Ann Lee ' });
    h.actor.send({ type: 'contact.submit' });
    expect(h.snap().value).toBe('submitting');
    expect(h.snap().can({ type: 'contact.submit' })).toBe(false);
    expect(h.sendMessage.calls).toEqual([filled]);
    await h.sendMessage.resolve({ id: 'm1', notice: 'Thank you! Your message has been sent.' });
    expect(h.snap().value).toBe('sent');
    expect(h.snap().context.sent).toEqual({ id: 'm1', notice: 'Thank you! Your message has been sent.' });
  });

  it('keeps the input and shows the failure, then sends again', async () => {
    const h = harness();
    h.fill(filled);
    h.actor.send({ type: 'contact.submit' });
    await h.sendMessage.reject(new Error('Network error. Please check your connection.'));
    expect(h.snap().matches({ editing: 'failed' })).toBe(true);
    expect(h.snap().context.failure).toBe('Network error. Please check your connection.');
    expect(h.snap().context.values).toEqual(filled);
    h.actor.send({ type: 'contact.submit' });
    expect(h.snap().context.failure).toBeNull();
    await h.sendMessage.resolve({ id: 'm2', notice: 'Sent' });
    expect(h.snap().value).toBe('sent');
  });

  it('falls back to a plain sentence when the failure has no message', async () => {
    const h = harness();
    h.fill(filled);
    h.actor.send({ type: 'contact.submit' });
    await h.sendMessage.reject(new Error(''));
    expect(h.snap().context.failure).toBe(CONTACT_FAILURE_FALLBACK);
  });

  it('starts a new empty message after a sent one', async () => {
    const h = harness();
    h.fill(filled);
    h.actor.send({ type: 'contact.submit' });
    await h.sendMessage.resolve({ id: 'm1', notice: 'Sent' });
    h.actor.send({ type: 'contact.writeAnother' });
    expect(h.snap().matches({ editing: 'fresh' })).toBe(true);
    expect(h.snap().context).toMatchObject({
      values: { name: '', email: '', subject: '', message: '' },
      sent: null,
    });
  });
});

const model = createMachine({
  id: 'contactFormModel',
  initial: 'empty',
  states: {
    empty: { on: { FILL_VALID: 'ready', FILL_BLANK_NAME: 'blankName', LEAVE_EMAIL_INVALID: 'emailError' } },
    emailError: { on: { FIX_EMAIL: 'emailFixed' } },
    emailFixed: {},
    blankName: { on: { SUBMIT: 'blankNameShown' } },
    blankNameShown: {},
    ready: { on: { SUBMIT: 'submitting' } },
    submitting: { on: { SERVER_STORES: 'sent', SERVER_FAILS: 'failed' } },
    failed: { on: { SUBMIT: 'submitting' } },
    sent: { on: { WRITE_ANOTHER: 'empty' } },
  },
});

describeModel('contact form machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      empty: () => {
        expect(h.snap().matches({ editing: 'fresh' })).toBe(true);
        expect(h.snap().can({ type: 'contact.submit' })).toBe(false);
      },
      emailError: () => expect(h.snap().context.errors.email).toBe(contactMessages.emailInvalid),
      emailFixed: () => expect(h.snap().context.errors.email).toBeUndefined(),
      blankName: () => expect(h.snap().can({ type: 'contact.submit' })).toBe(true),
      blankNameShown: () => {
        expect(h.snap().context.errors.name).toBe(contactMessages.nameRequired);
        expect(h.sendMessage.calls).toHaveLength(0);
      },
      ready: () => expect(h.snap().can({ type: 'contact.submit' })).toBe(true),
      submitting: () => expect(h.snap().value).toBe('submitting'),
      failed: () => {
        expect(h.snap().matches({ editing: 'failed' })).toBe(true);
        expect(h.snap().context.failure).toBe('Server error occurred');
        expect(h.snap().context.values).toEqual(filled);
      },
      sent: () => expect(h.snap().context.sent?.id).toBe('m1'),
    },
    events: {
      FILL_VALID: () => h.fill(filled),
      FILL_BLANK_NAME: () => h.fill({ ...filled, name: ' ' }),
      LEAVE_EMAIL_INVALID: () => {
        h.type('email', 'ann@');
        h.actor.send({ type: 'contact.blur', field: 'email' });
      },
      FIX_EMAIL: () => h.type('email', 'ann@example.com'),
      SUBMIT: () => h.actor.send({ type: 'contact.submit' }),
      SERVER_STORES: () => h.sendMessage.resolve({ id: 'm1', notice: 'Sent' }),
      SERVER_FAILS: () => h.sendMessage.reject(new Error('Server error occurred')),
      WRITE_ANOTHER: () => h.actor.send({ type: 'contact.writeAnother' }),
    },
    stop: () => h.actor.stop(),
  };
});
