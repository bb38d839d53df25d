import type { OpenAPIHono } from '@hono/zod-openapi';
import { qnaEndpoints as e } from '../../contract/workspaceEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { QnaService } from '../services/qnas.ts';

export function registerQnaRoutes(app: OpenAPIHono<AppEnv>, qnas: QnaService) {
  // Registered before '{qnaId}' so that 'list' is never taken for an id.
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await qnas.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.get), async (c) => {
    const { workspaceId, qnaId } = c.req.valid('param');
    return ok(c, await qnas.get(c.get('user').userId, workspaceId, qnaId));
  });

  app.openapi(apiRoute(e.create), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const created = await qnas.create(c.get('user').userId, workspaceId, c.req.valid('json'));
    return ok(c, created, 'Q&A added successfully!', 201);
  });

  app.openapi(apiRoute(e.update), async (c) => {
    const { workspaceId, qnaId } = c.req.valid('param');
    const updated = await qnas.update(c.get('user').userId, workspaceId, qnaId, c.req.valid('json'));
    return ok(c, updated, 'Q&A updated successfully!');
  });

  app.openapi(apiRoute(e.remove), async (c) => {
    const { workspaceId, qnaId } = c.req.valid('param');
    await qnas.remove(c.get('user').userId, workspaceId, qnaId);
    return ok(c, null, 'Q&A deleted successfully!');
  });
}
