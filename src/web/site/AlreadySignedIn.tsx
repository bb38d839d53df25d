import { useRef } from 'react';
import { Link } from 'wouter';
import { SETTLING } from '../../../machines/auth.machine.ts';
import { AuthContext, displayName } from '../AuthContext.ts';
import { button } from '../ui/controls.css.ts';
import * as s from './AuthPage.css.ts';

/**
 * The signed-in user's name when the session was already signed in as the page settled, else null.
 * Signing in on this page later does not count: its own success message shows then.
 */
export function useSignedInOnArrival(): string | null {
  const settled = AuthContext.useSelector((snap) => !snap.hasTag(SETTLING));
  const user = AuthContext.useSelector((snap) => (snap.matches('signedIn') ? snap.context.user : null));
  const arrival = useRef<{ name: string | null } | null>(null);
  if (settled && arrival.current === null) arrival.current = { name: user ? displayName(user) : null };
  return arrival.current?.name && user ? arrival.current.name : null;
}

/** Shown on Sign In and Sign Up to someone who is signed in already. */
export function AlreadySignedIn({ name, title }: { name: string; title: string }) {
  return (
    <div className={s.card}>
      <h1 className={s.title}>{title}</h1>
      <p role="status">
        You are signed in as <strong>{name}</strong>.
      </p>
      <Link href="/dashboard" className={`${button.primary} ${s.wide}`}>
        Go to the dashboard
      </Link>
      <p className={s.note}>To use another account, log out from the menu at the top first.</p>
    </div>
  );
}
