import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../env.ts';
import { routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import { chatConfig } from '../services/chatConfig.ts';

const params = z.object({ appId: z.string().max(64) });

export function registerChatRoutes(app: OpenAPIHono<AppEnv>, db: Database) {
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/chat/{appId}/config',
        tags: ['Chat'],
        summary: "A chat widget's name and sign-in requirement, by appId",
        secured: false,
      }),
      request: { params },
    }),
    async (c) => ok(c, await chatConfig(db, c.req.valid('param').appId)),
  );
}
