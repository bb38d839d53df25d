import { Redirect } from 'wouter';
import { AuthContext } from '../AuthContext.ts';
import { liveInsightsFlows } from '../api/liveInsightsFlows.ts';
import { InsightsConsole } from './InsightsConsole.tsx';

/** /data-insights-console: only for a signed-in user; waits while the session is restored. */
export default function InsightsApp() {
  const auth = AuthContext.useActorRef();
  const user = AuthContext.useSelector((snap) => snap.context.user);
  const pending = AuthContext.useSelector((snap) => snap.matches('checking') || snap.matches('restoring'));
  if (pending) return <p aria-live="polite">Loading the Data Insights console…</p>;
  if (!user) return <Redirect to="~/signin" replace />;
  return <InsightsConsole flows={liveInsightsFlows} onLogout={() => auth.send({ type: 'auth.logout' })} />;
}
