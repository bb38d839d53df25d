import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { EVENT_TICKET_TTL_SECONDS } from '../../contract/liveEvents.ts';
import type { Database } from '../db/database.ts';
import { eventTickets } from '../db/schema.ts';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** One-use tickets for the event stream, kept in the database so any server process can accept one. */
export function createEventTickets(db: Database) {
  return {
    async issue(userId: string, sessionId: string): Promise<string> {
      const ticket = randomBytes(24).toString('base64url');
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, new Date()));
      await db.insert(eventTickets).values({
        ticketHash: hash(ticket),
        userId,
        sessionId,
        expiresAt: new Date(Date.now() + EVENT_TICKET_TTL_SECONDS * 1000),
      });
      return ticket;
    },
    /** The user and session the ticket was issued to, spending it; undefined when unknown, spent or expired. */
    async redeem(ticket: string): Promise<{ userId: string; sessionId: string } | undefined> {
      const [row] = await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.ticketHash, hash(ticket)), gt(eventTickets.expiresAt, new Date())))
        .returning({ userId: eventTickets.userId, sessionId: eventTickets.sessionId });
      return row;
    },
  };
}
export type EventTickets = ReturnType<typeof createEventTickets>;
