import type { OpenAPIHono } from '@hono/zod-openapi';
import { conversationEndpoints } from '../../contract/conversationEndpoints.ts';
import { reportEndpoints } from '../../contract/reportEndpoints.ts';
import type { AgentRuntime } from '../agentRuntime.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';

export function registerHistoryRoutes(app: OpenAPIHono<AppEnv>, runtime: AgentRuntime) {
  app.openapi(apiRoute(conversationEndpoints.list), async (c) =>
    ok(
      c,
      await runtime.history.list(
        c.get('user').userId,
        c.req.valid('param').workspaceId,
        c.req.valid('query'),
      ),
    ),
  );

  app.openapi(apiRoute(conversationEndpoints.get), async (c) => {
    const { workspaceId, conversationId } = c.req.valid('param');
    return ok(c, await runtime.history.get(c.get('user').userId, workspaceId, conversationId));
  });

  app.openapi(apiRoute(reportEndpoints.chat), async (c) =>
    ok(
      c,
      await runtime.reports.chat(
        c.get('user').userId,
        c.req.valid('param').workspaceId,
        c.req.valid('query').days,
      ),
    ),
  );
}
