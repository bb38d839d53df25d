import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { ApiError } from './reply.ts';

/**
 * 401 for a missing, malformed, tampered or expired bearer token, or one whose session was ended;
 * sets `user` otherwise.
 * Every endpoint not declared public runs it (see apiRoute.ts).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'Please sign in to continue.');
  const claims = await c.get('tokens').verify(match[1]!);
  // A signed token outlives its session when the user signs out, is blocked or is deleted.
  if (!claims || !(await c.get('sessions').isLive(claims.sid, claims.userId)))
    throw new ApiError(401, 'Your session has expired. Please sign in again.');
  c.set('user', claims);
  await next();
});
