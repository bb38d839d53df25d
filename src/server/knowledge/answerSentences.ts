import { answerTypeOf, holdsAnswerType } from './answerType.ts';
import type { ChunkHit } from './knowledgeSearch.ts';
import { splitSentences } from './sentences.ts';
import { askedAlternatives, askedTerms, contentTerms, termOverlap } from './terms.ts';

export interface SentenceTuning {
  /** Passages whose sentences are weighed. */
  passages: number;
  /** Weights of a sentence's score: its passage's fused score (relative to the best) and cosine. */
  passageWeight: number;
  cosineWeight: number;
  /** Added when the sentence holds the kind of fact asked for (a year for 'when', a person for 'who'). */
  answerTypeBonus: number;
  /** Sentences compared with the question one by one, best first. */
  similarCandidates: number;
  /** Sentences tagged for the asked kind of fact, best first (tagging costs a few ms each). */
  typedCandidates: number;
  /** A further sentence of the same source joins the answer when it scores at least this share of the best. */
  secondSentence: number;
  /** A sentence of another source joins only when it scores at least this share of the best. */
  otherSourceSentence: number;
  /** At most this many sentences make an answer. */
  maxSentences: number;
  /**
   * A Q&A answer is worded for its own question: its sentences answer another question only when
   * that question holds at least this share of the asked words (weighed by rarity).
   */
  qnaSentenceOverlap: number;
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
  /** Similarity with the question: the sentence's own once weighed, else its passage's. */
  cosine: number;
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

const REFERS_BACK = /^(?:it|its|they|their|them|this|these|that|those|he|his|she|her|there)\b/i;

const keyOf = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ');

function sentencesOf(hit: ChunkHit): string[] {
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

/** The sentences of the best passages, best first, each once, scored for how well their words and passage answer. */
export function rankSentences(
  question: string,
  hits: ChunkHit[],
  tuning: SentenceTuning,
  /** The words asked this time (a follow-up's own, without the question it follows). */
  asked: string[] = askedTerms(question),
): Candidate[] {
  const qTerms = askedTerms(question);
  // 'hire' in the question is found as 'rent' in a passage, in part.
  const alternatives = askedAlternatives(question);
  const passages = hits.slice(0, tuning.passages);
  const sentenceTerms = new Map<string, Set<string>>();
  const perHit = passages.map((hit) => {
    const answersAlike =
      hit.sourceKind !== 'qna' ||
      termOverlap(asked, new Set(contentTerms(hit.title)), undefined, alternatives) >=
        tuning.qnaSentenceOverlap;
    const sentences = answersAlike ? sentencesOf(hit) : [];
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
      // A question answers nothing; the sentence after it (a FAQ's answer) is about what it asks.
      if (sentence.trimEnd().endsWith('?')) continue;
      const previous = index > 0 ? perHit[h]![index - 1]! : undefined;
      // 'It is open Tuesday to Saturday.' is about what the sentence before it names.
      const before =
        previous && (REFERS_BACK.test(sentence) || previous.trimEnd().endsWith('?'))
          ? sentenceTerms.get(previous)!
          : [];
      const overlap = termOverlap(
        qTerms,
        new Set([...sentenceTerms.get(sentence)!, ...before, ...titleTerms]),
        weight,
        alternatives,
      );
      candidates.push({
        hit,
        sentence,
        index,
        overlap,
        typed: false,
        cosine: hit.cosine,
        score: overlap + tuning.passageWeight * (hit.score / topScore) + tuning.cosineWeight * hit.cosine,
      });
    }
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/** Raises the best candidates that hold the kind of fact the question asks for, and orders them again. */
export function preferAnswerType(candidates: Candidate[], question: string, tuning: SentenceTuning) {
  const type = answerTypeOf(question);
  if (type === 'other') return candidates;
  for (const c of candidates.slice(0, tuning.typedCandidates)) {
    c.typed = holdsAnswerType(type, c.sentence, question);
    if (c.typed) c.score += tuning.answerTypeBonus;
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/**
 * Puts each sentence's own similarity to the question in place of its passage's, for the
 * candidates `cosines` covers (best first), and orders them again.
 */
export function weighSentenceSimilarity(candidates: Candidate[], cosines: number[], tuning: SentenceTuning) {
  for (const [i, cosine] of cosines.entries()) {
    const c = candidates[i]!;
    c.score += tuning.cosineWeight * (cosine - c.hit.cosine);
    c.cosine = cosine;
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/**
 * The best sentence and up to two more that answer the same question: close in score and adding
 * asked words the answer lacks so far, or the asked kind of fact when the best does not; from the
 * same source (another source's must score nearly as well and hold as much); a sentence that
 * refers back comes with the one before it. In reading order within a source.
 */
export function chooseSentences(
  candidates: Candidate[],
  question: string,
  tuning: SentenceTuning,
): Candidate[] {
  const [best] = candidates;
  if (!best) return [];
  const chosen = [best];
  const asked = new Set(askedTerms(question));
  const covered = new Set(contentTerms(best.sentence).filter((t) => asked.has(t)));
  for (const c of candidates.slice(1)) {
    if (chosen.length >= tuning.maxSentences) break;
    const sameSource = c.hit.sourceKind === best.hit.sourceKind && c.hit.sourceId === best.hit.sourceId;
    const share = sameSource ? tuning.secondSentence : tuning.otherSourceSentence;
    // It answers the same question when it holds asked words the answer so far lacks, or the
    // asked kind of fact the best sentence lacks.
    const adds = contentTerms(c.sentence).filter((t) => asked.has(t) && !covered.has(t));
    const answersToo = sameSource
      ? adds.length > 0 || (c.typed && !best.typed)
      : adds.length > 0 && c.overlap >= best.overlap && c.typed === best.typed;
    if (answersToo && c.score >= share * best.score) {
      chosen.push(c);
      for (const t of adds) covered.add(t);
    }
  }
  // A sentence that refers back ('It is open…') comes with the one it refers to.
  for (const c of [...chosen]) {
    if (c.index === 0 || !REFERS_BACK.test(c.sentence) || chosen.length >= tuning.maxSentences) continue;
    const sentence = sentencesOf(c.hit)[c.index - 1]!;
    if (chosen.some((o) => keyOf(o.sentence) === keyOf(sentence))) continue;
    chosen.push({ ...c, sentence, index: c.index - 1 });
  }
  const order = (c: Candidate) => c.hit.position * 1000 + c.index;
  const sources = [...new Set(chosen.map((c) => `${c.hit.sourceKind}:${c.hit.sourceId}`))];
  return chosen.sort((a, b) => {
    const sa = sources.indexOf(`${a.hit.sourceKind}:${a.hit.sourceId}`);
    const sb = sources.indexOf(`${b.hit.sourceKind}:${b.hit.sourceId}`);
    return sa !== sb ? sa - sb : order(a) - order(b);
  });
}
