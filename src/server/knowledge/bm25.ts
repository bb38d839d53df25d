import { IN_TEXT, IN_TITLE, type TermIndex } from './termIndex.ts';

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

export interface TextHit {
  row: number;
  /** BM25 score. */
  rank: number;
  /** Share of the question's word weight (rarity) the chunk holds, 0..1. */
  coverage: number;
}

/**
 * BM25 over the workspace's inverted index: the rarest of the question's words select the
 * candidates, every word weighs by its rarity in the workspace, its presence in the text and the
 * title saturates, and long chunks are discounted. Best first (ties by row, that is by id), at
 * most `limit`. Synchronous: it uses the index's scratch arrays.
 */
export function rankBm25(terms: TermIndex, lexemes: string[], limit: number, tuning: Bm25Tuning): TextHit[] {
  const { postings, lengths, meanLength, score, coverage, candidate } = terms;
  const total = lengths.length;
  const idfOf = (df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
  const words = lexemes.flatMap((lexeme) => {
    const p = postings.get(lexeme);
    return p ? [{ p, df: p.rows.length, idf: idfOf(p.rows.length) }] : [];
  });
  if (!words.length) return [];
  // A word no chunk holds weighs as the rarest would: a question about something else is not covered.
  const idfSum = words.reduce((sum, w) => sum + w.idf, 0) + (lexemes.length - words.length) * idfOf(0);
  const rare = words.filter((w) => w.df <= tuning.selectingShare * total);
  const selecting = (rare.length ? rare : words)
    .toSorted((a, b) => a.df - b.df)
    .slice(0, tuning.selectingWords);

  const found: number[] = [];
  for (const { p } of selecting) {
    for (const r of p.rows) {
      if (candidate[r]) continue;
      candidate[r] = 1;
      score[r] = 0;
      coverage[r] = 0;
      found.push(r);
    }
  }
  const { k1, b, titleWeight } = tuning;
  const perLength = b / meanLength;
  for (const { p, idf } of words) {
    const saturated = idf * (k1 + 1);
    const share = idf / idfSum;
    const { rows, where } = p;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      if (!candidate[r]) continue;
      const w = where[i]!;
      const f = (w & IN_TEXT ? 1 : 0) + (w & IN_TITLE ? titleWeight : 0);
      score[r] = score[r]! + (saturated * f) / (f + k1 * (1 - b + perLength * lengths[r]!));
      coverage[r] = coverage[r]! + share;
    }
  }

  // The best `limit` rows in order, kept by insertion (few are better than the last kept).
  const top: number[] = [];
  const better = (r: number, than: number) =>
    score[r]! > score[than]! || (score[r] === score[than] && r < than);
  for (const r of found) {
    candidate[r] = 0;
    if (top.length === limit && !better(r, top[limit - 1]!)) continue;
    if (top.length === limit) top.pop();
    let i = top.length;
    top.push(r);
    while (i > 0 && better(r, top[i - 1]!)) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = r;
  }
  return top.map((row) => ({ row, rank: score[row]!, coverage: coverage[row]! }));
}
