import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { refreshTokens, sessions, users } from '../db/schema.ts';
import { describeForLog } from '../unexpectedError.ts';
import { ExpiringCache } from './expiringCache.ts';

/**
 * How long a live session is remembered. Revocations in this process take effect at once; a user
 * blocked or deleted directly in the database loses access within this time.
 */
const LIVE_SESSION_CACHE_MS = 2_000;

/** Sign-in sessions: whether an access token's session still stands, and ending sessions. */
export function createSessions(
  db: Database,
  { announceEnded }: { announceEnded?: (sessionIds: string[]) => Promise<void> } = {},
) {
  /** The user of each live session. */
  const live = new ExpiringCache<string, string | null>(50_000);

  async function revoke(where: SQL | undefined) {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(where, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    const ids = ended.map((s) => s.id);
    for (const id of ids) live.delete(id);
    if (ids.length)
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
    // The session has ended whatever the notice does; a stream that misses it still ends at its next check.
    if (ids.length)
      await announceEnded?.(ids).catch((error: unknown) =>
        console.error(`telling other processes that sessions ended failed: ${describeForLog(error)}`),
      );
  }

  return {
    async start(userId: string): Promise<string> {
      const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
      return row!.id;
    },

    /** True while the session is not revoked and its user exists and is not blocked. */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const owner = await live.load(
        sessionId,
        async () => {
          const [row] = await db
            .select({ userId: sessions.userId })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(users.isBlocked, false)));
          return row?.userId ?? null;
        },
        (found) => (found === null ? undefined : Date.now() + LIVE_SESSION_CACHE_MS),
      );
      return owner === userId;
    },

    end: (sessionId: string, userId: string) =>
      revoke(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))),

    endAllBut: (userId: string, keepSessionId: string) =>
      revoke(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),

    /** A spent refresh token came back: someone holds a copy, so the whole sign-in ends. */
    endCompromised: (sessionId: string) => revoke(eq(sessions.id, sessionId)),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
