import type { HttpBindings } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { dataFileEndpoints as e } from '../../contract/dataFiles.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import type { DataFileService } from '../insights/dataFiles/dataFileService.ts';
import { ok } from '../reply.ts';

export function registerDataFileRoutes(app: OpenAPIHono<AppEnv>, files: DataFileService) {
  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await files.list(c.get('user').userId, c.req.valid('param').projectId)),
  );

  app.openapi(apiRoute(e.upload), async (c) => {
    const { incoming } = c.env as unknown as HttpBindings;
    const result = await files.upload(
      c.get('user').userId,
      c.req.valid('param').projectId,
      incoming,
      c.req.valid('query').skipBadRows === 'true',
    );
    return ok(c, result, 'File imported successfully!', 201);
  });

  app.openapi(apiRoute(e.rows), async (c) =>
    ok(c, await files.rows(c.get('user').userId, c.req.valid('param').fileId)),
  );

  app.openapi(apiRoute(e.update), async (c) =>
    ok(
      c,
      await files.update(c.get('user').userId, c.req.valid('param').fileId, c.req.valid('json')),
      'File updated successfully!',
    ),
  );

  app.openapi(apiRoute(e.reimport), async (c) => {
    const { incoming } = c.env as unknown as HttpBindings;
    const result = await files.reimport(
      c.get('user').userId,
      c.req.valid('param').fileId,
      incoming,
      c.req.valid('query').skipBadRows === 'true',
    );
    return ok(c, result, 'File imported again successfully!');
  });

  app.openapi(apiRoute(e.remove), async (c) => {
    await files.remove(c.get('user').userId, c.req.valid('param').fileId);
    return ok(c, null, 'File deleted successfully!');
  });
}
