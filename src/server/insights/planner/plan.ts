import type { QueryPlan } from '../../../contract/dataInsights.ts';
import { eventWords } from './eventWords.ts';
import { labelOf, singularLabel } from './vocabulary.ts';

export type Aggregate = QueryPlan['measure']['aggregate'];
export type TimeGrain = NonNullable<QueryPlan['timeGrain']>;
/** What a time taken is counted in. */
export type DurationUnit = 'day' | 'hour' | 'minute';

export interface ColumnRef {
  table: string;
  column: string;
}

/** A grouping column; a time column carries its grain. `alias` names it in the result. */
export interface Dimension extends ColumnRef {
  label: string;
  alias: string;
  grain: TimeGrain | null;
  /** A second column of the same table read with the first: a person's last name after the first. */
  also?: string | null;
  /** The table's key, grouped beside the label so two rows that share a name stay apart. */
  key?: string | null;
  /** The column as read when its database name says more than its words ('sa_saledate'). */
  columnLabel?: string;
}

/** Compares a column with a value, or asks whether it holds one at all ('rentals not returned'). */
export type FilterOperator = '=' | '>=' | '<' | 'is empty' | 'is set';

/** An operator that takes no value: whether the column is empty (NULL) or holds a value. */
export const testsEmptiness = (operator: FilterOperator) => operator === 'is empty' || operator === 'is set';

export interface Filter extends ColumnRef {
  operator: FilterOperator;
  value: string | number;
  /** Compare as a date (the bounds of 'in 2016'). */
  temporal: boolean;
  /**
   * A yes/no column: `value` is 'true' or 'false', compared as the engine writes truth, or 1 or 0
   * for a flag kept as a number.
   */
  flag?: boolean;
  /** The column as read when its database name says more than its words ('t_genre'). */
  columnLabel?: string;
}

/** `table` joined on `table.column = from.fromColumn`. */
export interface Join {
  table: string;
  column: string;
  from: string;
  fromColumn: string;
}

/**
 * A measure computed from several columns of its row (or of its rows) rather than read from one:
 * line revenue is price × quantity (× (1 − discount)); a duration is the days between two dates;
 * a ratio divides two sums (margin = profit / revenue); a per-key average divides a sum by the
 * number of distinct keys (average order value = revenue / orders).
 */
export type Formula =
  | { kind: 'product'; factors: string[]; discount: string | null }
  | { kind: 'days'; start: string; end: string; unit?: DurationUnit }
  | { kind: 'ratio'; numerator: string; denominator: string }
  | { kind: 'perKey'; key: string; of: Extract<Formula, { kind: 'product' }> | null }
  | { kind: 'minorUnits'; column: string }
  /** A metric the user defined: an aggregate expression over `columns` of the measure's table. */
  | { kind: 'expression'; sql: string; columns: string[] };

/**
 * A column the planner scored for one choice (`slot`: 'measure:subject', 'measure:phrase',
 * 'dimension:0', …) but did not take; `margin` is how many points it scored below the one taken.
 */
export interface RunnerUp extends ColumnRef {
  slot: string;
  margin: number;
}

/** Takes the given column for a choice instead of the best-scored one (see `RunnerUp`). */
export type Steer = Partial<Record<string, ColumnRef>>;

/** The plan every engine compiler reads; `describe` turns it into the contract's QueryPlan. */
export interface Plan {
  root: string;
  measure: {
    aggregate: Aggregate;
    table: string;
    column: string | null;
    label: string;
    alias: string;
    formula?: Formula | null;
  };
  /** Keeps only the groups whose measure compares so ('lose money': profit < 0). */
  having?: { operator: '<' | '>'; value: number } | null;
  /**
   * The root's primary key when a join fans rows out (or distinct rows are counted): each root row
   * is counted, or its measure taken, once per group, as the measure's own grain requires.
   */
  distinctKey: string | null;
  dimensions: Dimension[];
  /** For a listing (aggregate 'none'): the columns shown. */
  listColumns: (ColumnRef & { alias: string; label: string })[];
  filters: Filter[];
  joins: Join[];
  order: { alias: string; direction: 'asc' | 'desc' } | null;
  limit: number | null;
  /** The share of the description's words the reading accounts for (0–1). */
  confidence?: number;
  /** The description's words the reading does not account for. */
  unexplained?: string[];
  /** The columns scored for each choice but not taken: the other readings worth offering. */
  runnersUp?: RunnerUp[];
}

export const AGGREGATE_WORDS: Record<Aggregate, string> = {
  count: 'Number of',
  count_distinct: 'Number of distinct',
  sum: 'Total',
  avg: 'Average',
  min: 'Lowest',
  max: 'Highest',
  none: 'Latest',
};

/** 'Total sales'; a ratio or a per-key average is named by its label alone ('Profit margin'). */
export const measureTitle = (aggregate: Aggregate, label: string, formula?: Formula | null) =>
  formula?.kind === 'ratio' ||
  formula?.kind === 'perKey' ||
  formula?.kind === 'expression' ||
  // 'total price' summed is its total, not 'Total total price'.
  label.toLowerCase().startsWith(`${AGGREGATE_WORDS[aggregate].toLowerCase()} `)
    ? label.replace(/^./, (c) => c.toUpperCase())
    : `${AGGREGATE_WORDS[aggregate]} ${label}`;

/** A measure as a user would ask for its total: 'total amount', and 'total price' as it is. */
export const totalOf = (label: string) =>
  label.toLowerCase().startsWith('total ') ? label : `total ${label}`;

/** What the planner understood, in the contract's terms and in one sentence. */
export function describePlan(plan: Plan): QueryPlan {
  const parts = [measureTitle(plan.measure.aggregate, plan.measure.label, plan.measure.formula)];
  for (const d of plan.dimensions)
    parts.push(d.grain ? perGrain(d.grain, d.columnLabel ?? labelOf(d.column)) : `by ${d.label}`);
  for (const f of plan.filters)
    parts.push(
      f.temporal ? `${f.operator === '>=' ? 'from' : 'before'} ${f.value}` : `where ${filterSentence(f)}`,
    );
  if (plan.limit && plan.order)
    parts.push(`${plan.order.direction === 'desc' ? 'top' : 'bottom'} ${plan.limit}`);
  else if (plan.limit) parts.push(`at most ${plan.limit} rows`);
  return {
    summary: parts.join(', '),
    measure: {
      aggregate: plan.measure.aggregate,
      table: plan.measure.table,
      column: plan.measure.column,
      label: plan.measure.label,
      // Money in cents is read from its column again; the parts name the column.
      formula: plan.measure.formula?.kind === 'minorUnits' ? null : (plan.measure.formula ?? null),
    },
    having: plan.having ?? null,
    dimensions: plan.dimensions.map((d) => ({ table: d.table, column: d.column, label: d.label })),
    timeGrain: plan.dimensions.find((d) => d.grain)?.grain ?? null,
    filters: plan.filters.map((f) => ({
      table: f.table,
      column: f.column,
      operator: f.operator,
      value: f.value,
      label: f.temporal
        ? `${dateWords(f.columnLabel ?? labelOf(f.column))} ${f.operator === '<' ? 'before' : 'from'} ${f.value}`
        : filterSentence(f),
    })),
    tables: [plan.root, ...plan.joins.map((j) => j.table)],
    // Only an order by the measure is a part to edit; time runs forward and listings run latest first.
    order: plan.order && plan.order.alias === plan.measure.alias ? plan.order.direction : null,
    limit: plan.limit,
    ...(plan.confidence !== undefined ? { confidence: plan.confidence } : {}),
  };
}

/** A date column's words, or the event it records ('joined' of `joined at`). */
export const dateWords = (label: string) => eventWords(label) ?? label;
/** 'per month joined' for an event's timestamp, 'per month of order date' for a date. */
const perGrain = (grain: string, label: string) => {
  const event = eventWords(label);
  return event ? `per ${grain} ${event}` : `per ${grain} of ${label}`;
};

/** One condition as a business user reads it: 'country is France', 'closed on is empty'. */
function filterSentence(f: Filter): string {
  const label = f.columnLabel ?? labelOf(f.column);
  // A bare 'name' is the name of its table's row: 'region is North'.
  const column = label === 'name' ? singularLabel(f.table) : label;
  const event = eventWords(column);
  if (f.operator === 'is empty') return event ? `not ${event}` : `${column} is empty`;
  if (f.operator === 'is set') return event ?? `${column} is filled in`;
  if (f.operator === '>=') return `${column} is ${f.value} or more`;
  if (f.operator === '<') return `${column} is below ${f.value}`;
  // A flag named as a state ('is weekend') is said by its state: 'weekend is set'.
  if (f.flag)
    return `${column.replace(/^(?:is|has) (?=\S)/, '')} is ${f.value === 'false' || f.value === 0 ? 'not set' : 'set'}`;
  return `${column} is ${f.value}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The dates a reading keeps, said with the date they are of: 'launched in 2024', 'with order date
 * in March 2025', 'paid since 2024-06-01'; a whole year or month by its name.
 */
function dateRange(filters: Filter[]): string | null {
  const from = filters.find((f) => f.temporal && f.operator === '>=');
  const to = filters.find((f) => f.temporal && f.operator === '<');
  const either = from ?? to;
  if (!either) return null;
  const [fy, fm, fd] = String(from?.value ?? '')
    .split('-')
    .map(Number);
  const [ty, tm, td] = String(to?.value ?? '')
    .split('-')
    .map(Number);
  let range: string;
  if (from && to && fd === 1 && td === 1 && fm === 1 && tm === 1 && ty === fy! + 1) range = `in ${fy}`;
  else if (from && to && fd === 1 && td === 1 && ty! * 12 + tm! - (fy! * 12 + fm!) === 1)
    range = `in ${MONTHS[fm! - 1]} ${fy}`;
  else if (from && to) range = `from ${from.value} to before ${to.value}`;
  else range = from ? `since ${from.value}` : `before ${to!.value}`;
  const label = either.columnLabel ?? labelOf(either.column);
  const event = eventWords(label);
  return event ? `${event} ${range}` : `with ${label} ${range}`;
}

/** The reading as a sentence a business user reads: 'Total sales per region, highest first (top 5).' */
export function interpretationOf(plan: Plan): string {
  const m = plan.measure;
  const head =
    m.aggregate === 'none'
      ? `The latest ${plan.limit ?? ''} ${m.label}`.replace(/\s+/g, ' ')
      : measureTitle(m.aggregate, m.label, m.formula);
  const parts = [head];
  for (const d of plan.dimensions)
    parts.push(
      d.grain ? (d.label === d.grain ? `per ${d.grain}` : perGrain(d.grain, d.label)) : `per ${d.label}`,
    );
  const range = dateRange(plan.filters);
  if (range) parts.push(range);
  for (const f of plan.filters.filter((x) => !x.temporal)) parts.push(`where ${filterSentence(f)}`);
  if (plan.having)
    parts.push(`only where it is ${plan.having.operator === '<' ? 'below' : 'above'} ${plan.having.value}`);
  if (m.aggregate !== 'none' && plan.order && plan.order.alias === m.alias)
    parts.push(plan.order.direction === 'desc' ? 'highest first' : 'lowest first');
  const sentence = parts.join(', ');
  return `${sentence}${m.aggregate !== 'none' && plan.limit ? ` (top ${plan.limit})` : ''}.`;
}
