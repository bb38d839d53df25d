import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type Bm25Tuning, rankBm25, type TextHit } from './bm25.ts';
import type { TermIndex } from './termIndex.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The question's lexemes, stemmed and stop words dropped as in the chunks' `search` column. */
async function lexemesOf(db: Database, question: string): Promise<string[]> {
  const result = await db.execute(sql`SELECT lexeme FROM unnest(to_tsvector('english', ${question}))`);
  return rowsOf(result).map((r) => r.lexeme as string);
}

/**
 * Full-text search: Postgres turns the question into lexemes exactly as it did the chunks, and
 * BM25 ranks the workspace's cached inverted index by them in process, with the scores ranking in
 * SQL gave at a tenth of its cost (the GIN index matches every workspace's chunks, and each match
 * was weighed by one tsquery test per word).
 */
export async function fullTextSearch(
  db: Database,
  terms: TermIndex,
  question: string,
  limit: number,
  tuning: Bm25Tuning,
): Promise<TextHit[]> {
  const lexemes = await lexemesOf(db, question);
  return rankBm25(terms, lexemes, limit, tuning);
}
