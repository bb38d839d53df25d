import { and, desc, eq } from 'drizzle-orm';
import { type PageQuery, toPage } from '../../contract/page.ts';
import type { Qna, QnaInput } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { qnas } from '../db/schema.ts';
import { foundById } from './resourceId.ts';
import type { WorkspaceService } from './workspaces.ts';

type QnaRow = typeof qnas.$inferSelect;

const toQna = (q: QnaRow): Qna => ({ id: q.id, question: q.question, answer: q.answer });

/** Q&A pairs of a workspace; every call first proves the workspace is the user's. */
export function createQnaService({ db, workspaces }: { db: Database; workspaces: WorkspaceService }) {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(qnas.id, id), eq(qnas.workspaceId, workspaceId));

  return {
    async list(userId: string, workspaceId: string, query: PageQuery) {
      await workspaces.owned(userId, workspaceId);
      const where = eq(qnas.workspaceId, workspaceId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(qnas)
          .where(where)
          .orderBy(desc(qnas.createdAt), desc(qnas.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.$count(qnas, where),
      ]);
      return toPage(rows.map(toQna), query, total);
    },

    async get(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      return toQna(
        await foundById('Q&A', id, () => db.select().from(qnas).where(inWorkspace(workspaceId, id))),
      );
    },

    async create(userId: string, workspaceId: string, input: QnaInput) {
      await workspaces.owned(userId, workspaceId);
      const [row] = await db
        .insert(qnas)
        .values({ workspaceId, ...input })
        .returning();
      return toQna(row!);
    },

    async update(userId: string, workspaceId: string, id: string, input: QnaInput) {
      await workspaces.owned(userId, workspaceId);
      return toQna(
        await foundById('Q&A', id, () =>
          db.update(qnas).set(input).where(inWorkspace(workspaceId, id)).returning(),
        ),
      );
    },

    async remove(userId: string, workspaceId: string, id: string) {
      await workspaces.owned(userId, workspaceId);
      await foundById('Q&A', id, () =>
        db.delete(qnas).where(inWorkspace(workspaceId, id)).returning({ id: qnas.id }),
      );
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
