import { and, eq } from 'drizzle-orm';
import type { FileStatus } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { files, qnas, texts, workspaces } from '../db/schema.ts';
import type { EventBus } from '../events/eventBus.ts';

/**
 * Where each source's indexing stands, kept on its row and told live to its owner: a file's status
 * and chunks done of total, a text's or Q&A pair's status.
 */
export function createIndexStatus(db: Database, bus: EventBus) {
  const fileEvent = async (row: typeof files.$inferSelect | undefined) => {
    if (!row) return;
    await bus.publish(row.userId, {
      event: 'file.status',
      data: {
        workspaceId: row.workspaceId,
        fileId: row.id,
        status: row.status as FileStatus,
        statusReason: row.statusReason,
        chunksDone: row.chunksDone,
        chunksTotal: row.chunksTotal,
      },
    });
  };

  return {
    async file(fileId: string, status: FileStatus, statusReason: string | null) {
      const progress = status === 'indexing' ? { chunksDone: 0, chunksTotal: 0 } : {};
      const [row] = await db
        .update(files)
        .set({ status, statusReason, ...progress })
        .where(eq(files.id, fileId))
        .returning();
      await fileEvent(row);
    },

    /** Chunks embedded so far of a file being indexed (nothing when it is no longer indexing). */
    async fileProgress(fileId: string, chunksDone: number, chunksTotal: number) {
      const [row] = await db
        .update(files)
        .set({ chunksDone, chunksTotal })
        .where(and(eq(files.id, fileId), eq(files.status, 'indexing')))
        .returning();
      await fileEvent(row);
    },

    async item(kind: 'text' | 'qna', id: string, status: FileStatus, statusReason: string | null) {
      const table = kind === 'text' ? texts : qnas;
      const [row] = await db
        .update(table)
        .set({ status, statusReason })
        .where(eq(table.id, id))
        .returning({ workspaceId: table.workspaceId });
      if (!row) return;
      const [owner] = await db
        .select({ userId: workspaces.userId })
        .from(workspaces)
        .where(eq(workspaces.id, row.workspaceId));
      if (!owner) return;
      await bus.publish(owner.userId, {
        event: 'item.status',
        data: { workspaceId: row.workspaceId, kind, id, status, statusReason },
      });
    },
  };
}
export type IndexStatus = ReturnType<typeof createIndexStatus>;
