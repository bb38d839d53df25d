import { describe, expect, it } from 'vitest';
import { rankBm25 } from '../../../src/server/knowledge/bm25.ts';
import { searchTuning } from '../../../src/server/knowledge/knowledgeSearch.ts';
import { buildTermIndex } from '../../../src/server/knowledge/termIndex.ts';

const tuning = { ...searchTuning, selectingShare: 1, selectingWords: 4 };

/** Chunks as lexeme lists: the text's words, then the title's. */
const index = (chunks: Array<[string[], string[]]>) =>
  buildTermIndex(chunks.map(([text, title]) => ({ text, title, length: new Set([...text, ...title]).size })));

describe('rankBm25', () => {
  it('ranks the chunks holding the rarer words first, with the share of word weight each holds', () => {
    const terms = index([
      [['shop', 'open'], []],
      [['shop', 'close', 'holiday'], []],
      [['warehous', 'lyon'], []],
      [['shop', 'lyon'], []],
    ]);
    const hits = rankBm25(terms, ['shop', 'lyon'], 10, tuning);
    expect(hits.map((h) => h.row)).toEqual([3, 2, 0, 1]);
    expect(hits[0]!.coverage).toBeCloseTo(1);
    expect(hits[1]!.coverage).toBeGreaterThan(hits[2]!.coverage);
    expect(hits[2]!.rank).toBeGreaterThan(hits[3]!.rank); // the longer chunk is discounted
  });

  it('counts a word of the title as a share of one in the text', () => {
    const terms = index([
      [['hour'], ['open']],
      [['open', 'hour'], []],
      [['other'], []],
    ]);
    const [inText, inTitle] = rankBm25(terms, ['open'], 10, tuning);
    expect([inText!.row, inTitle!.row]).toEqual([1, 0]);
    expect(inTitle!.rank).toBeLessThan(inText!.rank);
    expect(inTitle!.coverage).toBe(inText!.coverage);
  });

  it('lets only the rare words select candidates, keeps ties in row order and at most the limit', () => {
    const terms = index([
      [['common'], []],
      [['common', 'rare'], []],
      [['common'], []],
      [['common', 'rare'], []],
    ]);
    const rareOnly = { ...tuning, selectingShare: 0.5 };
    expect(rankBm25(terms, ['common', 'rare'], 10, rareOnly).map((h) => h.row)).toEqual([1, 3]);
    // Rows 0 and 2 are shorter than 1 and 3; equals keep their order.
    expect(rankBm25(terms, ['common'], 3, tuning).map((h) => h.row)).toEqual([0, 2, 1]);
  });

  it('finds nothing for words no chunk holds, which weigh as the rarest in the coverage', () => {
    const terms = index([
      [['lyon'], []],
      [['porto'], []],
    ]);
    expect(rankBm25(terms, ['pari'], 10, tuning)).toEqual([]);
    const [hit] = rankBm25(terms, ['lyon', 'pari'], 10, tuning);
    expect(hit!.coverage).toBeCloseTo(Math.log(2) / (Math.log(2) + Math.log(6)));
  });

  it('leaves its scratch space clean for the next question', () => {
    const terms = index([
      [['a1'], []],
      [['a1', 'b2'], []],
    ]);
    const first = rankBm25(terms, ['a1', 'b2'], 10, tuning);
    expect(rankBm25(terms, ['a1', 'b2'], 10, tuning)).toEqual(first);
    expect([...terms.candidate]).toEqual([0, 0]);
  });
});
