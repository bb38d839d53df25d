import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { type ZodObject, z } from 'zod';
import { pageQuery } from '../../contract/page.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { WorkspaceItemService } from '../services/workspaceItems.ts';

/** How one kind of workspace content is served (api-contract.md, 'Workspaces (agents)'). */
export interface WorkspaceItemRoutes<TBody extends ZodObject> {
  /** '/api/texts': the list is `{base}/{workspaceId}/list`, one item `{base}/{workspaceId}/{id}`. */
  base: string;
  tags: string[];
  /** The add and edit body; its output is what the service stores. */
  body: TBody;
  /** The edit path after `{base}/{workspaceId}/{id}`: '/update' for texts, '' for Q&A. */
  editSuffix: string;
  /** 'text', 'Q&A pair': the route summaries name it. */
  noun: string;
  /** The list's order, for its summary: 'last modified first'. */
  order: string;
  messages: { added: string; updated: string; deleted: string };
}

const workspaceParams = z.object({ workspaceId: z.string() });
const itemParams = z.object({ workspaceId: z.string(), id: z.string() });

/** List, read, add, edit and delete for one kind of workspace content. */
export function registerWorkspaceItemRoutes<TItem, TBody extends ZodObject>(
  app: OpenAPIHono<AppEnv>,
  items: WorkspaceItemService<TItem, z.output<TBody>>,
  spec: WorkspaceItemRoutes<TBody>,
) {
  const { base, tags, noun, messages } = spec;
  // Routes are declared with the plain schema (Hono cannot type a route over a type parameter);
  // what it validated is the schema's output.
  const body: ZodObject = spec.body;
  type Input = z.output<TBody>;
  const one = `${base}/{workspaceId}/{id}`;

  // Registered before '{id}' so that 'list' is never taken for an id.
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: `${base}/{workspaceId}/list`,
        tags,
        summary: `A page of ${noun}s, ${spec.order}`,
      }),
      request: { params: workspaceParams, query: pageQuery },
    }),
    async (c) =>
      ok(c, await items.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'get', path: one, tags, summary: `One ${noun}` }),
      request: { params: itemParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      return ok(c, await items.get(c.get('user').userId, workspaceId, id));
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'post', path: `${base}/{workspaceId}`, tags, summary: `Add a ${noun}` }),
      request: { params: workspaceParams, body: jsonBody(body) },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const added = await items.create(c.get('user').userId, workspaceId, c.req.valid('json') as Input);
      return ok(c, added, messages.added, 201);
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'put', path: `${one}${spec.editSuffix}`, tags, summary: `Edit a ${noun}` }),
      request: { params: itemParams, body: jsonBody(body) },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      const updated = await items.update(c.get('user').userId, workspaceId, id, c.req.valid('json') as Input);
      return ok(c, updated, messages.updated);
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({ method: 'delete', path: `${one}/delete`, tags, summary: `Delete a ${noun}` }),
      request: { params: itemParams },
    }),
    async (c) => {
      const { workspaceId, id } = c.req.valid('param');
      await items.remove(c.get('user').userId, workspaceId, id);
      return ok(c, null, messages.deleted);
    },
  );
}
