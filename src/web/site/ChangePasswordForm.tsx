import { useActor } from '@xstate/react';
import type { changePasswordMachine } from '../../../machines/changePassword.machine.ts';
import { inspect } from '../inspector.ts';
import { button, card, notice } from '../ui/controls.css.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { TextField } from '../ui/TextField.tsx';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export function ChangePasswordForm({ machine }: { machine: typeof changePasswordMachine }) {
  const [snap, send] = useActor(machine, { inspect });
  const { values, errors, failure } = snap.context;
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => send({ type: 'password.change', field: name, value }),
    onBlur: () => send({ type: 'password.blur', field: name }),
  });
  return (
    <section className={card} aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'password.submit' });
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          {...field('oldPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          {...field('confirmNewPassword')}
        />
        <SuccessNotice actor={snap.children.notice} />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={button.primary} disabled={!snap.can({ type: 'password.submit' })}>
          {snap.matches('submitting') ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
