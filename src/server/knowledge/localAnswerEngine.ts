import { type ChatSource, chatMessages } from '../../contract/chat.ts';
import { type Answer, type AnswerEngineImpl, type AnswerRequest, snippetOf } from './answerTypes.ts';
import type { ChunkHit, KnowledgeSearch } from './knowledgeSearch.ts';
import { splitSentences } from './sentences.ts';
import { contentTerms, termOverlap } from './terms.ts';

/** Tuned on the retrieval-quality set (tests/server/knowledge/retrievalQuality.test.ts). */
export const localEngineTuning = {
  /** A stored Q&A question at least this close (cosine) is taken as the visitor's question. */
  qnaCosine: 0.8,
  /** Without embeddings: share of words two questions must share. */
  qnaOverlap: 0.75,
  /** Below both floors nothing retrieved is about the question. */
  cosineFloor: 0.35,
  overlapFloor: 0.34,
  /** A second sentence joins the answer when it scores at least this share of the best. */
  secondSentence: 0.85,
  passages: 4,
};

interface Candidate {
  hit: ChunkHit;
  sentence: string;
  overlap: number;
  score: number;
}

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
      const { workspaceId, question } = request;
      const { hits, questionVector } = await search.search(workspaceId, question, 8);
      const qTerms = contentTerms(question);

      const reply = async (answer: Omit<Answer, 'engine'>): Promise<Answer> => {
        await emit(answer.answer, request);
        return { ...answer, engine: 'local' };
      };

      const qna = await search.closestQna(workspaceId, questionVector);
      if (qna && qna.cosine >= tuning.qnaCosine) {
        return reply({
          answer: qna.row.content,
          known: true,
          sources: [sourceOf({ ...qna.row, cosine: qna.cosine, textRank: 0, score: 0 })],
        });
      }
      for (const h of hits) {
        if (h.sourceKind !== 'qna') continue;
        const asked = contentTerms(h.title);
        const both = Math.min(termOverlap(qTerms, new Set(asked)), termOverlap(asked, new Set(qTerms)));
        if (both >= tuning.qnaOverlap)
          return reply({ answer: h.content, known: true, sources: [sourceOf(h)] });
      }

      const passages = hits.slice(0, tuning.passages);
      const candidates: Candidate[] = [];
      const sentenceTerms = new Map<string, Set<string>>();
      for (const hit of passages) {
        const sentences = hit.sourceKind === 'qna' ? [hit.content] : splitSentences(hit.content);
        for (const sentence of sentences) sentenceTerms.set(sentence, new Set(contentTerms(`${sentence}`)));
      }
      // Words rare among the retrieved sentences tell them apart; common ones do not.
      const df = new Map<string, number>();
      for (const terms of sentenceTerms.values()) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
      const weight = (t: string) => Math.log(1 + (sentenceTerms.size + 1) / (1 + (df.get(t) ?? 0)));
      const topScore = passages[0]?.score || 1;
      for (const hit of passages) {
        const sentences = hit.sourceKind === 'qna' ? [hit.content] : splitSentences(hit.content);
        for (const sentence of sentences) {
          const terms = sentenceTerms.get(sentence)!;
          const titleTerms = new Set([...terms, ...contentTerms(hit.title)]);
          const overlap = termOverlap(qTerms, titleTerms, weight);
          candidates.push({
            hit,
            sentence,
            overlap,
            score: overlap + 0.6 * (hit.score / topScore) + 0.4 * hit.cosine,
          });
        }
      }
      candidates.sort((a, b) => b.score - a.score);
      const best = candidates[0];
      const bestCosine = Math.max(0, ...passages.map((h) => h.cosine));
      const bestOverlap = Math.max(0, ...candidates.map((c) => c.overlap));
      if (!best || (bestCosine < tuning.cosineFloor && bestOverlap < tuning.overlapFloor)) {
        const closest = uniqueSources(hits.slice(0, 3));
        const answer = closest.length
          ? `${chatMessages.doesNotKnow} The closest sources I have are listed below.`
          : chatMessages.doesNotKnow;
        return reply({ answer, known: false, sources: closest });
      }
      const chosen = [best];
      const second = candidates.find(
        (c) =>
          c !== best &&
          c.sentence !== best.sentence &&
          c.overlap > 0 &&
          c.score >= tuning.secondSentence * best.score,
      );
      if (second) chosen.push(second);
      // In reading order when both come from one passage.
      chosen.sort((a, b) =>
        a.hit === b.hit ? a.hit.content.indexOf(a.sentence) - b.hit.content.indexOf(b.sentence) : 0,
      );
      return reply({
        answer: chosen.map((c) => c.sentence).join(' '),
        known: true,
        sources: uniqueSources(chosen.map((c) => c.hit)),
      });
    },
  };
}
