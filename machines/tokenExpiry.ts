/** Seconds a token lives when it carries no readable `exp` (spec §9). */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Refresh this long before the token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** A token living less than four margins is refreshed when a quarter of its life is left. */
const SHORT_LIFE_SHARE = 0.25;

function claims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

const numericClaim = (token: string, name: 'exp' | 'iat') => {
  const value = claims(token)?.[name];
  return typeof value === 'number' ? value : null;
};

/** The `exp` claim of a JWT, or null when the token is not a readable JWT. */
export const tokenExp = (token: string): number | null => numericClaim(token, 'exp');

/**
 * How long before expiry the token is refreshed: a minute, or a quarter of its lifetime (`iat` to
 * `exp`) when that is shorter, so a short-lived token is not refreshed again as soon as it arrives.
 */
export function refreshMarginMs(token: string): number {
  const exp = tokenExp(token);
  const iat = numericClaim(token, 'iat');
  if (exp === null || iat === null || exp <= iat) return REFRESH_MARGIN_MS;
  return Math.min(REFRESH_MARGIN_MS, (exp - iat) * 1000 * SHORT_LIFE_SHARE);
}

/** Milliseconds from `now` until the token should be refreshed (never negative). */
export function msUntilRefresh(token: string, now: number): number {
  const exp = tokenExp(token);
  const expiresAt = exp === null ? now + DEFAULT_TOKEN_LIFETIME_S * 1000 : exp * 1000;
  return Math.max(0, expiresAt - now - refreshMarginMs(token));
}

/** Whether the token's `exp` has passed; a token without a readable `exp` is assumed valid. */
export function tokenExpired(token: string, now: number): boolean {
  const exp = tokenExp(token);
  return exp !== null && exp * 1000 <= now;
}
