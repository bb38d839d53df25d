import { and, desc, eq } from 'drizzle-orm';
import { type PageQuery, toPage } from '../../contract/page.ts';
import type { Text, TextInput } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { texts } from '../db/schema.ts';
import { foundById } from './resourceId.ts';
import type { WorkspaceService } from './workspaces.ts';

type TextRow = typeof texts.$inferSelect;

const toText = (t: TextRow): Text => ({
  id: t.id,
  name: t.name,
  content: t.content,
  updatedAt: t.updatedAt.toISOString(),
});

/** Texts of a workspace; every call first proves the workspace is the user's. */
export function createTextService({ db, workspaces }: { db: Database; workspaces: WorkspaceService }) {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(texts.id, id), eq(texts.workspaceId, workspaceId));

  return {
    async list(userId: string, workspaceId: string, query: PageQuery) {
      await workspaces.owned(userId, workspaceId);
      const where = eq(texts.workspaceId, workspaceId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(texts)
          .where(where)
          .orderBy(desc(texts.updatedAt), desc(texts.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.$count(texts, where),
      ]);
      return toPage(rows.map(toText), query, total);
    },

    async get(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      return toText(
        await foundById('Text', id, () => db.select().from(texts).where(inWorkspace(workspaceId, id))),
      );
    },

    async create(userId: string, workspaceId: string, input: TextInput) {
      await workspaces.owned(userId, workspaceId);
      const [row] = await db
        .insert(texts)
        .values({ workspaceId, ...input })
        .returning();
      return toText(row!);
    },

    async update(userId: string, workspaceId: string, id: string, input: TextInput) {
      await workspaces.owned(userId, workspaceId);
      const row = await foundById('Text', id, () =>
        db
          .update(texts)
          .set({ ...input, updatedAt: new Date() })
          .where(inWorkspace(workspaceId, id))
          .returning(),
      );
      return toText(row);
    },

    async remove(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      await foundById('Text', id, () =>
        db.delete(texts).where(inWorkspace(workspaceId, id)).returning({ id: texts.id }),
      );
    },
  };
}
export type TextService = ReturnType<typeof createTextService>;
