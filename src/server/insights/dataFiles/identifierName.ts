/** The longest name a table or column may have (PostgreSQL's limit, kept for every engine). */
export const MAX_IDENTIFIER = 63;

/**
 * A name safe to use unquoted in SQL and readable in the planner: lower case letters, digits and
 * underscores, accents dropped, not starting with a digit; '' when nothing is left.
 */
export function identifierName(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const named = /^[0-9]/.test(plain) ? `c_${plain}` : plain;
  return named.slice(0, MAX_IDENTIFIER).replace(/_+$/, '');
}

/** `name`, or `name_2`, `name_3`… the first that `taken` does not hold (kept within the length limit). */
export function uniqueName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${name.slice(0, MAX_IDENTIFIER - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
