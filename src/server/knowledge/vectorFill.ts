import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ensureVectorIndex, writesVectorColumn, writeVectors } from '../db/pgvector.ts';
import type { EventBus } from '../events/eventBus.ts';
import { type Embedder, vectorToBytes } from './embedder.ts';
import { fileEmbedText } from './fileEmbedText.ts';

/** Chunks embedded per round: the lane looks for new jobs between two rounds. */
export const FILL_BATCH = 32;
/** A file whose vectors are being filled is reloaded into the cached indexes at most this often. */
const TELL_EVERY_MS = 5000;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Gives the chunks of files written without vectors (a large file is searchable by its words
 * first) their vectors, a round at a time in document order, while no index job waits. Files left
 * half filled by an earlier run are found at the first round. A file that fails is left until the
 * next start; a chunk deleted meanwhile is simply not updated.
 */
export function createVectorFill({ db, embedder, bus }: { db: Database; embedder: Embedder; bus: EventBus }) {
  /** Files waiting for vectors, in the order they were written: id → workspace. */
  const pending = new Map<string, string>();
  let leftoversRead = false;
  let told = performance.now();

  async function tell(workspaceId: string, fileId: string) {
    told = performance.now();
    await bus.knowledgeChanged(workspaceId, { kind: 'file', id: fileId });
  }

  async function readLeftovers() {
    leftoversRead = true;
    const rows = rowsOf(
      await db.execute(sql`
        SELECT DISTINCT workspace_id, file_id FROM knowledge_chunks
        WHERE source_kind = 'file' AND embedding IS NULL`),
    );
    for (const r of rows) pending.set(r.file_id as string, r.workspace_id as string);
  }

  return {
    /** The file's chunks were written without vectors. */
    add(workspaceId: string, fileId: string) {
      pending.set(fileId, workspaceId);
    },
    /** Embeds one round; the number of chunks given a vector (0: none is waiting). */
    async fillSome(): Promise<number> {
      if (embedder.mode === 'off') return 0;
      if (!leftoversRead) await readLeftovers();
      for (const [fileId, workspaceId] of pending) {
        const rows = rowsOf(
          await db.execute(sql`
            SELECT id, title, content FROM knowledge_chunks
            WHERE file_id = ${fileId} AND embedding IS NULL
              AND NOT EXISTS (SELECT 1 FROM index_jobs WHERE source_kind = 'file' AND source_id = ${fileId})
            ORDER BY position LIMIT ${FILL_BATCH}`),
        );
        // done, gone, or queued again (its job writes it anew and adds it back)
        if (!rows.length) {
          pending.delete(fileId);
          continue;
        }
        try {
          const vectors = await embedder.embed(
            rows.map((r) => fileEmbedText(r.title as string, r.content as string)),
          );
          const filled = rows.map((r, i) => ({ id: r.id as string, vector: vectors[i]! }));
          const json = JSON.stringify(
            filled.map((f) => ({ id: f.id, e: vectorToBytes(f.vector).toString('base64') })),
          );
          await db.transaction(async (tx) => {
            await tx.execute(sql`
              UPDATE knowledge_chunks AS k SET embedding = decode(x.e, 'base64')
              FROM json_to_recordset(${json}::json) AS x(id text, e text)
              WHERE k.id = x.id AND k.embedding IS NULL`);
            if (writesVectorColumn(db)) await writeVectors(tx, filled);
          });
          if (writesVectorColumn(db)) await ensureVectorIndex(db, filled[0]!.vector.length);
        } catch (error) {
          pending.delete(fileId);
          throw error;
        }
        // the file's last round, or a while since the last reload: the indexes take in the vectors
        if (rows.length < FILL_BATCH) {
          pending.delete(fileId);
          await tell(workspaceId, fileId);
        } else if (performance.now() - told >= TELL_EVERY_MS) {
          await tell(workspaceId, fileId);
        }
        return rows.length;
      }
      return 0;
    },
  };
}
export type VectorFill = ReturnType<typeof createVectorFill>;
