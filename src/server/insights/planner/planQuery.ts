import type { CatalogColumn, CatalogTable, ModuleType } from '../../../contract/dataInsights.ts';
import { ApiError } from '../../reply.ts';
import {
  type Aggregate,
  type Dimension,
  type Filter,
  type Join,
  measureTitle,
  type Plan,
  type TimeGrain,
} from './plan.ts';
import { canonical, identifierWords, labelOf } from './vocabulary.ts';

/** A description the planner cannot turn into a query; the message says what it understood. */
export class PlanningError extends ApiError {
  constructor(message: string) {
    super(422, message);
  }
}

interface Found {
  table: CatalogTable;
  column: CatalogColumn;
}

const AGGREGATE_PHRASES: [RegExp, Aggregate][] = [
  [/\b(how many|number of|count of|count|# of|quantity of orders)\b/, 'count'],
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\b(sum of|sum|total)\b/, 'sum'],
  [/\b(minimum|min|lowest|smallest|cheapest|least expensive)\b/, 'min'],
  [/\b(maximum|max|highest|largest|biggest|most expensive|priciest)\b/, 'max'],
];

const GRAIN_WORDS: [RegExp, TimeGrain][] = [
  [/\b(daily|per day|by day|each day|every day)\b/, 'day'],
  [/\b(weekly|per week|by week|each week|every week)\b/, 'week'],
  [
    /\b(monthly|per month|by month|each month|every month|month by month|over time|trend|trends|timeline|evolution|history)\b/,
    'month',
  ],
  [/\b(quarterly|per quarter|by quarter|each quarter|every quarter)\b/, 'quarter'],
  [/\b(yearly|annual|annually|per year|by year|each year|every year|year by year|year over year)\b/, 'year'],
];

const GROUP_WORDS = new Set(['by', 'per', 'each', 'every', 'across', 'which', 'what', 'for each', 'split']);
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'for',
  'from',
  'to',
  'with',
  'and',
  'or',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'show',
  'me',
  'list',
  'give',
  'display',
  'chart',
  'graph',
  'table',
  'plot',
  'what',
  'which',
  'who',
  'where',
  'when',
  'how',
  'our',
  'my',
  'we',
  'all',
  'that',
  'this',
  'these',
  'those',
  'there',
  'their',
  'it',
  'its',
  'as',
  'at',
  'be',
  'been',
  'kpi',
  'pie',
  'line',
  'bar',
  'please',
  'want',
  'see',
  'made',
  'make',
  'generated',
  'brought',
  'sold',
  'selling',
  'sell',
  'bought',
  'placed',
  'get',
  'got',
  'over',
  'split',
  'broken',
  'down',
  'into',
  'than',
  'most',
  'best',
  'top',
  'worst',
  'bottom',
  'least',
  'first',
  'descending',
  'ascending',
  'sorted',
  'ordered',
  'order by',
  'overall',
  'so',
  'far',
  'ever',
  'value',
  'values',
  'many',
  'much',
  'distribution',
  'breakdown',
  'share',
  'compare',
  'comparison',
  'versus',
  'vs',
  'recent',
  'latest',
  'newest',
  'last',
  'row',
  'rows',
  'record',
  'records',
  'entry',
  'entries',
  'highest',
  'lowest',
]);
const LISTING = /\b(list|latest|recent|newest|last \d+|show me the last|show the last|rows of)\b/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scoreWords(tokens: string[], name: string): number {
  const words = identifierWords(name).map(canonical);
  if (words.length === 0) return 0;
  const hits = words.filter((w) => tokens.includes(w)).length;
  if (hits === 0) return 0;
  // All of the name's words named beats a partial match; fewer extra words beats more.
  return hits * 10 + (hits === words.length ? 5 : 0) - (words.length - hits);
}

/** Turns a description into a plan over one connection's catalog, or explains what it understood. */
export function planQuery(description: string, tables: CatalogTable[], moduleType: ModuleType): Plan {
  if (tables.length === 0)
    throw new PlanningError(
      'This data source has no index yet. Use Make Index on the data source page first.',
    );
  let text = ` ${description.toLowerCase().replace(/[^\p{L}\p{N}#$%&'.\- ]+/gu, ' ')} `;
  const understood: string[] = [];

  // ---- known values (longest first), so 'West' filters and is not read as a column
  const catalogWords = new Set(
    tables.flatMap((t) => [t.name, ...t.columns.map((c) => c.name)].flatMap(identifierWords).map(canonical)),
  );
  const valueHits: { value: string; options: Found[]; start: number; end: number }[] = [];
  const candidates = new Map<string, Found[]>();
  for (const table of tables)
    for (const column of table.columns)
      for (const value of column.values ?? []) {
        const v = value.trim().toLowerCase();
        if (v.length < 2 || /^\d+$/.test(v)) continue;
        if (!v.includes(' ') && catalogWords.has(canonical(v))) continue;
        const list = candidates.get(v) ?? [];
        list.push({ table, column });
        candidates.set(v, list);
      }
  for (const v of [...candidates.keys()].sort((a, b) => b.length - a.length)) {
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    if (!m) continue;
    const original = candidates.get(v)![0]!.column.values!.find((x) => x.toLowerCase() === v) ?? v;
    valueHits.push({ value: original, options: candidates.get(v)!, start: m.index, end: m.index + v.length });
    text = text.slice(0, m.index) + ' '.repeat(v.length) + text.slice(m.index + v.length);
  }

  // ---- years
  const years: number[] = [];
  text = text.replace(/\b(?:in|during|for|of|from|since)?\s*((?:19|20)\d{2})\b/g, (_, y: string) => {
    years.push(Number(y));
    return ' ';
  });
  const since = /\bsince\b/.test(description.toLowerCase());

  // ---- top / bottom N
  let limit: number | null = null;
  let direction: 'asc' | 'desc' | null = null;
  text = text.replace(
    /\b(top|best|first|highest|largest|biggest|most|bottom|worst|lowest|smallest|least)\s+(\d{1,3})\b/,
    (_, w: string, n: string) => {
      limit = Math.max(1, Math.min(Number(n), 1000));
      direction = /bottom|worst|lowest|smallest|least/.test(w) ? 'asc' : 'desc';
      return ' ';
    },
  );
  const latest = /\b(latest|last|recent|newest)\s+(\d{1,3})\b/.exec(text);
  if (latest) limit = Math.min(Number(latest[2]), 1000);
  const rankWord = /\b(top|best|most|best-selling|highest)\b/.test(text)
    ? 'desc'
    : /\b(worst|least|bottom|fewest)\b/.test(text)
      ? 'asc'
      : null;

  // ---- time grain
  let grain: TimeGrain | null = null;
  for (const [pattern, g] of GRAIN_WORDS)
    if (pattern.test(text)) {
      grain = g;
      text = text.replace(pattern, ' ');
      break;
    }

  // ---- aggregate
  let aggregate: Aggregate | null = null;
  for (const [pattern, agg] of AGGREGATE_PHRASES) {
    const m = pattern.exec(text);
    if (!m) continue;
    // 'highest'/'biggest' rank rows when something is grouped; they take the maximum otherwise.
    aggregate = agg;
    text = text.replace(pattern, ' ');
    break;
  }
  const distinct = /\b(distinct|unique|different)\b/.test(text);

  // ---- phrases: the subject, and what follows 'by' / 'per' / 'each' / 'which'
  const words = text.split(/\s+/).filter(Boolean);
  const subject: string[] = [];
  const groups: string[][] = [];
  let current: string[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (GROUP_WORDS.has(w) || (w === 'for' && words[i + 1] === 'each')) {
      if (w === 'for') i++;
      current = [];
      groups.push(current);
      continue;
    }
    if (current && w === 'and') {
      current = [];
      groups.push(current);
      continue;
    }
    if (STOP_WORDS.has(w) || w === 'and' || w === 'distinct' || w === 'unique') {
      if (current && current.length > 0 && !['the', 'a', 'an', 'each', 'every'].includes(w)) current = null;
      continue;
    }
    (current ?? subject).push(canonical(w));
  }
  const phrases = groups.filter((g) => g.length > 0);

  // ---- the FK graph and distances
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
      if (sofar.length >= 3) continue;
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

  const bestColumn = (
    tokens: string[],
    accept: (c: CatalogColumn) => boolean,
    near?: string,
  ): Found | null => {
    let best: (Found & { score: number }) | null = null;
    for (const table of tables)
      for (const column of table.columns) {
        if (!accept(column)) continue;
        let score = scoreWords(tokens, column.name);
        if (score === 0) continue;
        // A column named only by a generic word ('name') needs its table named too.
        const tableScore = scoreWords(tokens, table.name);
        score += tableScore > 0 ? 3 : 0;
        if (near) score -= Math.min(distance(near, table.name), 9) * 2;
        if (!best || score > best.score) best = { table, column, score };
      }
    return best;
  };
  const bestTable = (tokens: string[], near?: string): CatalogTable | null => {
    let best: { table: CatalogTable; score: number } | null = null;
    for (const table of tables) {
      let score = scoreWords(tokens, table.name);
      if (score === 0) continue;
      if (near) score -= Math.min(distance(near, table.name), 9);
      if (!best || score > best.score) best = { table, score };
    }
    return best?.table ?? null;
  };
  const labelColumn = (table: CatalogTable): CatalogColumn | undefined =>
    table.columns.find((c) => c.kind === 'text' && /name|title/i.test(c.name) && !c.references) ??
    table.columns.find((c) => c.kind === 'text' && !c.primaryKey && !c.references) ??
    table.columns.find((c) => c.primaryKey);
  const isMeasure = (c: CatalogColumn) => c.role === 'measure';
  // Keys are reached through their table's label: 'by store' groups by store name, not store_id.
  const isDimension = (c: CatalogColumn) => c.role !== 'measure' && c.role !== 'key';

  // ---- the measure
  let measureFound: Found | null = bestColumn(subject, isMeasure);
  let entity: CatalogTable | null = bestTable(subject);
  const dimensionPhrases = [...phrases];
  if (!measureFound) {
    // 'top 5 customers by sales': the phrase after 'by' is the measure, the subject is grouped.
    for (const phrase of phrases) {
      const m = bestColumn(phrase, isMeasure);
      const asDimension = bestColumn(phrase, isDimension) ?? bestTable(phrase);
      if (m && !asDimension) {
        measureFound = m;
        dimensionPhrases.splice(dimensionPhrases.indexOf(phrase), 1);
        if (subject.length > 0) dimensionPhrases.unshift(subject);
        entity = null;
        break;
      }
    }
  }
  if (aggregate === 'count' && entity) measureFound = null;
  if (
    measureFound &&
    entity &&
    aggregate === 'sum' &&
    scoreWords(subject, measureFound.column.name) < scoreWords(subject, entity.name)
  ) {
    // 'total orders' counts orders; 'total sales' sums sales.
    measureFound = null;
    aggregate = 'count';
  }
  const listing =
    !aggregate &&
    !measureFound &&
    phrases.length === 0 &&
    !grain &&
    (LISTING.test(description.toLowerCase()) || moduleType === 'table');

  let root: string;
  let measure: Plan['measure'];
  if (measureFound) {
    const agg: Aggregate = aggregate === 'count' ? 'sum' : (aggregate ?? 'sum');
    root = measureFound.table.name;
    const label = labelOf(measureFound.column.name);
    measure = { aggregate: agg, table: root, column: measureFound.column.name, label, alias: '' };
  } else if (entity) {
    root = entity.name;
    const agg: Aggregate = listing ? 'none' : distinct ? 'count_distinct' : 'count';
    measure = { aggregate: agg, table: root, column: null, label: labelOf(entity.name), alias: '' };
  } else {
    const heard = [
      aggregate ? `the aggregate '${aggregate}'` : null,
      phrases.length ? `grouping by '${phrases.map((p) => p.join(' ')).join("', '")}'` : null,
      valueHits.length ? `the values ${valueHits.map((v) => `'${v.value}'`).join(', ')}` : null,
      years.length ? `the year ${years.join(', ')}` : null,
      grain ? `a ${grain}ly time grain` : null,
    ].filter(Boolean);
    const measures = tables.flatMap((t) => t.columns.filter(isMeasure).map((c) => labelOf(c.name)));
    throw new PlanningError(
      `I could not tell what to measure in "${description}". I understood ${heard.length ? heard.join(', ') : 'nothing I can query'}, but no table or measure it names. Try one of: ${[...new Set(measures)].slice(0, 5).join(', ') || 'a table name'}, or 'number of ${labelOf(tables[0]!.name)}'.`,
    );
  }
  understood.push(measureTitle(measure.aggregate, measure.label));
  measure.alias = measureTitle(measure.aggregate, measure.label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

  // ---- dimensions
  const dimensions: Dimension[] = [];
  const timeColumn = (): Found | null => {
    let best: (Found & { score: number }) | null = null;
    for (const table of tables)
      for (const column of table.columns) {
        if (column.kind !== 'time') continue;
        const d = distance(root, table.name);
        if (d > 3) continue;
        const score =
          -d * 10 +
          (/(order|invoice|sale|purchase|created|date)/i.test(column.name) ? 3 : 0) -
          (/(ship|update|modif|birth|hire|deleted)/i.test(column.name) ? 5 : 0);
        if (!best || score > best.score) best = { table, column, score };
      }
    return best;
  };
  const addDimension = (found: Found, g: TimeGrain | null) => {
    if (dimensions.some((d) => d.table === found.table.name && d.column === found.column.name)) return;
    const label = labelOf(found.column.name === 'name' ? found.table.name : found.column.name);
    const alias = g ? g : label.replace(/[^a-z0-9]+/g, '_');
    dimensions.push({ table: found.table.name, column: found.column.name, label, alias, grain: g });
  };
  for (const phrase of dimensionPhrases) {
    const column = bestColumn(phrase, isDimension, root);
    const table = bestTable(phrase, root);
    if (
      column &&
      (!table ||
        scoreWords(phrase, column.column.name) >= scoreWords(phrase, table.name) ||
        column.table === table)
    ) {
      addDimension(column, column.column.kind === 'time' ? (grain ?? 'month') : null);
      if (column.column.kind === 'time') grain = null;
    } else if (table && table.name !== root) {
      const label = labelColumn(table);
      if (label) addDimension({ table, column: label }, null);
    } else if (table && table.name === root && measure.aggregate !== 'count') {
      const label = labelColumn(table);
      if (label) addDimension({ table, column: label }, null);
    } else {
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but found nothing called '${phrase.join(' ')}' to group by. Known columns include: ${tables
          .flatMap((t) => t.columns.filter((c) => c.role === 'category').map((c) => labelOf(c.name)))
          .slice(0, 6)
          .join(', ')}.`,
      );
    }
  }
  if (!grain && moduleType === 'line' && !dimensions.some((d) => d.grain) && measure.aggregate !== 'none')
    grain = 'month';
  if (grain) {
    const t = timeColumn();
    if (!t)
      throw new PlanningError(
        `I understood ${understood.join(', ')} per ${grain}, but found no date or time column linked to ${root}.`,
      );
    dimensions.unshift({ table: t.table.name, column: t.column.name, label: grain, alias: grain, grain });
  }

  // ---- filters
  const filters: Filter[] = [];
  for (const hit of valueHits) {
    const option = [...hit.options].sort(
      (a, b) => distance(root, a.table.name) - distance(root, b.table.name),
    )[0]!;
    if (distance(root, option.table.name) > 3) continue;
    filters.push({
      table: option.table.name,
      column: option.column.name,
      operator: '=',
      value: hit.value,
      temporal: false,
    });
  }
  if (years.length > 0) {
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

  // ---- joins along foreign keys
  const joins: Join[] = [];
  for (const needed of [...dimensions, ...filters].map((x) => x.table)) {
    const route = path(root, needed);
    if (!route)
      throw new PlanningError(
        `I understood ${understood.join(', ')}, but no chain of at most three foreign keys links ${root} to ${needed}.`,
      );
    for (const step of route) if (!joins.some((j) => j.table === step.table)) joins.push(step);
  }
  if (joins.length > 3)
    throw new PlanningError(
      `I understood ${understood.join(', ')}, but it would join more than four tables.`,
    );
  const rootTable = byName.get(root)!;
  const fansOut = joins.some((j) => {
    const target = byName.get(j.table)!;
    return !target.columns.find((c) => c.name === j.column)?.primaryKey;
  });
  const rootKey = rootTable.columns.filter((c) => c.primaryKey);
  const counting = measure.aggregate === 'count' || measure.aggregate === 'count_distinct';
  // A join to many rows repeats each root row: count it, or take its measure, once per key.
  const distinctKey = (fansOut || (counting && distinct)) && rootKey.length === 1 ? rootKey[0]!.name : null;
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
  let order: Plan['order'] = null;
  if (measure.aggregate === 'none') {
    order = listTime ? { alias: listTime.name, direction: 'desc' } : null;
    limit ??= 10;
  } else if (limit !== null) {
    order = { alias: measure.alias, direction: direction ?? 'desc' };
  } else if (dimensions[0]?.grain) {
    order = { alias: dimensions[0].alias, direction: 'asc' };
  } else if (dimensions.length > 0) {
    order = { alias: measure.alias, direction: rankWord ?? 'desc' };
    if (rankWord && moduleType !== 'table') limit = 10;
  }

  return { root, measure, distinctKey, dimensions, listColumns, filters, joins, order, limit };
}
