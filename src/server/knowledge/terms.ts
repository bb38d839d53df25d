import { stemmer } from 'stemmer';

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

/** The content words of a text, lower-cased, accents folded ('fiancée' is 'fiancee'), stemmed, stop words left out. */
export function contentTerms(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => !STOP.has(w)).map(stemOf);
}

/**
 * The content words a question asks about. The word 'how' asks with ('how long', 'how many',
 * 'how expensive') names the kind of answer, not something the answer says: 'Delivery takes two
 * days' answers 'How long does delivery take?' without the word 'long'.
 */
export function askedTerms(question: string): string[] {
  return contentTerms(question.replace(/\bhow\s+[\p{L}]+/giu, ' '));
}

/** Share of the question's terms found in the passage (0..1), rare terms weighing more. */
export function termOverlap(
  questionTerms: string[],
  passageTerms: Set<string>,
  weight: (t: string) => number = () => 1,
) {
  let total = 0;
  let found = 0;
  for (const t of new Set(questionTerms)) {
    const w = weight(t);
    total += w;
    if (passageTerms.has(t)) found += w;
  }
  return total ? found / total : 0;
}
