import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageQuery } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';
import type { qnas, texts } from '../db/schema.ts';
import { pageOfRows } from './pageOfRows.ts';
import { foundById } from './resourceId.ts';
import type { WorkspaceService } from './workspaces.ts';

/** The tables of content a workspace owns row by row: its texts and its Q&A pairs. */
export type WorkspaceItemTable = typeof texts | typeof qnas;

export interface WorkspaceItemSpec<TTable extends WorkspaceItemTable, TItem> {
  table: TTable;
  /** What a missing row is called in the 404 message: 'Text' gives 'Text not found.'. */
  noun: string;
  toItem: (row: TTable['$inferSelect']) => TItem;
  /** Pages list newest first by this column (then by id). */
  newestBy: PgColumn;
  /** Columns every edit sets beside the input, such as a last-modified time. */
  onEdit?: () => Partial<TTable['$inferInsert']>;
}

/** Keeps the knowledge index in step with the rows: called after each write. */
export interface ItemIndexHooks {
  saved(workspaceId: string, id: string): Promise<void>;
  removed(workspaceId: string, id: string): Promise<void>;
}

/**
 * The rows of one kind of workspace content (texts, Q&A pairs). Every call first proves the
 * workspace is the user's, so another user's workspace or row answers exactly as a missing one.
 */
export function createWorkspaceItemService<TTable extends WorkspaceItemTable, TItem, TInput extends object>(
  { db, workspaces, index }: { db: Database; workspaces: WorkspaceService; index?: ItemIndexHooks },
  { table, noun, toItem, newestBy, onEdit }: WorkspaceItemSpec<TTable, TItem>,
) {
  type Row = TTable['$inferSelect'];
  // Drizzle's query builders cannot follow a table chosen by a type parameter: they get the
  // plain table, and the rows they return are typed back as `Row`.
  const rows = table as PgTable;
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(table.id, id), eq(table.workspaceId, workspaceId));

  return {
    async list(userId: string, workspaceId: string, query: PageQuery) {
      await workspaces.owned(userId, workspaceId);
      return pageOfRows(db, {
        table,
        where: eq(table.workspaceId, workspaceId),
        orderBy: [desc(newestBy), desc(table.id)],
        query,
        toItem,
      });
    },

    async get(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      const row = await foundById(noun, id, () => db.select().from(rows).where(inWorkspace(workspaceId, id)));
      return toItem(row as Row);
    },

    async create(userId: string, workspaceId: string, input: TInput) {
      await workspaces.owned(userId, workspaceId);
      const [row] = await db
        .insert(rows)
        .values({ workspaceId, ...input })
        .returning();
      await index?.saved(workspaceId, (row as Row).id);
      return toItem(row as Row);
    },

    async update(userId: string, workspaceId: string, id: string, input: TInput) {
      await workspaces.owned(userId, workspaceId);
      const row = await foundById(noun, id, () =>
        db
          .update(rows)
          // indexed again: its status reads indexing until the new words are in
          .set({ ...input, ...onEdit?.(), status: 'indexing', statusReason: null })
          .where(inWorkspace(workspaceId, id))
          .returning(),
      );
      await index?.saved(workspaceId, id);
      return toItem(row as Row);
    },

    async remove(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      await foundById(noun, id, () =>
        db.delete(table).where(inWorkspace(workspaceId, id)).returning({ id: table.id }),
      );
      await index?.removed(workspaceId, id);
    },
  };
}
export type WorkspaceItemService<TItem, TInput extends object> = ReturnType<
  typeof createWorkspaceItemService<WorkspaceItemTable, TItem, TInput>
>;
