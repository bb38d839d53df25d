import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageQuery } from '../../contract/page.ts';
import { workspaceCreateBody, workspaceUpdateBody } from '../../contract/workspace.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { WorkspaceService } from '../services/workspaces.ts';

const tags = ['Workspaces'];
const params = z.object({ id: z.string() });

export function registerWorkspaceRoutes(app: OpenAPIHono<AppEnv>, workspaces: WorkspaceService) {
  app.openapi(
    createRoute({
      ...routeMeta({ method: 'get', path: '/api/workspaces', tags, summary: 'A page of your workspaces' }),
      request: { query: pageQuery },
    }),
    async (c) => ok(c, await workspaces.list(c.get('user').userId, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'post', path: '/api/workspaces/create', tags, summary: 'Create a workspace' }),
      request: { body: jsonBody(workspaceCreateBody) },
    }),
    async (c) =>
      ok(
        c,
        await workspaces.create(c.get('user').userId, c.req.valid('json')),
        'Workspace created successfully!',
        201,
      ),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'get', path: '/api/workspaces/{id}', tags, summary: 'One workspace' }),
      request: { params },
    }),
    async (c) => ok(c, await workspaces.get(c.get('user').userId, c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'put',
        path: '/api/workspaces/{id}',
        tags,
        summary: 'Edit name, role and chat authentication',
      }),
      request: { params, body: jsonBody(workspaceUpdateBody) },
    }),
    async (c) =>
      ok(
        c,
        await workspaces.update(c.get('user').userId, c.req.valid('param').id, c.req.valid('json')),
        'Agent details saved successfully!',
      ),
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'delete',
        path: '/api/workspaces/{id}',
        tags,
        summary: 'Delete a workspace with its files, texts and Q&A',
      }),
      request: { params },
    }),
    async (c) => {
      await workspaces.remove(c.get('user').userId, c.req.valid('param').id);
      return ok(c, null, 'Workspace deleted successfully!');
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/workspaces/{id}/chat',
        tags,
        summary: 'The appId of the workspace chat widget',
      }),
      request: { params },
    }),
    async (c) => ok(c, await workspaces.chatInfo(c.get('user').userId, c.req.valid('param').id)),
  );
}
