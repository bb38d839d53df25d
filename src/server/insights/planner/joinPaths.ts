import type { CatalogTable } from '../../../contract/dataInsights.ts';
import type { Join } from './plan.ts';
import { identifierWords, lemma } from './vocabulary.ts';

/** Words that mark a column as a key rather than say what it refers to. */
export const KEY_SUFFIXES = new Set(['id', 'key', 'fk', 'no', 'code', 'ref', 'number']);

/** The longest chain of foreign keys a plan follows from its measure's table. */
export const MAX_JOIN_STEPS = 5;

/** Partial routes weighed at one step before a route is called too open to take for granted. */
const MAX_ROUTES = 5000;

/** Shortest join routes over a catalog's foreign keys, either direction, at most `MAX_JOIN_STEPS` steps. */
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
  /** A join over a key named for the table it refers to (`branch_id` → branches), or as its key. */
  const plainStep = (j: Join) => {
    // Down from a parent, the key is the joined table's column; up to one, the column joined from.
    const down = byName.get(j.table)?.columns.find((c) => c.name === j.column)?.references?.table === j.from;
    const [key, parent] = down ? [j.column, j.from] : [j.fromColumn, j.table];
    // Named as the key it refers to (`dept_code` → departments.dept_code).
    if (j.column === j.fromColumn) return true;
    const parentWords = identifierWords(parent).map(lemma);
    return identifierWords(key)
      .filter((w) => !KEY_SUFFIXES.has(w))
      .every((w) => parentWords.includes(lemma(w)));
  };
  /** A table that only links two others: its primary key is made of its foreign keys. */
  const isLink = (name: string) => {
    const keys = byName.get(name)?.columns.filter((c) => c.primaryKey) ?? [];
    return keys.length >= 2 && keys.every((c) => c.references);
  };
  /**
   * Every shortest route from one table to another, at most `MAX_JOIN_STEPS` steps; null when there are more
   * partial routes than `MAX_ROUTES` (a catalog whose hub tables make the routes too many to weigh).
   */
  function shortestRoutes(from: string, to: string): Join[][] | null {
    if (from === to) return [[]];
    let frontier: { at: string; route: Join[] }[] = [{ at: from, route: [] }];
    const seen = new Set([from]);
    for (let step = 0; step < MAX_JOIN_STEPS; step++) {
      const next: typeof frontier = [];
      for (const { at, route } of frontier)
        for (const e of edges) {
          const hop: [string, Join] | null =
            e.a === at
              ? [e.b, { table: e.b, column: e.bc, from: e.a, fromColumn: e.ac }]
              : e.b === at
                ? [e.a, { table: e.a, column: e.ac, from: e.b, fromColumn: e.bc }]
                : null;
          if (hop && !seen.has(hop[0])) next.push({ at: hop[0], route: [...route, hop[1]] });
        }
      if (next.length > MAX_ROUTES) return null;
      const arrived = next.filter((n) => n.at === to).map((n) => n.route);
      if (arrived.length > 0) return arrived;
      for (const n of next) seen.add(n.at);
      frontier = next;
    }
    return [];
  }
  /** The shortest routes over plain keys alone; null when they are too many to weigh. */
  function plainRoutes(from: string, to: string): Join[][] | null {
    let frontier: Join[][] = [[]];
    const seen = new Set([from]);
    for (let step = 0; step < MAX_JOIN_STEPS && frontier.length > 0; step++) {
      const next: Join[][] = [];
      for (const route of frontier) {
        const at = route.at(-1)?.table ?? from;
        for (const e of edges) {
          const hop: Join | null =
            e.a === at
              ? { table: e.b, column: e.bc, from: e.a, fromColumn: e.ac }
              : e.b === at
                ? { table: e.a, column: e.ac, from: e.b, fromColumn: e.bc }
                : null;
          if (hop && !seen.has(hop.table) && plainStep(hop)) next.push([...route, hop]);
        }
      }
      if (next.length > MAX_ROUTES) return null;
      const arrived = next.filter((r) => r.at(-1)!.table === to);
      if (arrived.length > 0) return arrived;
      for (const r of next) seen.add(r.at(-1)!.table);
      frontier = next;
    }
    return [];
  }
  const soleRoutes = new Map<string, Join[] | null>();
  /**
   * The one route a plan can take for granted: the only shortest one, or the only one whose
   * stops are all link tables (employees reach projects through the table that assigns them,
   * not through their expenses). Null when several remain: the catalog alone cannot say which
   * is meant (loans reach branches through the copy lent and through the borrower's home branch).
   */
  function soleRoute(from: string, to: string): Join[] | null {
    const key = `${from}\u0000${to}`;
    if (soleRoutes.has(key)) return soleRoutes.get(key)!;
    const all = shortestRoutes(from, to) ?? [];
    const linked = all.filter((r) => r.slice(0, -1).every((j) => isLink(j.table)));
    // A key named for a role ('home_branch_id') is a second relation the description would name;
    // left unnamed, the route over plain keys ('branch_id') is the one meant.
    const plain = all.filter((r) => r.every(plainStep));
    // The one shortest route over a role's key (a student's `major_dept`) is not taken for granted
    // when longer routes over plain keys reach the same table in more than one way (the course's
    // department, the instructor's): three readings, and the description named none.
    const plainInstead = all.length === 1 && !all[0]!.every(plainStep) ? plainRoutes(from, to) : [];
    const sole =
      all.length === 1
        ? plainInstead === null || plainInstead.length > 1
          ? null
          : all[0]!
        : linked.length === 1
          ? linked[0]!
          : plain.length === 1
            ? plain[0]!
            : null;
    soleRoutes.set(key, sole);
    return sole;
  }
  /**
   * True when a join reaches many rows per root row: it lands on a column that is not the table's
   * whole primary key (one column of a link table's key repeats too).
   */
  const fansOut = (joins: Join[]) =>
    joins.some((j) => {
      const key = byName.get(j.table)?.columns.filter((c) => c.primaryKey) ?? [];
      return !(key.length === 1 && key[0]!.name === j.column);
    });
  return { path, distance, shortestRoutes, soleRoute, plainStep, fansOut, isLink };
}
