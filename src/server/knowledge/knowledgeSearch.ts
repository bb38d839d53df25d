import { sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/eventBus.ts';
import { bytesToVector, type QueryEmbedder } from './embedder.ts';

export interface ChunkHit {
  id: string;
  sourceKind: SourceKind;
  sourceId: string;
  position: number;
  title: string;
  content: string;
  /** Cosine similarity with the question (0 when embeddings are off). */
  cosine: number;
  /** Full-text rank (0 when the words do not match). */
  textRank: number;
  /** The fused score the hits are ordered by. */
  score: number;
}

interface ChunkRow {
  id: string;
  sourceKind: SourceKind;
  sourceId: string;
  position: number;
  title: string;
  content: string;
}

/** A workspace's embedded chunks as one row-major matrix of unit vectors. */
interface VectorMatrix {
  rows: ChunkRow[];
  dims: number;
  values: Float32Array;
}

/** Reciprocal rank fusion constant, chosen by the retrieval-quality measurement. */
export const RRF_K = 20;
const CANDIDATES = 50;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const toChunkRow = (r: Record<string, unknown>): ChunkRow => ({
  id: r.id as string,
  sourceKind: r.source_kind as SourceKind,
  sourceId: r.source_id as string,
  position: Number(r.position),
  title: r.title as string,
  content: r.content as string,
});

/**
 * Hybrid retrieval: Postgres full-text search (any of the question's words, ranked) fused by
 * reciprocal rank with cosine similarity over the workspace's cached embedding matrix.
 */
export function createKnowledgeSearch({
  db,
  embedder,
  bus,
}: {
  db: Database;
  embedder: QueryEmbedder;
  bus: EventBus;
}) {
  const matrices = new Map<string, Promise<VectorMatrix>>();
  bus.onKnowledgeChanged((workspaceId) => matrices.delete(workspaceId));

  async function loadMatrix(workspaceId: string): Promise<VectorMatrix> {
    const result = await db.execute(sql`
      SELECT id, source_kind, source_id, position, title, content, embedding
      FROM knowledge_chunks WHERE workspace_id = ${workspaceId} AND embedding IS NOT NULL`);
    const raw = rowsOf(result);
    const first = raw[0]?.embedding as Uint8Array | undefined;
    const dims = first ? first.byteLength / 4 : 0;
    const values = new Float32Array(raw.length * dims);
    for (const [i, r] of raw.entries()) {
      values.set(bytesToVector(r.embedding as Uint8Array).subarray(0, dims), i * dims);
    }
    return { rows: raw.map(toChunkRow), dims, values };
  }

  function matrixOf(workspaceId: string) {
    let m = matrices.get(workspaceId);
    if (!m) {
      m = loadMatrix(workspaceId);
      matrices.set(workspaceId, m);
      m.catch(() => matrices.delete(workspaceId));
    }
    return m;
  }

  /** The `limit` best chunks by cosine: one matrix-vector product, then a partial selection. */
  function nearest(matrix: VectorMatrix, q: Float32Array, limit: number) {
    const { dims, values, rows } = matrix;
    const scores = new Float32Array(rows.length);
    for (let r = 0, o = 0; r < rows.length; r++, o += dims) {
      let s = 0;
      for (let d = 0; d < dims; d++) s += values[o + d]! * q[d]!;
      scores[r] = s;
    }
    const order: number[] = [];
    for (let r = 0; r < rows.length; r++) {
      if (order.length < limit) {
        order.push(r);
        if (order.length === limit) order.sort((a, b) => scores[b]! - scores[a]!);
      } else if (scores[r]! > scores[order[limit - 1]!]!) {
        let i = limit - 1;
        while (i > 0 && scores[order[i - 1]!]! < scores[r]!) i--;
        order.splice(i, 0, r);
        order.pop();
      }
    }
    if (order.length < limit) order.sort((a, b) => scores[b]! - scores[a]!);
    return order.map((r) => ({ row: rows[r]!, cosine: scores[r]! }));
  }

  async function fullText(workspaceId: string, question: string, limit: number) {
    // Any of the question's words may match (a visitor's phrasing is not the document's).
    const result = await db.execute(sql`
      WITH q AS (
        SELECT replace(plainto_tsquery('english', ${question})::text, '&', '|') AS text
      )
      SELECT c.id, c.source_kind, c.source_id, c.position, c.title, c.content,
             ts_rank_cd(c.search, to_tsquery('english', q.text), 1) AS rank
      FROM knowledge_chunks c, q
      WHERE q.text <> '' AND c.workspace_id = ${workspaceId} AND c.search @@ to_tsquery('english', q.text)
      ORDER BY rank DESC, c.id
      LIMIT ${limit}`);
    return rowsOf(result).map((r) => ({ row: toChunkRow(r), rank: Number(r.rank) }));
  }

  return {
    /** The best chunks for a question, best first, with each retriever's own score. */
    async search(workspaceId: string, question: string, limit = 8, options: { kinds?: SourceKind[] } = {}) {
      const [vector, textHits] = await Promise.all([
        embedder.embedQuery(question),
        fullText(workspaceId, question, CANDIDATES),
      ]);
      const vectorHits = vector ? nearest(await matrixOf(workspaceId), vector, CANDIDATES) : [];
      const byId = new Map<string, ChunkHit>();
      const hit = (row: ChunkRow) => {
        let h = byId.get(row.id);
        if (!h) {
          h = { ...row, cosine: 0, textRank: 0, score: 0 };
          byId.set(row.id, h);
        }
        return h;
      };
      vectorHits.forEach(({ row, cosine }, rank) => {
        const h = hit(row);
        h.cosine = cosine;
        h.score += 1 / (RRF_K + rank + 1);
      });
      textHits.forEach(({ row, rank: textRank }, rank) => {
        const h = hit(row);
        h.textRank = textRank;
        h.score += 1 / (RRF_K + rank + 1);
      });
      let hits = [...byId.values()];
      if (options.kinds) hits = hits.filter((h) => options.kinds!.includes(h.sourceKind));
      hits.sort((a, b) => b.score - a.score);
      return { hits: hits.slice(0, limit), questionVector: vector };
    },

    /** The Q&A pair whose question is closest to the visitor's, with its similarity. */
    async closestQna(workspaceId: string, questionVector: Float32Array | null) {
      if (!questionVector) return undefined;
      const matrix = await matrixOf(workspaceId);
      const qna: VectorMatrix = { ...matrix, rows: [], values: new Float32Array(0) };
      const idx = matrix.rows.flatMap((r, i) => (r.sourceKind === 'qna' ? [i] : []));
      if (!idx.length) return undefined;
      qna.rows = idx.map((i) => matrix.rows[i]!);
      qna.values = new Float32Array(idx.length * matrix.dims);
      for (const [j, i] of idx.entries()) {
        qna.values.set(matrix.values.subarray(i * matrix.dims, (i + 1) * matrix.dims), j * matrix.dims);
      }
      const [best] = nearest(qna, questionVector, 1);
      return best ? { row: best.row, cosine: best.cosine } : undefined;
    },

    /** Drops every cached matrix (for measurements that want a cold start). */
    clearCache() {
      matrices.clear();
    },
  };
}
export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
