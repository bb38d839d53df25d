import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  dataConnectionEndpoints as e,
  sampleDatabaseEndpoints,
  standaloneConnectionEndpoints as standalone,
} from '../../contract/dataEndpoints.ts';
import { dataMessages } from '../../contract/dataInsights.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import type { DataConnectionService } from '../insights/dataConnections.ts';
import type { SampleDatabase } from '../insights/sampleDatabase.ts';
import { ok } from '../reply.ts';

export function registerDataConnectionRoutes(
  app: OpenAPIHono<AppEnv>,
  connections: DataConnectionService,
  sampleDatabase: Pick<SampleDatabase, 'address'> | undefined,
  /** Counts one connection test of the user; throws the 429 past the limit. */
  countTest: (userId: string) => Promise<void>,
) {
  app.openapi(apiRoute(sampleDatabaseEndpoints.get), (c) => {
    const address = sampleDatabase?.address();
    return ok(c, {
      available: Boolean(address),
      type: 'POSTGRES' as const,
      host: address?.host ?? '127.0.0.1',
      port: address?.port ?? 0,
      databaseName: 'superstore',
      username: 'postgres',
    });
  });

  // Registered before '/project/{projectId}' routes of the same shape cannot take 'test' for an id.
  app.openapi(apiRoute(e.test), async (c) => {
    await countTest(c.get('user').userId);
    return ok(c, await connections.test(c.req.valid('json')), dataMessages.connectionSuccessful);
  });

  app.openapi(apiRoute(e.list), async (c) => {
    const { projectId } = c.req.valid('param');
    return ok(c, await connections.listInProject(c.get('user').userId, projectId, c.req.valid('query')));
  });

  app.openapi(apiRoute(e.create), async (c) => {
    const { projectId } = c.req.valid('param');
    const created = await connections.createInProject(c.get('user').userId, projectId, c.req.valid('json'));
    return ok(c, created, 'Connection created successfully!', 201);
  });

  app.openapi(apiRoute(e.makeIndex), async (c) =>
    ok(
      c,
      await connections.makeIndex(c.get('user').userId, c.req.valid('param').projectId),
      dataMessages.indexCreated,
    ),
  );

  app.openapi(apiRoute(e.update), async (c) =>
    ok(
      c,
      await connections.update(c.get('user').userId, c.req.valid('param').connectionId, c.req.valid('json')),
      'Connection updated successfully!',
    ),
  );

  app.openapi(apiRoute(e.makeIndexOne), async (c) =>
    ok(
      c,
      await connections.makeIndexOne(c.get('user').userId, c.req.valid('param').connectionId),
      dataMessages.indexCreated,
    ),
  );

  app.openapi(apiRoute(e.testStored), async (c) => {
    const { userId } = c.get('user');
    await countTest(userId);
    return ok(
      c,
      await connections.testStored(userId, c.req.valid('param').connectionId),
      dataMessages.connectionSuccessful,
    );
  });

  app.openapi(apiRoute(e.definitions), async (c) =>
    ok(c, await connections.definitions(c.get('user').userId, c.req.valid('param').connectionId)),
  );

  app.openapi(apiRoute(e.saveDefinitions), async (c) =>
    ok(
      c,
      await connections.saveDefinitions(
        c.get('user').userId,
        c.req.valid('param').connectionId,
        c.req.valid('json'),
      ),
      'Definitions saved successfully!',
    ),
  );

  app.openapi(apiRoute(e.remove), async (c) => {
    await connections.remove(c.get('user').userId, c.req.valid('param').connectionId);
    return ok(c, null, 'Connection deleted successfully!');
  });

  app.openapi(apiRoute(standalone.test), async (c) => {
    await countTest(c.get('user').userId);
    return ok(c, await connections.test(c.req.valid('json')), dataMessages.connectionSuccessful);
  });

  app.openapi(apiRoute(standalone.create), async (c) =>
    ok(
      c,
      await connections.createStandalone(c.get('user').userId, c.req.valid('json')),
      'Connection created successfully!',
      201,
    ),
  );

  app.openapi(apiRoute(standalone.list), async (c) =>
    ok(c, await connections.listStandalone(c.get('user').userId)),
  );
}
