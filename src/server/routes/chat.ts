import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { chatEndpoints } from '../../contract/chatEndpoints.ts';
import type { AgentRuntime } from '../agentRuntime.ts';
import { apiRoute } from '../apiRoute.ts';
import { clientIp } from '../clientIp.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../env.ts';
import { EngineUnavailable } from '../knowledge/openaiAnswerEngine.ts';
import { ApiError, ok } from '../reply.ts';
import { chatConfig } from '../services/chatConfig.ts';

const ENGINE_DOWN = 'The agent cannot answer right now. Please try again in a moment.';

export function registerChatRoutes(
  app: OpenAPIHono<AppEnv>,
  db: Database,
  runtime: AgentRuntime,
  trustProxy: number,
) {
  app.openapi(apiRoute(chatEndpoints.config), async (c) =>
    ok(c, await chatConfig(db, c.req.valid('param').appId)),
  );

  app.openapi(apiRoute(chatEndpoints.send), async (c) => {
    const input = c.req.valid('json');
    const workspace = await runtime.chat.admit({
      appId: c.req.valid('param').appId,
      input,
      address: clientIp(c, trustProxy),
      authorization: c.req.header('Authorization'),
    });
    if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) {
      try {
        return ok(c, await runtime.chat.answer(workspace, input));
      } catch (error) {
        if (error instanceof EngineUnavailable) throw new ApiError(502, ENGINE_DOWN);
        throw error;
      }
    }
    return streamSSE(c, async (stream) => {
      try {
        const reply = await runtime.chat.answer(workspace, input, (text) =>
          stream.writeSSE({ event: 'token', data: JSON.stringify({ text }) }),
        );
        await stream.writeSSE({ event: 'done', data: JSON.stringify(reply) });
      } catch (error) {
        const unavailable = error instanceof EngineUnavailable;
        if (!unavailable) console.error('chat answer failed:', error);
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({
            code: unavailable ? 502 : 500,
            message: unavailable ? ENGINE_DOWN : 'Something went wrong on our side. Please try again.',
          }),
        });
      }
    }) as never;
  });
}
