import { and, eq, sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import { indexJobs } from '../db/schema.ts';
import { jobErrorText } from './jobErrorText.ts';

export interface IndexJob {
  id: string;
  workspaceId: string;
  sourceKind: SourceKind;
  sourceId: string;
  version: number;
  attempts: number;
}

/** The database, or a transaction the enqueue is part of. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Files up to this size are small: the small items' lane takes them beside texts and Q&A pairs. */
export const SMALL_FILE_BYTES = 256 * 1024;

/** After this many failed attempts (crashes, not unreadable files) the source is marked failed. */
export const MAX_ATTEMPTS = 5;

/** Index jobs kept in the database: any process may claim one, and exactly one holds it at a time. */
export function createIndexQueue(db: Database) {
  return {
    /** Asks for the source to be (re)indexed; a request during a run makes the job run again after it. */
    async enqueue(sourceKind: SourceKind, workspaceId: string, sourceId: string, executor: Executor = db) {
      await executor
        .insert(indexJobs)
        .values({ workspaceId, sourceKind, sourceId })
        .onConflictDoUpdate({
          target: [indexJobs.sourceKind, indexJobs.sourceId],
          set: { version: sql`${indexJobs.version} + 1`, attempts: 0, lastError: null },
        });
    },

    async drop(sourceKind: SourceKind, sourceId: string) {
      await db
        .delete(indexJobs)
        .where(and(eq(indexJobs.sourceKind, sourceKind), eq(indexJobs.sourceId, sourceId)));
    },

    /**
     * The oldest job no one holds (or whose holder's lease ran out, e.g. a killed process),
     * leased to `workerId`; texts and Q&A pairs, small and typed by hand, before any file queued
     * earlier; with `smallOnly`, only those and small files, so a large file never holds them up.
     * SKIP LOCKED lets processes claim side by side without waiting.
     */
    async claim(workerId: string, leaseMs: number, smallOnly = false): Promise<IndexJob | undefined> {
      const small = smallOnly
        ? sql`AND (source_kind <> 'file' OR source_id IN (SELECT id FROM files WHERE size <= ${SMALL_FILE_BYTES}))`
        : sql``;
      const result = await db.execute(sql`
        UPDATE index_jobs SET
          locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
          attempts = attempts + 1
        WHERE id = (
          SELECT id FROM index_jobs
          WHERE (locked_until IS NULL OR locked_until < now()) AND attempts < ${MAX_ATTEMPTS} ${small}
          ORDER BY source_kind = 'file', created_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, workspace_id, source_kind, source_id, version, attempts`);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
      if (!row) return undefined;
      return {
        id: row.id as string,
        workspaceId: row.workspace_id as string,
        sourceKind: row.source_kind as SourceKind,
        sourceId: row.source_id as string,
        version: Number(row.version),
        attempts: Number(row.attempts),
      };
    },

    async renew(job: IndexJob, workerId: string, leaseMs: number) {
      await db.execute(sql`
        UPDATE index_jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE id = ${job.id} AND locked_by = ${workerId}`);
    },

    /** Done with this version: removed, unless a newer request came meanwhile (then it runs again). */
    async complete(job: IndexJob) {
      const deleted = await db
        .delete(indexJobs)
        .where(and(eq(indexJobs.id, job.id), eq(indexJobs.version, job.version)))
        .returning({ id: indexJobs.id });
      if (deleted.length === 0) {
        await db
          .update(indexJobs)
          .set({ lockedBy: null, lockedUntil: null, attempts: 0 })
          .where(eq(indexJobs.id, job.id));
      }
    },

    /**
     * Tries again later, each time later; true when the job has used up its attempts. The failure
     * is kept as printable, bounded text.
     */
    async retryLater(job: IndexJob, error: unknown): Promise<boolean> {
      if (job.attempts >= MAX_ATTEMPTS) {
        await db.delete(indexJobs).where(and(eq(indexJobs.id, job.id), eq(indexJobs.version, job.version)));
        return true;
      }
      await db.execute(sql`
        UPDATE index_jobs SET locked_by = NULL, last_error = ${jobErrorText(error)},
          locked_until = now() + make_interval(secs => ${2 ** job.attempts})
        WHERE id = ${job.id}`);
      return false;
    },

    async pending(): Promise<number> {
      return db.$count(indexJobs);
    },
  };
}
export type IndexQueue = ReturnType<typeof createIndexQueue>;
