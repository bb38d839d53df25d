import { and, desc, eq } from 'drizzle-orm';
import {
  type AllowedSite,
  type AllowedSiteInput,
  allowedSiteLimits,
  allowedSiteMessages,
} from '../../contract/allowedSite.ts';
import type { Database } from '../db/database.ts';
import { allowedSites, workspaces } from '../db/schema.ts';
import type { EventBus } from '../events/eventBus.ts';
import { ApiError, notFound } from '../reply.ts';
import { ExpiringCache } from './expiringCache.ts';
import { isResourceId } from './resourceId.ts';
import type { WorkspaceService } from './workspaces.ts';

type AllowedSiteRow = typeof allowedSites.$inferSelect;

const toAllowedSite = (row: AllowedSiteRow): AllowedSite => ({
  id: row.id,
  origin: row.origin,
  gmtCreated: row.createdAt.toISOString(),
});

/**
 * How long a process keeps a chat's allowed origins. A change reaches every process at once over
 * the event bus; this bounds how stale a process can be should it miss that message.
 */
export const ORIGINS_CACHE_MS = 5_000;

/**
 * The web sites (origins) allowed to embed a workspace's chat widget. The owner manages them;
 * the chat page and the chat API read them by appId on every request, from a short cache that a
 * change drops at once: in this process directly, in the others through the event bus.
 */
export function createAllowedSiteService({
  db,
  workspaces: owner,
  bus,
  now = Date.now,
}: {
  db: Database;
  workspaces: WorkspaceService;
  bus?: Pick<EventBus, 'sitesChanged' | 'onSitesChanged' | 'onMissed'>;
  now?: () => number;
}) {
  const cached = new ExpiringCache<string, string[]>(10_000, now);
  // A read that a change overtakes is not cached (see ExpiringCache.load).
  const forget = (appId: string) => cached.delete(appId);
  bus?.onSitesChanged(forget);
  bus?.onMissed(() => cached.clear());
  const changed = async (appId: string) => {
    forget(appId);
    // The change is stored; should the message fail, other processes catch up within ORIGINS_CACHE_MS.
    await bus
      ?.sitesChanged(appId)
      .catch((e: Error) => console.error('allowed sites change not announced:', e.message));
  };
  return {
    async list(userId: string, workspaceId: string): Promise<AllowedSite[]> {
      await owner.owned(userId, workspaceId);
      const rows = await db
        .select()
        .from(allowedSites)
        .where(eq(allowedSites.workspaceId, workspaceId))
        .orderBy(desc(allowedSites.createdAt), desc(allowedSites.id));
      return rows.map(toAllowedSite);
    },

    /** `input.origin` arrives normalised by the contract; the same origin twice is refused with 409. */
    async add(userId: string, workspaceId: string, input: AllowedSiteInput): Promise<AllowedSite> {
      const { appId } = await owner.owned(userId, workspaceId);
      const added = await db.transaction(async (tx) => {
        // Held until commit, so two adds at once cannot both pass the count.
        const [locked] = await tx
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(and(eq(workspaces.id, workspaceId), eq(workspaces.userId, userId)))
          .for('update');
        if (!locked) throw notFound('Workspace');
        const count = await tx.$count(allowedSites, eq(allowedSites.workspaceId, workspaceId));
        if (count >= allowedSiteLimits.perWorkspace) {
          throw new ApiError(409, allowedSiteMessages.tooMany, { origin: allowedSiteMessages.tooMany });
        }
        const [row] = await tx
          .insert(allowedSites)
          .values({ workspaceId, origin: input.origin })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const message = allowedSiteMessages.duplicate(input.origin);
          throw new ApiError(409, message, { origin: message });
        }
        return toAllowedSite(row);
      });
      await changed(appId);
      return added;
    },

    async remove(userId: string, workspaceId: string, id: string): Promise<void> {
      const { appId } = await owner.owned(userId, workspaceId);
      if (!isResourceId(id)) throw new ApiError(404, allowedSiteMessages.notFound);
      const gone = await db
        .delete(allowedSites)
        .where(and(eq(allowedSites.id, id), eq(allowedSites.workspaceId, workspaceId)))
        .returning({ id: allowedSites.id });
      await changed(appId);
      if (gone.length === 0) throw new ApiError(404, allowedSiteMessages.notFound);
    },

    /** The origins a chat (by its public appId) allows; empty when it allows any site. */
    originsForApp: (appId: string): Promise<string[]> =>
      cached.load(
        appId,
        async () => {
          const rows = await db
            .select({ origin: allowedSites.origin })
            .from(allowedSites)
            .innerJoin(workspaces, eq(workspaces.id, allowedSites.workspaceId))
            .where(eq(workspaces.appId, appId))
            .orderBy(allowedSites.createdAt, allowedSites.id);
          return rows.map((r) => r.origin);
        },
        () => now() + ORIGINS_CACHE_MS,
      ),
  };
}
export type AllowedSiteService = ReturnType<typeof createAllowedSiteService>;
