import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { WorkspaceIndex } from './workspaceIndex.ts';

export interface Bm25Tuning {
  /** Term saturation and length normalisation. */
  k1: number;
  b: number;
  /** A word in the source's title counts this much of one in the chunk's text. */
  titleWeight: number;
  /**
   * Only words held by at most this share of the chunks select candidates (when the question has
   * any); the commoner ones still add to the score of the chunks found. 1 = every word selects.
   */
  selectingShare: number;
  /** At most this many of the rarest words select candidates. */
  selectingWords: number;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The question's lexemes, stemmed and stop words dropped as in the chunks' `search` column. */
async function lexemesOf(db: Database, question: string): Promise<string[]> {
  const result = await db.execute(sql`SELECT lexeme FROM unnest(to_tsvector('english', ${question}))`);
  return rowsOf(result).map((r) => r.lexeme as string);
}

/**
 * BM25 over Postgres full-text search: the GIN index finds the chunks holding the question's words,
 * each word weighs by its rarity in the workspace (from the cached statistics), its presence in the
 * text and the title saturates, and long chunks are discounted. Best first, with their scores and
 * the share of the question's word weight each chunk holds (its coverage).
 */
export async function fullTextSearch(
  db: Database,
  index: WorkspaceIndex,
  workspaceId: string,
  question: string,
  limit: number,
  tuning: Bm25Tuning,
): Promise<Array<{ id: string; rank: number; coverage: number }>> {
  const total = index.rows.length;
  const idfOf = (df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
  const lexemes = await lexemesOf(db, question);
  const terms = lexemes.flatMap((lexeme) => {
    const df = index.documentFrequency.get(lexeme);
    return df ? [{ lexeme, df, idf: idfOf(df) }] : [];
  });
  // A word no chunk holds weighs as the rarest would: a question about something else is not covered.
  const idfSum = terms.reduce((sum, t) => sum + t.idf, 0) + (lexemes.length - terms.length) * idfOf(0);
  if (!terms.length) return [];
  const rare = terms.filter((t) => t.df <= tuning.selectingShare * total);
  const selecting = (rare.length ? rare : terms)
    .toSorted((a, b) => a.df - b.df)
    .slice(0, tuning.selectingWords);
  const query = (lexeme: string, weight = '') => sql`(quote_literal(${lexeme}) || ${weight})::tsquery`;
  const anyOf = sql.join(
    selecting.map((t) => query(t.lexeme)),
    sql` || `,
  );
  const presence = sql.join(
    terms.map(
      (t) =>
        sql`(c.search @@ ${query(t.lexeme, ':D')})::int + ${tuning.titleWeight}::float8 * (c.search @@ ${query(t.lexeme, ':B')})::int`,
    ),
    sql`, `,
  );
  const { k1, b } = tuning;
  const covered = terms.map((t, i) => sql`${t.idf / idfSum}::float8 * sign(f[${i + 1}])`);
  const score: SQL[] = terms.map(
    (t, i) => sql`${t.idf * (k1 + 1)}::float8 * f[${i + 1}] / (f[${i + 1}] + ${k1}::float8 * norm)`,
  );
  const result = await db.execute(sql`
    WITH m AS (
      SELECT c.id,
             1 - ${b}::float8 + ${b / index.meanLength}::float8 * length(c.search) AS norm,
             ARRAY[${presence}]::float8[] AS f
      FROM knowledge_chunks c
      WHERE c.workspace_id = ${workspaceId} AND c.search @@ (${anyOf})
    )
    SELECT id, ${sql.join(score, sql` + `)} AS rank, ${sql.join(covered, sql` + `)} AS coverage
    FROM m ORDER BY rank DESC, id LIMIT ${limit}`);
  return rowsOf(result).map((r) => ({
    id: r.id as string,
    rank: Number(r.rank),
    coverage: Number(r.coverage),
  }));
}
