import { answerTypeOf, holdsAnswerType } from './answerType.ts';
import type { ChunkHit } from './knowledgeSearch.ts';
import { splitSentences } from './sentences.ts';
import { contentTerms, termOverlap } from './terms.ts';

export interface SentenceTuning {
  /** Passages whose sentences are weighed. */
  passages: number;
  /** Weights of a sentence's score: its passage's fused score (relative to the best) and cosine. */
  passageWeight: number;
  cosineWeight: number;
  /** Added when the sentence holds the kind of fact asked for (a year for 'when', a number for 'how many'). */
  answerTypeBonus: number;
  /** A second sentence joins the answer when it scores at least this share of the best. */
  secondSentence: number;
}

export interface Candidate {
  hit: ChunkHit;
  sentence: string;
  /** Share of the question's words (rare ones weighing more) in the sentence and its title. */
  overlap: number;
  score: number;
}

const sentencesOf = (hit: ChunkHit) =>
  hit.sourceKind === 'qna' ? [hit.content] : splitSentences(hit.content);

/** The sentences of the best passages, best first, each scored for how well it answers. */
export function rankSentences(question: string, hits: ChunkHit[], tuning: SentenceTuning): Candidate[] {
  const qTerms = contentTerms(question);
  const type = answerTypeOf(question);
  const passages = hits.slice(0, tuning.passages);
  const sentenceTerms = new Map<string, Set<string>>();
  for (const hit of passages) {
    for (const sentence of sentencesOf(hit)) sentenceTerms.set(sentence, new Set(contentTerms(sentence)));
  }
  // Words rare among the retrieved sentences tell them apart; common ones do not.
  const df = new Map<string, number>();
  for (const terms of sentenceTerms.values()) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log(1 + (sentenceTerms.size + 1) / (1 + (df.get(t) ?? 0)));
  const topScore = passages[0]?.score || 1;
  const candidates: Candidate[] = [];
  for (const hit of passages) {
    const titleTerms = contentTerms(hit.title);
    for (const sentence of sentencesOf(hit)) {
      const overlap = termOverlap(qTerms, new Set([...sentenceTerms.get(sentence)!, ...titleTerms]), weight);
      const typed = holdsAnswerType(type, sentence, question) ? tuning.answerTypeBonus : 0;
      candidates.push({
        hit,
        sentence,
        overlap,
        score:
          overlap + tuning.passageWeight * (hit.score / topScore) + tuning.cosineWeight * hit.cosine + typed,
      });
    }
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/** The best sentence and, when it scores close and shares the question's words, a second one. */
export function chooseSentences(candidates: Candidate[], tuning: SentenceTuning): Candidate[] {
  const [best] = candidates;
  if (!best) return [];
  const chosen = [best];
  const second = candidates.find(
    (c) => c.sentence !== best.sentence && c.overlap > 0 && c.score >= tuning.secondSentence * best.score,
  );
  if (second) chosen.push(second);
  // In reading order when both come from one passage.
  return chosen.sort((a, b) =>
    a.hit === b.hit ? a.hit.content.indexOf(a.sentence) - b.hit.content.indexOf(b.sentence) : 0,
  );
}
