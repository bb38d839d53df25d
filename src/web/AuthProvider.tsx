import { type ReactNode, useEffect } from 'react';
import { AuthContext } from './AuthContext.ts';
import { sessionStore } from './api/session.ts';
import { handleUnauthorizedWith } from './api/unauthorized.ts';
import { inspect } from './inspector.ts';

function UnauthorizedBridge() {
  const auth = AuthContext.useActorRef();
  useEffect(() => handleUnauthorizedWith(() => auth.send({ type: 'auth.unauthorized' })), [auth]);
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider
      options={{ input: { token: sessionStore.token(), refreshToken: sessionStore.refreshToken() }, inspect }}
    >
      <UnauthorizedBridge />
      {children}
    </AuthContext.Provider>
  );
}
