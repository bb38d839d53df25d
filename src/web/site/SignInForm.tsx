import { useActor } from '@xstate/react';
import { Link } from 'wouter';
import type { signInMachine } from '../../../machines/signIn.machine.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './AuthPage.css.ts';
import { GoogleButton } from './GoogleButton.tsx';

/**
 * The Sign In form; renders the machine's state and sends its events. `next` is the page to go to
 * after signing in (the machine keeps only this site's own paths).
 */
export function SignInForm({ machine, next }: { machine: typeof signInMachine; next?: string | null }) {
  const [snap, send] = useActor(machine, { inspect, input: { next } });
  const { values, errors, failure, secondsLeft } = snap.context;
  const succeeded = snap.matches('succeeded') || snap.matches('redirected');
  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => send({ type: 'signIn.change', field: name, value }),
    onBlur: () => send({ type: 'signIn.blur', field: name }),
  });
  return (
    <div className={s.card}>
      <h1 className={s.title}>Sign In</h1>
      {succeeded ? (
        <div className={notice.success} role="status">
          <strong>Login successful!</strong>
          <p style={{ margin: 0 }}>Redirecting in {secondsLeft} seconds...</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'signIn.submit' });
          }}
        >
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            revealable
            {...field('password')}
          />
          <button
            type="submit"
            className={`${button.primary} ${s.wide}`}
            disabled={!snap.can({ type: 'signIn.submit' })}
            aria-busy={snap.matches('submitting')}
          >
            {snap.matches('submitting') ? 'Signing in…' : 'Sign In'}
          </button>
          <p className={s.divider}>or</p>
          <GoogleButton label="Login With Google" />
        </form>
      )}
      <div className={s.links}>
        <span>
          No account yet? <Link href="/signup">Sign up</Link>
        </span>
        <span>
          By signing in you agree to our <Link href="/terms">Terms of Service</Link> and{' '}
          <Link href="/privacy">Privacy Policy</Link>.
        </span>
      </div>
      <Modal
        open={snap.matches('failed')}
        title="Error!"
        onClose={() => send({ type: 'signIn.dismissError' })}
        actions={
          <button
            type="button"
            className={button.primary}
            onClick={() => send({ type: 'signIn.dismissError' })}
          >
            Close
          </button>
        }
      >
        <p>{failure}</p>
      </Modal>
    </div>
  );
}
