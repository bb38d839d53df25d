import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../machines/contactForm.machine.ts';
import { type ContactMessage, contactMessages } from '../../src/contract/contact.ts';
import { ContactForm } from '../../src/web/site/ContactForm.tsx';

function renderForm(send: (input: ContactMessage) => Promise<{ id: string; notice: string }>) {
  const machine = contactFormMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => send(input)) },
  });
  render(<ContactForm machine={machine} />);
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
    submit: () => screen.getByRole('button', { name: /Send message|Sending/ }),
  };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, f: ReturnType<typeof renderForm>) {
  await user.type(f.name, 'Ann Lee');
  await user.type(f.email, 'ann@example.com');
  await user.type(f.subject, 'Demo request');
  await user.type(f.message, 'Can we see the widget on our docs site?');
}

describe('Contact form', () => {
  it('validates each field when it is left and clears the error on edit', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => ({ id: 'x', notice: 'ok' }));
    await user.click(f.name);
    await user.tab();
    expect(screen.getByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription(contactMessages.nameRequired);
    await user.type(f.email, 'ann@');
    await user.tab();
    expect(screen.getByText(contactMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.subjectRequired)).toBeNull();
    await user.type(f.email, 'example.com');
    expect(screen.queryByText(contactMessages.emailInvalid)).toBeNull();
  });

  it('keeps Send message disabled until every field is filled', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => ({ id: 'x', notice: 'ok' }));
    expect(f.submit()).toBeDisabled();
    await user.type(f.name, 'Ann Lee');
    await user.type(f.email, 'ann@example.com');
    await user.type(f.subject, 'Demo request');
    expect(f.submit()).toBeDisabled();
    await user.type(f.message, 'Hello');
    expect(f.submit()).toBeEnabled();
  });

  it('sends the message and shows the confirmation with the reference', async () => {
    const user = userEvent.setup();
    const sent: ContactMessage[] = [];
    const f = renderForm(async (input) => {
      sent.push(input);
      return { id: 'c0ffee00-1234', notice: 'Thank you! Your message has been sent.' };
    });
    await fillAll(user, f);
    await user.click(f.submit());
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you! Your message has been sent.');
    expect(confirmation).toHaveTextContent('c0ffee00-1234');
    expect(confirmation).toHaveTextContent('ann@example.com');
    expect(confirmation).toHaveFocus();
    expect(sent).toEqual([
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        subject: 'Demo request',
        message: 'Can we see the widget on our docs site?',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the failure and keeps what was typed so it can be sent again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const f = renderForm(async () => {
      attempts++;
      if (attempts === 1) throw new Error('Network error. Please check your connection.');
      return { id: 'second', notice: 'Thank you! Your message has been sent.' };
    });
    await fillAll(user, f);
    await user.click(f.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Can we see the widget on our docs site?');
    await user.click(f.submit());
    expect(await screen.findByRole('status')).toHaveTextContent('second');
  });
});
