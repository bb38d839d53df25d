import type { OpenAPIHono } from '@hono/zod-openapi';
import { dataProjectEndpoints as e } from '../../contract/dataEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import type { DataConnectionService } from '../insights/dataConnections.ts';
import type { DataProjectService } from '../insights/dataProjects.ts';
import { ok } from '../reply.ts';

export function registerDataProjectRoutes(
  app: OpenAPIHono<AppEnv>,
  projects: DataProjectService,
  connections: DataConnectionService,
  /** Removes what the project kept outside the product database (its data files' database). */
  removed: (projectId: string) => Promise<void>,
) {
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await projects.list(c.get('user').userId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.create), async (c) =>
    ok(
      c,
      await projects.create(c.get('user').userId, c.req.valid('json')),
      'Project created successfully!',
      201,
    ),
  );

  app.openapi(apiRoute(e.remove), async (c) => {
    const { projectId } = c.req.valid('param');
    await projects.remove(c.get('user').userId, projectId);
    await removed(projectId);
    return ok(c, null, 'Project deleted successfully!');
  });

  app.openapi(apiRoute(e.catalog), async (c) =>
    ok(c, await connections.catalog(c.get('user').userId, c.req.valid('param').projectId)),
  );
}
