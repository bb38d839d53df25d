import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { contactBody } from '../../contract/contact.ts';
import type { Database } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { jsonBody, routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';

export function registerContactRoutes(app: OpenAPIHono<AppEnv>, db: Database) {
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/api/contact',
        tags: ['Contact'],
        summary: 'Store a contact message',
        secured: false,
      }),
      request: { body: jsonBody(contactBody) },
    }),
    async (c) => {
      const [row] = await db
        .insert(contactMessages)
        .values(c.req.valid('json'))
        .returning({ id: contactMessages.id });
      return ok(c, { id: row!.id }, 'Thank you! Your message has been sent.', 201);
    },
  );
}
