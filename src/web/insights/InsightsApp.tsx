import { AuthContext } from '../AuthContext.ts';
import { liveInsightsFlows } from '../api/liveInsightsFlows.ts';
import { RequireSession } from '../RequireSession.tsx';
import { InsightsConsole } from './InsightsConsole.tsx';

/** /data-insights-console: only for a signed-in user; waits while the session is restored. */
export default function InsightsApp() {
  const auth = AuthContext.useActorRef();
  return (
    <RequireSession waiting="Loading the Data Insights console…">
      {() => (
        <InsightsConsole flows={liveInsightsFlows} onLogout={() => auth.send({ type: 'auth.logout' })} />
      )}
    </RequireSession>
  );
}
