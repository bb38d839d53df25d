import { useActor } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ContactField, contactFormMachine } from '../../../machines/contactForm.machine.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './ContactPage.css.ts';

/** The contact form; renders the contact machine's state and sends its events. */
export function ContactForm({ machine }: { machine: typeof contactFormMachine }) {
  const [snap, send] = useActor(machine, { inspect });
  const { values, errors, failure, sent } = snap.context;
  const submitting = snap.matches('submitting');
  const confirmation = useRef<HTMLDivElement>(null);
  const isSent = snap.matches('sent');
  useEffect(() => {
    if (isSent) confirmation.current?.focus();
  }, [isSent]);

  const field = (name: ContactField) => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => send({ type: 'contact.change', field: name, value }),
    onBlur: () => send({ type: 'contact.blur', field: name }),
  });

  if (isSent && sent) {
    return (
      <div ref={confirmation} tabIndex={-1} className={notice.success} role="status">
        <p className={s.confirmTitle}>{sent.notice}</p>
        <p>
          We will reply to {values.email} within one business day. Your reference is{' '}
          <span className={s.reference}>{sent.id}</span>.
        </p>
        <button
          type="button"
          className={button.secondary}
          onClick={() => send({ type: 'contact.writeAnother' })}
        >
          Send another message
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <TextField label="Name" autoComplete="name" maxLength={120} {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextField label="Subject" maxLength={200} {...field('subject')} />
      <TextAreaField label="Message" maxLength={5000} {...field('message')} />
      {failure && snap.matches({ editing: 'failed' }) && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={`${button.primary} ${s.submit}`}
        disabled={!snap.can({ type: 'contact.submit' })}
        aria-busy={submitting}
      >
        {submitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
