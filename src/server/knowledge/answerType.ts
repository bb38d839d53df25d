/** What kind of fact a question asks for, read from its question words. */
export type AnswerType = 'time' | 'quantity' | 'other';

const TIME =
  /^(?:\S+\s+)?(?:when\b|(?:what|which)\s+(?:year|years|century|decade|date|day|month|period|era)\b)/i;
const QUANTITY = /^(?:\S+\s+)?how\s+(?:many|much|long|old|far|large|big|high|tall)\b/i;

export function answerTypeOf(question: string): AnswerType {
  const q = question.trim();
  if (TIME.test(q)) return 'time';
  if (QUANTITY.test(q)) return 'quantity';
  return 'other';
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const TIME_IN_TEXT = new RegExp(
  `\\b(?:\\d{3,4}s?|\\d{1,2}(?:st|nd|rd|th)\\s+century|(?:${MONTHS})\\s+\\d{1,2}|\\d{1,2}\\s+(?:${MONTHS}))\\b`,
  'gi',
);
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens';
const QUANTITY_IN_TEXT = new RegExp(`\\b(?:\\d[\\d,.]*|${NUMBER_WORDS})\\b`, 'gi');

/**
 * Whether the sentence holds a fact of the asked type that the question does not already state:
 * a year, century or date for 'when', a number for 'how many'.
 */
export function holdsAnswerType(type: AnswerType, sentence: string, question: string): boolean {
  if (type === 'other') return false;
  const pattern = type === 'time' ? TIME_IN_TEXT : QUANTITY_IN_TEXT;
  const asked = new Set((question.match(pattern) ?? []).map((m) => m.toLowerCase()));
  return (sentence.match(pattern) ?? []).some((m) => !asked.has(m.toLowerCase()));
}
