import { stemmer } from 'stemmer';
import { synonyms } from '../language/lexicon.ts';

const STOP = new Set(
  `a an and are as at be by did do does for from had has have how i in is it its of on or that the this to was were what when where which who whom whose why will with you your can could would should they them their there these those than then into about after before also been being but if not no so such we our us he she his her him my me`.split(
    ' ',
  ),
);

/** Porter's English stem ('serviced' and 'service' are 'servic'); stems repeat, so they are kept. */
const stems = new Map<string, string>();
function stemOf(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = /\d/.test(word) ? word : stemmer(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

/** The content words of a text as written, lower-cased, accents folded ('fiancée' is 'fiancee'), stop words and lone letters left out. */
function contentWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A letter alone (the 'e' of 'e-mail') says nothing a passage could share.
  return words.filter((w) => !STOP.has(w) && (w.length > 1 || /\d/.test(w)));
}

/** The content words of a text, lower-cased, accents folded, stemmed, stop words left out. */
export function contentTerms(text: string): string[] {
  return contentWords(text).map(stemOf);
}

/** Words other than the question's own that say the same: each asked term's synonyms' terms. */
export type TermAlternatives = Map<string, Set<string>>;

/**
 * The terms that may stand for each asked term in a passage: the words sharing one of its first
 * senses in WordNet ('hire' is found as 'rent', 'purchase' as 'buy'), stemmed as terms are.
 */
export function askedAlternatives(question: string): TermAlternatives {
  const alternatives: TermAlternatives = new Map();
  for (const word of contentWords(withoutHowWord(question))) {
    if (/\d/.test(word) || word.length < 3) continue;
    const term = stemOf(word);
    const others = new Set(
      synonyms(word)
        .filter((w) => !STOP.has(w) && /^[a-z]{3,}$/.test(w))
        .map(stemOf)
        .filter((t) => t !== term),
    );
    if (others.size) alternatives.set(term, others);
  }
  return alternatives;
}

/** A term found only as a synonym counts this share of its weight: a synonym may be read in another sense. */
export const SYNONYM_CREDIT = 0.75;

/** The weight with which a passage holds an asked term: 1 as itself, SYNONYM_CREDIT as a synonym, else 0. */
export function holdsTerm(term: string, passageTerms: Set<string>, alternatives?: TermAlternatives): number {
  if (passageTerms.has(term)) return 1;
  const others = alternatives?.get(term);
  if (others) for (const o of others) if (passageTerms.has(o)) return SYNONYM_CREDIT;
  return 0;
}

/**
 * The content words a question asks about. The word 'how' asks with ('how long', 'how many',
 * 'how expensive') names the kind of answer, not something the answer says: 'Delivery takes two
 * days' answers 'How long does delivery take?' without the word 'long'.
 */
export function askedTerms(question: string): string[] {
  return contentTerms(withoutHowWord(question));
}

const withoutHowWord = (question: string) => question.replace(/\bhow\s+[\p{L}]+/giu, ' ');

/**
 * Share of the question's terms found in the passage (0..1), rare terms weighing more; a term
 * found only as one of its `alternatives` (synonyms) counts in part.
 */
export function termOverlap(
  questionTerms: string[],
  passageTerms: Set<string>,
  weight: (t: string) => number = () => 1,
  alternatives?: TermAlternatives,
) {
  let total = 0;
  let found = 0;
  for (const t of new Set(questionTerms)) {
    const w = weight(t);
    total += w;
    found += w * holdsTerm(t, passageTerms, alternatives);
  }
  return total ? found / total : 0;
}
