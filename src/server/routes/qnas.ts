import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageQuery } from '../../contract/page.ts';
import { qnaBody } from '../../contract/workspace.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { QnaService } from '../services/qnas.ts';

const tags = ['Q&A'];
const workspaceParams = z.object({ workspaceId: z.string() });
const qnaParams = z.object({ workspaceId: z.string(), id: z.string() });

export function registerQnaRoutes(app: OpenAPIHono<AppEnv>, qnas: QnaService) {
  // Registered before '{id}' so that 'list' is never taken for a Q&A id.
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/qnas/{workspaceId}/list',
        tags,
        summary: 'A page of Q&A pairs, newest first',
      }),
      request: { params: workspaceParams, query: pageQuery },
    }),
    async (c) =>
      ok(c, await qnas.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'get', path: '/api/qnas/{workspaceId}/{id}', tags, summary: 'One Q&A pair' }),
      request: { params: qnaParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      return ok(c, await qnas.get(c.get('user').userId, workspaceId, id));
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'post', path: '/api/qnas/{workspaceId}', tags, summary: 'Add a Q&A pair' }),
      request: { params: workspaceParams, body: jsonBody(qnaBody) },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const qna = await qnas.create(c.get('user').userId, workspaceId, c.req.valid('json'));
      return ok(c, qna, 'Q&A added successfully!', 201);
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'put', path: '/api/qnas/{workspaceId}/{id}', tags, summary: 'Edit a Q&A pair' }),
      request: { params: qnaParams, body: jsonBody(qnaBody) },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      const qna = await qnas.update(c.get('user').userId, workspaceId, id, c.req.valid('json'));
      return ok(c, qna, 'Q&A updated successfully!');
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'delete',
        path: '/api/qnas/{workspaceId}/{id}/delete',
        tags,
        summary: 'Delete a Q&A pair',
      }),
      request: { params: qnaParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      await qnas.remove(c.get('user').userId, workspaceId, id);
      return ok(c, null, 'Q&A deleted successfully!');
    },
  );
}
