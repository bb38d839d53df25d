import { useActor } from '@xstate/react';
import { Link } from 'wouter';
import type { signUpMachine } from '../../../machines/signUp.machine.ts';
import { inspect } from '../inspector.ts';
import { button } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './AuthPage.css.ts';
import { GoogleButton } from './GoogleButton.tsx';

type Field = 'email' | 'password' | 'confirmPassword';

/** The Sign Up form; renders the machine's state and sends its events. */
export function SignUpForm({ machine }: { machine: typeof signUpMachine }) {
  const [snap, send] = useActor(machine, { inspect });
  const { values, errors } = snap.context;
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => send({ type: 'signUp.change', field: name, value }),
    onBlur: () => send({ type: 'signUp.blur', field: name }),
  });
  const close = () => send({ type: 'signUp.closeSuccess' });
  return (
    <div className={s.card}>
      <h1 className={s.title}>Sign Up</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'signUp.submit' });
        }}
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          revealable
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          revealable
          {...field('confirmPassword')}
        />
        <button
          type="submit"
          className={`${button.primary} ${s.wide}`}
          disabled={!snap.can({ type: 'signUp.submit' })}
          aria-busy={snap.matches('submitting')}
        >
          {snap.matches('submitting') ? 'Signing up…' : 'Sign Up'}
        </button>
        <p className={s.divider}>or</p>
        <GoogleButton label="Sign Up With Google" />
      </form>
      <div className={s.links}>
        <span>
          Already have an account? <Link href="/signin">Sign in</Link>
        </span>
      </div>
      <Modal
        open={snap.matches('registered')}
        title="Welcome!"
        onClose={close}
        actions={
          <button type="button" className={button.primary} onClick={close}>
            Close
          </button>
        }
      >
        <p>Registration successful! Please sign in.</p>
      </Modal>
    </div>
  );
}
