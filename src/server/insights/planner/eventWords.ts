import nlp from 'compromise';
import { participleOf } from './vocabulary.ts';

/**
 * The event a timestamp column named for it records, in the past tense: 'joined' of `joined_at`,
 * 'started' of `startsAt`, 'paid' of `paid_on`; null for a column not named so (`order_date`,
 * `due_on`); a date named by its verb alone in the past (`dtmRegistered`) records that event.
 * Said as 'per month joined' and 'not paid' rather than 'per month of joined at' and 'paid at is empty'.
 */
/** The adverbs that finish a phrasal verb. */
const PARTICLES = new Set(['up', 'in', 'out', 'off', 'down', 'over', 'back', 'away']);

export function eventWords(label: string): string | null {
  const named = /^(.+) (?:at|on)$/.exec(label);
  if (!named) return pastTenseAlone(label);
  const words = named[1]!.split(' ');
  const last = words.at(-1)!;
  if (last.endsWith('ed')) return named[1]!;
  // A phrasal verb: 'signed up' of `signed_up_at`, 'checked in' of `checked_in_at`.
  if (words.length > 1 && words.at(-2)!.endsWith('ed') && PARTICLES.has(last)) return named[1]!;
  const tags = tagsOf(last);
  if (!tags.has('Verb')) return null;
  if (tags.has('PastTense') || tags.has('Participle')) return named[1]!;
  // 'starts', 'expires': the third person of a verb, said in the past.
  if (!tags.has('PresentTense') || !last.endsWith('s')) return null;
  const past = nlp(last).verbs().toPastTense().text();
  return past ? [...words.slice(0, -1), past].join(' ') : null;
}

const tagsOf = (word: string) =>
  new Set(Object.values(nlp(word).out('tags')[0] as Record<string, string[]>).flat());

/** A date named by its event's verb alone, in the past: 'registered' of `dtmRegistered`, 'hired'. */
const pastTenseAlone = (label: string): string | null =>
  /^[a-z]+ed$/.test(label) && participleOf(label) ? label : null;
