import { Redirect } from 'wouter';
import { AuthContext } from '../AuthContext.ts';
import { DevopsConsole } from './DevopsConsole.tsx';
import { devopsWorkspace } from './devopsWorkspace.ts';

/** /devops-console: only for a signed-in user, whose console data the browser keeps. */
export default function DevopsApp() {
  const auth = AuthContext.useActorRef();
  const user = AuthContext.useSelector((snap) => snap.context.user);
  const pending = AuthContext.useSelector((snap) => snap.matches('checking') || snap.matches('restoring'));
  if (pending) return <p aria-live="polite">Loading the DevOps console…</p>;
  if (!user) return <Redirect to="~/signin" replace />;
  return (
    <DevopsConsole workspace={devopsWorkspace(user.id)} onLogout={() => auth.send({ type: 'auth.logout' })} />
  );
}
