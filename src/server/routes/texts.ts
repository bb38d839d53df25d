import type { OpenAPIHono } from '@hono/zod-openapi';
import { textEndpoints as e } from '../../contract/workspaceEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { TextService } from '../services/texts.ts';

export function registerTextRoutes(app: OpenAPIHono<AppEnv>, texts: TextService) {
  // Registered before '{textId}' so that 'list' is never taken for an id.
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await texts.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.get), async (c) => {
    const { workspaceId, textId } = c.req.valid('param');
    return ok(c, await texts.get(c.get('user').userId, workspaceId, textId));
  });

  app.openapi(apiRoute(e.create), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const created = await texts.create(c.get('user').userId, workspaceId, c.req.valid('json'));
    return ok(c, created, 'Text added successfully!', 201);
  });

  app.openapi(apiRoute(e.update), async (c) => {
    const { workspaceId, textId } = c.req.valid('param');
    const updated = await texts.update(c.get('user').userId, workspaceId, textId, c.req.valid('json'));
    return ok(c, updated, 'Text updated successfully!');
  });

  app.openapi(apiRoute(e.remove), async (c) => {
    const { workspaceId, textId } = c.req.valid('param');
    await texts.remove(c.get('user').userId, workspaceId, textId);
    return ok(c, null, 'Text deleted successfully!');
  });
}
