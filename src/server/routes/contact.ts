import type { OpenAPIHono } from '@hono/zod-openapi';
import { contactEndpoints } from '../../contract/contact.ts';
import { apiRoute } from '../apiRoute.ts';
import type { Database } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';

export function registerContactRoutes(app: OpenAPIHono<AppEnv>, db: Database) {
  app.openapi(apiRoute(contactEndpoints.send), async (c) => {
    const [row] = await db
      .insert(contactMessages)
      .values(c.req.valid('json'))
      .returning({ id: contactMessages.id });
    return ok(c, { id: row!.id }, 'Thank you! Your message has been sent.', 201);
  });
}
