import type { ReactNode } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { SETTLING } from '../../machines/auth.machine.ts';
import { signInReturningTo } from '../../machines/returnPath.ts';
import type { Profile } from '../contract/auth.ts';
import { AuthContext } from './AuthContext.ts';

/**
 * A page for signed-in users only. While the session is still being checked, restored or renewed
 * it shows `waiting`; then the page for a user, or sign-in for a visitor, which returns here.
 */
export function RequireSession({
  waiting,
  children,
}: {
  waiting: string;
  children: (user: Profile) => ReactNode;
}) {
  const settling = AuthContext.useSelector((snap) => snap.hasTag(SETTLING));
  const user = AuthContext.useSelector((snap) => snap.context.user);
  const { base } = useRouter();
  const [path] = useLocation();
  const search = useSearch();
  if (settling) return <p aria-live="polite">{waiting}</p>;
  if (!user) {
    const here = ((base + path).replace(/\/+$/, '') || '/') + (search ? `?${search}` : '');
    return <Redirect to={`~${signInReturningTo(here)}`} replace />;
  }
  return children(user);
}
