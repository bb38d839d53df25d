import nlp from 'compromise';
import datesPlugin from 'compromise-dates';

nlp.plugin(datesPlugin);
// The tagger builds its lexicon on first use (a few hundred ms): at start-up, not in a visitor's first answer.
nlp('Maria opened the Lisbon shop on 1 May 2024 for €20.').people();

/** What kind of fact a question asks for, read from its question words. */
export type AnswerType = 'person' | 'place' | 'time' | 'money' | 'quantity' | 'other';

const LEAD = String.raw`^(?:\S+\s+)?`;
const PERSON = new RegExp(`${LEAD}(?:who|whom|whose)\\b`, 'i');
const PLACE = new RegExp(
  `${LEAD}(?:where\\b|(?:what|which)\\s+(?:country|countries|city|cities|town|place|region|continent|location|address|street)\\b)`,
  'i',
);
const TIME = new RegExp(
  `${LEAD}(?:when\\b|(?:what|which)\\s+(?:year|years|century|decade|date|dates|day|days|month|period|era|time|hours)\\b)|\\b(?:opening|business|office)\\s+(?:hours|times)\\b`,
  'i',
);
const MONEY = /\b(?:cost|costs|price|prices|priced|fee|fees|charge|charges|pay|paid)\b/i;
const HOW_MUCH = new RegExp(`${LEAD}how\\s+much\\b`, 'i');
const QUANTITY = new RegExp(`${LEAD}how\\s+(?:many|much|long|old|far|large|big|high|tall|often)\\b`, 'i');

export function answerTypeOf(question: string): AnswerType {
  const q = question.trim();
  if (PERSON.test(q)) return 'person';
  if (PLACE.test(q)) return 'place';
  if (TIME.test(q)) return 'time';
  if (MONEY.test(q) && (HOW_MUCH.test(q) || /^(?:what|which)\b/i.test(q))) return 'money';
  if (QUANTITY.test(q)) return 'quantity';
  return 'other';
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const TIME_IN_TEXT = new RegExp(
  `\\b(?:\\d{3,4}s?|\\d{1,2}(?:st|nd|rd|th)\\s+century|(?:${MONTHS})\\s+\\d{1,2}|\\d{1,2}\\s+(?:${MONTHS})|\\d{1,2}[:.]\\d{2})\\b`,
  'gi',
);
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens';
/** How often: 'once a year', 'twice', 'daily'. */
const FREQUENCY_WORDS = 'once|twice|daily|weekly|fortnightly|monthly|quarterly|yearly|annually|hourly';
const QUANTITY_IN_TEXT = new RegExp(`\\b(?:\\d[\\d,.]*|${NUMBER_WORDS}|${FREQUENCY_WORDS})\\b`, 'gi');
const NUMBER_WORD = new RegExp(`^(?:${NUMBER_WORDS})$`, 'i');
const MONEY_IN_TEXT =
  /(?:[$€£¥]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:[$€£¥]|eur|euros?|usd|dollars?|pounds?|gbp)\b|\bfree of charge\b)/gi;

/**
 * A street address after 'at': a house number beside capitalised street words, in either order
 * ('at Calle Mayor 12', 'at 14 Kungsgatan'), short joining words allowed ('at Praça da Ribeira 3').
 * The tagger knows towns and countries, not streets.
 */
const ADDRESS_IN_TEXT =
  /\bat\s+(?:\d+[A-Za-z]?,?\s+(?:\p{Lu}[\p{L}'’.-]*\s+(?:\p{Ll}{1,3}\s+)?){0,3}\p{Lu}[\p{L}'’.-]*|(?:\p{Lu}[\p{L}'’.-]*\s+(?:\p{Ll}{1,3}\s+)?){1,4}\d+[A-Za-z]?)\b/gu;

type EntityKind = 'people' | 'places' | 'dates' | 'money';

/** Tagging a sentence costs a few milliseconds; the same passages come back for related questions. */
const tagged = new Map<string, string[]>();
const TAGGED_KEPT = 5000;

const normalised = (list: string[]) =>
  list
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}:.,€$£ ]+/gu, '')
        .trim(),
    )
    .filter(Boolean);

type Doc = ReturnType<typeof nlp>;
const read: Record<EntityKind, (doc: Doc) => string[]> = {
  people: (doc) => [...doc.people().out('array'), ...doc.organizations().out('array')],
  places: (doc) => doc.places().out('array'),
  dates: (doc) => (doc as unknown as { dates(): { out(f: 'array'): string[] } }).dates().out('array'),
  money: (doc) => doc.money().out('array'),
};

/** The people and organisations, places, dates or sums of money a text names (compromise's tagger). */
export function entitiesOf(text: string, kind: EntityKind): string[] {
  const key = `${kind}\u0000${text}`;
  const known = tagged.get(key);
  if (known) return known;
  const found = normalised(read[kind](nlp(text)));
  if (tagged.size >= TAGGED_KEPT) tagged.delete(tagged.keys().next().value!);
  tagged.set(key, found);
  return found;
}

/** A fact is already in the question when its figures and longer words all are. */
const fresh = (inSentence: string[], question: string) => {
  const asked = new Set(question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return inSentence.some((m) =>
    (m.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => /\d/.test(w) || w.length >= 4 || NUMBER_WORD.test(w))
      .some((w) => !asked.has(w)),
  );
};
const matches = (pattern: RegExp, text: string) => text.match(pattern) ?? [];

/**
 * Whether the sentence holds a fact of the asked type that the question does not already state:
 * a person or organisation for 'who', a place for 'where', a date or time for 'when', a price for
 * 'how much does it cost', a number for 'how many'.
 */
export function holdsAnswerType(type: AnswerType, sentence: string, question: string): boolean {
  switch (type) {
    case 'other':
      return false;
    case 'time':
      return (
        fresh(matches(TIME_IN_TEXT, sentence), question) || fresh(entitiesOf(sentence, 'dates'), question)
      );
    case 'quantity':
      return (
        fresh(matches(QUANTITY_IN_TEXT, sentence), question) ||
        fresh(matches(MONEY_IN_TEXT, sentence), question)
      );
    case 'money':
      return (
        fresh(matches(MONEY_IN_TEXT, sentence), question) || fresh(entitiesOf(sentence, 'money'), question)
      );
    case 'person':
      return fresh(entitiesOf(sentence, 'people'), question);
    case 'place':
      return (
        fresh(entitiesOf(sentence, 'places'), question) || fresh(matches(ADDRESS_IN_TEXT, sentence), question)
      );
  }
}
