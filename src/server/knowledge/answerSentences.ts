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
  /** Added when the sentence holds the kind of fact asked for (a year for 'when', a person for 'who'). */
  answerTypeBonus: number;
  /** Sentences tagged for the asked kind of fact, best first (tagging costs a few ms each). */
  typedCandidates: number;
  /** A further sentence of the same source joins the answer when it scores at least this share of the best. */
  secondSentence: number;
  /** A sentence of another source joins only when it scores at least this share of the best. */
  otherSourceSentence: number;
  /** At most this many sentences make an answer. */
  maxSentences: number;
}

export interface Candidate {
  hit: ChunkHit;
  sentence: string;
  /** Where the sentence sits in its chunk, for reading order. */
  index: number;
  /** Share of the question's words (rare ones weighing more) in the sentence and its title. */
  overlap: number;
  /** The sentence holds the kind of fact the question asks for (false when it asks for no kind). */
  typed: boolean;
  score: number;
}

const TERMINAL = /[.!?:;…)"'”’]$/;

/**
 * A heading (a short line with no full stop and no figure, on a line of its own before the text
 * it heads, or alone in its passage) names a topic and answers nothing.
 */
export function isHeading(sentence: string, followed: boolean): boolean {
  if (TERMINAL.test(sentence) || /\d/.test(sentence)) return false;
  return sentence.split(/\s+/).length <= 10 && followed;
}

const keyOf = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ');

function sentencesOf(hit: ChunkHit): string[] {
  if (hit.sourceKind === 'qna') return [hit.content];
  const lines = hit.content.split(/\n+/).filter((l) => l.trim());
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const sentences = splitSentences(line);
    // A heading is the whole line; one alone in its chunk heads the chunks after it.
    if (sentences.length === 1 && isHeading(sentences[0]!, i < lines.length - 1 || lines.length === 1))
      continue;
    out.push(...sentences);
  }
  return out;
}

/** The sentences of the best passages, best first, each once, scored for how well it answers. */
export function rankSentences(question: string, hits: ChunkHit[], tuning: SentenceTuning): Candidate[] {
  const qTerms = contentTerms(question);
  const type = answerTypeOf(question);
  const passages = hits.slice(0, tuning.passages);
  const sentenceTerms = new Map<string, Set<string>>();
  const perHit = passages.map((hit) => {
    const sentences = sentencesOf(hit);
    for (const s of sentences) sentenceTerms.set(s, new Set(contentTerms(s)));
    return sentences;
  });
  // Words rare among the retrieved sentences tell them apart; common ones do not.
  const df = new Map<string, number>();
  for (const terms of sentenceTerms.values()) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log(1 + (sentenceTerms.size + 1) / (1 + (df.get(t) ?? 0)));
  const topScore = passages[0]?.score || 1;
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const [h, hit] of passages.entries()) {
    const titleTerms = contentTerms(hit.title);
    for (const [index, sentence] of perHit[h]!.entries()) {
      // Overlapping chunks repeat sentences: each counts once, with its best passage.
      const key = keyOf(sentence);
      if (seen.has(key)) continue;
      seen.add(key);
      const overlap = termOverlap(qTerms, new Set([...sentenceTerms.get(sentence)!, ...titleTerms]), weight);
      candidates.push({
        hit,
        sentence,
        index,
        overlap,
        typed: false,
        score: overlap + tuning.passageWeight * (hit.score / topScore) + tuning.cosineWeight * hit.cosine,
      });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  if (type !== 'other') {
    for (const c of candidates.slice(0, tuning.typedCandidates)) {
      c.typed = holdsAnswerType(type, c.sentence, question);
      if (c.typed) c.score += tuning.answerTypeBonus;
    }
    candidates.sort((a, b) => b.score - a.score);
  }
  return candidates;
}

/**
 * The best sentence and up to two more that answer the same question: close in score and sharing
 * its words or holding the asked kind of fact, from the same source (another source must score
 * nearly as well). In reading order within a source.
 */
export function chooseSentences(candidates: Candidate[], tuning: SentenceTuning): Candidate[] {
  const [best] = candidates;
  if (!best) return [];
  const chosen = [best];
  for (const c of candidates.slice(1)) {
    if (chosen.length >= tuning.maxSentences) break;
    const sameSource = c.hit.sourceKind === best.hit.sourceKind && c.hit.sourceId === best.hit.sourceId;
    const share = sameSource ? tuning.secondSentence : tuning.otherSourceSentence;
    if ((c.overlap > 0 || c.typed) && c.score >= share * best.score) chosen.push(c);
  }
  const order = (c: Candidate) => c.hit.position * 1000 + c.index;
  const sources = [...new Set(chosen.map((c) => `${c.hit.sourceKind}:${c.hit.sourceId}`))];
  return chosen.sort((a, b) => {
    const sa = sources.indexOf(`${a.hit.sourceKind}:${a.hit.sourceId}`);
    const sb = sources.indexOf(`${b.hit.sourceKind}:${b.hit.sourceId}`);
    return sa !== sb ? sa - sb : order(a) - order(b);
  });
}
