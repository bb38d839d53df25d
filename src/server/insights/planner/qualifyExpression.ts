/**
 * A metric's expression with each of its table's columns read through the table's alias
 * (`sum(quantity)` → `sum(t0.quantity)`), so a join that brings another `quantity` cannot make
 * it ambiguous. Quoted text and quoted names are read as such; a name followed by `(` is a call.
 * Unquoted names compare case-insensitively; a quoted PostgreSQL name keeps its case.
 */
export function qualifyExpression(
  expression: string,
  alias: string,
  columns: string[],
  postgres: boolean,
): string {
  const unquoted = new Set(columns.map((c) => (postgres ? c : c.toLowerCase())));
  const token = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|[\p{L}_][\p{L}\p{N}_$]*|[\s\S]/gu;
  let out = '';
  let previous = '';
  const parts = expression.match(token) ?? [];
  for (const [i, part] of parts.entries()) {
    const next = parts.slice(i + 1).find((p) => !/^\s$/.test(p)) ?? '';
    const quoted = /^["`[]/.test(part);
    const bare = quoted ? part.slice(1, -1).replace(/""|``/g, (q) => q[0]!) : part;
    const isName = quoted || /^[\p{L}_]/u.test(part);
    const column = quoted
      ? columns.some((c) =>
          postgres && part.startsWith('"') ? c === bare : c.toLowerCase() === bare.toLowerCase(),
        )
      : unquoted.has(bare.toLowerCase());
    out += isName && column && next !== '(' && previous !== '.' ? `${alias}.${part}` : part;
    if (!/^\s$/.test(part)) previous = part;
  }
  return out;
}
