import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contactEndpoints } from '../../contract/contact.ts';
import { apiRoute } from '../apiRoute.ts';
import type { Database } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';

/** `countMessage` throws 429 once the sender's address has sent too many. */
export function registerContactRoutes(
  app: OpenAPIHono<AppEnv>,
  db: Database,
  countMessage: (c: Context) => Promise<void>,
) {
  app.openapi(apiRoute(contactEndpoints.send), async (c) => {
    await countMessage(c);
    const [row] = await db
      .insert(contactMessages)
      .values(c.req.valid('json'))
      .returning({ id: contactMessages.id });
    return ok(c, { id: row!.id }, 'Thank you! Your message has been sent.', 201);
  });
}
