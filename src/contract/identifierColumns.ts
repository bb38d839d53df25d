import type { CellValue } from './dataInsights.ts';

/**
 * A column name as its words: 'customer_ID' → ['customer', 'id'], 'postalCode' → ['postal', 'code'],
 * 'OrderYear2' → ['order', 'year', '2'].
 */
export const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The last word of a name that labels a value as a key or a code rather than a quantity. */
const IDENTIFYING_ENDING = /^(?:id|ids|key|code|zip|year|yr)$|(?:code|zip)$/;
/** Words that make a column about time; its whole numbers in a calendar range are years. */
const TIME_WORD = /^(?:year|yr|fy|date|time|period|fiscal|season)$/;
const YEAR_RANGE = { min: 1000, max: 2999 };

/**
 * Whether a column's numbers are identifiers (postal codes, ids, years) that must show as they
 * are, never grouped into thousands: decided from the column alone, whatever the schema. Its name,
 * split into words, ends in id, key, code, zip or year (or a word ending in code or zip, as
 * 'postcode'); or its name has a time word and every value is a whole number in a year range.
 */
export function isIdentifierColumn(name: string, values: readonly (CellValue | undefined)[] = []): boolean {
  const words = nameWords(name);
  const last = words.at(-1);
  if (last && IDENTIFYING_ENDING.test(last)) return true;
  if (!words.some((w) => TIME_WORD.test(w))) return false;
  const numbers = values.filter((v) => v !== null && v !== undefined && v !== '');
  return (
    numbers.length > 0 &&
    numbers.every((v) => {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isInteger(n) && n >= YEAR_RANGE.min && n <= YEAR_RANGE.max;
    })
  );
}
