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
 * What one workspace's questions are answered from, read once and kept up to date as its knowledge
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
  /** Each row's lexemes, kept so that one source's change rebuilds the words without the database. */
  lexemes: ChunkLexemes[];
  /** Scratch space for one cosine per row, reused by every question (no allocation per request). */
  cosines: Float32Array;
}

/** One chunk as read: its row, its words and its vector (null without one, or without a matrix). */
interface Entry {
  row: ChunkRow;
  lexemes: ChunkLexemes;
  vector: Float32Array | null;
  /** Length of its stored vector (0 without one), known even when the vector is not read. */
  dims: number;
}

export interface SourceRef {
  kind: SourceKind;
  id: string;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function readEntries(
  db: Database,
  workspaceId: string,
  matrix: boolean,
  source?: SourceRef,
): Promise<Entry[]> {
  const chunks = await db.execute(sql`
    SELECT id, source_kind, source_id, position, title, content, length(search) AS length,
           ${matrix ? sql`encode(embedding, 'base64')` : sql`NULL`} AS embedding,
           octet_length(embedding) AS bytes,
           tsvector_to_array(ts_filter(search, '{d}')) AS text_lexemes,
           tsvector_to_array(ts_filter(search, '{b}')) AS title_lexemes
    FROM knowledge_chunks WHERE workspace_id = ${workspaceId}
    ${source ? sql`AND source_kind = ${source.kind} AND source_id = ${source.id}` : sql``}
    ORDER BY id`);
  // As base64 text: PGlite hands bytea to JavaScript about five times slower (2 s for 10,000 vectors).
  return rowsOf(chunks).map((r) => {
    let vector: Float32Array | null = null;
    if (r.embedding !== null) {
      const bytes = Buffer.from(r.embedding as string, 'base64');
      vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }
    return {
      row: {
        id: r.id as string,
        sourceKind: r.source_kind as SourceKind,
        sourceId: r.source_id as string,
        position: Number(r.position),
        title: r.title as string,
        content: r.content as string,
      },
      lexemes: {
        text: r.text_lexemes as string[],
        title: r.title_lexemes as string[],
        length: Number(r.length),
      },
      vector,
      dims: Number(r.bytes ?? 0) / 4,
    };
  });
}

/** The index of these chunks, in the order given (by id, as the database reads them). */
function assemble(workspaceId: string, entries: Entry[], matrix: boolean): WorkspaceIndex {
  // a loop, not Math.max(...rows): a spread of a large workspace overflows the stack
  let dims = 0;
  for (const e of entries) dims = Math.max(dims, e.dims);
  const cached = new Float32Array(matrix ? entries.length * dims : 0);
  const qnaRows: number[] = [];
  for (const [i, e] of entries.entries()) {
    if (matrix && e.vector && e.vector.length === dims) cached.set(e.vector, i * dims);
    if (e.row.sourceKind === 'qna') qnaRows.push(i);
  }
  const lexemes = entries.map((e) => e.lexemes);
  return {
    workspaceId,
    rows: entries.map((e) => e.row),
    dims,
    matrix: cached,
    qnaRows: Int32Array.from(qnaRows),
    terms: buildTermIndex(lexemes),
    lexemes,
    cosines: new Float32Array(matrix ? entries.length : 0),
  };
}

export async function loadWorkspaceIndex(
  db: Database,
  workspaceId: string,
  { matrix = true }: { matrix?: boolean } = {},
): Promise<WorkspaceIndex> {
  return assemble(workspaceId, await readEntries(db, workspaceId, matrix), matrix);
}

/**
 * The index after one source changed (added, replaced or removed): only that source's chunks are
 * read; every other chunk keeps what the index already holds. The same index a full load gives.
 */
export async function withSourceReloaded(
  db: Database,
  index: WorkspaceIndex,
  source: SourceRef,
  { matrix = true }: { matrix?: boolean } = {},
): Promise<WorkspaceIndex> {
  const fresh = await readEntries(db, index.workspaceId, matrix, source);
  const kept: Entry[] = [];
  for (const [i, row] of index.rows.entries()) {
    if (row.sourceKind === source.kind && row.sourceId === source.id) continue;
    const vector = matrix && index.dims ? index.matrix.subarray(i * index.dims, (i + 1) * index.dims) : null;
    // a zero row is a chunk without a vector
    const has = vector ? vector.some((x) => x !== 0) : index.dims > 0;
    kept.push({ row, lexemes: index.lexemes[i]!, vector, dims: has ? index.dims : 0 });
  }
  const entries = mergeById(kept, fresh);
  return assemble(index.workspaceId, entries, matrix);
}

/** Two lists ordered by id, as one. */
function mergeById(a: Entry[], b: Entry[]): Entry[] {
  if (!b.length) return a;
  const out: Entry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.row.id < b[j]!.row.id)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}
