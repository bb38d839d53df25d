import type { ConnectionDefinitions } from '../../../contract/connectionDefinitions.ts';
import type { CatalogColumn, CatalogTable, ModuleType } from '../../../contract/dataInsights.ts';
import { ApiError } from '../../reply.ts';
import { closestSuggestions } from './closestSuggestions.ts';
import { readableCatalog } from './columnPrefixes.ts';
import { catalogWithDefinitions, definedTimeColumns, readDefinedNames } from './definedNames.ts';
import { borrowedLabel, groupingLabel, keyBeside, labelColumn, personName } from './entityLabel.ts';
import { withImpliedKeys } from './impliedKeys.ts';
import { foreignKeyPaths, KEY_SUFFIXES, MAX_JOIN_STEPS } from './joinPaths.ts';
import { conceptColumn, inWholeUnits, moneyIn as moneyReading, nameMeans } from './moneyColumns.ts';
import {
  AGGREGATE_WORDS,
  type Aggregate,
  type Dimension,
  dateWords,
  describePlan,
  type Filter,
  type Formula,
  type Join,
  measureTitle,
  type Plan,
  type RunnerUp,
  type Steer,
  type TimeGrain,
  totalOf,
} from './plan.ts';
import {
  countsWord,
  DURATION_WORDS,
  datesEvent,
  type Found,
  flagNamed,
  readDescription,
  STOP_WORDS,
  type ValueHit,
} from './readDescription.ts';
import { spokenWords } from './spokenWords.ts';
import {
  catalogVocabulary,
  derivesFrom,
  identifierWords,
  isMoneyInWord,
  isPersonWord,
  isUnitWord,
  labelOf,
  lemma,
  measureHead,
  namesTablesInSingular,
  pluralLabel,
  pluralOf,
  related,
  singularLabel,
} from './vocabulary.ts';

/**
 * What a refusal suggests measuring and grouping by: the connection's defined metrics and the
 * catalog's measures, and its category columns, closest to the description's words first.
 */
function suggestionsFor(tables: CatalogTable[], description: string, definitions?: ConnectionDefinitions) {
  const measures = [
    ...(definitions?.metrics.map((m) => m.name) ?? []),
    ...tables.flatMap((t) =>
      t.columns
        .filter((c) => c.role === 'measure')
        .map((c) => inWholeUnits('sum', c)?.label ?? labelOf(c.name)),
    ),
  ];
  const categories = tables.flatMap((t) =>
    t.columns.filter((c) => c.role === 'category').map((c) => labelOf(c.name)),
  );
  return {
    measures: closestSuggestions(measures, description),
    categories: closestSuggestions(categories, description),
  };
}

/** A description the planner cannot turn into a query; the message says what it understood. */
export class PlanningError extends ApiError {
  constructor(message: string, suggestions?: { metrics: string[]; columns: string[]; reading: string }) {
    super(422, message, undefined, undefined, suggestions ? { suggestions } : undefined);
  }
}

/**
 * Below this share of the description's words accounted for, the planner declines rather than
 * guess. Every word must be: on databases first met, a word left over was most often a condition
 * the plan silently dropped ('overdue loans', 'unpaid fines'), which made a confident wrong answer.
 */
export const MIN_CONFIDENCE = 1;

/** Words that ask rather than name: they need no column. */
const FILLER = new Set([
  'time',
  'day',
  'total',
  'number',
  'amount',
  'sell',
  'handle',
  'after',
  'before',
  'value',
  'be',
  'have',
]);

/** One way to read what a phrase measures, with how well its words were matched. */
interface Reading {
  table: CatalogTable;
  column: string | null;
  formula: Formula | null;
  label: string;
  score: number;
  /** The phrase names a table: its rows are counted. */
  counts?: boolean;
  /** The aggregate the reading implies when the description names none. */
  aggregate?: Aggregate;
  /** The description's words the reading accounts for beyond its columns' names ('spent' by revenue). */
  explains?: string[];
}

/** Words that ask for the time between two dates. */
const LISTING = /\b(list|latest|recent|newest|last \d+|show me the last|show the last|rows of)\b/;

function scoreNameWords(tokens: string[], name: string, canonical: (word: string) => string): number {
  const words = [...new Set(identifierWords(name).map(canonical))];
  if (words.length === 0) return 0;
  const hits = words.filter((w) => tokens.includes(w)).length;
  if (hits === 0) return 0;
  // All of the name's words named beats a partial match; fewer extra words beats more.
  return hits * 10 + (hits === words.length ? 5 : 0) - (words.length - hits);
}

const MEASURED_AGGREGATES = new Set<Aggregate>(['avg', 'min', 'max']);

/**
 * A measure whose name says no more than its table's does ('value' of readings, `reading` of
 * readings): what it measures is kept in a kind beside it, not in its name (as `battery_pct` is).
 */
function isGenericMeasure(table: CatalogTable, column: CatalogColumn): boolean {
  const own = new Set(identifierWords(table.name).map(lemma));
  return identifierWords(column.name).every(
    (w) => FILLER.has(lemma(w)) || own.has(lemma(w)) || isUnitWord(w),
  );
}

/**
 * A value naming what a generic number measures: a sensor's type 'Temperature' for a reading's
 * `value`, kept in the readings' own table (a `metric` column of rows in long form) or in a table
 * its rows refer to. The one generic measure column of those tables.
 */
function measuredKind(hits: ValueHit[], tables: CatalogTable[]) {
  for (const hit of hits)
    for (const { table: kinds, column: kind } of hit.options) {
      if (kind.role !== 'category') continue;
      const measures = tables
        .filter((t) => !t.view && (t === kinds || t.columns.some((c) => c.references?.table === kinds.name)))
        .flatMap((table) =>
          table.columns
            .filter((c) => c.role === 'measure' && c.kind === 'number' && isGenericMeasure(table, c))
            .map((column) => ({ table, column })),
        );
      if (measures.length === 1) return { hit, ...measures[0]! };
    }
  return null;
}

/**
 * Turns a description into a plan over one connection's catalog, read with the connection's
 * definitions (the user's metrics, other names, column descriptions and roles), or explains what
 * it understood. `steer` makes one choice a runner-up's, for another reading.
 */
export function planQuery(
  description: string,
  indexed: CatalogTable[],
  moduleType: ModuleType,
  definitions?: ConnectionDefinitions,
  steer: Steer = {},
): Plan {
  const keyed = withImpliedKeys(indexed);
  const readable = readableCatalog(keyed);
  if (!readable) return planOver(description, keyed, moduleType, definitions, steer);
  return readable.plan(
    planOver(
      description,
      readable.tables,
      moduleType,
      readable.definitions(definitions),
      readable.steer(steer),
    ),
  );
}

function planOver(
  description: string,
  indexed: CatalogTable[],
  moduleType: ModuleType,
  definitions: ConnectionDefinitions | undefined,
  steer: Steer,
): Plan {
  const tables = catalogWithDefinitions(indexed, definitions);
  const definedTime = definedTimeColumns(tables, definitions);
  const runnersUp: RunnerUp[] = [];
  if (tables.length === 0)
    throw new PlanningError(
      'This data source has no index yet. Use Make Index on the data source page first.',
    );
  const vocabulary = catalogVocabulary(tables);
  const { canonical } = vocabulary;
  const say = spokenWords(description, vocabulary);
  const singularNames = namesTablesInSingular(tables);
  const scoreWords = (tokens: string[], name: string) => scoreNameWords(tokens, name, canonical);
  let text = ` ${description.toLowerCase().replace(/[^\p{L}\p{N}#$%&'.\- ]+/gu, ' ')} `
    // A chart named ('as a line chart', 'pie') says how to draw, not what: 'product line' stays.
    .replace(/\b(?:as\s+an?\s+)?(?:line|bar|pie|column|area)\s+(?:chart|graph|plot)s?\b/g, ' ')
    .replace(/\b(?:as\s+an?\s+)(?:line|bar|pie)\b/g, ' ');
  const understood: string[] = [];
  const defined = readDefinedNames(text, tables, definitions);
  text = defined.text;

  const {
    valueHits,
    soldWord,
    having,
    averageOfCounts,
    flagFilters,
    emptinessFilters,
    presenceFilters,
    numberFilters,
    measureAfterBy,
    years,
    since,
    spans,
    direction,
    rankWord,
    superlativeAggregate,
    distinct,
    filterWords,
    subject,
    phrases,
    ...settledBelow
  } = readDescription(text, description, tables, vocabulary, scoreWords);
  // The reading below settles these further: an aggregate a table's rows imply, a time grain a
  // date column takes, the limit a ranking or a listing sets.
  let { aggregate, grain, limit } = settledBelow;
  const allTokens = [...subject, ...phrases.flat()];
  /** The description's own words in dictionary form, before any synonym reached the catalog's. */
  const descriptionLemmas = new Set(
    description
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .map(lemma),
  );

  // ---- the FK graph and distances
  const byName = new Map(tables.map((t) => [t.name, t]));
  const { path, distance, soleRoute, plainStep, fansOut: joinsFanOut, isLink } = foreignKeyPaths(tables);

  /**
   * A view restates base tables: between readings that match about as well, the base table wins,
   * so joins follow its keys (views have none) and sums are taken at its grain.
   */
  const viewPenalty = (table: CatalogTable) => (table.view ? 4 : 0);
  /** The content words of a column's comment, in the catalog's own words. */
  const commentWords = (column: CatalogColumn) =>
    column.comment
      ? [
          ...new Set(
            column.comment
              .toLowerCase()
              .split(/[^\p{L}\p{N}]+/u)
              .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
              .map(canonical),
          ),
        ]
      : [];
  /**
   * A column its name does not match may be named by its comment: weaker than any match on a
   * name, so a comment only decides where names say nothing.
   */
  const commentScore = (tokens: string[], column: CatalogColumn) =>
    commentWords(column).filter((w) => tokens.includes(w)).length * 5;
  const bestColumn = (
    tokens: string[],
    accept: (c: CatalogColumn) => boolean,
    near?: string,
    slot?: string,
  ): Found | null => {
    let best: (Found & { score: number }) | null = null;
    const scored: (Found & { score: number })[] = [];
    for (const table of tables)
      for (const column of table.columns) {
        if (!accept(column)) continue;
        let score = scoreWords(tokens, column.name) || commentScore(tokens, column);
        if (score === 0) continue;
        // A column named only by a generic word ('name') needs its table named too.
        const tableScore = scoreWords(tokens, table.name);
        score += tableScore > 0 ? 3 : 0;
        // Between equal names, the table the description names elsewhere ('which product … unit price').
        if (tableScore === 0 && scoreWords(allTokens, table.name) > 0) score += 1;
        if (near) score -= Math.min(distance(near, table.name), 9) * 2;
        // Between like columns, one reached over plain keys beats one reached over a key named for
        // a role (a sale's property's city, not its buyer's) or over a route the catalog leaves open.
        if (near && table.name !== near) {
          const route = soleRoute(near, table.name);
          if (!route?.every(plainStep)) score -= 1;
        }
        score -= viewPenalty(table);
        scored.push({ table, column, score });
        if (!best || score > best.score) best = { table, column, score };
      }
    if (!slot || !best) return best;
    const steered = steer[slot];
    const chosen =
      (steered && scored.find((x) => x.table.name === steered.table && x.column.name === steered.column)) ||
      best;
    const top = best.score;
    runnersUp.push(
      ...scored
        .filter((x) => x !== chosen && x.score > 0)
        .map((x) => ({ slot, table: x.table.name, column: x.column.name, margin: top - x.score })),
    );
    return chosen;
  };
  const bestTable = (tokens: string[], near?: string): CatalogTable | null => {
    let best: { table: CatalogTable; score: number } | null = null;
    for (const table of tables) {
      let score = scoreWords(tokens, table.name);
      if (score === 0) continue;
      if (near) score -= Math.min(distance(near, table.name), 9);
      score -= viewPenalty(table);
      if (!best || score > best.score) best = { table, score };
    }
    return best?.table ?? null;
  };
  const isMeasure = (c: CatalogColumn) => c.role === 'measure';
  // Keys are reached through their table's label: 'by store' groups by store name, not store_id.
  const isDimension = (c: CatalogColumn) => c.role !== 'measure' && c.role !== 'key';

  // ---- the measure
  const wordsOf = (name: string) => identifierWords(name).map(canonical);
  /** Revenue as the catalog reads it; money in two tables is the user's to name. */
  const moneyIn = (): Reading | null => {
    const money = moneyReading(tables);
    if (!money || !('ambiguous' in money)) return money;
    const named = money.ambiguous.map((f) => `${labelOf(f.column.name)} (${labelOf(f.table.name)})`);
    throw new PlanningError(
      `Revenue here could be ${named.join(' or ')}. Name the one you mean ('${totalOf(labelOf(money.ambiguous[0]!.column.name))}'), or define revenue on the data source page.`,
      { metrics: money.ambiguous.map((f) => labelOf(f.column.name)), columns: [], reading: named.join(', ') },
    );
  };
  const TIME_GENERIC = new Set(['date', 'time', 'day', 'datetime', 'timestamp', 'at', 'on']);
  /** The days between two dates of one table: 'shipping time', 'days between order and shipping'. */
  const duration = (tokens: string[]): Reading | null => {
    // 'how long', 'shipping time', 'hours to clear': a time between two dates.
    if (!tokens.some((t) => DURATION_WORDS.includes(t) || t === 'hour' || t === 'minute')) return null;
    for (const table of tables) {
      const times = table.columns.filter((c) => c.kind === 'time');
      if (times.length < 2) continue;
      // A date is named by its word or one made from it ('delivery' names `delivered_date`).
      const names = (token: string, word: string) =>
        token === word || derivesFrom(token, word) || derivesFrom(word, token);
      const named = times
        .map((c) => {
          const own = wordsOf(c.name).filter((w) => !TIME_GENERIC.has(w));
          const at = tokens.map((t, i) => (own.some((w) => names(t, w)) ? i : -1)).filter((i) => i >= 0);
          return { c, at: at.length ? Math.min(...at) : -1 };
        })
        .filter((x) => x.at >= 0)
        .sort((a, b) => a.at - b.at);
      if (named.length === 0) continue;
      // One word naming two dates ('delivery': the estimated one and the actual one) is the user's to settle.
      const twice = named.find((x, i) => named.some((y, j) => j !== i && y.at === x.at));
      if (twice)
        throw new PlanningError(
          `'${tokens[twice.at]}' could be ${named
            .filter((x) => x.at === twice.at)
            .map((x) => labelOf(x.c.name))
            .join(' or ')}. Name the date you mean.`,
          {
            metrics: [],
            columns: named.filter((x) => x.at === twice.at).map((x) => labelOf(x.c.name)),
            reading: '',
          },
        );
      const main = times.find((c) => !c.nullable) ?? times[0]!;
      // The date after 'to' or 'until' ends the time ('days to pay an invoice'), whatever was said first.
      const ending = new Set(
        [...description.toLowerCase().matchAll(/\b(?:to|until|till)\s+(\p{L}+)/gu)].map((m) =>
          canonical(m[1]!),
        ),
      );
      const [first, second] = named;
      const reversed =
        !!first && !!second && ending.has(tokens[first.at]!) && !ending.has(tokens[second.at]!);
      const [start, end] =
        named.length >= 2
          ? reversed
            ? [second!.c, first!.c]
            : [first!.c, second!.c]
          : named[0]!.c === main
            ? [null, null]
            : [main, named[0]!.c];
      if (!start || !end) continue;
      // 'delivery time in minutes', 'how many hours': the unit said, else days.
      const unit = tokens.find((t): t is 'hour' | 'minute' => t === 'hour' || t === 'minute');
      return {
        table,
        column: null,
        formula: { kind: 'days', start: start.name, end: end.name, ...(unit ? { unit } : {}) },
        // 'from placed to delivered' for `placed_at` and `delivered_at`: the events, not their columns.
        label: `${unit ?? 'day'}s from ${dateWords(labelOf(start.name))} to ${dateWords(labelOf(end.name))}`,
        score: 25,
        aggregate: 'avg',
        // The words that named the dates ('delivery' for `delivered_at`) are read too.
        explains: [
          ...tokens.filter((t) => DURATION_WORDS.includes(t) || t === unit),
          ...named.map((x) => tokens[x.at]!),
        ],
      };
    }
    return null;
  };
  /**
   * 'books sold': the quantity on the rows that refer to a book and hold a quantity (an order's
   * lines), or those rows counted when they hold none.
   */
  const sold = (tokens: string[]): Reading | null => {
    const word = soldWord && canonical(soldWord);
    if (!word || !tokens.includes(word)) return null;
    const item = bestTable([word]);
    if (!item) return null;
    const lines = tables
      .filter((t) => t !== item && t.columns.some((c) => c.references?.table === item.name))
      .map((t) => ({ t, quantity: t.columns.find((c) => isMeasure(c) && nameMeans(c, 'quantity')) }))
      .sort(
        (a, b) =>
          Number(!!b.quantity) - Number(!!a.quantity) ||
          viewPenalty(a.t) - viewPenalty(b.t) ||
          b.t.rowEstimate - a.t.rowEstimate,
      )[0];
    if (!lines) return null;
    const label = `${soldWord} sold`;
    return lines.quantity
      ? { table: lines.t, column: lines.quantity.name, formula: null, label, score: 30, aggregate: 'sum' }
      : { table: lines.t, column: null, formula: null, label, score: 30, counts: true };
  };
  /**
   * A thing kept only as a value of a column named for it and a key word ('CustomerID',
   * 'invoice_no' of one flat table of lines): the one such column the words name.
   */
  const entityColumn = (tokens: string[]): Found | null => {
    const named = tables.flatMap((table) =>
      table.columns
        .filter((c) => {
          const words = identifierWords(c.name);
          return (
            words.length === 2 &&
            KEY_SUFFIXES.has(words[1]!) &&
            !c.primaryKey &&
            !c.references &&
            tokens.includes(canonical(words[0]!))
          );
        })
        .map((column) => ({ table, column })),
    );
    return named.length === 1 ? named[0]! : null;
  };
  const entityWord = (found: Found) => identifierWords(found.column.name)[0]!;
  /** A word in the plural the description wrote it in ('invoices'), which the grammar may not know. */
  const pluralSaid = (word: string) =>
    description
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.find((w) => w !== word && lemma(w) === word) ?? pluralOf(word);

  /** The catalog's measures by the unit their name ends in ('minutes' of `duration_minutes`). */
  const measuresInUnit = new Map<string, number>();
  for (const c of tables.flatMap((t) => t.columns.filter(isMeasure))) {
    const unit = identifierWords(c.name).findLast(isUnitWord);
    if (unit) measuresInUnit.set(unit, (measuresInUnit.get(unit) ?? 0) + 1);
  }
  /** 'total minutes': the one measure of the catalog kept in the unit named (`duration_minutes`). */
  const soleInUnit = (c: CatalogColumn, tokens: string[]) => {
    const unit = identifierWords(c.name).findLast(isUnitWord);
    return !!unit && tokens.includes(canonical(unit)) && measuresInUnit.get(unit) === 1;
  };

  /** What a phrase measures: a column, a formula over columns, or the rows of a table it names. */
  const readMeasure = (tokens: string[], slot: string): Reading | null => {
    if (tokens.length === 0) return null;
    // A metric the user defined is what its name measures.
    const metric = defined.metrics.find((m) => tokens.includes(m.token));
    if (metric)
      return { table: metric.table, column: null, formula: metric.formula, label: metric.name, score: 100 };
    const sale = sold(tokens);
    if (sale) return sale;
    const days = duration(tokens);
    if (days) return days;
    // A measure is named by its head, the last word of its name: 'units' alone is no 'unit price'.
    const column = bestColumn(
      tokens,
      (c) => {
        const bare = measureHead(c.name);
        const head = bare && canonical(bare);
        return (
          isMeasure(c) &&
          !!head &&
          (tokens.includes(head) || FILLER.has(head) || commentScore(tokens, c) > 0 || soleInUnit(c, tokens))
        );
      },
      undefined,
      slot,
    );
    const table = bestTable(tokens);
    const columnScore = column ? scoreWords(tokens, column.column.name) : 0;
    // 'number of sales' counts the rows of a table the words name, whatever else 'sales' may mean,
    // unless they name a column's own head ('number of units').
    // Without an aggregate, a table named in full is counted rather than a column only its comment
    // reached ('claims reported per month', not the sum of the amount 'claimed').
    const countsNamedTable =
      (aggregate === 'count' || (aggregate === null && !!column && columnScore === 0)) &&
      !!table &&
      wordsOf(table.name).every((w) => tokens.includes(w));
    const headNamed = (c: CatalogColumn) => {
      const head = measureHead(c.name);
      return !!head && tokens.includes(canonical(head));
    };
    if (countsNamedTable && !(column && headNamed(column.column)))
      return {
        table,
        column: null,
        formula: null,
        label: pluralLabel(table.name, singularNames),
        score: scoreWords(tokens, table.name),
        counts: true,
      };
    if (tokens.includes('margin') && !(column && wordsOf(column.column.name).includes('margin'))) {
      const profit = conceptColumn(tables, 'profit', isMeasure);
      const revenue = profit && conceptColumn(tables, 'revenue', (c) => isMeasure(c) && c !== profit.column);
      if (profit && revenue && revenue.table === profit.table)
        return {
          table: profit.table,
          column: null,
          formula: { kind: 'ratio', numerator: profit.column.name, denominator: revenue.column.name },
          label: `${labelOf(profit.column.name)} margin`,
          score: 25,
          aggregate: 'sum',
        };
    }
    const money = tokens.some(isMoneyInWord);
    // 'average order value': the money taken per row of the table named.
    if (table && aggregate === 'avg' && (tokens.includes('value') || money)) {
      const source = moneyIn();
      const key = source?.table.columns.find((c) => c.references?.table === table.name);
      if (source && key)
        return {
          table: source.table,
          column: source.column,
          formula: {
            kind: 'perKey',
            key: key.name,
            of: source.formula?.kind === 'product' ? source.formula : null,
          },
          label: `average ${singularLabel(table.name)} value`,
          score: 25,
          aggregate: 'sum',
        };
    }
    // 'average invoice value' over lines that name their invoice only by its number.
    const entity =
      !table && aggregate === 'avg' && (tokens.includes('value') || money) ? entityColumn(tokens) : null;
    const entityMoney = entity && moneyIn();
    if (entity && entityMoney && entityMoney.table === entity.table)
      return {
        table: entity.table,
        column: entityMoney.column,
        formula: {
          kind: 'perKey',
          key: entity.column.name,
          of: entityMoney.formula?.kind === 'product' ? entityMoney.formula : null,
        },
        label: `average ${entityWord(entity)} value`,
        score: 25,
        aggregate: 'sum',
      };
    // A money column the description names in its own words ('payment amount') is the one meant;
    // one only a synonym reached ('revenue' → amount) gives way to what revenue is computed from.
    const namedMoney =
      !!column &&
      !column.table.view &&
      wordsOf(column.column.name).some(isMoneyInWord) &&
      identifierWords(column.column.name).some((w) => descriptionLemmas.has(lemma(w)));
    if (money && !countsNamedTable && !namedMoney) {
      const source = moneyIn();
      if (source && !(source.table.view && column))
        return { ...source, explains: tokens.filter(isMoneyInWord) };
    }
    // A view's column that only restates a base table's name ('employees' counted per department)
    // gives way to the base table: its rows are counted over its own keys.
    const tableScore = table ? scoreWords(tokens, table.name) - viewPenalty(table) : 0;
    if (column && (!table || columnScore - viewPenalty(column.table) >= tableScore || column.table === table))
      return {
        table: column.table,
        column: column.column.name,
        formula: null,
        label: labelOf(column.column.name),
        score: columnScore,
      };
    if (table) {
      // 'total payments' sums the payments' amount; 'total orders' counts them.
      const amount =
        aggregate === 'sum'
          ? table.columns.find(
              (c) =>
                isMeasure(c) &&
                (nameMeans(c, 'amount') ||
                  identifierWords(c.name).some((w) => w === 'total' || w === 'value')),
            )
          : undefined;
      if (amount)
        return { table, column: amount.name, formula: null, label: labelOf(amount.name), score: 15 };
      return {
        table,
        column: null,
        formula: null,
        label: pluralLabel(table.name, singularNames),
        score: scoreWords(tokens, table.name),
        counts: true,
      };
    }
    // 'number of customers' where customers are only the values of `CustomerID`: distinct ones.
    const counted = aggregate === 'count' ? entityColumn(tokens) : null;
    if (counted)
      return {
        table: counted.table,
        column: counted.column.name,
        formula: null,
        label: pluralSaid(entityWord(counted)),
        score: 10,
        aggregate: 'count_distinct',
      };
    return null;
  };

  let reading = readMeasure(subject, 'measure:subject');
  let readingTokens = subject;
  let dimensionPhrases = [...phrases];
  const first = phrases[0];
  if (first) {
    const read = readMeasure(first, 'measure:phrase');
    // Only a reading of every word of the phrase: 'by sales rep' names a grouping, though 'sales'
    // alone would be money.
    const covered = (r: Reading) => {
      // A metric the user defined is named by its own name.
      if (r.formula?.kind === 'expression') return true;
      const own = [
        ...wordsOf(r.table.name),
        ...wordsOf(r.column ?? ''),
        ...wordsOf(r.label),
        ...(r.explains ?? []),
        ...(r.formula?.kind === 'product' ? r.formula.factors.flatMap(wordsOf) : []),
        ...(r.formula?.kind === 'ratio' ? [r.formula.numerator, r.formula.denominator].flatMap(wordsOf) : []),
        ...(r.formula?.kind === 'days' ? [r.formula.start, r.formula.end].flatMap(wordsOf) : []),
      ];
      return first.every((w) => FILLER.has(w) || own.some((o) => related(w, o)));
    };
    const other = read && covered(read) ? read : null;
    const ranks = limit !== null || rankWord !== null;
    const swap =
      (measureAfterBy && other) ||
      (other &&
        !other.counts &&
        (!reading || (reading.counts && ranks) || (!reading.column && !reading.formula && !reading.counts)));
    if (swap) {
      reading = other;
      readingTokens = first;
      dimensionPhrases = [...(subject.length ? [subject] : []), ...phrases.slice(1)];
    }
  }
  if (
    reading?.counts &&
    reading.column === null &&
    aggregate !== 'count' &&
    aggregate !== null &&
    aggregate !== 'sum'
  ) {
    // 'average book weight' asks for a number of each book: when none is named, counting the
    // books would answer another question.
    const unnamed = readingTokens.filter(
      (w) => !FILLER.has(w) && !wordsOf(reading!.table.name).some((t) => related(w, t)),
    );
    if (unnamed.length > 0) {
      const { measures, categories } = suggestionsFor(tables, description, definitions);
      throw new PlanningError(
        `I understood ${labelOf(reading.table.name)}, but found no number called '${unnamed.join(' ')}' to take the ${AGGREGATE_WORDS[aggregate].toLowerCase()} of. Try one of: ${measures.join(', ') || `'number of ${labelOf(reading.table.name)}'`}.`,
        { metrics: measures, columns: categories, reading: labelOf(reading.table.name) },
      );
    }
    // 'average orders' has nothing to average: it still counts the table's rows.
    aggregate = 'count';
  }
  const listing =
    !aggregate &&
    !(reading && !reading.counts) &&
    phrases.length === 0 &&
    !grain &&
    (LISTING.test(description.toLowerCase()) || moduleType === 'table');

  // 'average temperature by site': a kind of measurement, kept in one generic column.
  const measured =
    !reading && aggregate && MEASURED_AGGREGATES.has(aggregate) ? measuredKind(valueHits, tables) : null;
  let root: string;
  let measure: Plan['measure'];
  if (reading && !reading.counts) {
    const agg: Aggregate =
      reading.formula?.kind === 'ratio' ||
      reading.formula?.kind === 'perKey' ||
      reading.formula?.kind === 'expression'
        ? 'sum'
        : aggregate === 'count' || aggregate === null
          ? (reading.aggregate ?? 'sum')
          : aggregate;
    root = reading.table.name;
    measure = {
      aggregate: agg,
      table: root,
      column: reading.column,
      label: reading.label,
      alias: '',
      formula: reading.formula,
    };
  } else if (reading) {
    root = reading.table.name;
    const agg: Aggregate = listing ? 'none' : distinct ? 'count_distinct' : 'count';
    measure = { aggregate: agg, table: root, column: null, label: reading.label, alias: '' };
  } else if (aggregate && measured) {
    const { hit, table, column } = measured;
    root = table.name;
    measure = {
      aggregate,
      table: root,
      column: column.name,
      label: `${hit.value.toLowerCase()} ${labelOf(column.name)}`,
      alias: '',
    };
  } else if (aggregate === 'count' && valueHits.length > 0) {
    // 'how many flats are there': the rows holding the value named, counted.
    const holder = valueHits[0]!.options[0]!.table;
    root = holder.name;
    measure = {
      aggregate: 'count',
      table: root,
      column: null,
      label: pluralLabel(root, singularNames),
      alias: '',
    };
  } else {
    const heard = [
      aggregate ? `the aggregate '${aggregate}'` : null,
      phrases.length ? `grouping by '${phrases.map((p) => p.join(' ')).join("', '")}'` : null,
      valueHits.length ? `the values ${valueHits.map((v) => `'${v.value}'`).join(', ')}` : null,
      years.length ? `the year ${years.join(', ')}` : null,
      spans.length ? 'dates' : null,
      grain ? `a ${grain}ly time grain` : null,
    ].filter(Boolean);
    const { measures, categories } = suggestionsFor(tables, description, definitions);
    throw new PlanningError(
      `I could not tell what to measure in "${description}". I understood ${heard.length ? heard.join(', ') : 'nothing I can query'}, but no table or measure it names. Try one of: ${measures.join(', ') || 'a table name'}, or 'number of ${labelOf(tables[0]!.name)}'.`,
      { metrics: measures, columns: categories, reading: heard.join(', ') },
    );
  }
  // Money kept in cents is measured in whole units.
  const centsColumn =
    measure.column && !measure.formula
      ? byName.get(measure.table)?.columns.find((c) => c.name === measure.column)
      : null;
  const whole = centsColumn && inWholeUnits(measure.aggregate, centsColumn);
  if (whole) Object.assign(measure, whole);
  const spokenLabel = say(measure.label);
  if (spokenLabel !== measure.label)
    measure.label =
      measure.column === null && !measure.formula ? pluralOf(spokenLabel, singularNames) : spokenLabel;
  understood.push(measureTitle(measure.aggregate, measure.label, measure.formula));
  measure.alias = measureTitle(measure.aggregate, measure.label, measure.formula)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

  // ---- dimensions
  const dimensions: Dimension[] = [];
  const timeColumn = (): Found | null => {
    let best: (Found & { score: number }) | null = null;
    // A row that is part of another (its key holds the reference: an order's line) happened when
    // that one did, not when a row it merely refers to did (the line's event).
    const owners = new Set(
      byName
        .get(root)!
        .columns.filter((c) => c.primaryKey && c.references)
        .map((c) => c.references!.table),
    );
    for (const table of tables)
      for (const column of table.columns) {
        if (column.kind !== 'time' || column.role === 'category') continue;
        const d = distance(root, table.name);
        if (d > MAX_JOIN_STEPS) continue;
        // The table's own date, one it always has, and the first of them: when its rows happened.
        const own = identifierWords(column.name).map(canonical);
        const named =
          own.some(
            (w) => !TIME_GENERIC.has(w) && !wordsOf(table.name).includes(w) && allTokens.includes(w),
          ) ||
          // Said in full ('per month of shift date'), its table's word too.
          (own.every((w) => allTokens.includes(w)) && own.some((w) => !TIME_GENERIC.has(w)));
        // Rows reached one-to-many (a customer's orders) happened at times of their own: when the
        // description names none of their dates, they do not date the rows counted.
        const route = d > 0 && !named ? (soleRoute(root, table.name) ?? path(root, table.name)) : null;
        const score =
          -d * 10 -
          (route && joinsFanOut(route) ? 20 : 0) -
          viewPenalty(table) * 10 +
          (wordsOf(table.name).some((w) => own.includes(w)) ? 3 : 0) +
          (column.nullable ? 0 : 2) +
          (owners.has(table.name) ? 4 : 0) +
          (definedTime.has(`${table.name}\u0000${column.name}`) ? 25 : 0) +
          // A date the description names ('published in 2020'), whichever table holds it; its
          // table's name is not a name of the date ('rentals returned': not the rental date).
          (named ? 15 : 0) -
          table.columns.filter((c) => c.kind === 'time').indexOf(column);
        if (!best || score > best.score) best = { table, column, score };
      }
    return best;
  };
  const addDimension = (found: Found, g: TimeGrain | null, named?: string) => {
    if (dimensions.some((d) => d.table === found.table.name && d.column === found.column.name)) return;
    const person = personName(found.table);
    const also = person && person[0] === found.column ? person[1].name : null;
    const key = g ? null : keyBeside(found.table, found.column, tables);
    const label = say(named ?? groupingLabel(found.table, found.column, !!key));
    const alias = g ? g : label.replace(/[^a-z0-9]+/g, '_');
    dimensions.push({
      table: found.table.name,
      column: found.column.name,
      label,
      alias,
      grain: g,
      also,
      key,
    });
  };
  /** A foreign key's own words: 'account manager' of account_manager_id. */
  const keyWords = (column: CatalogColumn) =>
    identifierWords(column.name).filter((w) => !KEY_SUFFIXES.has(w));
  /** Joins a grouping named by a key of the measure's table takes, before any shortest route. */
  const keyJoins: Join[] = [];
  /** The keys that named a grouping: their words are read. */
  const namedKeys: string[] = [];
  /**
   * A grouping named by a foreign key rather than by the table it refers to ('per account manager'
   * for patrons.account_manager_id → staff): the rows it refers to, joined over that key.
   */
  const referredBy = (phrase: string[]): { key: Found; target: CatalogTable; score: number } | null => {
    let best: { key: Found; target: CatalogTable; score: number } | null = null;
    for (const table of tables)
      for (const column of table.columns) {
        const target = column.references ? byName.get(column.references.table) : undefined;
        if (!target || target === table || target.name === root) continue;
        // Reached over this very key, from the measure's table or one it reaches (in at most
        // `MAX_JOIN_STEPS` steps in all).
        const before = table.name === root ? [] : soleRoute(root, table.name);
        if (!before || before.length >= MAX_JOIN_STEPS || before.some((j) => j.table === target.name))
          continue;
        const score = scoreWords(phrase, keyWords(column).join('_'));
        if (score > 0 && (!best || score > best.score)) best = { key: { table, column }, target, score };
      }
    return best;
  };
  /**
   * A table that only links two others names a grouping by the one its head word names: 'by film
   * category' over film_category groups by category.
   */
  const throughLink = (table: CatalogTable | null, phrase: string[]): CatalogTable | null => {
    if (!table || !isLink(table.name)) return table;
    const head = phrase.at(-1)!;
    const linked = table.columns
      .filter((c) => c.primaryKey && c.references)
      .map((c) => byName.get(c.references!.table))
      .find((t) => t && t.name !== root && scoreWords([head], t.name) > 0);
    return linked ?? table;
  };
  for (const [index, phrase] of dimensionPhrases.entries()) {
    const column = bestColumn(phrase, isDimension, root, `dimension:${index}`);
    const table = throughLink(bestTable(phrase, root), phrase);
    const wholeNumber = bestColumn(phrase, (c) => isMeasure(c) && /int/i.test(c.dataType), root);
    // A key that names a role ('origin' airport, 'home' branch) beats the table it refers to:
    // it says which of the routes to that table is meant.
    const viaKey = referredBy(phrase);
    const namesRole =
      !!viaKey &&
      keyWords(viaKey.key.column).some((w) => !wordsOf(viaKey.target.name).includes(canonical(w))) &&
      viaKey.score >=
        Math.max(
          column ? scoreWords(phrase, column.column.name) : 0,
          table ? scoreWords(phrase, table.name) : 0,
        );
    if (
      !namesRole &&
      table?.name === root &&
      measure.aggregate === 'avg' &&
      scoreWords(phrase, table.name) >= (column ? scoreWords(phrase, column.column.name) : 0)
    )
      // 'average freight per order': each row is one order already.
      continue;
    const columnScore = column ? scoreWords(phrase, column.column.name) : 0;
    // A view's column restating a base table the words name as well ('category' of a sales view
    // and the category table): the table, whose keys reach it.
    const restatesTable =
      !!column?.table.view && !!table && !table.view && scoreWords(phrase, table.name) >= columnScore;
    // 'which seller' names the sellers themselves, not their `seller_city`: the column says more
    // (its city) than the words do, and the words name its table as well.
    const saysMore =
      !!column &&
      column.table === table &&
      scoreWords(phrase, table.name) >= columnScore &&
      identifierWords(column.column.name).some(
        (w) =>
          !['name', 'title'].includes(w) &&
          !phrase.includes(canonical(w)) &&
          !wordsOf(table.name).includes(canonical(w)),
      );
    if (
      !namesRole &&
      column &&
      !restatesTable &&
      !saysMore &&
      (!table ||
        columnScore >= scoreWords(phrase, table.name) ||
        // A column of the table named, unless the words name the table and only part of the column
        // ('which property': the property itself, not its property type).
        (column.table === table && (table.name !== root || columnScore >= scoreWords(phrase, table.name))))
    ) {
      addDimension(column, column.column.kind === 'time' ? (grain ?? 'month') : null);
      if (column.column.kind === 'time') grain = null;
    } else if (!namesRole && table && (table.name !== root || measure.aggregate !== 'count')) {
      const borrowed = borrowedLabel(table, tables);
      const route = table.name === root ? [] : soleRoute(root, table.name);
      if (borrowed && route) {
        // Grouped by the one-to-one row's name, reached through the row named: a customer's user,
        // not a courier's, though both are users.
        for (const step of route) if (!keyJoins.some((j) => j.table === step.table)) keyJoins.push(step);
        keyJoins.push({
          table: borrowed.target.name,
          column: borrowed.key.references!.column,
          from: table.name,
          fromColumn: borrowed.key.name,
        });
        addDimension({ table: borrowed.target, column: borrowed.column }, null, singularLabel(table.name));
      } else {
        const label = labelColumn(table);
        if (label) addDimension({ table, column: label }, null);
      }
    } else if (viaKey) {
      const { key, target } = viaKey;
      const label = labelColumn(target);
      for (const step of key.table.name === root ? [] : (soleRoute(root, key.table.name) ?? []))
        if (!keyJoins.some((j) => j.table === step.table)) keyJoins.push(step);
      keyJoins.push({
        table: target.name,
        column: key.column.references!.column,
        from: key.table.name,
        fromColumn: key.column.name,
      });
      namedKeys.push(key.column.name);
      if (label)
        addDimension({ table: target, column: label }, null, labelOf(keyWords(key.column).join('_')));
    } else if (wholeNumber && phrase.every((t) => wordsOf(wholeNumber.column.name).includes(t))) {
      // 'reviews per review score': a whole number named in full is grouped by its values.
      addDimension(wholeNumber, null);
    } else {
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but found nothing called '${phrase.join(' ')}' to group by. Known columns include: ${[
          ...new Set(
            tables.flatMap((t) => t.columns.filter((c) => c.role === 'category').map((c) => labelOf(c.name))),
          ),
        ]
          .slice(0, 6)
          .join(', ')}.`,
      );
    }
  }
  // 'average number of visits per pet' averages counts per group: not one query's aggregate.
  if (averageOfCounts && measure.aggregate === 'count' && dimensions.length > 0) {
    const per = dimensions.map((d) => d.label).join(', ');
    throw new PlanningError(
      `An average number of ${measure.label} per ${per} averages counts, which I cannot compute in one step. Try 'number of ${measure.label} per ${per}' and read the average from it.`,
      { metrics: [], columns: dimensions.map((d) => d.label), reading: understood.join(', ') },
    );
  }
  // 'which product has the highest unit price': a product's own price is taken, not summed.
  if (
    superlativeAggregate &&
    measure.column &&
    !measure.formula &&
    dimensions.length === 1 &&
    dimensions[0]!.table === root
  ) {
    measure.aggregate = superlativeAggregate;
    measure.alias = measureTitle(measure.aggregate, measure.label)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_');
  }
  if (!grain && moduleType === 'line' && !dimensions.some((d) => d.grain) && measure.aggregate !== 'none')
    grain = 'month';
  // 'films released per year' over a whole-number year column of the measure's own table: its
  // values are the years.
  const rootColumns = byName.get(root)!.columns;
  const yearColumn = rootColumns.find(
    (c) =>
      c.kind === 'number' &&
      wordsOf(c.name).includes('year') &&
      (!rootColumns.some((t) => t.kind === 'time') ||
        wordsOf(c.name).some((w) => w !== 'year' && allTokens.includes(w))),
  );
  const emptyDates: Filter[] = [];
  if (grain === 'year' && yearColumn) {
    addDimension({ table: byName.get(root)!, column: yearColumn }, null);
    grain = null;
  }
  if (grain) {
    const t = timeColumn();
    if (!t)
      throw new PlanningError(
        `I understood ${understood.join(', ')} per ${grain}, but found no date or time column linked to ${root}.`,
      );
    dimensions.unshift({ table: t.table.name, column: t.column.name, label: grain, alias: grain, grain });
    // A row whose date is empty has no month to count it in ('rentals returned per month').
    if (t.column.nullable)
      emptyDates.push({
        table: t.table.name,
        column: t.column.name,
        operator: 'is set',
        value: '',
        temporal: false,
      });
  }

  // ---- filters
  const filters: Filter[] = [...emptyDates];
  for (const hit of valueHits) {
    const option = [...hit.options].sort(
      (a, b) => distance(root, a.table.name) - distance(root, b.table.name),
    )[0]!;
    // Dropping a value the description named would answer another question: say so instead.
    if (distance(root, option.table.name) > MAX_JOIN_STEPS)
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but found no column holding '${hit.value}' linked to ${root} to narrow it by.`,
      );
    filters.push({
      table: option.table.name,
      column: option.column.name,
      operator: '=',
      value: hit.value,
      temporal: false,
    });
  }
  /** The column a condition names, nearest the measure's table; declined when none is in reach. */
  const conditionColumn = (accept: (c: CatalogColumn) => boolean, named: string): Found => {
    const found = tables
      .flatMap((table) => table.columns.filter(accept).map((column) => ({ table, column })))
      .sort((a, b) => distance(root, a.table.name) - distance(root, b.table.name))[0];
    if (!found || distance(root, found.table.name) > MAX_JOIN_STEPS)
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but found no ${named} linked to ${root} to narrow it by.`,
      );
    return found;
  };
  for (const flag of flagFilters) {
    const found = conditionColumn(
      (c) => (flag.column ? c === flag.column : flagNamed(c, flag.word)),
      `'${flag.word}'`,
    );
    const yes = !flag.negated;
    filters.push({
      table: found.table.name,
      column: found.column.name,
      operator: '=',
      value: found.column.kind === 'boolean' ? String(yes) : Number(yes),
      temporal: false,
      flag: true,
    });
  }
  // 'hotels with 5 stars': the whole-number column that counts them.
  for (const count of numberFilters) {
    const found = conditionColumn((c) => countsWord(c, count.word), `'${count.word}'`);
    filters.push({
      table: found.table.name,
      column: found.column.name,
      operator: count.operator,
      value: count.value,
      temporal: false,
    });
  }
  // 'rentals not returned': the rows whose date of that event is empty.
  for (const state of emptinessFilters) {
    const found = conditionColumn((c) => datesEvent(c, state.verb), `date of '${state.verb}'`);
    filters.push({
      table: found.table.name,
      column: found.column.name,
      operator: state.empty ? 'is empty' : 'is set',
      value: '',
      temporal: false,
    });
  }
  // 'orders with a promo code': the rows where that column holds a value.
  for (const presence of presenceFilters) {
    const found = conditionColumn((c) => c === presence.column, `'${labelOf(presence.column.name)}'`);
    filters.push({
      table: found.table.name,
      column: found.column.name,
      operator: presence.empty ? 'is empty' : 'is set',
      value: '',
      temporal: false,
    });
  }
  // 'published since 2000' over the year column too, when it has no date of its own or the
  // description names that column.
  if (years.length > 0 && yearColumn) {
    const from = Math.min(...years);
    const to = Math.max(...years);
    filters.push({ table: root, column: yearColumn.name, operator: '>=', value: from, temporal: false });
    if (!since)
      filters.push({ table: root, column: yearColumn.name, operator: '<', value: to + 1, temporal: false });
  } else if (years.length > 0) {
    const t = timeColumn();
    if (!t)
      throw new PlanningError(
        `I understood ${understood.join(', ')} in ${years.join(', ')}, but found no date column linked to ${root}.`,
      );
    const from = Math.min(...years);
    const to = Math.max(...years);
    filters.push({
      table: t.table.name,
      column: t.column.name,
      operator: '>=',
      value: `${from}-01-01`,
      temporal: true,
    });
    if (!since)
      filters.push({
        table: t.table.name,
        column: t.column.name,
        operator: '<',
        value: `${to + 1}-01-01`,
        temporal: true,
      });
  }

  // 'in March 2025', 'since 2024-06-01': from the first day named to the last.
  if (spans.length > 0) {
    const t = timeColumn();
    if (!t)
      throw new PlanningError(
        `I understood ${understood.join(', ')} over dates, but found no date column linked to ${root}.`,
      );
    const from = spans.flatMap((s) => (s.from ? [s.from] : [])).sort()[0];
    const to = spans
      .flatMap((s) => (s.to ? [s.to] : []))
      .sort()
      .at(-1);
    for (const [operator, value] of [
      ['>=', from],
      ['<', to],
    ] as const)
      if (value)
        filters.push({ table: t.table.name, column: t.column.name, operator, value, temporal: true });
  }

  // ---- joins along foreign keys
  const joins: Join[] = [...keyJoins];
  for (const needed of [...dimensions, ...filters].map((x) => x.table)) {
    if (joins.some((j) => j.table === needed)) continue;
    if (!path(root, needed))
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but no chain of at most ${MAX_JOIN_STEPS} foreign keys links ${root} to ${needed}.`,
      );
    const route = soleRoute(root, needed);
    if (!route)
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but ${root} leads to ${needed} in more than one way, over different keys. Name the one you mean (for example by the key's name), or define it on the data source page.`,
      );
    for (const step of route) if (!joins.some((j) => j.table === step.table)) joins.push(step);
  }
  if (joins.length > MAX_JOIN_STEPS)
    throw new PlanningError(
      `I understood ${understood.join(', ')}, but it would join more than ${MAX_JOIN_STEPS + 1} tables.`,
    );
  const rootTable = byName.get(root)!;
  const fansOut = joinsFanOut(joins);
  const rootKey = rootTable.columns.filter((c) => c.primaryKey);
  const counting = measure.aggregate === 'count' || measure.aggregate === 'count_distinct';
  // A join to many rows repeats each root row: count it, or take its measure, once per key.
  const distinctKey = (fansOut || (counting && distinct)) && rootKey.length === 1 ? rootKey[0]!.name : null;
  if (
    fansOut &&
    (measure.formula?.kind === 'ratio' ||
      measure.formula?.kind === 'perKey' ||
      measure.formula?.kind === 'expression')
  )
    throw new PlanningError(
      `I understood ${understood.join(', ')}, but reaching ${joins.map((j) => j.table).join(', ')} repeats rows of ${root}, and a ratio over repeated rows would be wrong.`,
    );
  if (fansOut && !distinctKey && (measure.aggregate === 'sum' || measure.aggregate === 'avg'))
    throw new PlanningError(
      `I understood ${understood.join(', ')}, but reaching ${joins.map((j) => j.table).join(', ')} repeats rows of ${root}, and ${root} has no single-column primary key to take each ${measure.label} once.`,
    );

  // ---- listing columns
  const listTime =
    measure.aggregate === 'none' ? rootTable.columns.find((c) => c.kind === 'time') : undefined;
  // The time column rows are ordered by is always shown (a DISTINCT listing can only order by what it selects).
  const shown = rootTable.columns
    .filter((c) => !c.references && (c.role !== 'key' || c.primaryKey))
    .slice(0, 8);
  if (listTime && !shown.includes(listTime)) shown.push(listTime);
  const listColumns =
    measure.aggregate === 'none'
      ? shown.map((c) => ({ table: root, column: c.name, alias: c.name, label: labelOf(c.name) }))
      : [];

  // ---- order and limit
  const namesYears = (d: Dimension) =>
    byName.get(d.table)?.columns.find((c) => c.name === d.column)?.kind === 'number' &&
    wordsOf(d.column).includes('year');
  let order: Plan['order'] = null;
  if (measure.aggregate === 'none') {
    order = listTime ? { alias: listTime.name, direction: 'desc' } : null;
    limit ??= 10;
  } else if (limit !== null) {
    order = { alias: measure.alias, direction: direction ?? 'desc' };
  } else if (dimensions[0]?.grain || (dimensions[0] && namesYears(dimensions[0]))) {
    // Time runs forward, whether as dates or as whole-number years.
    order = { alias: dimensions[0].alias, direction: 'asc' };
  } else if (dimensions.length > 0) {
    order = { alias: measure.alias, direction: rankWord ?? 'desc' };
    if (rankWord && moduleType !== 'table') limit = 10;
  }

  // ---- how much of the description the reading accounts for
  const explained = new Set<string>(wordsOf(measure.label));
  const explain = (...names: (string | null | undefined)[]) => {
    for (const n of names) if (n) for (const w of wordsOf(n)) explained.add(w);
  };
  const f = measure.formula;
  explain(root, measure.column, ...joins.map((j) => j.table));
  if (f?.kind === 'product') explain(...f.factors, f.discount);
  if (f?.kind === 'perKey') explain(f.key, ...(f.of ? [...f.of.factors, f.of.discount] : []));
  if (f?.kind === 'ratio') explain(f.numerator, f.denominator);
  if (f?.kind === 'days') explain(f.start, f.end);
  // A defined metric's name is explained by the metric it names.
  for (const hit of defined.metrics)
    if (f?.kind === 'expression' && hit.name === measure.label) explained.add(hit.token);
  for (const dim of dimensions) explain(dim.table, dim.column, dim.also);
  explain(...namedKeys);
  // 'new members per month', 'new customers in 2025': rows counted by when they came.
  if (measure.aggregate === 'count' && (dimensions.some((d) => d.grain) || filters.some((x) => x.temporal)))
    explained.add('new');
  for (const w of reading?.explains ?? []) explained.add(w);
  // A measure of money ('amount', line revenue) accounts for the words of paying and selling.
  if (f?.kind === 'product' || wordsOf(measure.column ?? '').some(isMoneyInWord))
    for (const w of allTokens) if (isMoneyInWord(w)) explained.add(w);
  // What a chosen column's comment says explains the words that chose it.
  for (const chosen of [
    { table: root, column: measure.column },
    ...dimensions.map((d) => ({ table: d.table, column: d.column })),
  ]) {
    const found = byName.get(chosen.table)?.columns.find((c) => c.name === chosen.column);
    if (found) for (const w of commentWords(found)) explained.add(w);
  }
  for (const filter of filters) explain(filter.table, filter.column);
  // 'new accounts per month': rows counted by when their own table's date says they began.
  if (
    dimensions.some((d) => d.grain && d.table === root) ||
    filters.some((f) => f.temporal && f.table === root)
  )
    explained.add('new');
  const content = [...subject, ...phrases.flat()];
  /** A table of the plan named by a word whose rows are people (it has a person's name). */
  const peopleTableNamed = (word: string) =>
    [root, ...joins.map((j) => j.table), ...dimensions.map((d) => d.table)].some((name) => {
      const table = byName.get(name);
      return !!table && wordsOf(name).includes(word) && !!personName(table);
    });
  // A word is explained by a word of the reading it means ('revenue' by a 'sales' column).
  // Two words written as one in the catalog ('sign up' for signup_date) are explained together.
  for (const [i, w] of content.entries()) {
    const next = content[i + 1];
    if (next && explained.has(canonical(`${w}${next}`))) explained.add(w).add(next);
    // 'staff member': a word for a person after the name of a table of people, one of its rows.
    if (next && explained.has(w) && isPersonWord(next) && peopleTableNamed(w)) explained.add(next);
  }
  // 'purchase order value' asks for money or a number, which counting the orders does not give.
  const countsRows = measure.aggregate === 'count' && !measure.column;
  const asksQuantity = (w: string) => countsRows && w === 'value';
  const unexplained = [
    ...new Set(
      content.filter(
        (w) =>
          !explained.has(w) &&
          (!FILLER.has(w) || asksQuantity(w)) &&
          ![...explained].some((e) => related(w, e)),
      ),
    ),
  ];
  const confidence = Math.round((1 - unexplained.length / (content.length + 1)) * 100) / 100;
  const spokenColumn = <T extends Dimension | Filter>(ref: T): T => {
    const label = say(ref.columnLabel ?? labelOf(ref.column));
    return label === labelOf(ref.column) ? ref : { ...ref, columnLabel: label };
  };
  const plan: Plan = {
    root,
    measure,
    having,
    distinctKey,
    dimensions: dimensions.map((d) => (d.grain ? spokenColumn(d) : d)),
    listColumns,
    filters: filters.map(spokenColumn),
    joins,
    order,
    limit,
    confidence,
    unexplained,
    runnersUp,
  };
  const unmetFilter = filterWords.filter((w) => unexplained.includes(w));
  if (unmetFilter.length > 0) {
    const { measures, categories } = suggestionsFor(tables, description, definitions);
    throw new PlanningError(
      `I understood "${describePlan(plan).summary}", but found no value or column called '${unmetFilter.join("', '")}' to narrow it by. Name a value as it is stored, or one of: ${categories.join(', ') || 'a column'}.`,
      { metrics: measures, columns: categories, reading: describePlan(plan).summary },
    );
  }
  if (confidence < MIN_CONFIDENCE) {
    const { measures, categories: groupings } = suggestionsFor(tables, description, definitions);
    throw new PlanningError(
      `I am not sure what '${unexplained.join(' ')}' means here: the closest reading is "${describePlan(plan).summary}". Name what to measure (for example ${measures.map((m) => `'${totalOf(m)}'`).join(', ') || `'number of ${labelOf(root)}'`}) and what to group by (${groupings.join(', ') || 'a column'}).`,
      { metrics: measures, columns: groupings, reading: describePlan(plan).summary },
    );
  }
  return plan;
}
