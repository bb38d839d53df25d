import { createApiClient } from './client.ts';
import { sessionStore } from './session.ts';
import { reportUnauthorized } from './unauthorized.ts';

/** The app's one API client: 15 s timeout in production, 10 s in development (spec §9). */
export const api = createApiClient({
  timeout: import.meta.env.PROD ? 15_000 : 10_000,
  getToken: sessionStore.token,
  onUnauthorized: reportUnauthorized,
});
