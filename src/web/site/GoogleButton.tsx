import { button } from '../ui/controls.css.ts';
import * as s from './AuthPage.css.ts';

/** Google sign-in needs an OAuth client this site does not have; the button says so instead of doing nothing. */
export function GoogleButton({ label }: { label: string }) {
  return (
    <>
      <button
        type="button"
        className={`${button.secondary} ${s.wide}`}
        disabled
        aria-describedby="google-note"
      >
        {label}
      </button>
      <p id="google-note" className={s.note}>
        Google sign-in is not configured for this site. Please use your email and password.
      </p>
    </>
  );
}
