import type { OpenAPIHono } from '@hono/zod-openapi';
import { integrationEndpoints as e } from '../../contract/integrationEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { AllowedSiteService } from '../services/allowedSites.ts';

export function registerIntegrationRoutes(app: OpenAPIHono<AppEnv>, sites: AllowedSiteService) {
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await sites.list(c.get('user').userId, c.req.valid('param').workspaceId)),
  );

  app.openapi(apiRoute(e.create), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const added = await sites.add(c.get('user').userId, workspaceId, c.req.valid('json'));
    return ok(c, added, 'Allowed site added successfully!', 201);
  });

  app.openapi(apiRoute(e.remove), async (c) => {
    const { workspaceId, integrationId } = c.req.valid('param');
    await sites.remove(c.get('user').userId, workspaceId, integrationId);
    return ok(c, null, 'Allowed site removed successfully!');
  });
}
