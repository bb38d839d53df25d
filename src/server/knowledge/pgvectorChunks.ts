import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { vectorCast } from '../db/pgvector.ts';
import type { WorkspaceIndex } from './workspaceIndex.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The column and the question as the per-dimension HNSW index sees them (ensureVectorIndex). */
function operands(question: Float32Array): { column: SQL; q: SQL } {
  const cast = vectorCast(question.length);
  const literal = JSON.stringify(Array.from(question));
  return cast
    ? { column: sql.raw(`embedding_vector::${cast}`), q: sql`${literal}::${sql.raw(cast)}` }
    : { column: sql.raw('embedding_vector'), q: sql`${literal}::vector` };
}

const rowOfIds = new WeakMap<WorkspaceIndex, Map<string, number>>();

/** Row of each chunk id, built on first use. */
function rowOf(index: WorkspaceIndex) {
  let map = rowOfIds.get(index);
  if (!map) {
    map = new Map(index.rows.map((r, i) => [r.id, i]));
    rowOfIds.set(index, map);
  }
  return map;
}

/** Chunks the index knows, as rows with their cosines (newer chunks are left out). */
function known(index: WorkspaceIndex, result: unknown) {
  const rows = rowOf(index);
  return rowsOf(result).flatMap((r) => {
    const row = rows.get(r.id as string);
    return row === undefined ? [] : [{ row, cosine: Number(r.cosine) }];
  });
}

/**
 * The `limit` chunks of the index's workspace nearest the question, best first, ranked by pgvector
 * (`<=>` is the cosine distance); only Q&A pairs with `qna`. Chunks of another length than the
 * question's are not compared (as the matrix holds them as zero rows).
 */
export async function nearestInDatabase(
  db: Database,
  index: WorkspaceIndex,
  question: Float32Array,
  limit: number,
  only?: 'qna',
) {
  const { column, q } = operands(question);
  const result = await db.execute(sql`
    SELECT id, 1 - (${column} <=> ${q}) AS cosine FROM knowledge_chunks
    WHERE workspace_id = ${index.workspaceId} AND vector_dims(embedding_vector) = ${question.length}
      ${only ? sql`AND source_kind = ${only}` : sql``}
    ORDER BY ${column} <=> ${q} LIMIT ${limit}`);
  // the iterative index scan may return rows slightly out of order
  return known(index, result).sort((a, b) => b.cosine - a.cosine);
}

/** The question's cosine with each of these rows (null for a chunk without a vector of its length). */
export async function cosinesInDatabase(
  db: Database,
  index: WorkspaceIndex,
  rows: number[],
  question: Float32Array,
): Promise<(number | null)[]> {
  if (!rows.length) return [];
  const ids = JSON.stringify(rows.map((r) => index.rows[r]!.id));
  const { column, q } = operands(question);
  const result = await db.execute(sql`
    SELECT id, 1 - (${column} <=> ${q}) AS cosine FROM knowledge_chunks
    WHERE id = ANY(ARRAY(SELECT json_array_elements_text(${ids}::json)))
      AND vector_dims(embedding_vector) = ${question.length}`);
  const cosineOf = new Map(known(index, result).map((h) => [h.row, h.cosine]));
  return rows.map((r) => cosineOf.get(r) ?? null);
}
