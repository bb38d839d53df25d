import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { eventEndpoints } from '../../contract/eventEndpoints.ts';
import type { LiveEvent } from '../../contract/liveEvents.ts';
import type { AgentRuntime } from '../agentRuntime.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, ok } from '../reply.ts';

const KEEP_ALIVE_MS = 25_000;

/** The user of a bearer token whose session is still live (not signed out, blocked or deleted). */
async function liveUserOf(vars: Pick<AppEnv['Variables'], 'tokens' | 'sessions'>, bearer: string) {
  const claims = await vars.tokens.verify(bearer);
  if (!claims || !(await vars.sessions.isLive(claims.sid, claims.userId))) return undefined;
  return claims.userId;
}

export function registerEventRoutes(app: OpenAPIHono<AppEnv>, runtime: AgentRuntime) {
  app.openapi(apiRoute(eventEndpoints.ticket), async (c) =>
    ok(c, { ticket: await runtime.tickets.issue(c.get('user').userId) }),
  );

  app.openapi(apiRoute(eventEndpoints.stream), async (c) => {
    const { ticket } = c.req.valid('query');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const userId = ticket
      ? await runtime.tickets.redeem(ticket)
      : bearer
        ? await liveUserOf(c.var, bearer)
        : undefined;
    if (!userId) {
      throw new ApiError(401, 'This event stream needs a fresh ticket from POST /api/events/ticket.');
    }
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
      try {
        await stream.write(': connected\n\n');
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
          if (open && !queue.length) await stream.write(': keep-alive\n\n');
        }
      } finally {
        unsubscribe();
        stopMissed();
      }
    }) as never;
  });
}
