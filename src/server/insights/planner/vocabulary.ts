import nlp from 'compromise';
import lemmatizer from 'wink-lemmatizer';
import type { CatalogTable } from '../../../contract/dataInsights.ts';
import { isKindOf, type PartOfSpeech, partOfSpeech, senses } from '../../language/lexicon.ts';

/** The dictionary form of a word: 'categories' → 'category', 'shipped' → 'ship', 'sold' → 'sell'. */
export function lemma(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 2 || /\d/.test(w)) return w;
  const noun = lemmatizer.noun(w);
  if (noun !== w) return noun;
  return lemmatizer.verb(w);
}

/** The verb a past participle comes from ('returned' → 'return', 'sold' → 'sell'); null for any other word. */
export function participleOf(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length <= 3 || /ing$|s$/.test(w) || lemmatizer.noun(w) !== w) return null;
  const verb = lemmatizer.verb(w);
  return verb !== w ? verb : null;
}

/**
 * The forms a word is looked up under: as written, its lemma, and its plural, since WordNet keeps
 * nouns used in the plural ('sales', 'earnings') as words of their own.
 */
const lookupForms = (word: string) => {
  const w = word.toLowerCase();
  return [...new Set([w, lemma(w), `${lemma(w)}s`])];
};

/**
 * Whether a word, read in its first sense, means a concept: the concept is the word, shares the
 * word's first sense, or heads a compound of it ('sales' is 'gross revenue'; 'discount' is a
 * 'price reduction'). Only first senses count, so loose readings ('price' as 'cost') do not.
 */
export function means(word: string, concept: string): boolean {
  const forms = lookupForms(word);
  if (forms.includes(concept)) return true;
  for (const form of forms) {
    const pos = partOfSpeech(form);
    const first = pos ? senses(form, pos, 1)[0] : undefined;
    if (first?.words.some((w) => w === concept || w.endsWith(`_${concept}`))) return true;
  }
  return false;
}

/** Two words that mean the same, read either way. */
export const related = (a: string, b: string) => a === b || means(a, b) || means(b, a);

/**
 * The words of one connection's catalog, and how a description's words reach them: a word of the
 * catalog stands for itself (lemmatised), and so does a word of its column comments; another word
 * stands for a catalog word of the same part of speech when the catalog word's first sense holds
 * it among its own first two senses ('client' reaches 'customer'), when its first sense holds the
 * catalog word among that word's first three ('rebate' reaches 'discount'), or when its first
 * sense is a kind of the catalog word's first sense ('buyer' reaches 'customer'). Nothing else:
 * loose senses make confident wrong answers.
 */
export interface Vocabulary {
  canonical(word: string): string;
  words: Set<string>;
  /** The catalog's short words each spelt out by the one comment word it shortens ('amt' → amount). */
  spelledOut: Map<string, string>;
  /** Words that begin every table's name by a naming scheme, not by meaning ('dim', 'fact', 'tbl'). */
  schemeWords: Set<string>;
  /** The tables whose names begin with a scheme word, by their lemmatised words ('order order item' for `orders_orderitem`). */
  schemedTables: Set<string>;
}

/**
 * The first words of a naming scheme: every table's name has more words than one and begins with
 * one of at most three words, each shared by two tables or more (`dim_store`, `fact_sales`;
 * `tbl_orders`). A word only some tables begin with (`order_items` beside `customers`) is meaning.
 *
 * Or the namespaces of an application's modules, as web frameworks name tables `<module>_<model>`:
 * a module is proven by a table that names its model after it (`orders_order`, `reviews_review`),
 * and when two modules are proven and every table has a first word, every first word is a module
 * (`accounts_customer`, `auth_user`). One proof alone makes only its own word a module's.
 */
export function namingSchemeWords(tables: CatalogTable[]): Set<string> {
  const names = tables.map((t) => identifierWords(t.name));
  if (names.length < 2) return new Set();
  const uses = new Map<string, number>();
  for (const [first] of names) uses.set(first!, (uses.get(first!) ?? 0) + 1);
  const everyNameHasTwoWords = names.every((n) => n.length >= 2);
  if (everyNameHasTwoWords && uses.size <= 3 && [...uses.values()].every((n) => n >= 2))
    return new Set(uses.keys());
  const modules = new Set(
    names
      .filter(([first, ...rest]) => rest.length > 0 && rest.some((w) => lemma(w) === lemma(first!)))
      .map(([first]) => first!),
  );
  return modules.size >= 2 && everyNameHasTwoWords ? new Set(uses.keys()) : modules;
}

/** Vocabularies of the catalogs planned over lately, by their names (a catalog is read anew per request). */
const vocabularies = new Map<string, Vocabulary>();
const KEPT_VOCABULARIES = 32;

export function catalogVocabulary(tables: CatalogTable[]): Vocabulary {
  const signature = tables
    .map((t) => `${t.name}:${t.columns.map((c) => `${c.name}/${c.kind}/${c.comment ?? ''}`).join(',')}`)
    .join(';');
  const known = vocabularies.get(signature);
  if (known) return known;
  const surfaces = new Set(
    tables.flatMap((t) => [t.name, ...t.columns.map((c) => c.name)]).flatMap(identifierWords),
  );
  const words = new Set([...surfaces].map(lemma));
  /** The words dates are named by: a verb for the event ('born') may reach them. */
  const dateWords = new Set(
    tables.flatMap((t) =>
      t.columns.filter((c) => c.kind === 'time').flatMap((c) => identifierWords(c.name).map(lemma)),
    ),
  );
  // A word the catalog's comments use is the catalog's own: it is matched there, not by the lexicon.
  const commented = new Set(
    tables
      .flatMap((t) => t.columns.flatMap((c) => (c.comment ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)))
      .filter((w) => w.length > 2)
      .map(lemma),
  );
  /** A synonym → the catalog word whose first sense holds it, and that sense's words. */
  const reach = new Map<string, { word: string; pos: PartOfSpeech; sense: string } | null>();
  for (const surface of surfaces) {
    for (const form of new Set([surface, lemma(surface)])) {
      const pos = partOfSpeech(form);
      const first = pos ? senses(form, pos, 1)[0] : undefined;
      if (!pos || !first) continue;
      const sense = first.words.join(' ');
      for (const synonym of first.words) {
        if (synonym.includes('_') || words.has(synonym)) continue;
        const prior = reach.get(synonym);
        // A synonym two catalog words claim names neither.
        if (prior === undefined) reach.set(synonym, { word: lemma(surface), pos, sense });
        else if (prior && prior.word !== lemma(surface)) reach.set(synonym, null);
      }
      break;
    }
  }
  /** The catalog's short words that are in no dictionary: 'qty', 'amt', 'dept'. */
  const abbreviations = [...words].filter((a) => /^[a-z]{2,5}$/.test(a) && !isDictionaryWord(a));
  const cache = new Map<string, string>();
  const senseKey = (words: string[]) => words.join(' ');
  /** A catalog word one of whose first senses (of this part of speech) is the given sense. */
  const catalogWordOf = (candidates: string[], pos: PartOfSpeech, key: string, depth: number) =>
    candidates.find(
      (c) => words.has(c) && senses(c, pos, depth).some((sense) => senseKey(sense.words) === key),
    );
  const reachOf = (form: string): string | undefined => {
    // The first sense of a catalog word holds this word, among this word's own first two.
    const target = reach.get(form);
    if (target && senses(form, target.pos, 2).some((s) => senseKey(s.words) === target.sense))
      return target.word;
    const pos = partOfSpeech(form);
    const first = pos ? senses(form, pos, 1)[0] : undefined;
    if (!pos || !first) return undefined;
    // This word's first sense holds a catalog word, among that word's first three ('rebate').
    const synonym = catalogWordOf(first.words, pos, senseKey(first.words), 3);
    if (synonym) return synonym;
    // This word's first sense is a kind of a catalog word's first sense ('buyer' is a 'customer').
    for (const broader of first.broader) {
      const general = catalogWordOf(broader, pos, senseKey(broader), 1);
      if (general) return general;
    }
    // A verb for the event a date records, in one of its first two senses ('born': to bear, to birth).
    for (const sense of senses(lemmatizer.verb(form), 'verb', 2)) {
      const date = sense.words.find((w) => dateWords.has(w));
      if (date) return date;
    }
    return undefined;
  };
  const canonical = (word: string) => {
    const w = word.toLowerCase();
    const hit = cache.get(w);
    if (hit) return hit;
    const one = lemma(w);
    let result = one;
    if (!words.has(one)) {
      // A word the catalog's comments use is matched there, not reached by the lexicon.
      if (!commented.has(one))
        for (const form of new Set([w, one])) {
          const found = reachOf(form);
          if (found) {
            result = found;
            break;
          }
        }
      // A word the catalog writes short ('qty' for quantity), when only one of its short words fits.
      if (result === one && isDictionaryWord(one)) {
        // A short word in the plural ('depts') shortens the word's singular.
        const short = abbreviations.filter(
          (a) => abbreviates(a, one) || (a.endsWith('s') && abbreviates(a.slice(0, -1), one)),
        );
        if (short.length === 1) result = short[0]!;
      }
    }
    cache.set(w, result);
    return result;
  };
  const commentWords = new Set(
    tables.flatMap((t) => t.columns.flatMap((c) => c.comment?.toLowerCase().match(/\p{L}{3,}/gu) ?? [])),
  );
  const spelledOut = new Map<string, string>();
  for (const short of words) {
    if (isDictionaryWord(short)) continue;
    const long = [...commentWords].filter((w) => isDictionaryWord(w) && abbreviates(short, w));
    if (long.length === 1) spelledOut.set(short, long[0]!);
  }
  const schemeWords = namingSchemeWords(tables);
  const vocabulary = {
    canonical,
    words,
    spelledOut,
    schemeWords,
    schemedTables: new Set(
      tables
        .map((t) => identifierWords(t.name))
        .filter((words) => words.length > 1 && schemeWords.has(words[0]!))
        .map((words) => words.map(lemma).join(' ')),
    ),
  };
  if (vocabularies.size >= KEPT_VOCABULARIES) vocabularies.delete(vocabularies.keys().next().value!);
  vocabularies.set(signature, vocabulary);
  return vocabulary;
}

/**
 * The words of an identifier: `order_lines` / `OrderLines` / `unitPrice` / `productlines` →
 * order, lines / order, lines / unit, price / product, lines.
 */
export function identifierWords(name: string): string[] {
  const bare = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return bare
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap(runTogetherWords)
    .map((w) => SHORTHAND.get(w) ?? w);
}

/**
 * The shorthand database names use for the words a reading turns on (a row's name, a date, a
 * code), whose letters alone do not give them away: `first_nm`, `loss_dt`, `status_cd`. Shorthand
 * that keeps a word's first and last letters ('amt', 'qty') is read by `abbreviates`.
 */
const SHORTHAND = new Map([
  ['nm', 'name'],
  ['dt', 'date'],
  ['dte', 'date'],
  ['cd', 'code'],
  ['desc', 'description'],
  ['descr', 'description'],
]);

/**
 * Whether a short word abbreviates a longer one: its start ('cust' of customer), or its letters in
 * order from the first to the last ('qty' of quantity, 'mgr' of manager).
 */
export function abbreviates(short: string, word: string): boolean {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  if (short.length >= 3 && word.startsWith(short)) return true;
  if (short.at(-1) !== word.at(-1)) return false;
  let at = 0;
  for (const letter of word) if (letter === short[at]) at++;
  return at === short.length;
}

/** Short words a name may run together with longer ones ('quantityinstock', 'albumid'). */
const JOINING_WORDS = new Set(['in', 'on', 'of', 'at', 'to', 'by', 'id', 'no']);
/** A word of the dictionary, or a short word names run together with longer ones. */
export const isDictionaryWord = (word: string) =>
  JOINING_WORDS.has(word) ||
  (word.length >= 3 && (partOfSpeech(word) !== null || partOfSpeech(lemma(word)) !== null));
const runTogether = new Map<string, string[]>();

/** Every way to cut a word into `parts` dictionary words. */
function cuts(rest: string, parts: number): string[][] {
  if (parts === 1) return isDictionaryWord(rest) ? [[rest]] : [];
  const found: string[][] = [];
  for (let at = 2; at <= rest.length - 2; at++) {
    const head = rest.slice(0, at);
    if (isDictionaryWord(head))
      for (const tail of cuts(rest.slice(at), parts - 1)) found.push([head, ...tail]);
  }
  return found;
}

/**
 * A short word run together with a dictionary word, when only one such cut exists: `mktsegment`
 * → mkt, segment; `availqty` → avail, qty. The short word is read as short for a longer one.
 */
function shortBeside(word: string): string[] | undefined {
  const short = (w: string) => w.length >= 3 && w.length <= 4 && !isDictionaryWord(w);
  const long = (w: string) => w.length >= 4 && isDictionaryWord(w);
  const found: string[][] = [];
  for (let at = 2; at <= word.length - 2; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if ((short(head) && long(tail)) || (long(head) && short(tail))) found.push([head, tail]);
  }
  return found.length === 1 ? found[0] : undefined;
}

/** Endings that make a word of another, not a second word: bill → billable, pay → payment. */
const DERIVING_SUFFIXES = ['able', 'ible', 'ment', 'ness', 'less', 'ful'];

/** A dictionary word with a deriving ending ('billable', 'refundable', 'receivable'): one word. */
const isDerivedWord = (word: string) =>
  DERIVING_SUFFIXES.some((suffix) => {
    if (!word.endsWith(suffix) || word.length < suffix.length + 3) return false;
    const stem = word.slice(0, -suffix.length);
    return isDictionaryWord(stem) || isDictionaryWord(`${stem}e`);
  });

/**
 * A word that is not in the dictionary but runs dictionary words together, split back into them
 * (`productlines` → product, lines; `quantityinstock` → quantity, in, stock; `hiredate` → hire,
 * date), in as few words as possible, then the longest shortest word, then the most words in their
 * dictionary form ('time stamp', not 'times tamp'); any other word as it is.
 */
function runTogetherWords(word: string): string[] {
  const known = runTogether.get(word);
  if (known) return known;
  let words = [word];
  if (word.length >= 6 && !/\d/.test(word) && !isDictionaryWord(word) && !isDerivedWord(word)) {
    const shortest = (c: string[]) =>
      Math.min(...c.filter((w) => !JOINING_WORDS.has(w)).map((w) => w.length));
    const baseForms = (c: string[]) => c.filter((w) => lemma(w) === w).length;
    const options = cuts(word, 2).length > 0 ? cuts(word, 2) : cuts(word, 3);
    const best =
      options.sort((a, b) => shortest(b) - shortest(a) || baseForms(b) - baseForms(a))[0] ??
      shortBeside(word);
    if (best) words = best;
  }
  runTogether.set(word, words);
  return words;
}

/** A unit a number is counted in: 'kg', 'minutes', 'km', 'dollars', 'm2'. */
export const isUnitWord = (word: string): boolean =>
  isKindOf(word, 'unit of measurement') ||
  isKindOf(word, 'time unit') ||
  // Squared and cubed: 'm2', 'km2', 'cm3'.
  (/^[a-z]+[23]$/.test(word) && isUnitWord(word.slice(0, -1)));

/**
 * The word a measure column is named by: the last word of its name, past any unit after it
 * (`weight_kg` is a weight, `duration_minutes` a duration) and any 'per …' of a rate, or the unit
 * when the name is nothing else.
 */
export function measureHead(name: string): string | undefined {
  const all = identifierWords(name);
  // A rate is named by what it counts: `hours_per_week` by hours, `revenue_per_customer` by revenue.
  const per = all.indexOf('per');
  const words = per > 0 ? all.slice(0, per) : all;
  return words.findLast((w) => !isUnitWord(w)) ?? words.at(-1);
}

/** A word for a kind of person: 'member', 'clerk', 'agent'. */
export const isPersonWord = (word: string): boolean => isKindOf(word, 'person');

/** A readable label: `unit_price` → 'unit price'. */
export const labelOf = (name: string) => identifierWords(name).join(' ');

/** A verb of paying: one of its first two senses is paying or a kind of it ('spent', 'paid'). */
const paysOut = (word: string) =>
  senses(lemma(word), 'verb', 2).some(
    (s) => s.words.includes('pay') || s.broader.some((words) => words.includes('pay')),
  );

/** Money taken in (what customers spent): a sum of an amount column, or of price × quantity on line rows. */
export const isMoneyInWord = (word: string) => means(word, 'revenue') || word === 'amount' || paysOut(word);
/** What is left of revenue once costs are paid; 'margin' is it over revenue. */
export const isProfitWord = (word: string) => means(word, 'profit');

/**
 * A table's rows, as counted: 'sale' → 'sales', 'ticket order' → 'ticket orders'. A name already
 * plural, or one the grammar does not know for a noun ('staff'), stays as it is.
 */
export const pluralLabel = (name: string, namedInSingular = false) =>
  pluralOf(labelOf(name), namedInSingular);

/**
 * Whether most of a catalog's tables are named for one row (`claim`, `Booking`), not for many: a
 * convention only two names or more can show.
 */
export const namesTablesInSingular = (tables: { name: string }[]) =>
  tables.length >= 2 &&
  tables.filter((t) => {
    const last = identifierWords(t.name).at(-1) ?? '';
    return lemma(last) === last;
  }).length >
    tables.length / 2;

/** Words naming one thing, naming several: 'ticket order' → 'ticket orders'; a short word stays. */
export function pluralOf(label: string, namedInSingular = false): string {
  const last = label.split(' ').at(-1) ?? '';
  if (!isDictionaryWord(last)) return label;
  // Already plural when it is the plural of its own noun lemma ('orders', 'children'); a noun
  // the lemmatiser reads as a verb's form ('booking' → 'book') is not.
  const single = lemmatizer.noun(last);
  if (single !== last && nlp(single).nouns().toPlural().text() === last) return label;
  // Alone, a word that is a verb too reads as the verb ('booking', 'claim', 'visit'); after an
  // article it is the noun.
  // Alone, a word that is a verb too reads as the verb ('booking', 'claim'); after an article it is
  // the noun. A catalog that names its tables in the plural names one in the singular for a noun
  // without a plural ('staff'), so only an -ing word is made plural there.
  const plural = nlp(label).nouns().toPlural().text();
  if (plural || !(namedInSingular || last.endsWith('ing'))) return plural || label;
  return nlp(`the ${label}`).nouns().toPlural().text().replace(/^the /, '') || label;
}

/** A table's name as one of its rows: `order_lines` → 'order line'. */
export const singularLabel = (name: string) =>
  identifierWords(name)
    .map((w) => lemmatizer.noun(w))
    .join(' ');

/** A noun made from a verb by a regular English suffix: 'rental' from 'rent', 'shipment' from 'ship', 'delivery' from 'deliver'. */
export function derivesFrom(noun: string, verb: string): boolean {
  if (verb.length < 3 || noun === verb) return noun === verb && verb.length >= 3;
  if (!noun.startsWith(verb)) return false;
  return ['al', 'ing', 'ment', 'ion', 'ation', 'ance', 'ence', 'y'].includes(noun.slice(verb.length));
}
