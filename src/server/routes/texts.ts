import type { OpenAPIHono } from '@hono/zod-openapi';
import { textBody } from '../../contract/workspace.ts';
import type { AppEnv } from '../env.ts';
import type { TextService } from '../services/texts.ts';
import { registerWorkspaceItemRoutes } from './workspaceItemRoutes.ts';

/** /api/texts: a workspace's free texts. */
export function registerTextRoutes(app: OpenAPIHono<AppEnv>, texts: TextService) {
  registerWorkspaceItemRoutes(app, texts, {
    base: '/api/texts',
    tags: ['Texts'],
    body: textBody,
    editSuffix: '/update',
    noun: 'text',
    order: 'last modified first',
    messages: {
      added: 'Text added successfully!',
      updated: 'Text updated successfully!',
      deleted: 'Text deleted successfully!',
    },
  });
}
