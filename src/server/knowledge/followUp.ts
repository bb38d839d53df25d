import { contentTerms } from './terms.ts';

/** A question this short, or leaning on the one before ('it', 'and on Saturdays?'), continues it. */
const LEANS_ON_BEFORE =
  /^(?:and|but|or|also|what about|how about|then)\b|\b(?:it|its|they|them|their|that|those|these|there|one)\b/i;
const FEW_WORDS = 2;

/**
 * The question retrieval should look for: a follow-up ('and on Saturdays?', 'how much is it?')
 * carries the words of the conversation's previous question with its own.
 */
export function withPreviousQuestion(question: string, previous: string | undefined): string {
  if (!previous) return question;
  const followsUp = contentTerms(question).length <= FEW_WORDS || LEANS_ON_BEFORE.test(question.trim());
  return followsUp ? `${question.trim()} ${previous.trim()}` : question;
}
