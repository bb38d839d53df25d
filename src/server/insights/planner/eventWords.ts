import nlp from 'compromise';

/**
 * The event a timestamp column named for it records, in the past tense: 'joined' of `joined_at`,
 * 'started' of `startsAt`, 'paid' of `paid_on`; null for a column not named so (`order_date`,
 * `due_on`). Said as 'per month joined' and 'not paid' rather than 'per month of joined at' and
 * 'paid at is empty'.
 */
export function eventWords(label: string): string | null {
  const named = /^(.+) (?:at|on)$/.exec(label);
  if (!named) return null;
  const words = named[1]!.split(' ');
  const last = words.at(-1)!;
  if (last.endsWith('ed')) return named[1]!;
  const tags = new Set(Object.values(nlp(last).out('tags')[0] as Record<string, string[]>).flat());
  if (!tags.has('Verb')) return null;
  if (tags.has('PastTense') || tags.has('Participle')) return named[1]!;
  // 'starts', 'expires': the third person of a verb, said in the past.
  if (!tags.has('PresentTense') || !last.endsWith('s')) return null;
  const past = nlp(last).verbs().toPastTense().text();
  return past ? [...words.slice(0, -1), past].join(' ') : null;
}
