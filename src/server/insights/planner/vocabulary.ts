/** Words a business user types for the same thing; the first word of a group stands for all. */
const SYNONYM_GROUPS = [
  ['revenue', 'sale', 'amount', 'turnover', 'income', 'total'],
  ['customer', 'client', 'buyer', 'account'],
  ['track', 'song', 'tune'],
  ['product', 'item', 'article', 'good'],
  ['order', 'purchase', 'invoice'],
  ['employee', 'staff', 'rep', 'representative', 'worker'],
  ['quantity', 'unit', 'qty', 'volume'],
  ['profit', 'margin', 'earning', 'gain'],
  ['price', 'cost'],
  ['country', 'nation'],
  ['city', 'town'],
  ['state', 'province'],
  ['genre', 'style'],
  ['artist', 'musician', 'band', 'performer'],
  ['discount', 'rebate'],
  ['segment', 'tier'],
  ['category', 'family', 'group'],
  ['date', 'day', 'time', 'when'],
  ['name', 'title'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) CANONICAL.set(word, group[0]!);

/** A crude singular, good enough for table and column names: 'categories' → 'category'. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(xes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The canonical form of one word: singular, then its synonym group. */
export const canonical = (word: string) => {
  const one = singular(word.toLowerCase());
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
