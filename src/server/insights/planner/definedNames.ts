import { type ConnectionDefinitions, objectParts } from '../../../contract/connectionDefinitions.ts';
import type { CatalogTable } from '../../../contract/dataInsights.ts';
import type { Formula } from './plan.ts';
import { labelOf } from './vocabulary.ts';

/** A defined metric named in a description, standing there as one token the planner reads. */
export interface MetricHit {
  token: string;
  name: string;
  table: CatalogTable;
  formula: Extract<Formula, { kind: 'expression' }>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name as a person types it, alone or in the plural ('rep', 'reps'). */
const spoken = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.toLowerCase())}(?:s|es)?(?![\\p{L}\\p{N}])`, 'gu');

/**
 * The catalog as the user defined it: a column's role replaces the one the index inferred, and its
 * description joins its comment, whose words the planner matches.
 */
export function catalogWithDefinitions(
  tables: CatalogTable[],
  definitions: ConnectionDefinitions | undefined,
): CatalogTable[] {
  if (!definitions?.columns.length) return tables;
  const isTable = (name: string) => tables.some((t) => t.name === name);
  const byColumn = new Map(
    definitions.columns.map((d) => {
      const { table, column } = objectParts(d.column, isTable);
      return [`${table}\u0000${column}`, d] as const;
    }),
  );
  return tables.map((t) => ({
    ...t,
    columns: t.columns.map((c) => {
      const d = byColumn.get(`${t.name}\u0000${c.name}`);
      if (!d) return c;
      const comment = [c.comment, d.description].filter(Boolean).join('. ');
      return { ...c, ...(d.role ? { role: d.role } : {}), ...(comment ? { comment } : {}) };
    }),
  }));
}

/** The columns the user marked as the time (`table\0column`): preferred over any other date. */
export function definedTimeColumns(
  tables: CatalogTable[],
  definitions: ConnectionDefinitions | undefined,
): Set<string> {
  const isTable = (name: string) => tables.some((t) => t.name === name);
  return new Set(
    (definitions?.columns ?? [])
      .filter((d) => d.role === 'time')
      .map((d) => {
        const { table, column } = objectParts(d.column, isTable);
        return `${table}\u0000${column}`;
      }),
  );
}

/**
 * Reads the user's own names in a description (lower-cased, padded with spaces), longest first:
 * another name becomes the words of the table or column it stands for, so it matches as the
 * catalog's own name does; a metric's name becomes a token that stands for its expression.
 */
export function readDefinedNames(
  text: string,
  tables: CatalogTable[],
  definitions: ConnectionDefinitions | undefined,
): { text: string; metrics: MetricHit[] } {
  if (!definitions) return { text, metrics: [] };
  const isTable = (name: string) => tables.some((t) => t.name === name);
  const named = [
    ...definitions.metrics.map((m, i) => ({ name: m.name, metric: i, object: null as string | null })),
    ...definitions.names.map((n) => ({ name: n.name, metric: -1, object: n.object })),
  ].sort((a, b) => b.name.length - a.name.length);
  const metrics: MetricHit[] = [];
  let out = text;
  for (const entry of named) {
    if (!spoken(entry.name).test(out)) continue;
    if (entry.metric >= 0) {
      const metric = definitions.metrics[entry.metric]!;
      const table = tables.find((t) => t.name === metric.table);
      if (!table) continue;
      const token = `definedmetric${entry.metric}`;
      metrics.push({
        token,
        name: metric.name,
        table,
        formula: { kind: 'expression', sql: metric.expression, columns: table.columns.map((c) => c.name) },
      });
      out = out.replace(spoken(entry.name), ` ${token} `);
      continue;
    }
    const { table, column } = objectParts(entry.object!, isTable);
    const found = tables.find((t) => t.name === table);
    if (!found || (column !== undefined && !found.columns.some((c) => c.name === column))) continue;
    const words = column === undefined ? labelOf(table) : `${labelOf(table)} ${labelOf(column)}`;
    out = out.replace(spoken(entry.name), ` ${words} `);
  }
  return { text: out, metrics };
}
