import { AuthContext, displayName } from '../AuthContext.ts';
import { liveDashboardFlows } from '../api/liveDashboardFlows.ts';
import { RequireSession } from '../RequireSession.tsx';
import { Dashboard } from './Dashboard.tsx';

/** /dashboard: only for a signed-in user; waits while the session is restored. */
export default function DashboardApp() {
  const auth = AuthContext.useActorRef();
  return (
    <RequireSession waiting="Loading your dashboard…">
      {(user) => (
        <Dashboard
          flows={liveDashboardFlows}
          userName={displayName(user)}
          onLogout={() => auth.send({ type: 'auth.logout' })}
        />
      )}
    </RequireSession>
  );
}
