import { and, asc, eq } from 'drizzle-orm';
import type { DataProject, DataProjectInput } from '../../contract/dataInsights.ts';
import type { PageQuery } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';
import { dataProjects } from '../db/schema.ts';
import { pageOfRows } from '../services/pageOfRows.ts';
import { foundById } from '../services/resourceId.ts';

type ProjectRow = typeof dataProjects.$inferSelect;

const toProject = (p: ProjectRow): DataProject => ({
  id: p.id,
  name: p.name,
  description: p.description,
  gmtCreated: p.createdAt.toISOString(),
});

/** Data projects, each owned by one user; another user's project answers exactly as a missing one. */
export function createDataProjectService(db: Database) {
  const owned = (userId: string, id: string): Promise<ProjectRow> =>
    foundById('Project', id, () =>
      db
        .select()
        .from(dataProjects)
        .where(and(eq(dataProjects.id, id), eq(dataProjects.userId, userId))),
    );

  return {
    owned,

    /** Oldest first, so the first project the console selects stays the same as projects are added. */
    list: (userId: string, query: PageQuery) =>
      pageOfRows(db, {
        table: dataProjects,
        where: eq(dataProjects.userId, userId),
        orderBy: [asc(dataProjects.createdAt), asc(dataProjects.id)],
        query,
        toItem: toProject,
      }),

    async create(userId: string, input: DataProjectInput) {
      const [row] = await db
        .insert(dataProjects)
        .values({ userId, name: input.name, description: input.description })
        .returning();
      return toProject(row!);
    },

    /** Connections and the saved page go with it (foreign keys cascade). */
    async remove(userId: string, id: string) {
      await foundById('Project', id, () =>
        db
          .delete(dataProjects)
          .where(and(eq(dataProjects.id, id), eq(dataProjects.userId, userId)))
          .returning({ id: dataProjects.id }),
      );
    },
  };
}
export type DataProjectService = ReturnType<typeof createDataProjectService>;
