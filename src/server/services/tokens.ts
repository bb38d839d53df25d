import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ExpiringCache } from './expiringCache.ts';

export interface SessionClaims {
  sub: string;
  userId: string;
  username: string;
  email: string;
  avatar: string | null;
  tenantId: string;
  /** The sign-in session this token belongs to; revoking it ends the token. */
  sid: string;
}

export interface TokenSigner {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; null for anything else. */
  verify(token: string): Promise<SessionClaims | null>;
  readonly ttlSeconds: number;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token verified once stays valid until its exp; remembering it spares an HMAC per request.
  const verified = new ExpiringCache<string, SessionClaims>(10_000);
  return {
    ttlSeconds,
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || payload.userId !== payload.sub) return null;
        if (typeof payload.sid !== 'string') return null;
        const claims = payload as unknown as SessionClaims;
        verified.set(token, claims, payload.exp! * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** An opaque refresh token and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');
