import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Sessions } from './services/sessions.ts';
import type { SessionClaims, TokenSigner } from './services/tokens.ts';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    /** The signed-in user; set by `requireUser` on every endpoint that is not public. */
    user: SessionClaims;
    /** Verifies bearer tokens; set once for the whole app. */
    tokens: TokenSigner;
    /** Whether a token's sign-in session still stands; set once for the whole app. */
    sessions: Sessions;
  };
}

export interface AppDeps {
  config: Config;
  db: Database;
}
