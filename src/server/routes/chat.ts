import type { OpenAPIHono } from '@hono/zod-openapi';
import { chatEndpoints } from '../../contract/chatEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import { chatConfig } from '../services/chatConfig.ts';

export function registerChatRoutes(app: OpenAPIHono<AppEnv>, db: Database) {
  app.openapi(apiRoute(chatEndpoints.config), async (c) =>
    ok(c, await chatConfig(db, c.req.valid('param').appId)),
  );
}
