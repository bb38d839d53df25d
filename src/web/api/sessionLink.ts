import { type ActorRefFrom, waitFor } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine.ts';

/** What the API client asks of the session: the token to send, and what a 401 means. */
export interface SessionLink {
  token(): string | null;
  /**
   * A call made with `token` was refused with 401. Resolves true when the session holds a
   * newer token, so the call may be sent once more; `final` when that second try was refused.
   */
  unauthorized(token: string | null, final: boolean): Promise<boolean>;
}

/** Before the app's auth actor runs there is no session: calls go without a token. */
const noSession: SessionLink = { token: () => null, unauthorized: async () => false };

let current: SessionLink = noSession;

/** The link the app's API client uses from now on; the returned function undoes it. */
export function linkSession(link: SessionLink): () => void {
  current = link;
  return () => {
    if (current === link) current = noSession;
  };
}

export const sessionToken = () => current.token();
export const sessionUnauthorized = (token: string | null, final: boolean) =>
  current.unauthorized(token, final);

/**
 * The auth actor as the client's one source of the token. A 401 asks it for one refresh (or,
 * when a retry was refused too, ends the session) and waits until it has settled.
 */
export function authSessionLink(auth: ActorRefFrom<typeof authMachine>): SessionLink {
  return {
    token: () => auth.getSnapshot().context.token,
    async unauthorized(token, final) {
      auth.send({ type: 'auth.unauthorized', token, final });
      const settled = await waitFor(auth, (s) => s.matches('signedIn') || s.matches('signedOut'));
      return !final && settled.matches('signedIn') && settled.context.token !== token;
    },
  };
}
