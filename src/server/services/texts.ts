import type { FileStatus, Text, TextInput } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { texts } from '../db/schema.ts';
import {
  createWorkspaceItemService,
  type ItemIndexHooks,
  type WorkspaceItemService,
} from './workspaceItems.ts';
import type { WorkspaceService } from './workspaces.ts';

/** Texts of a workspace, last modified first. */
export const createTextService = (deps: {
  db: Database;
  workspaces: WorkspaceService;
  index?: ItemIndexHooks;
}) =>
  createWorkspaceItemService<typeof texts, Text, TextInput>(deps, {
    table: texts,
    noun: 'Text',
    toItem: (t) => ({
      id: t.id,
      name: t.name,
      content: t.content,
      updatedAt: t.updatedAt.toISOString(),
      status: t.status as FileStatus,
      statusReason: t.statusReason,
    }),
    newestBy: texts.updatedAt,
    onEdit: () => ({ updatedAt: new Date() }),
  });
export type TextService = WorkspaceItemService<Text, TextInput>;
