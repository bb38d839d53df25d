import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { eventTicketSchema } from './liveEvents.ts';

export const eventEndpoints = endpoints('Live events', {
  ticket: {
    method: 'post',
    path: '/api/events/ticket',
    summary: 'A ticket for one GET /api/events connection, valid 60 s (EventSource cannot send headers)',
    data: eventTicketSchema,
  },
  stream: {
    method: 'get',
    path: '/api/events',
    summary:
      "Server-sent events of the user's own changes (file.status, …); authenticated by ?ticket= or a bearer token",
    // Checked by the handler: a ticket in the query or a bearer token.
    public: true,
    query: z.object({ ticket: z.string().max(200).optional() }),
  },
});
