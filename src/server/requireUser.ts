import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { ApiError } from './reply.ts';
import type { TokenSigner } from './services/tokens.ts';

/** 401 for a missing, malformed, tampered or expired bearer token; sets `user` otherwise. */
export const requireUser = (signer: TokenSigner) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new ApiError(401, 'Please sign in to continue.');
    const claims = await signer.verify(match[1]!);
    if (!claims) throw new ApiError(401, 'Your session has expired. Please sign in again.');
    c.set('user', claims);
    await next();
  });
