import type { OpenAPIHono } from '@hono/zod-openapi';
import { workspaceEndpoints as e } from '../../contract/workspaceEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { WorkspaceService } from '../services/workspaces.ts';

export function registerWorkspaceRoutes(
  app: OpenAPIHono<AppEnv>,
  workspaces: WorkspaceService,
  { removed }: { removed: (workspaceId: string) => Promise<void> },
) {
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await workspaces.list(c.get('user').userId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.create), async (c) =>
    ok(
      c,
      await workspaces.create(c.get('user').userId, c.req.valid('json')),
      'Workspace created successfully!',
      201,
    ),
  );

  app.openapi(apiRoute(e.get), async (c) =>
    ok(c, await workspaces.get(c.get('user').userId, c.req.valid('param').workspaceId)),
  );

  app.openapi(apiRoute(e.update), async (c) =>
    ok(
      c,
      await workspaces.update(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('json')),
      'Agent details saved successfully!',
    ),
  );

  app.openapi(apiRoute(e.remove), async (c) => {
    const { workspaceId } = c.req.valid('param');
    await workspaces.remove(c.get('user').userId, workspaceId);
    await removed(workspaceId);
    return ok(c, null, 'Workspace deleted successfully!');
  });

  app.openapi(apiRoute(e.chatInfo), async (c) =>
    ok(c, await workspaces.chatInfo(c.get('user').userId, c.req.valid('param').workspaceId)),
  );
}
