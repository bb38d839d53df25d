/** One cell of an expected answer against one cell of a result: numbers within a cent, text case-insensitive. */
export function cellMatches(expected: unknown, actual: unknown): boolean {
  if (expected === null || actual === null || expected === undefined || actual === undefined)
    return (expected ?? null) === (actual ?? null);
  const e = String(expected).trim();
  const a = String(actual).trim();
  const numeric = /^-?\d+(\.\d+)?$/;
  // Within a cent, or within single-precision rounding for sums of `real` columns.
  if (numeric.test(e) && numeric.test(a))
    return Math.abs(Number(e) - Number(a)) <= Math.max(0.01, Math.abs(Number(e)) * 1e-5);
  // A month reads as YYYY-MM whatever the engine returned (a date, a timestamp).
  if (/^\d{4}-\d{2}$/.test(e) && a.startsWith(e)) return true;
  return e.toLowerCase() === a.toLowerCase();
}

/**
 * A result row holds an expected row when every expected value is one of its cells; text values
 * may also be read together (a person's first and last name in one label).
 */
export function rowHolds(expected: unknown[], actual: unknown[]): boolean {
  const cells = actual.map((c) => (c === null ? null : String(c)));
  return expected.every((e) => {
    if (cells.some((c) => cellMatches(e, c))) return true;
    if (typeof e !== 'string' || /^-?\d/.test(e)) return false;
    const word = new RegExp(`(^|\\s)${e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\s)`, 'i');
    return cells.some((c) => c !== null && word.test(c));
  });
}

/**
 * Whether a result answers a question: every expected row is held by a row of its own, and no
 * extra rows stand beside them (a ranking whose first row answers a one-row question counts).
 */
export function answerMatches(expected: unknown[][], actual: unknown[][]): boolean {
  if (expected.length === 1 && actual.length >= 1 && rowHolds(expected[0]!, actual[0]!)) return true;
  if (actual.length !== expected.length) return false;
  const free = [...actual];
  for (const row of expected) {
    const i = free.findIndex((a) => rowHolds(row, a));
    if (i < 0) return false;
    free.splice(i, 1);
  }
  return true;
}
