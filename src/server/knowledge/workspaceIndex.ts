import { sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import { buildTermIndex, type ChunkLexemes, type TermIndex } from './termIndex.ts';

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
 * chunk without one; empty when pgvector compares them in the database), and their words as the
 * inverted index BM25 ranks them by.
 */
export interface WorkspaceIndex {
  workspaceId: string;
  rows: ChunkRow[];
  /** Vector length; 0 when no chunk has an embedding. */
  dims: number;
  matrix: Float32Array;
  /** Rows of the Q&A pairs (their questions' vectors). */
  qnaRows: Int32Array;
  terms: TermIndex;
  /** Scratch space for one cosine per row, reused by every question (no allocation per request). */
  cosines: Float32Array;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function loadWorkspaceIndex(
  db: Database,
  workspaceId: string,
  { matrix = true }: { matrix?: boolean } = {},
): Promise<WorkspaceIndex> {
  const chunks = await db.execute(sql`
    SELECT id, source_kind, source_id, position, title, content, length(search) AS length,
           ${matrix ? sql`encode(embedding, 'base64')` : sql`NULL`} AS embedding,
           octet_length(embedding) AS bytes,
           tsvector_to_array(ts_filter(search, '{d}')) AS text_lexemes,
           tsvector_to_array(ts_filter(search, '{b}')) AS title_lexemes
    FROM knowledge_chunks WHERE workspace_id = ${workspaceId} ORDER BY id`);
  const raw = rowsOf(chunks);
  // As base64 text: PGlite hands bytea to JavaScript about five times slower (2 s for 10,000 vectors).
  const vectors = raw.map((r) =>
    r.embedding === null ? null : Buffer.from(r.embedding as string, 'base64'),
  );
  // a loop, not Math.max(...rows): a spread of a large workspace overflows the stack
  let dims = 0;
  for (const r of raw) dims = Math.max(dims, Number(r.bytes ?? 0) / 4);
  const cached = new Float32Array(matrix ? raw.length * dims : 0);
  const rows: ChunkRow[] = [];
  const qnaRows: number[] = [];
  const lexemes: ChunkLexemes[] = [];
  for (const [i, r] of raw.entries()) {
    const bytes = vectors[i];
    if (bytes && bytes.byteLength === dims * 4) {
      cached.set(
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
    lexemes.push({
      text: r.text_lexemes as string[],
      title: r.title_lexemes as string[],
      length: Number(r.length),
    });
    rows.push(row);
  }
  return {
    workspaceId,
    rows,
    dims,
    matrix: cached,
    qnaRows: Int32Array.from(qnaRows),
    terms: buildTermIndex(lexemes),
    cosines: new Float32Array(matrix ? rows.length : 0),
  };
}
