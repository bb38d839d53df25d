import { Redirect } from 'wouter';
import { AuthContext, displayName } from '../AuthContext.ts';
import { liveDashboardFlows } from '../api/liveDashboardFlows.ts';
import { Dashboard } from './Dashboard.tsx';

/** /dashboard: only for a signed-in user; waits while the session is restored. */
export default function DashboardApp() {
  const auth = AuthContext.useActorRef();
  const user = AuthContext.useSelector((snap) => snap.context.user);
  const pending = AuthContext.useSelector((snap) => snap.matches('checking') || snap.matches('restoring'));
  if (pending) return <p aria-live="polite">Loading your dashboard…</p>;
  if (!user) return <Redirect to="~/signin" replace />;
  return (
    <Dashboard
      flows={liveDashboardFlows}
      userName={displayName(user)}
      onLogout={() => auth.send({ type: 'auth.logout' })}
    />
  );
}
