import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from './client.ts';
import { sessionStore } from './session.ts';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {
  sessionStore.clear();
  navigate('/signin');
};

/** The app's one API client: 15 s timeout in production, 10 s in development (spec §9). */
export const api = createApiClient({
  timeout: import.meta.env.PROD ? 15_000 : 10_000,
  getToken: sessionStore.token,
  onUnauthorized: () => onUnauthorized(),
});

/** The auth actor takes over 401 handling once it runs, so its state follows the session. */
export function handleUnauthorizedWith(listener: UnauthorizedListener) {
  onUnauthorized = listener;
}
