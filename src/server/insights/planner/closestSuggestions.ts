import { identifierWords, lemma, related } from './vocabulary.ts';

/** Common leading letters that make two words look alike ('qty' and 'quantity' do not; 'ship' and 'shipping' do). */
const SHARED_PREFIX = 4;

const sharesPrefix = (a: string, b: string) =>
  a.length >= SHARED_PREFIX &&
  b.length >= SHARED_PREFIX &&
  a.slice(0, SHARED_PREFIX) === b.slice(0, SHARED_PREFIX);

/** How close a suggestion's words are to the words asked: 2 a word it means, 1 a word it looks like. */
function closeness(label: string, asked: string[]): number {
  const words = identifierWords(label).map(lemma);
  let score = 0;
  for (const word of asked) {
    if (words.some((w) => related(word, w))) score += 2;
    else if (words.some((w) => sharesPrefix(word, w))) score += 1;
  }
  return score;
}

/**
 * The suggestions a refusal offers, those closest to the words of the description first (by
 * meaning through the lexicon, else by spelling), the catalog's order kept among equals; at most
 * `most`, without repeats.
 */
export function closestSuggestions(labels: string[], description: string, most = 5): string[] {
  const asked = [
    ...new Set(
      identifierWords(description)
        .filter((w) => w.length > 2)
        .map(lemma),
    ),
  ];
  return [...new Set(labels)]
    .map((label, order) => ({ label, order, score: closeness(label, asked) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, most)
    .map((s) => s.label);
}
