import { describe, expect, it } from 'vitest';
import { fileEmbedText } from '../../../src/server/knowledge/fileEmbedText.ts';
import type { ChunkHit, KnowledgeSearch } from '../../../src/server/knowledge/knowledgeSearch.ts';
import { createLocalAnswerEngine } from '../../../src/server/knowledge/localAnswerEngine.ts';

const QUESTION_VECTOR = new Float32Array([1, 0]);
const hitOf = (id: string, content: string, cosine: number, textRank: number): ChunkHit => ({
  id,
  sourceKind: 'file',
  sourceId: `file-${id}`,
  position: 0,
  title: 'logbook.txt',
  content,
  cosine,
  textRank,
  coverage: 0.8,
  score: 1,
});
const ANSWERING = 'The lighthouse keeper named his grey cat Quillon in 1901.';
const OTHER = 'Shipment 12 of timber left the northern yard on schedule and reached the mill.';

/** A search over fixed hits; the cosines it is asked for on the spot are those the filled vectors give. */
function searchOf(hits: ChunkHit[], filled: Map<string, number>) {
  const asked: string[][] = [];
  const search = {
    search: async () => ({ hits: hits.map((h) => ({ ...h })), questionVector: QUESTION_VECTOR }),
    closestQna: async () => null,
    cosinesTo: async (texts: string[]) => {
      asked.push(texts);
      return texts.map((t) => filled.get(t) ?? 0.2);
    },
  } as unknown as KnowledgeSearch;
  return { search, asked };
}

describe('a file searchable by its words before its vectors are filled', () => {
  const question = {
    workspaceId: 'w',
    role: '',
    question: 'What did the lighthouse keeper name his grey cat?',
  };

  it('is answered as it will be once its vectors are filled, its passage compared on the spot', async () => {
    const filledCosine = 0.55;
    const filledText = new Map([[fileEmbedText('logbook.txt', ANSWERING), filledCosine]]);
    const filled = searchOf([hitOf('a', ANSWERING, filledCosine, 3), hitOf('b', OTHER, 0.31, 0)], filledText);
    const unfilled = searchOf(
      [{ ...hitOf('a', ANSWERING, 0, 3), unembedded: true }, hitOf('b', OTHER, 0.31, 0)],
      filledText,
    );

    const whenFilled = await createLocalAnswerEngine(filled.search).answer(question);
    const before = await createLocalAnswerEngine(unfilled.search).answer(question);

    expect(before).toEqual(whenFilled);
    expect(before.known).toBe(true);
    expect(before.answer).toContain('Quillon');
    expect(unfilled.asked[0]).toEqual([fileEmbedText('logbook.txt', ANSWERING)]);
    expect(filled.asked.flat()).not.toContain(fileEmbedText('logbook.txt', ANSWERING));
  });
});
