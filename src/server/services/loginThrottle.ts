import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/** Failed logins are kept in the database so every server process sees the same counts. */
export function createLoginThrottle(db: Database, now: () => number = Date.now) {
  const windowStart = () => new Date(now() - WINDOW_MS);
  return {
    async isBlocked(email: string, ip: string): Promise<boolean> {
      for (const key of keysFor(email, ip)) {
        const [row] = await db
          .select({ n: count() })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, windowStart())));
        if ((row?.n ?? 0) >= MAX_FAILURES) return true;
      }
      return false;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const failedAt = new Date(now());
      await db.insert(loginFailures).values(keysFor(email, ip).map((key) => ({ key, failedAt })));
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },
    async clearEmail(email: string): Promise<void> {
      await db.delete(loginFailures).where(or(inArray(loginFailures.key, [`email:${email.toLowerCase()}`])));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
