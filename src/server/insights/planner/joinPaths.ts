import type { CatalogTable } from '../../../contract/dataInsights.ts';
import type { Join } from './plan.ts';

/** The longest chain of foreign keys a plan follows from its measure's table. */
export const MAX_JOIN_STEPS = 3;

/** Shortest join routes over a catalog's foreign keys, either direction, at most three steps. */
export function foreignKeyPaths(tables: CatalogTable[]) {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const edges: { a: string; ac: string; b: string; bc: string }[] = [];
  for (const t of tables)
    for (const c of t.columns)
      if (c.references && byName.has(c.references.table))
        edges.push({ a: t.name, ac: c.name, b: c.references.table, bc: c.references.column });
  function path(from: string, to: string): Join[] | null {
    if (from === to) return [];
    const seen = new Map<string, Join[]>([[from, []]]);
    const queue = [from];
    while (queue.length) {
      const at = queue.shift()!;
      const sofar = seen.get(at)!;
      if (sofar.length >= MAX_JOIN_STEPS) continue;
      for (const e of edges) {
        const step: [string, Join] | null =
          e.a === at
            ? [e.b, { table: e.b, column: e.bc, from: e.a, fromColumn: e.ac }]
            : e.b === at
              ? [e.a, { table: e.a, column: e.ac, from: e.b, fromColumn: e.bc }]
              : null;
        if (!step || seen.has(step[0])) continue;
        seen.set(step[0], [...sofar, step[1]]);
        if (step[0] === to) return seen.get(to)!;
        queue.push(step[0]);
      }
    }
    return null;
  }
  const distance = (from: string, to: string) => path(from, to)?.length ?? 99;
  /** True when a join reaches many rows per root row (it lands on a column that is not a key). */
  const fansOut = (joins: Join[]) =>
    joins.some((j) => !byName.get(j.table)?.columns.find((c) => c.name === j.column)?.primaryKey);
  return { path, distance, fansOut };
}
