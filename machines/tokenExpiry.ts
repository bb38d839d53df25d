/** Seconds a token lives when it carries no readable `exp` (spec §9). */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Refresh this long before the token expires. */
export const REFRESH_MARGIN_MS = 60_000;

/** The `exp` claim of a JWT, or null when the token is not a readable JWT. */
export function tokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** Milliseconds from `now` until the token should be refreshed (never negative). */
export function msUntilRefresh(token: string, now: number): number {
  const exp = tokenExp(token);
  const expiresAt = exp === null ? now + DEFAULT_TOKEN_LIFETIME_S * 1000 : exp * 1000;
  return Math.max(0, expiresAt - now - REFRESH_MARGIN_MS);
}

/** Whether the token's `exp` has passed; a token without a readable `exp` is assumed valid. */
export function tokenExpired(token: string, now: number): boolean {
  const exp = tokenExp(token);
  return exp !== null && exp * 1000 <= now;
}
