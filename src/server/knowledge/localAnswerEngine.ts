import { type ChatSource, chatMessages } from '../../contract/chat.ts';
import { confidenceOf, type DeclineModel, evidenceOf } from './answerConfidence.ts';
import {
  chooseSentences,
  preferAnswerType,
  rankSentences,
  type SentenceTuning,
  weighSentenceSimilarity,
} from './answerSentences.ts';
import { answerTypeOf } from './answerType.ts';
import { type Answer, type AnswerEngineImpl, type AnswerRequest, snippetOf } from './answerTypes.ts';
import declineModel from './declineModel.json' with { type: 'json' };
import { fileEmbedText } from './fileEmbedText.ts';
import { withPreviousQuestion } from './followUp.ts';
import type { ChunkHit, KnowledgeSearch } from './knowledgeSearch.ts';
import { askedAlternatives, askedTerms, contentTerms, termOverlap } from './terms.ts';

export interface LocalEngineTuning extends SentenceTuning {
  qnaCosine: number;
  qnaOverlap: number;
  cosineFloor: number;
  overlapFloor: number;
  coverageFloor: number;
  /** Decides whether the chosen sentences answer (null: answer whatever is relevant). */
  declineModel: DeclineModel | null;
}

/** Tuned on the retrieval-quality set (tests/server/knowledge/retrievalQuality.test.ts). */
export const localEngineTuning: LocalEngineTuning = {
  /** A stored Q&A question at least this close (cosine) is taken as the visitor's question. */
  qnaCosine: 0.8,
  /** Without embeddings: share of words two questions must share, averaged over both ways. */
  qnaOverlap: 0.75,
  /** Below both floors nothing retrieved is about the question. */
  cosineFloor: 0.35,
  overlapFloor: 0.34,
  /** Share of the question's word weight (rarity in the workspace) the best passage must hold. */
  coverageFloor: 0.6,
  secondSentence: 0.85,
  otherSourceSentence: 0.97,
  maxSentences: 3,
  qnaSentenceOverlap: 0.5,
  typedCandidates: 6,
  similarCandidates: 4,
  passages: 4,
  passageWeight: 0.6,
  cosineWeight: 0.4,
  answerTypeBonus: 0.2,
  declineModel,
};

const sourceOf = (hit: ChunkHit): ChatSource => ({
  kind: hit.sourceKind,
  id: hit.sourceId,
  title: hit.title,
  snippet: snippetOf(hit.content),
});

function uniqueSources(hits: ChunkHit[]): ChatSource[] {
  const seen = new Set<string>();
  return hits.flatMap((h) => {
    const key = `${h.sourceKind}:${h.sourceId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [sourceOf(h)];
  });
}

/**
 * A large file is searchable by its words before its vectors are filled (vectorFill.ts): its
 * passages among the first are compared with the question now, from the text their vector is
 * made of, so they weigh as they will once filled instead of as unrelated.
 */
async function compareUnfilledPassages(
  search: KnowledgeSearch,
  hits: ChunkHit[],
  questionVector: Float32Array | null,
) {
  const unfilled = hits.filter((h) => h.unembedded && h.sourceKind === 'file');
  if (!questionVector || !unfilled.length) return;
  const cosines = await search.cosinesTo(
    unfilled.map((h) => fileEmbedText(h.title, h.content)),
    questionVector,
  );
  for (const [i, h] of unfilled.entries()) h.cosine = cosines[i]!;
}

/** Streams a composed answer word by word, as a model would. */
async function emit(text: string, request: AnswerRequest) {
  if (!request.onToken) return;
  for (const piece of text.match(/\S+\s*/g) ?? []) await request.onToken(piece);
}

/**
 * The default engine, with no language model: a stored Q&A answer when the question matches one;
 * else the sentences of the best passages that carry the asked words, each passage cited; else
 * a plain 'does not know' with the closest sources. It never repeats the workspace role.
 */
export function createLocalAnswerEngine(
  search: KnowledgeSearch,
  tuning = localEngineTuning,
): AnswerEngineImpl {
  return {
    name: 'local',
    async answer(request) {
      const { workspaceId } = request;
      // A follow-up is looked for and weighed with the words of the question it follows.
      const question = withPreviousQuestion(request.question, request.previousQuestion);
      const { hits, questionVector } = await search.search(workspaceId, question, 8);
      await compareUnfilledPassages(search, hits.slice(0, tuning.passages), questionVector);

      const reply = async (answer: Omit<Answer, 'engine'>): Promise<Answer> => {
        await emit(answer.answer, request);
        return { ...answer, engine: 'local' };
      };

      const qna = await search.closestQna(workspaceId, questionVector);
      if (qna && qna.cosine >= tuning.qnaCosine) {
        return reply({
          answer: qna.row.content,
          known: true,
          sources: [sourceOf({ ...qna.row, cosine: qna.cosine, textRank: 0, coverage: 0, score: 0 })],
        });
      }
      // A stored question matches by the words asked this time, not those of the question followed.
      // Either question's words may be the other's synonyms ('hire' and 'rent').
      const ownTerms = contentTerms(request.question);
      const ownAlternatives = askedAlternatives(request.question);
      for (const h of hits) {
        if (h.sourceKind !== 'qna') continue;
        const asked = contentTerms(h.title);
        const both =
          (termOverlap(ownTerms, new Set(asked), undefined, ownAlternatives) +
            termOverlap(asked, new Set(ownTerms), undefined, askedAlternatives(h.title))) /
          2;
        if (both >= tuning.qnaOverlap)
          return reply({ answer: h.content, known: true, sources: [sourceOf(h)] });
      }

      const ranked = rankSentences(question, hits, tuning, askedTerms(request.question));
      // A sentence that is its whole passage already has its similarity; the others are embedded.
      const compared = ranked.slice(0, tuning.similarCandidates);
      const own = compared.filter((c) => c.sentence !== c.hit.content.trim());
      const ownCosines = await search.cosinesTo(
        own.map((c) => c.sentence),
        questionVector,
      );
      const cosines = compared.map((c) => {
        const i = own.indexOf(c);
        return i < 0 ? c.hit.cosine : ownCosines[i]!;
      });
      const candidates = preferAnswerType(weighSentenceSimilarity(ranked, cosines, tuning), question, tuning);
      const best = candidates[0];
      const passages = hits.slice(0, tuning.passages);
      const bestCosine = Math.max(0, ...passages.map((h) => h.cosine));
      const bestCoverage = Math.max(0, ...passages.map((h) => h.coverage));
      const bestOverlap = Math.max(0, ...candidates.map((c) => c.overlap));
      const relevant =
        bestCosine >= tuning.cosineFloor ||
        bestOverlap >= tuning.overlapFloor ||
        bestCoverage >= tuning.coverageFloor;
      // A follow-up is judged on its own words: the previous question's were answered before.
      const evidence = best && evidenceOf(request.question, hits, best, tuning.passages);
      const confident =
        !evidence ||
        !tuning.declineModel ||
        confidenceOf(evidence, tuning.declineModel) >= tuning.declineModel.threshold;
      // A price is said by a sum of money: 'The X2 followed in 2024' does not say what it costs.
      const unpriced = answerTypeOf(request.question) === 'money' && !best?.typed;
      if (!best || !relevant || !confident || unpriced) {
        const closest = uniqueSources(hits.slice(0, 3));
        const answer = closest.length
          ? `${chatMessages.doesNotKnow} The closest sources I have are listed below.`
          : chatMessages.doesNotKnow;
        return reply({ answer, known: false, sources: closest, evidence });
      }
      const chosen = chooseSentences(candidates, question, tuning);
      return reply({
        answer: chosen.map((c) => c.sentence).join(' '),
        known: true,
        sources: uniqueSources(chosen.map((c) => c.hit)),
        evidence,
      });
    },
  };
}
