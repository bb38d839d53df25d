import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../contract/page.ts';
import {
  authUrlProblem,
  type Workspace,
  type WorkspaceCreate,
  type WorkspaceUpdate,
} from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { files, workspaces } from '../db/schema.ts';
import { ApiError, notFound } from '../reply.ts';
import type { FileStorage } from './fileStorage.ts';
import { pageOfRows } from './pageOfRows.ts';
import { foundById, isResourceId } from './resourceId.ts';

type WorkspaceRow = typeof workspaces.$inferSelect;

export function toWorkspace(w: WorkspaceRow): Workspace {
  return {
    id: w.id,
    name: w.name,
    role: w.role,
    authRequire: w.authRequire,
    authUrl: w.authUrl,
    appId: w.appId,
    gmtCreated: w.createdAt.toISOString(),
  };
}

/** 144 random bits, URL-safe: the public key of a workspace's chat widget. */
const newAppId = () => randomBytes(18).toString('base64url');

export function createWorkspaceService({ db, storage }: { db: Database; storage: FileStorage }) {
  /** The user's workspace; another user's is reported exactly like a missing one. */
  const owned = (userId: string, id: string): Promise<WorkspaceRow> =>
    foundById('Workspace', id, () =>
      db
        .select()
        .from(workspaces)
        .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId))),
    );

  return {
    owned,

    async list(userId: string, query: PageQuery) {
      return pageOfRows(db, {
        table: workspaces,
        where: eq(workspaces.userId, userId),
        orderBy: [desc(workspaces.createdAt), desc(workspaces.id)],
        query,
        toItem: toWorkspace,
      });
    },

    async get(userId: string, id: string) {
      return toWorkspace(await owned(userId, id));
    },

    async create(userId: string, input: WorkspaceCreate) {
      const [row] = await db
        .insert(workspaces)
        .values({ userId, name: input.name, role: input.role, appId: newAppId() })
        .returning();
      return toWorkspace(row!);
    },

    async update(userId: string, id: string, input: WorkspaceUpdate) {
      const current = await owned(userId, id);
      const authRequire = input.authRequire ?? current.authRequire;
      const authUrl = input.authUrl === undefined ? current.authUrl : input.authUrl || null;
      const problem = authUrlProblem(authRequire, authUrl);
      if (problem) throw new ApiError(400, problem, { authUrl: problem });
      const [row] = await db
        .update(workspaces)
        .set({ name: input.name, role: input.role, authRequire, authUrl, updatedAt: new Date() })
        .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)))
        .returning();
      if (!row) throw notFound('Workspace');
      return toWorkspace(row);
    },

    async chatInfo(userId: string, id: string) {
      return { appId: (await owned(userId, id)).appId };
    },

    /**
     * Rows first (texts and Q&A cascade), then the bytes the file rows named. Locking the
     * workspace makes a concurrent upload either land in the returned list or fail its
     * foreign key and clean up after itself.
     */
    async remove(userId: string, id: string) {
      if (!isResourceId(id)) throw notFound('Workspace');
      const stored = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)))
          .for('update');
        if (!locked) throw notFound('Workspace');
        const gone = await tx
          .delete(files)
          .where(eq(files.workspaceId, id))
          .returning({ storedName: files.storedName });
        await tx.delete(workspaces).where(eq(workspaces.id, id));
        return gone;
      });
      await Promise.all(stored.map((f) => storage.remove(f.storedName)));
    },
  };
}
export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
