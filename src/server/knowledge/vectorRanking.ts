import type { Database } from '../db/database.ts';
import { usesPgvector } from '../db/pgvector.ts';
import { cosineOf, hasVector, nearestChunks } from './nearestChunks.ts';
import { cosinesInDatabase, nearestInDatabase } from './pgvectorChunks.ts';
import type { WorkspaceIndex } from './workspaceIndex.ts';

export interface Nearest {
  row: number;
  cosine: number;
}

/** Compares a question's vector with a workspace's chunks: in process, or in the database. */
export interface VectorRanking {
  /** Whether workspace indexes must hold the embedding matrix. */
  readonly matrix: boolean;
  /** The `limit` chunks nearest the question, best first; only the Q&A pairs with `qna`. */
  nearest(index: WorkspaceIndex, question: Float32Array, limit: number, only?: 'qna'): Promise<Nearest[]>;
  /** The question's cosine with each of these rows; null for a chunk without a vector yet. */
  cosines(index: WorkspaceIndex, rows: number[], question: Float32Array): Promise<(number | null)[]>;
}

/**
 * Over the workspace's cached matrix. The scan runs when `nearest` is called (synchronously), so
 * it overlaps a database query already sent.
 */
export const matrixRanking: VectorRanking = {
  matrix: true,
  nearest(index, question, limit, only) {
    if (only && !index.qnaRows.length) return Promise.resolve([]);
    return Promise.resolve(nearestChunks(index, question, limit, only ? index.qnaRows : undefined));
  },
  cosines(index, rows, question) {
    return Promise.resolve(rows.map((r) => (hasVector(index, r) ? cosineOf(index, r, question) : null)));
  },
};

/** pgvector ranks in the database; the process holds no vectors. */
export function pgvectorRanking(db: Database): VectorRanking {
  return {
    matrix: false,
    nearest: (index, question, limit, only) => nearestInDatabase(db, index, question, limit, only),
    cosines: (index, rows, question) => cosinesInDatabase(db, index, rows, question),
  };
}

/** pgvector where the database was opened with it, else the cached matrix. */
export const vectorRankingOf = (db: Database) => (usesPgvector(db) ? pgvectorRanking(db) : matrixRanking);
