import type { SourceKind } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/eventBus.ts';
import type { Bm25Tuning } from './bm25.ts';
import type { QueryEmbedder } from './embedder.ts';
import { fullTextSearch } from './fullTextSearch.ts';
import { type VectorRanking, vectorRankingOf } from './vectorRanking.ts';
import { type ChunkRow, loadWorkspaceIndex, withSourceReloaded } from './workspaceIndex.ts';
import { createWorkspaceIndexCache } from './workspaceIndexCache.ts';

export type { ChunkRow } from './workspaceIndex.ts';

export interface ChunkHit extends ChunkRow {
  /** Cosine similarity with the question (0 when embeddings are off). */
  cosine: number;
  /** The chunk has no vector yet (a large file searchable by its words first): its cosine is unknown, not 0. */
  unembedded?: boolean;
  /** BM25 score of the question's words (0 when none matches). */
  textRank: number;
  /** Share of the question's word weight (rarity) the chunk holds, 0..1. */
  coverage: number;
  /** The fused score the hits are ordered by. */
  score: number;
}

export type Fusion = 'rrf' | 'linear' | 'rerank';

/** Sentence vectors kept across questions (about 10 MB at 512 dimensions). */
const SENTENCE_VECTORS = 5000;

export interface SearchTuning extends Bm25Tuning {
  /** How the two rankings become one. */
  fusion: Fusion;
  /** Reciprocal rank fusion constant. */
  rrfK: number;
  /** Linear fusion: weight of the cosine against the BM25 score (each divided by the best one). */
  cosineWeight: number;
  /** How many chunks each retriever proposes. */
  candidates: number;
}

/** Chosen by the retrieval-quality measurement (scripts/benchRetrieval.ts). */
export const searchTuning: SearchTuning = {
  fusion: 'linear',
  rrfK: 20,
  cosineWeight: 0.5,
  candidates: 50,
  k1: 1.2,
  b: 0.75,
  titleWeight: 0.5,
  selectingShare: 0.1,
  selectingWords: 4,
};

/**
 * Hybrid retrieval: BM25 over the workspace's cached inverted index (Postgres' full-text lexemes)
 * fused with cosine similarity over its cached embedding matrix, or from pgvector where the database
 * has it.
 */
export function createKnowledgeSearch({
  db,
  embedder,
  bus,
  tuning = searchTuning,
  vectors = vectorRankingOf(db),
  cachedChunks = 200_000,
}: {
  db: Database;
  embedder: QueryEmbedder;
  bus: EventBus;
  tuning?: SearchTuning;
  vectors?: VectorRanking;
  /** How many chunks the cached workspace indexes may hold together. */
  cachedChunks?: number;
}) {
  const indexes = createWorkspaceIndexCache({
    load: (workspaceId) => loadWorkspaceIndex(db, workspaceId, { matrix: vectors.matrix }),
    maxChunks: cachedChunks,
  });
  // One source changed: only its chunks are read again; anything else (a workspace deleted): reload.
  bus.onKnowledgeChanged((workspaceId, source) => {
    if (!source) return indexes.drop(workspaceId);
    indexes.update(workspaceId, (index) => withSourceReloaded(db, index, source, { matrix: vectors.matrix }));
  });
  bus.onMissed(() => indexes.clear());
  const indexOf = (workspaceId: string) => indexes.get(workspaceId);
  const sentenceVectors = new Map<string, Float32Array>();

  /** Scores the hits: each list is one retriever's ranking, best first. */
  function fuse(byCosine: ChunkHit[], byText: ChunkHit[]) {
    if (tuning.fusion === 'rrf') {
      for (const list of [byCosine, byText]) {
        for (const [rank, h] of list.entries()) h.score += 1 / (tuning.rrfK + rank + 1);
      }
      return;
    }
    if (tuning.fusion === 'rerank') {
      // The full-text candidates (the nearest when no word matches) ordered by cosine.
      for (const h of byText.length ? byText : byCosine) h.score = 1 + h.cosine;
      return;
    }
    const bestCosine = byCosine[0]?.cosine || 1;
    const bestText = byText[0]?.textRank || 1;
    const w = byCosine.length ? tuning.cosineWeight : 0;
    for (const h of [...byCosine, ...byText]) {
      // A chunk without its vector has no cosine to weigh: its words alone rank it, rather than a
      // zero pulling it below unrelated passages.
      h.score = h.unembedded
        ? h.textRank / bestText
        : w * (h.cosine / bestCosine) + (1 - w) * (h.textRank / bestText);
    }
  }

  return {
    /** The best chunks for a question, best first, with each retriever's own score. */
    async search(workspaceId: string, question: string, limit = 8, options: { kinds?: SourceKind[] } = {}) {
      const index = await indexOf(workspaceId);
      const text = fullTextSearch(db, index.terms, question, tuning.candidates, tuning);
      text.catch(() => {}); // awaited below; the embedding may fail first
      const vector = index.dims ? await embedder.embedQuery(question) : null;
      const byId = new Map<string, ChunkHit>();
      const hit = (row: number, cosine: number) => {
        const r = index.rows[row]!;
        let h = byId.get(r.id);
        if (!h) {
          h = { ...r, cosine, textRank: 0, coverage: 0, score: 0 };
          byId.set(r.id, h);
        }
        return h;
      };
      // The vectors are compared while the database turns the question into lexemes.
      const nearest = vector ? vectors.nearest(index, vector, tuning.candidates) : Promise.resolve([]);
      nearest.catch(() => {}); // awaited below, after the words
      const found = await text;
      const byCosine = (await nearest).map(({ row, cosine }) => hit(row, cosine));
      const cosines = vector
        ? await vectors.cosines(
            index,
            found.map((t) => t.row),
            vector,
          )
        : [];
      const byText = found.map(({ row, rank, coverage }, i) => {
        const cosine = cosines[i];
        const h = hit(row, cosine ?? 0);
        if (cosine === null) h.unembedded = true;
        h.textRank = rank;
        h.coverage = coverage;
        return h;
      });
      fuse(byCosine, byText);
      let hits = [...byId.values()];
      if (options.kinds) hits = hits.filter((h) => options.kinds!.includes(h.sourceKind));
      hits.sort((a, b) => b.score - a.score);
      return { hits: hits.slice(0, limit), questionVector: vector };
    },

    /** The Q&A pair whose question is closest to the visitor's, with its similarity. */
    async closestQna(workspaceId: string, questionVector: Float32Array | null) {
      if (!questionVector) return undefined;
      const index = await indexOf(workspaceId);
      if (!index.qnaRows.length || !index.dims) return undefined;
      const [best] = await vectors.nearest(index, questionVector, 1, 'qna');
      return best && { row: index.rows[best.row]!, cosine: best.cosine };
    },

    /**
     * Cosine similarity of each text with the question's vector (0 when embeddings are off), the
     * texts' vectors kept for the next question: answers are weighed sentence by sentence.
     */
    async cosinesTo(texts: string[], questionVector: Float32Array | null): Promise<number[]> {
      if (!questionVector || !texts.length) return texts.map(() => 0);
      const missing = [...new Set(texts.filter((t) => !sentenceVectors.has(t)))];
      if (missing.length) {
        const vectors = await embedder.embed(missing, 'query');
        for (const [i, t] of missing.entries()) {
          if (sentenceVectors.size >= SENTENCE_VECTORS)
            sentenceVectors.delete(sentenceVectors.keys().next().value!);
          sentenceVectors.set(t, vectors[i]!);
        }
      }
      return texts.map((t) => {
        const v = sentenceVectors.get(t);
        if (!v || v.length !== questionVector.length) return 0;
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += v[i]! * questionVector[i]!;
        return dot;
      });
    },

    /** Drops every cached index (for measurements that want a cold start). */
    clearCache() {
      indexes.clear();
    },
  };
}
export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
