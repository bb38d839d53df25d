import { sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';

export interface ChunkRow {
  id: string;
  sourceKind: SourceKind;
  sourceId: string;
  position: number;
  title: string;
  content: string;
}

/**
 * What one workspace's questions are answered from, read once and kept until its knowledge
 * changes: the chunks, their embeddings as one row-major matrix of unit vectors (a zero row for a
 * chunk without one), and the full-text statistics BM25 weighs words by.
 */
export interface WorkspaceIndex {
  rows: ChunkRow[];
  /** Row of each chunk id. */
  rowOf: Map<string, number>;
  /** Vector length; 0 when no chunk has an embedding. */
  dims: number;
  matrix: Float32Array;
  /** Rows of the Q&A pairs (their questions' vectors). */
  qnaRows: Int32Array;
  /** Chunks holding each lexeme (Postgres' English stems, as in the `search` column). */
  documentFrequency: Map<string, number>;
  /** Mean count of distinct lexemes per chunk. */
  meanLength: number;
  /** Scratch space for one cosine per row, reused by every question (no allocation per request). */
  cosines: Float32Array;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function loadWorkspaceIndex(db: Database, workspaceId: string): Promise<WorkspaceIndex> {
  const [chunks, stats] = await Promise.all([
    db.execute(sql`
      SELECT id, source_kind, source_id, position, title, content, embedding, length(search) AS length
      FROM knowledge_chunks WHERE workspace_id = ${workspaceId} ORDER BY id`),
    db.execute(sql`
      SELECT word, ndoc FROM ts_stat(
        format('SELECT search FROM knowledge_chunks WHERE workspace_id = %L', ${workspaceId}::text))`),
  ]);
  const raw = rowsOf(chunks);
  const dims = Math.max(0, ...raw.map((r) => ((r.embedding as Uint8Array | null)?.byteLength ?? 0) / 4));
  const matrix = new Float32Array(raw.length * dims);
  const rows: ChunkRow[] = [];
  const qnaRows: number[] = [];
  let lengths = 0;
  for (const [i, r] of raw.entries()) {
    const bytes = r.embedding as Uint8Array | null;
    if (bytes && bytes.byteLength === dims * 4) {
      matrix.set(
        new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
        i * dims,
      );
    }
    const row: ChunkRow = {
      id: r.id as string,
      sourceKind: r.source_kind as SourceKind,
      sourceId: r.source_id as string,
      position: Number(r.position),
      title: r.title as string,
      content: r.content as string,
    };
    if (row.sourceKind === 'qna') qnaRows.push(i);
    lengths += Number(r.length);
    rows.push(row);
  }
  return {
    rows,
    rowOf: new Map(rows.map((r, i) => [r.id, i])),
    dims,
    matrix,
    qnaRows: Int32Array.from(qnaRows),
    documentFrequency: new Map(rowsOf(stats).map((s) => [s.word as string, Number(s.ndoc)])),
    meanLength: rows.length ? lengths / rows.length : 1,
    cosines: new Float32Array(rows.length),
  };
}
