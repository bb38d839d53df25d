import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { SessionClaims } from './services/tokens.ts';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    user: SessionClaims;
  };
}

export interface AppDeps {
  config: Config;
  db: Database;
}
