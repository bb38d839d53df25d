export const NUL_MESSAGE = 'must not contain the NUL character.';

/**
 * The dotted path of the first string (key or value) in a parsed JSON body that holds a NUL
 * character, which PostgreSQL cannot store in text; undefined when there is none.
 */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return here.replaceAll('\0', '\\0');
      const found = fieldWithNul(item, here);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
