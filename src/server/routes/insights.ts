import type { OpenAPIHono } from '@hono/zod-openapi';
import { insightEndpoints as e } from '../../contract/dataEndpoints.ts';
import { dataMessages } from '../../contract/dataInsights.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import type { InsightGeneration } from '../insights/insightGeneration.ts';
import type { InsightPageService } from '../insights/insightPages.ts';
import { ok } from '../reply.ts';

export function registerInsightPageRoutes(app: OpenAPIHono<AppEnv>, pages: InsightPageService) {
  app.openapi(apiRoute(e.getPage), async (c) =>
    ok(c, await pages.forProject(c.get('user').userId, c.req.valid('param').projectId)),
  );

  app.openapi(apiRoute(e.savePage), async (c) => {
    const { projectId } = c.req.valid('param');
    return ok(
      c,
      await pages.save(c.get('user').userId, projectId, c.req.valid('json')),
      dataMessages.dashboardSaved,
    );
  });

  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await pages.list(c.get('user').userId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.get), async (c) =>
    ok(c, await pages.get(c.get('user').userId, c.req.valid('param').pageId)),
  );

  app.openapi(apiRoute(e.remove), async (c) => {
    await pages.remove(c.get('user').userId, c.req.valid('param').pageId);
    return ok(c, null, 'Page deleted successfully!');
  });
}

export function registerInsightGenerationRoutes(
  app: OpenAPIHono<AppEnv>,
  generation: InsightGeneration,
  /** Counts one generation of the user; throws the 429 past the limit. */
  countGeneration: (userId: string) => Promise<void>,
) {
  app.openapi(apiRoute(e.generatePage), async (c) => {
    const { userId } = c.get('user');
    await countGeneration(userId);
    return ok(
      c,
      await generation.generatePage(userId, c.req.valid('param').projectId),
      'Initial layout generated.',
    );
  });

  app.openapi(apiRoute(e.generateModule), async (c) => {
    const { userId } = c.get('user');
    await countGeneration(userId);
    return ok(c, await generation.generateModule(userId, c.req.valid('json')), 'Content generated.');
  });
}
