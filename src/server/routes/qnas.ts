import type { OpenAPIHono } from '@hono/zod-openapi';
import { qnaBody } from '../../contract/workspace.ts';
import type { AppEnv } from '../env.ts';
import type { QnaService } from '../services/qnas.ts';
import { registerWorkspaceItemRoutes } from './workspaceItemRoutes.ts';

/** /api/qnas: a workspace's question-and-answer pairs. */
export function registerQnaRoutes(app: OpenAPIHono<AppEnv>, qnas: QnaService) {
  registerWorkspaceItemRoutes(app, qnas, {
    base: '/api/qnas',
    tags: ['Q&A'],
    body: qnaBody,
    editSuffix: '',
    noun: 'Q&A pair',
    order: 'newest first',
    messages: {
      added: 'Q&A added successfully!',
      updated: 'Q&A updated successfully!',
      deleted: 'Q&A deleted successfully!',
    },
  });
}
