/** Visits every key and value of a parsed tree, depth first; list items come with an empty key. */
export function walkTree(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) {
      visit('', item);
      walkTree(item, visit);
    }
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    visit(key, value);
    walkTree(value, visit);
  }
}

/** The tree without source positions and with its keys in order, to compare a statement with its regenerated text. */
export function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'location' && key !== 'loc' && key !== 'stmt_len' && key !== 'stmt_location')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}
