import type { FileStatus, Qna, QnaInput } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { qnas } from '../db/schema.ts';
import {
  createWorkspaceItemService,
  type ItemIndexHooks,
  type WorkspaceItemService,
} from './workspaceItems.ts';
import type { WorkspaceService } from './workspaces.ts';

/** Q&A pairs of a workspace, newest first. */
export const createQnaService = (deps: {
  db: Database;
  workspaces: WorkspaceService;
  index?: ItemIndexHooks;
}) =>
  createWorkspaceItemService<typeof qnas, Qna, QnaInput>(deps, {
    table: qnas,
    noun: 'Q&A',
    toItem: (q) => ({
      id: q.id,
      question: q.question,
      answer: q.answer,
      status: q.status as FileStatus,
      statusReason: q.statusReason,
    }),
    newestBy: qnas.createdAt,
  });
export type QnaService = WorkspaceItemService<Qna, QnaInput>;
