import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { chatMessages } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import { databaseClient } from '../knowledge/databaseClient.ts';
import { ApiError } from '../reply.ts';

export interface ChatRateLimitOptions {
  /** Messages one address may send to one agent per window. */
  points: number;
  windowSeconds: number;
}

/**
 * Public chat calls counted per appId and client address: in memory on PGlite (one process), in a
 * PostgreSQL table shared by every server process otherwise.
 */
export function createChatRateLimit(db: Database, { points, windowSeconds }: ChatRateLimitOptions) {
  const client = databaseClient(db);
  const limiter =
    client.kind === 'postgres'
      ? new RateLimiterPostgres(
          {
            storeClient: client.pool,
            storeType: 'pool',
            tableName: 'chat_rate_limits',
            keyPrefix: 'chat',
            points,
            duration: windowSeconds,
          },
          (error?: Error) => {
            if (error) console.error('chat rate limit table:', error.message);
          },
        )
      : new RateLimiterMemory({ keyPrefix: 'chat', points, duration: windowSeconds });

  return {
    /** Counts one message; a 429 with a message (and Retry-After seconds) once over the limit. */
    async consume(appId: string, address: string) {
      try {
        await limiter.consume(`${appId}:${address}`);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new ApiError(429, chatMessages.rateLimited);
        }
        throw rejection;
      }
    },
  };
}
export type ChatRateLimit = ReturnType<typeof createChatRateLimit>;
