import { z } from 'zod';
import { fileStatuses } from './workspace.ts';

/** A file's indexing status changed. */
export const fileStatusEventSchema = z.object({
  workspaceId: z.string(),
  fileId: z.string(),
  status: z.enum(fileStatuses),
  statusReason: z.string().nullable(),
  /** While it is indexed: chunks embedded so far and in all. */
  chunksDone: z.number().optional(),
  chunksTotal: z.number().optional(),
});
export type FileStatusEvent = z.infer<typeof fileStatusEventSchema>;

/** A text's or Q&A pair's indexing status changed. */
export const itemStatusEventSchema = z.object({
  workspaceId: z.string(),
  kind: z.enum(['text', 'qna']),
  id: z.string(),
  status: z.enum(fileStatuses),
  statusReason: z.string().nullable(),
});
export type ItemStatusEvent = z.infer<typeof itemStatusEventSchema>;

/**
 * The named events of `GET /api/events` (server-sent events, each `data` one JSON object), only
 * ever the signed-in user's own. Add a kind here and publish it through the server's event bus.
 */
export const liveEventSchemas = {
  'file.status': fileStatusEventSchema,
  'item.status': itemStatusEventSchema,
} as const;
export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventName];

export const eventTicketSchema = z.object({ ticket: z.string() }).meta({ id: 'EventTicket' });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** Seconds a ticket may wait before it opens its one connection. */
export const EVENT_TICKET_TTL_SECONDS = 60;
