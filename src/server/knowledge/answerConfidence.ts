import type { Candidate } from './answerSentences.ts';
import { type AnswerType, answerTypeOf } from './answerType.ts';
import type { ChunkHit } from './knowledgeSearch.ts';
import { askedAlternatives, askedTerms, contentTerms, holdsTerm } from './terms.ts';

/** The scores an answer is judged by, each computed by the engine for every question. */
export const EVIDENCE = [
  'sentenceCosine',
  'topCosine',
  'overlap',
  'coverage',
  'topCoverage',
  'typeMatch',
  'figureMissing',
  'nameMissing',
  'unmatchedTerms',
  'sourceMissing',
  'namesMissing',
  'negationMismatch',
  'rarestMissing',
  'pairsApart',
] as const;
export type EvidenceName = (typeof EVIDENCE)[number];
export type Evidence = Record<EvidenceName, number>;

/**
 * Which way each score can move the confidence: a closer match can only raise it, a missing word,
 * name or figure only lower it. A model fitted without this learns the quirks of its development
 * set (questions written to look answerable match their passage more closely than real ones do)
 * and declines plain questions of other documents.
 */
export const EVIDENCE_DIRECTION: Record<EvidenceName, 1 | -1> = {
  sentenceCosine: 1,
  topCosine: 1,
  overlap: 1,
  coverage: 1,
  topCoverage: 1,
  typeMatch: 1,
  figureMissing: -1,
  nameMissing: -1,
  unmatchedTerms: -1,
  sourceMissing: -1,
  namesMissing: -1,
  negationMismatch: -1,
  rarestMissing: -1,
  pairsApart: -1,
};

/** A logistic model over the evidence, fitted on a development set (`npm run eval:answers -- --fit`). */
export interface DeclineModel {
  /** Each evidence's mean and spread on the development set, to standardise it. */
  mean: Record<EvidenceName, number>;
  spread: Record<EvidenceName, number>;
  weights: Record<EvidenceName, number>;
  bias: number;
  /** The answer is given when the model's probability that it is right reaches this. */
  threshold: number;
}

/**
 * How well the chosen sentence answers: its passage's similarity to the question, the share of
 * the question's words it holds (rare ones weighing more, in its sentence and in the workspace),
 * whether it holds the asked kind of fact, and how many of the question's words no retrieved
 * passage holds at all (a question about something the sources never mention).
 */
export function evidenceOf(question: string, hits: ChunkHit[], best: Candidate, passages: number): Evidence {
  const top = hits.slice(0, passages);
  const type = answerTypeOf(question);
  const asked = type !== 'other';
  const alternatives = askedAlternatives(question);
  const retrieved = new Set(hits.flatMap((h) => [...contentTerms(h.content), ...contentTerms(h.title)]));
  const qTerms = [...new Set(askedTerms(question))];
  // The answering source as far as it was retrieved: a question word it lacks, rare among the
  // retrieved passages, is often what makes the question one the source does not answer.
  const source = new Set(
    hits
      .filter((h) => h.sourceKind === best.hit.sourceKind && h.sourceId === best.hit.sourceId)
      .flatMap((h) => [...contentTerms(h.content), ...contentTerms(h.title)]),
  );
  const df = new Map<string, number>();
  for (const h of hits) for (const t of new Set(contentTerms(h.content))) df.set(t, (df.get(t) ?? 0) + 1);
  const rarity = (t: string) => Math.log(1 + (hits.length + 1) / (1 + (df.get(t) ?? 0)));
  const totalRarity = qTerms.reduce((sum, t) => sum + rarity(t), 0) || 1;
  const sourceText = hits
    .filter((h) => h.sourceKind === best.hit.sourceKind && h.sourceId === best.hit.sourceId)
    .map((h) => `${h.title} ${h.content}`)
    .join(' ')
    .toLowerCase();
  const names = [...new Set(namesIn(question))];
  const sentenceTerms = new Set([...contentTerms(best.sentence), ...contentTerms(best.hit.title)]);
  return {
    sentenceCosine: best.cosine,
    topCosine: Math.max(0, ...top.map((h) => h.cosine)),
    overlap: best.overlap,
    coverage: best.hit.coverage,
    topCoverage: Math.max(0, ...top.map((h) => h.coverage)),
    typeMatch: asked && best.typed ? 1 : 0,
    figureMissing: FIGURES.has(type) && !best.typed ? 1 : 0,
    nameMissing: NAMES.has(type) && !best.typed ? 1 : 0,
    unmatchedTerms: qTerms.length
      ? qTerms.filter((t) => !holdsTerm(t, retrieved, alternatives)).length / qTerms.length
      : 0,
    namesMissing: names.length ? names.filter((n) => !sourceText.includes(n)).length / names.length : 0,
    negationMismatch: NEGATION.test(question) && !NEGATION.test(best.sentence) ? 1 : 0,
    sourceMissing:
      qTerms.reduce((sum, t) => sum + rarity(t) * (1 - holdsTerm(t, source, alternatives)), 0) / totalRarity,
    rarestMissing: rarestMissing(qTerms, sentenceTerms, rarity, alternatives) / rarity(''),
    pairsApart: pairsApart(question, best.sentence),
  };
}

/** Kinds of fact a tagger finds reliably (a figure, a date, a sum) and those it may miss (a name). */
const FIGURES = new Set<AnswerType>(['time', 'money', 'quantity']);
const NAMES = new Set<AnswerType>(['person', 'place']);

/**
 * The rarity of the rarest asked term the answer sentence (or its title) holds neither as itself
 * nor as a synonym: a question asking about something the sentence
 * does not mention.
 */
function rarestMissing(
  qTerms: string[],
  sentenceTerms: Set<string>,
  rarity: (t: string) => number,
  alternatives: ReturnType<typeof askedAlternatives>,
): number {
  let rarest = 0;
  for (const t of qTerms)
    if (!holdsTerm(t, sentenceTerms, alternatives)) rarest = Math.max(rarest, rarity(t));
  return rarest;
}

/**
 * Of the question's neighbouring word pairs ('Christian spirit') whose words the sentence both
 * holds, the share it holds far apart ('martial spirit and … Christian piety'): the same words
 * saying something else.
 */
function pairsApart(question: string, sentence: string): number {
  const q = contentTerms(question);
  const s = contentTerms(sentence);
  const at = new Map<string, number[]>();
  for (const [i, t] of s.entries()) at.set(t, [...(at.get(t) ?? []), i]);
  let both = 0;
  let apart = 0;
  for (let i = 0; i + 1 < q.length; i++) {
    const a = at.get(q[i]!);
    const b = at.get(q[i + 1]!);
    if (!a || !b || q[i] === q[i + 1]) continue;
    both++;
    if (!a.some((x) => b.some((y) => Math.abs(x - y) <= 2))) apart++;
  }
  return both ? apart / both : 0;
}

/** Words that name something: capitalised past the first word, or holding a figure. */
function namesIn(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.filter((w, i) => /\d/.test(w) || (i > 0 && /^\p{Lu}/u.test(w))).map((w) => w.toLowerCase());
}

const NEGATION = /\b(?:not|never|no|none|neither|nor|without)\b|n't\b/i;

/** The model's probability that an answer on this evidence is right. */
export function confidenceOf(evidence: Evidence, model: DeclineModel): number {
  let z = model.bias;
  for (const name of EVIDENCE) {
    z += (model.weights[name] * (evidence[name] - model.mean[name])) / (model.spread[name] || 1);
  }
  return 1 / (1 + Math.exp(-z));
}
