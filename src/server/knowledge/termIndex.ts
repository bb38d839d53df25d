/** Where a word is in a chunk: bit 1 its text, bit 2 its title. */
export const IN_TEXT = 1;
export const IN_TITLE = 2;

export interface Postings {
  /** Rows holding the word, ascending. */
  rows: Int32Array;
  /** IN_TEXT | IN_TITLE for each of those rows. */
  where: Uint8Array;
}

/**
 * The words of one workspace's chunks as an inverted index, from the lexemes of their `search`
 * column (Postgres' English stems): the text's words carry weight D, the title's weight B.
 */
export interface TermIndex {
  postings: Map<string, Postings>;
  /** Distinct lexemes of each row (`length(search)`). */
  lengths: Int32Array;
  meanLength: number;
  /** Scratch space reused by every question (ranking is synchronous, so no two share it). */
  score: Float64Array;
  coverage: Float64Array;
  candidate: Uint8Array;
}

export interface ChunkLexemes {
  text: readonly string[];
  title: readonly string[];
  length: number;
}

export function buildTermIndex(chunks: ChunkLexemes[]): TermIndex {
  const found = new Map<string, { rows: number[]; where: number[] }>();
  const add = (lexeme: string, row: number, bit: number) => {
    let p = found.get(lexeme);
    if (!p) {
      p = { rows: [], where: [] };
      found.set(lexeme, p);
    }
    // Rows are visited in order, so a word already seen in this row is the last one listed.
    const last = p.rows.length - 1;
    if (p.rows[last] === row) p.where[last]! |= bit;
    else {
      p.rows.push(row);
      p.where.push(bit);
    }
  };
  const lengths = new Int32Array(chunks.length);
  let total = 0;
  for (const [row, chunk] of chunks.entries()) {
    for (const lexeme of chunk.title) add(lexeme, row, IN_TITLE);
    for (const lexeme of chunk.text) add(lexeme, row, IN_TEXT);
    lengths[row] = chunk.length;
    total += chunk.length;
  }
  const postings = new Map<string, Postings>();
  for (const [lexeme, p] of found) {
    postings.set(lexeme, { rows: Int32Array.from(p.rows), where: Uint8Array.from(p.where) });
  }
  return {
    postings,
    lengths,
    meanLength: chunks.length ? total / chunks.length : 1,
    score: new Float64Array(chunks.length),
    coverage: new Float64Array(chunks.length),
    candidate: new Uint8Array(chunks.length),
  };
}
