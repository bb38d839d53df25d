/**
 * A transition's guard as a reader says it: its name, or a combined guard spelled out from its
 * parts (`draftValid and not busy`); `names` collects the named guards it uses.
 */
export function guardText(guard: unknown, names: Set<string>, nested = false): string {
  if (!guard) return '';
  if (typeof guard === 'string') {
    names.add(guard);
    return guard;
  }
  if (typeof guard === 'object') {
    const type = (guard as { type?: string }).type ?? 'guard';
    names.add(type);
    return type;
  }
  const combined = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
  if (Array.isArray(combined.guards)) {
    const parts = combined.guards.map((g) => guardText(g, names, true));
    const text =
      combined.name === 'not' ? `not ${parts[0]}` : parts.join(combined.name === 'or' ? ' or ' : ' and ');
    return nested && combined.name !== 'not' ? `(${text})` : text;
  }
  if (combined.stateValue !== undefined) return `in ${JSON.stringify(combined.stateValue)}`;
  return combined.name ? `${combined.name} (inline)` : 'inline guard';
}
