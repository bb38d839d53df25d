import lemmatizer from 'wink-lemmatizer';

/**
 * Words of general business English that name the same thing whatever the database; the first
 * word of a group stands for all. Nothing here belongs to one schema: a database's own words come
 * from its catalog, lemmatised.
 */
const SYNONYM_GROUPS = [
  ['revenue', 'sale', 'turnover', 'income', 'takings'],
  ['customer', 'client', 'buyer'],
  ['product', 'item', 'article', 'good'],
  ['order', 'purchase'],
  ['employee', 'staff', 'worker'],
  ['quantity', 'qty', 'unit', 'volume'],
  ['profit', 'earning', 'gain'],
  ['price', 'cost'],
  ['country', 'nation'],
  ['city', 'town'],
  ['state', 'province'],
  ['discount', 'rebate'],
  ['segment', 'tier'],
  ['category', 'family', 'group', 'type', 'kind', 'class'],
  ['name', 'title'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) CANONICAL.set(word, group[0]!);

/** The dictionary form of a word: 'categories' → 'category', 'shipped' → 'ship', 'sold' → 'sell'. */
export function lemma(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 2 || /\d/.test(w)) return w;
  const noun = lemmatizer.noun(w);
  if (noun !== w) return noun;
  return lemmatizer.verb(w);
}

/** The canonical form of one word: its lemma, then its synonym group. */
export const canonical = (word: string) => {
  const one = lemma(word);
  return CANONICAL.get(one) ?? CANONICAL.get(word.toLowerCase()) ?? one;
};

/** The words of an identifier: `order_lines` / `OrderLines` / `unitPrice` → order, line / unit, price. */
export function identifierWords(name: string): string[] {
  const bare = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return bare
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A readable label: `unit_price` → 'unit price'. */
export const labelOf = (name: string) => identifierWords(name).join(' ');

/** Money taken in: a sum of an amount column, or of price × quantity on line rows. */
export const isMoneyInWord = (word: string) => canonical(word) === 'revenue' || word === 'amount';
/** What is left of revenue once costs are paid; 'margin' is it over revenue. */
export const isProfitWord = (word: string) => canonical(word) === 'profit';

/** A table's name as one of its rows: `order_lines` → 'order line'. */
export const singularLabel = (name: string) =>
  identifierWords(name)
    .map((w) => lemmatizer.noun(w))
    .join(' ');

/** A noun made from a verb by a regular English suffix: 'rental' from 'rent', 'shipment' from 'ship'. */
export function derivesFrom(noun: string, verb: string): boolean {
  if (verb.length < 3 || noun === verb) return noun === verb && verb.length >= 3;
  if (!noun.startsWith(verb)) return false;
  return ['al', 'ing', 'ment', 'ion', 'ation', 'ance', 'ence'].includes(noun.slice(verb.length));
}
