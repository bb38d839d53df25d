import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../machines/signIn.machine.ts';
import { SignInForm } from '../../src/web/site/SignInForm.tsx';

function renderForm(signIn: (input: { email: string; password: string }) => Promise<void>) {
  const machine = signInMachine.provide({
    actors: { signIn: fromPromise(({ input }) => signIn(input)) },
    actions: { goNext: () => {} },
  });
  render(<SignInForm machine={machine} />);
  return {
    email: screen.getByLabelText('Email', { exact: true }),
    password: screen.getByLabelText('Password', { exact: true }),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('Sign In form', () => {
  it('keeps Sign In disabled until both fields are filled and shows errors on blur', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {});
    expect(f.submit).toBeDisabled();
    await user.type(f.email, 'ann@');
    await user.tab();
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    await user.type(f.password, 'Secret123');
    expect(f.submit).toBeDisabled();
    await user.type(f.email, 'example.com');
    expect(screen.queryByText('Invalid email format.')).toBeNull();
    expect(f.submit).toBeEnabled();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {});
    expect(f.password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(f.password).toHaveAttribute('type', 'text');
  });

  it('shows "Login successful!" with the countdown after a good sign-in', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    const f = renderForm(async (input) => {
      calls.push(input);
    });
    await user.type(f.email, 'ann@example.com');
    await user.type(f.password, 'Secret123');
    await user.click(f.submit);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting in 3 seconds...')).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'ann@example.com', password: 'Secret123' }]);
  });

  it('opens the "Error!" modal with the message and closes it', async () => {
    const user = userEvent.setup();
    const f = renderForm(async () => {
      throw new Error('Invalid email or password.');
    });
    await user.type(f.email, 'ann@example.com');
    await user.type(f.password, 'Secret123');
    await user.click(f.submit);
    expect(await screen.findByRole('heading', { name: 'Error!' })).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Error!' })).toBeNull();
    expect(f.email).toHaveValue('ann@example.com');
  });

  it('says plainly that Google sign-in is not configured', () => {
    renderForm(async () => {});
    expect(screen.getByRole('button', { name: 'Login With Google' })).toBeDisabled();
    expect(screen.getByText(/Google sign-in is not configured/)).toBeInTheDocument();
  });
});
