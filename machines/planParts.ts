import type { CatalogColumn, CatalogTable, QueryPlan } from '../src/contract/dataInsights.ts';

export type Aggregate = QueryPlan['measure']['aggregate'];
export type TimeGrain = NonNullable<QueryPlan['timeGrain']>;

export const TIME_GRAINS: readonly TimeGrain[] = ['day', 'week', 'month', 'quarter', 'year'];
export const LIMIT_CHOICES: readonly number[] = [5, 10, 20, 50, 100];

/** One part of a reading the user changes; each change is one choice in one control. */
export type PlanChange =
  | { part: 'aggregate'; value: Aggregate }
  /** `column` null counts the table's rows. `kind` is the column's, from the catalog. */
  | { part: 'measure'; table: string; column: string | null; kind: CatalogColumn['kind'] | null }
  /** `column` null drops the grouping. */
  | { part: 'grouping'; table: string; column: string | null; kind: CatalogColumn['kind'] | null }
  | { part: 'grain'; value: TimeGrain }
  | { part: 'order'; value: 'asc' | 'desc' | null }
  | { part: 'limit'; value: number | null }
  | { part: 'removeFilter'; index: number };

/** The aggregates that fit a measure: rows are counted; numbers summed or averaged; dates ranged. */
export function aggregatesFor(kind: CatalogColumn['kind'] | null, computed = false): Aggregate[] {
  if (computed) return ['sum'];
  if (kind === null) return ['count'];
  if (kind === 'number') return ['sum', 'avg', 'min', 'max', 'count', 'count_distinct'];
  if (kind === 'time') return ['min', 'max', 'count', 'count_distinct'];
  return ['count', 'count_distinct'];
}

/** The catalog column a part names, when the catalog holds it. */
export const columnIn = (tables: CatalogTable[], table: string, column: string | null) =>
  column === null ? undefined : tables.find((t) => t.name === table)?.columns.find((c) => c.name === column);

/**
 * The reading with one part changed. The server checks the result against the catalog and words
 * its sentence again; this only keeps the parts consistent with each other (an aggregate that fits
 * the measure, a grain only with a date grouping).
 */
export function correctPlan(plan: QueryPlan, change: PlanChange): QueryPlan {
  switch (change.part) {
    case 'aggregate':
      return { ...plan, measure: { ...plan.measure, aggregate: change.value } };
    case 'measure': {
      const fits = aggregatesFor(change.kind);
      const aggregate = fits.includes(plan.measure.aggregate) ? plan.measure.aggregate : fits[0]!;
      return {
        ...plan,
        measure: {
          aggregate,
          table: change.table,
          column: change.column,
          label: change.column ?? change.table,
          formula: null,
        },
        having: null,
      };
    }
    case 'grouping': {
      if (change.column === null) return { ...plan, dimensions: [], timeGrain: null };
      const dimension = { table: change.table, column: change.column, label: change.column };
      const time = change.kind === 'time';
      return { ...plan, dimensions: [dimension], timeGrain: time ? (plan.timeGrain ?? 'month') : null };
    }
    case 'grain':
      return { ...plan, timeGrain: change.value };
    case 'order':
      return { ...plan, order: change.value };
    case 'limit':
      return {
        ...plan,
        limit: change.value,
        order: change.value !== null ? (plan.order ?? 'desc') : plan.order,
      };
    case 'removeFilter':
      return { ...plan, filters: plan.filters.filter((_, i) => i !== change.index) };
  }
}
