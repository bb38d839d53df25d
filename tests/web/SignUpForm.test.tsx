import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { signUpMachine } from '../../machines/signUp.machine.ts';
import { SignUpForm } from '../../src/web/site/SignUpForm.tsx';

function renderForm(register: () => Promise<void>) {
  const effects = { alerts: [] as string[], toSignIn: 0 };
  const machine = signUpMachine.provide({
    actors: { register: fromPromise(register) },
    actions: {
      alertFailure: (_, { message }) => effects.alerts.push(message),
      goToSignIn: () => {
        effects.toSignIn++;
      },
    },
  });
  render(<SignUpForm machine={machine} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return {
    effects,
    email: field('Email'),
    password: field('Password'),
    confirm: field('Confirm Password'),
    submit: screen.getByRole('button', { name: 'Sign Up' }),
  };
}

describe('Sign Up form', () => {
  it('shows each password rule word for word and clears it on edit', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {});
    await user.type(f.password, 'short');
    await user.tab();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await user.type(f.password, 'enough');
    expect(screen.queryByText('Password must be at least 8 characters long.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Password must include at least one uppercase letter.')).toBeInTheDocument();
  });

  it('checks the confirmation', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {});
    await user.type(f.email, 'ann@example.com');
    await user.type(f.password, 'Secret123');
    await user.type(f.confirm, 'Secret124');
    await user.tab();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(f.submit).toBeDisabled();
  });

  it('shows the success modal and goes to sign in when it is closed', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {});
    await user.type(f.email, 'ann@example.com');
    await user.type(f.password, 'Secret123');
    await user.type(f.confirm, 'Secret123');
    await user.click(f.submit);
    expect(await screen.findByText('Registration successful! Please sign in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(f.effects.toSignIn).toBe(1);
  });

  it('alerts "Registration failed: {message}"', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {
      throw new Error('An account with this email already exists.');
    });
    await user.type(f.email, 'ann@example.com');
    await user.type(f.password, 'Secret123');
    await user.type(f.confirm, 'Secret123');
    await user.click(f.submit);
    await screen.findByRole('button', { name: 'Sign Up' });
    await new Promise((r) => setTimeout(r, 0));
    expect(f.effects.alerts).toEqual(['Registration failed: An account with this email already exists.']);
  });
});
