import { type ReactNode, useEffect } from 'react';
import { AuthContext } from './AuthContext.ts';
import { sessionStore } from './api/session.ts';
import { authSessionLink, linkSession } from './api/sessionLink.ts';
import { inspect } from './inspector.ts';

/** Makes the auth actor the API client's source of the token and the receiver of its 401s. */
function SessionBridge() {
  const auth = AuthContext.useActorRef();
  useEffect(() => linkSession(authSessionLink(auth)), [auth]);
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider options={{ input: sessionStore.read(), inspect }}>
      <SessionBridge />
      {children}
    </AuthContext.Provider>
  );
}
