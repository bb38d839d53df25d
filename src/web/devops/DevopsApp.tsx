import { AuthContext } from '../AuthContext.ts';
import { RequireSession } from '../RequireSession.tsx';
import { DevopsConsole } from './DevopsConsole.tsx';
import { devopsWorkspace } from './devopsWorkspace.ts';

/** /devops-console: only for a signed-in user, whose console data the browser keeps. */
export default function DevopsApp() {
  const auth = AuthContext.useActorRef();
  return (
    <RequireSession waiting="Loading the DevOps console…">
      {(user) => (
        <DevopsConsole
          workspace={devopsWorkspace(user.id)}
          onLogout={() => auth.send({ type: 'auth.logout' })}
        />
      )}
    </RequireSession>
  );
}
