import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageQuery } from '../../contract/page.ts';
import { textBody } from '../../contract/workspace.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { TextService } from '../services/texts.ts';

const tags = ['Texts'];
const workspaceParams = z.object({ workspaceId: z.string() });
const textParams = z.object({ workspaceId: z.string(), id: z.string() });

export function registerTextRoutes(app: OpenAPIHono<AppEnv>, texts: TextService) {
  // Registered before '{id}' so that 'list' is never taken for a text id.
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/texts/{workspaceId}/list',
        tags,
        summary: 'A page of texts, last modified first',
      }),
      request: { params: workspaceParams, query: pageQuery },
    }),
    async (c) =>
      ok(c, await texts.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'get', path: '/api/texts/{workspaceId}/{id}', tags, summary: 'One text' }),
      request: { params: textParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      return ok(c, await texts.get(c.get('user').userId, workspaceId, id));
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'post', path: '/api/texts/{workspaceId}', tags, summary: 'Add a text' }),
      request: { params: workspaceParams, body: jsonBody(textBody) },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const text = await texts.create(c.get('user').userId, workspaceId, c.req.valid('json'));
      return ok(c, text, 'Text added successfully!', 201);
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'put',
        path: '/api/texts/{workspaceId}/{id}/update',
        tags,
        summary: 'Edit a text',
      }),
      request: { params: textParams, body: jsonBody(textBody) },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      const text = await texts.update(c.get('user').userId, workspaceId, id, c.req.valid('json'));
      return ok(c, text, 'Text updated successfully!');
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'delete',
        path: '/api/texts/{workspaceId}/{id}/delete',
        tags,
        summary: 'Delete a text',
      }),
      request: { params: textParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      await texts.remove(c.get('user').userId, workspaceId, id);
      return ok(c, null, 'Text deleted successfully!');
    },
  );
}
