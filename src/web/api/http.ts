import { createApiClient } from './client.ts';
import { sessionToken, sessionUnauthorized } from './sessionLink.ts';

/**
 * The app's one API client: 15 s timeout in production, 10 s in development (spec §9). Its
 * token is the one the app's auth actor holds.
 */
export const api = createApiClient({
  timeout: import.meta.env.PROD ? 15_000 : 10_000,
  getToken: sessionToken,
  onUnauthorized: sessionUnauthorized,
});
