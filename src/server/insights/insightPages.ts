import { and, desc, eq } from 'drizzle-orm';
import {
  emptyPageMessage,
  type InsightModule,
  type InsightPage,
  type SavePageInput,
} from '../../contract/dataInsights.ts';
import type { PageQuery } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';
import { dataProjects, insightPages } from '../db/schema.ts';
import { ApiError, notFound } from '../reply.ts';
import { pageOfRows } from '../services/pageOfRows.ts';
import { foundById } from '../services/resourceId.ts';
import type { DataProjectService } from './dataProjects.ts';

type PageRow = typeof insightPages.$inferSelect;

const toPageItem = (p: PageRow, projectName: string): InsightPage => ({
  id: p.id,
  projectId: p.projectId,
  projectName,
  title: p.title,
  modules: p.modules as InsightModule[],
  savedAt: p.savedAt.toISOString(),
});

/** Saved report pages: one per project, replaced by each save, listed newest first. */
export function createInsightPageService({ db, projects }: { db: Database; projects: DataProjectService }) {
  const withProject = () =>
    db
      .select({ page: insightPages, projectName: dataProjects.name })
      .from(insightPages)
      .innerJoin(dataProjects, eq(dataProjects.id, insightPages.projectId));

  return {
    async save(userId: string, projectId: string, input: SavePageInput) {
      const project = await projects.owned(userId, projectId);
      if (input.modules.length === 0)
        throw new ApiError(400, emptyPageMessage, { modules: emptyPageMessage });
      const title = input.title?.trim() || `${project.name} dashboard`;
      const [row] = await db
        .insert(insightPages)
        .values({ userId, projectId, title, modules: input.modules })
        .onConflictDoUpdate({
          target: insightPages.projectId,
          set: { title, modules: input.modules, savedAt: new Date() },
        })
        .returning();
      return toPageItem(row!, project.name);
    },

    async forProject(userId: string, projectId: string) {
      await projects.owned(userId, projectId);
      const [found] = await withProject().where(eq(insightPages.projectId, projectId));
      if (!found) throw notFound('Saved page');
      return toPageItem(found.page, found.projectName);
    },

    async list(userId: string, query: PageQuery) {
      return pageOfRows(db, {
        table: insightPages,
        // Every saved page has its project (a required foreign key), so the join keeps the count.
        select: withProject().$dynamic(),
        where: eq(insightPages.userId, userId),
        orderBy: [desc(insightPages.savedAt), desc(insightPages.id)],
        query,
        toItem: (r) => toPageItem(r.page, r.projectName),
      });
    },

    async get(userId: string, id: string) {
      const found = await foundById('Saved page', id, () =>
        withProject().where(and(eq(insightPages.id, id), eq(insightPages.userId, userId))),
      );
      return toPageItem(found.page, found.projectName);
    },

    async remove(userId: string, id: string) {
      await foundById('Saved page', id, () =>
        db
          .delete(insightPages)
          .where(and(eq(insightPages.id, id), eq(insightPages.userId, userId)))
          .returning({ id: insightPages.id }),
      );
    },
  };
}
export type InsightPageService = ReturnType<typeof createInsightPageService>;
