import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { eventEndpoints } from '../../contract/eventEndpoints.ts';
import type { LiveEvent } from '../../contract/liveEvents.ts';
import type { AgentRuntime } from '../agentRuntime.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, ok } from '../reply.ts';

const KEEP_ALIVE_MS = 25_000;

/** The user and session of a bearer token. */
async function claimsOf(vars: Pick<AppEnv['Variables'], 'tokens'>, bearer: string) {
  const claims = await vars.tokens.verify(bearer);
  return claims ? { userId: claims.userId, sessionId: claims.sid } : undefined;
}

export function registerEventRoutes(app: OpenAPIHono<AppEnv>, runtime: AgentRuntime) {
  app.openapi(apiRoute(eventEndpoints.ticket), async (c) =>
    ok(c, { ticket: await runtime.tickets.issue(c.get('user').userId, c.get('user').sid) }),
  );

  app.openapi(apiRoute(eventEndpoints.stream), async (c) => {
    const { ticket } = c.req.valid('query');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const holder = ticket
      ? await runtime.tickets.redeem(ticket)
      : bearer
        ? await claimsOf(c.var, bearer)
        : undefined;
    // Not signed out, blocked or deleted (not signed out since the ticket was issued).
    const stillLive = () => c.var.sessions.isLive(holder!.sessionId, holder!.userId);
    if (!holder || !(await stillLive())) {
      throw new ApiError(401, 'This event stream needs a fresh ticket from POST /api/events/ticket.');
    }
    const { userId, sessionId } = holder;
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = runtime.bus.subscribe(userId, (event) => {
        queue.push(event);
        wake?.();
      });
      let open = true;
      const end = () => {
        open = false;
        wake?.();
      };
      stream.onAbort(end);
      // Events this process missed cannot be replayed: ending the stream makes the page reconnect and reload.
      const stopMissed = runtime.bus.onMissed(end);
      // Signing out, a password change or a reused refresh token ends the session in any process.
      const stopSession = runtime.bus.onSessionEnded(sessionId, end);
      try {
        // It may have ended between the check above and listening for its end.
        if (!(await stillLive())) end();
        else await stream.write(': connected\n\n');
        while (open) {
          while (queue.length) {
            const event = queue.shift()!;
            await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
          }
          let keepAlive: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            keepAlive = setTimeout(resolve, KEEP_ALIVE_MS);
          });
          // A closed stream leaves no timer behind to hold the process.
          clearTimeout(keepAlive);
          wake = undefined;
          if (open && !queue.length) {
            // A user blocked or deleted in the database, or a notice this process missed.
            if (!(await stillLive())) break;
            await stream.write(': keep-alive\n\n');
          }
        }
      } finally {
        unsubscribe();
        stopMissed();
        stopSession();
      }
    }) as never;
  });
}
