import type { CatalogColumn, CatalogTable } from '../../../contract/dataInsights.ts';
import { KEY_SUFFIXES } from './joinPaths.ts';
import type { Aggregate, Plan, TimeGrain } from './plan.ts';
import {
  abbreviates,
  derivesFrom,
  identifierWords,
  isDictionaryWord,
  labelOf,
  lemma,
  measureHead,
  participleOf,
  type Vocabulary,
} from './vocabulary.ts';

/** A column of a table, as the description's words found it. */
export interface Found {
  table: CatalogTable;
  column: CatalogColumn;
}

/** A value of the catalog the description names ('West'), where it stands in the text. */
export interface ValueHit {
  value: string;
  options: Found[];
  start: number;
  end: number;
}

/** General verbs that say a thing occurs, without naming what records it. */
const OCCURRENCE_VERBS = new Set([
  'use',
  'appear',
  'include',
  'feature',
  'choose',
  'pick',
  'select',
  'occur',
]);

/** Part of the calendar a description names: from a day (kept) to a day (left out). */
export interface DateSpan {
  from: string | null;
  to: string | null;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_WORDS = MONTH_NAMES.map((m) => m.slice(0, 3));
const monthAfter = (year: number, month: number) =>
  month === 11 ? `${year + 1}-01-01` : `${year}-${String(month + 2).padStart(2, '0')}-01`;
const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Words that mark a column as a yes/no flag rather than say what it flags. */
const FLAG_MARKERS = new Set(['is', 'has', 'flag', 'flg']);

/** Words that ask for the time between two dates ('shipping time', 'days between'). */
export const DURATION_WORDS = [
  'day',
  'time',
  'duration',
  'long',
  'delay',
  'between',
  'take',
  'until',
  'till',
];

/**
 * A yes/no column a word names: by its one word ('discontinued'), its word beside one saying it
 * is a flag ('paid_flag', 'pd_flg' for paid), or its comment when that is the word alone ('Paid').
 */
export function flagNamed(c: CatalogColumn, word: string): boolean {
  if (c.kind !== 'boolean' && c.kind !== 'number') return false;
  if (c.comment?.trim().toLowerCase() === word) return c.kind === 'boolean';
  const words = identifierWords(c.name);
  const own = words.filter((w) => w !== 'is' && w !== 'flag' && !abbreviates(w, 'flag'));
  if (own.length !== 1 || words.length > 2) return false;
  if (own.length !== words.length && c.kind !== 'boolean') return false;
  return own[0] === word || (!isDictionaryWord(own[0]!) && abbreviates(own[0]!, word));
}

/** A whole-number column that counts what a word names ('stars' of `star_rating`). */
export const countsWord = (c: CatalogColumn, word: string) =>
  c.kind === 'number' &&
  c.role !== 'key' &&
  /int/i.test(c.dataType) &&
  identifierWords(c.name).map(lemma).includes(word);

/** A date that may be empty, named for the event it records (`return_date` of 'return'). */
export const datesEvent = (c: CatalogColumn, verb: string) =>
  c.kind === 'time' && c.nullable && identifierWords(c.name).map(lemma).includes(verb);

const AGGREGATE_PHRASES: [RegExp, Aggregate][] = [
  [/\b(how many|number of|count of|count|# of|quantity of orders)\b/, 'count'],
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\b(sum of|sum|total)\b/, 'sum'],
  [/\b(minimum|min|lowest|smallest|shortest|cheapest|least expensive)\b/, 'min'],
  [/\b(maximum|max|highest|largest|biggest|longest|most expensive|priciest)\b/, 'max'],
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
/** Words that carry no meaning of their own in an analytic question. */
export const STOP_WORDS = new Set([
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a description asks, read from its words before any of them is matched to a measure or a
 * grouping: the values, years and signs it filters by, its ranking and limit, time grain and
 * aggregate, and its subject and the phrases after 'by' / 'per' / 'each' / 'which' (as the
 * catalog's own words). `text` is the description lower-cased, with defined names already read.
 */
export function readDescription(
  text: string,
  description: string,
  tables: CatalogTable[],
  { canonical, words: catalogWords }: Vocabulary,
  scoreWords: (tokens: string[], name: string) => number,
) {
  // ---- known values (longest first), so 'West' filters and is not read as a column
  const valueHits: ValueHit[] = [];
  const candidates = new Map<string, Found[]>();
  for (const table of tables)
    for (const column of table.columns)
      for (const value of column.values ?? []) {
        const v = value.trim().toLowerCase();
        if (v.length < 2 || /^\d+$/.test(v)) continue;
        if (!v.includes(' ') && catalogWords.has(lemma(v))) continue;
        const list = candidates.get(v) ?? [];
        list.push({ table, column });
        candidates.set(v, list);
      }
  // A code the column's comment spells out ('COM commercial', 'F = female') is named by its word.
  const spelled = new Map<string, string>();
  for (const table of tables)
    for (const column of table.columns)
      for (const value of column.comment ? (column.values ?? []) : []) {
        const m = new RegExp(
          `(?<![\\p{L}\\p{N}])${escapeRegExp(value)}\\s*(?:[=:\\-–]\\s*)?(\\p{Ll}[\\p{L}-]+)`,
          'u',
        ).exec(column.comment!);
        const word = m?.[1]?.toLowerCase();
        if (!word || word === value.toLowerCase() || candidates.has(word)) continue;
        spelled.set(word, value);
        candidates.set(word, [{ table, column }]);
      }
  // A value written as an identifier ('page_view') is said in words: 'page views'.
  for (const [v, found] of [...candidates])
    if (/^\p{L}+(?:_\p{L}+)+$/u.test(v)) {
      const said = v.replaceAll('_', ' ');
      if (candidates.has(said)) continue;
      spelled.set(said, found[0]!.column.values!.find((x) => x.toLowerCase() === v)!);
      candidates.set(said, found);
    }
  /** What a value is called: its column's words, and for a bare 'name' its table's ('region'). */
  const valueWords = ({ table, column }: Found) =>
    (column.name === 'name' ? [...identifierWords(table.name), 'name'] : identifierWords(column.name)).map(
      canonical,
    );
  for (const v of [...candidates.keys()].sort((a, b) => b.length - a.length)) {
    // A one-word value is also named in the plural: 'for dogs' filters on 'Dog', 'page views' on 'page_view'.
    const plural = /^\p{L}+$/u.test(v) || (spelled.has(v) && /^[\p{L} ]+$/u.test(v)) ? '(?:e?s)?' : '';
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}${plural}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    if (!m) continue;
    // 'which sales rep has the most customers' asks which one: a value that is all of what 'which'
    // asks for names the kind of thing, not a filter ('which Rock album' still filters).
    const asked =
      /\bwhich\s+$/.test(text.slice(0, m.index)) &&
      /^\s+(?:has|have|had|is|are|was|were|got|gets|did|does)\b/.test(text.slice(m.index + m[0].length));
    if (asked) continue;
    const original =
      spelled.get(v) ?? candidates.get(v)![0]!.column.values!.find((x) => x.toLowerCase() === v) ?? v;
    let options = candidates.get(v)!;
    let end = m.index + m[0].length;
    // 'the North region', 'the Enterprise plan': a word after the value naming what it is the
    // value of is part of the filter, not a subject of its own.
    const after = /^\s+([a-z]+)/.exec(text.slice(end));
    const named = after ? options.filter((o) => valueWords(o).includes(canonical(after[1]!))) : [];
    if (after && named.length > 0) {
      options = named;
      end += after[0].length;
    }
    valueHits.push({ value: original, options, start: m.index, end });
    text = text.slice(0, m.index) + ' '.repeat(end - m.index) + text.slice(end);
  }

  // 'books sold': what was sold is measured on the rows that record its sales (read below).
  let soldWord = /\b([a-z]+)\s+(?:sold|bought|purchased)\b/.exec(text)?.[1];

  // ---- a day named: 'since 2024-06-01', 'before 2025-01-01' (before hyphens join words)
  const spans: DateSpan[] = [];
  text = text.replace(
    /\b(since|from|after|before|until|till)\s+((?:19|20)\d{2}-\d{2}-\d{2})\b/g,
    (_, w: string, d: string) => {
      // 'after' a day begins the next one; 'until' a day takes it in.
      if (w === 'before') spans.push({ from: null, to: d });
      else if (w === 'until' || w === 'till') spans.push({ from: null, to: dayAfter(d) });
      else spans.push({ from: w === 'after' ? dayAfter(d) : d, to: null });
      return ' ';
    },
  );

  // Hyphens and slashes join words ('sub-category'); values holding them were read above.
  text = text.replace(/[-/]/g, ' ');

  // 'which film has been rented the most times': the rows the verb names are counted per film, and
  // the first one answers; 'which customer placed the most orders' counts the orders.
  let rankedFirst: 'asc' | 'desc' | null = null;
  const most =
    /\bwhich ([a-z ]+?) (?:has |have |had |was |were |is |are |got |gets )?(?:been )?([a-z]+) (?:the )?(most|fewest|least)(?: number of)?(?: ([a-z]+))?[\s.]*$/.exec(
      text.trimEnd(),
    );
  if (most) {
    const [, subjectWords, verb, how, object] = most;
    const subjectTokens = subjectWords!.split(' ').filter(Boolean).map(canonical);
    const subjectTable = tables.find((t) => scoreWords(subjectTokens, t.name) > 0);
    // Failing a table the verb names, a verb that says only that the subject occurs ('used the
    // most times') counts the rows that refer to it, in the most numerous such table. Another verb
    // ('reviewed') names something no table holds, and is not read as any of them.
    const referring =
      subjectTable && OCCURRENCE_VERBS.has(lemma(verb!))
        ? tables
            .filter((t) => !t.view && t.columns.some((c) => c.references?.table === subjectTable.name))
            .sort((a, b) => b.rowEstimate - a.rowEstimate)[0]?.name
        : undefined;
    // A kind named by a column ('which payment type is used the most') occurs in its own table's rows.
    const holding = OCCURRENCE_VERBS.has(lemma(verb!))
      ? tables.find(
          (t) =>
            !t.view &&
            t.columns.some(
              (c) =>
                c.role === 'category' &&
                subjectTokens.every((w) => identifierWords(c.name).map(canonical).includes(w)),
            ),
        )?.name
      : undefined;
    const counted =
      object && !['time', 'times', 'often'].includes(object)
        ? object
        : (tables.find((t) => identifierWords(t.name).some((w) => derivesFrom(lemma(w), lemma(verb!))))
            ?.name ??
          referring ??
          holding);
    // 'which venue sold the most tickets' ranks the tickets sold, not the orders holding them.
    const sold = object && /^(?:sold|bought|purchased)$/.test(verb!) ? object : null;
    if (sold) soldWord = sold;
    if (counted) {
      text = sold
        ? ` ${sold} sold by ${subjectWords} `
        : ` number of ${labelOf(counted)} by ${subjectWords} `;
      rankedFirst = how === 'most' ? 'desc' : 'asc';
    }
  }

  // 'which pet has the highest weight' asks for one (the verb agrees with one): the first answers.
  const one =
    /\bwhich [a-z ]+? (?:has|is|was) (?:the )?(highest|largest|biggest|greatest|longest|lowest|smallest|shortest|cheapest)\b/.exec(
      text,
    );
  if (!rankedFirst && one) rankedFirst = /lowest|smallest|shortest|cheapest/.test(one[1]!) ? 'asc' : 'desc';

  // ---- signs: 'which categories lose money' keeps the groups whose profit is below zero
  let having: Plan['having'] = null;
  text = text.replace(
    /\b(lose|loses|losing|lost) money\b|\bunprofitable\b|\bat a loss\b|\bloss making\b|\bnegative (profit|margin)s?\b/,
    () => {
      having = { operator: '<', value: 0 };
      return ' ';
    },
  );
  // The sign speaks of profit: it leads, so what follows 'which' is what is grouped.
  if (having) text = ` profit ${text}`;
  // 'what is the average…' asks for a figure, not for a grouping by 'what'.
  text = text.replace(/\b(what|which) (is|are|was|were)\b/g, ' ');
  const averageOfCounts = /\b(average|mean) (number|count) of\b/.test(text);
  text = text.replace(/\b(average|mean) (number|count) of\b/g, 'average');

  // ---- a flag named as a state: 'products are discontinued'
  const flagFilters: { word: string; negated: boolean; column?: CatalogColumn }[] = [];
  const isFlag = (w: string) => tables.some((t) => t.columns.some((c) => flagNamed(c, w)));
  text = text.replace(
    /\b(?:(?:are|is|were|was|being)\s+(?:not\s+|never\s+)?|(?:has|have|had)\s+(?:not\s+|never\s+)?been\s+|been\s+)([a-z]+)\s*(?=$|\?|\s)/g,
    (all, w: string) => {
      if (!isFlag(w)) return all;
      flagFilters.push({ word: w, negated: /\b(?:not|never)\b/.test(all) });
      return ' ';
    },
  );
  // 'active sensors', 'billable hours': a flag before a word naming its own table, or a number
  // its own table records, holds.
  const namesOwn = (t: CatalogTable, noun: string) =>
    identifierWords(t.name).map(canonical).includes(canonical(noun)) ||
    t.columns.some((c) => c.kind === 'number' && measureHead(c.name) === noun);
  text = text.replace(/\b([a-z]+)(?=\s+([a-z]+)\b)/g, (w: string, _: string, noun: string) => {
    const own = tables.some(
      (t) => namesOwn(t, noun) && t.columns.some((c) => c.kind === 'boolean' && flagNamed(c, w)),
    );
    if (!own) return w;
    flagFilters.push({ word: w, negated: false });
    return ' '.repeat(w.length);
  });
  // 'sales on weekends', 'during holidays': the rows of days or times the flag marks.
  text = text.replace(
    /\b(not\s+)?(?:on|during)\s+(?:an?\s+|the\s+)?([a-z]+)\b/g,
    (all, not: string | undefined, w: string) => {
      const word = isFlag(w) ? w : lemma(w);
      if (!isFlag(word)) return all;
      flagFilters.push({ word, negated: !!not });
      return ' ';
    },
  );
  // 'unpaid invoices', 'invoices are unpaid': the flag's negative.
  text = text.replace(/\bun([a-z]{3,})\b/g, (all, w: string) => {
    if (!isFlag(w)) return all;
    flagFilters.push({ word: w, negated: true });
    return ' ';
  });
  // 'customers who opted in to marketing' (`marketing_opt_in`), 'emails not verified'
  // (`is_email_verified`): a yes/no column of several words, every one of them said.
  for (const column of tables.flatMap((t) => t.columns)) {
    if (column.kind !== 'boolean') continue;
    const own = identifierWords(column.name)
      .filter((w) => !FLAG_MARKERS.has(w))
      .map(lemma);
    if (own.length < 2) continue;
    const said = [...text.matchAll(/[a-z]+/g)];
    const at = own.map((w) => said.find((m) => lemma(m[0]) === w));
    if (at.some((m) => !m)) continue;
    const spots = at.map((m) => m!.index!);
    const first = Math.min(...spots);
    // 'customers by marketing opt in' groups by the flag: it is no condition.
    if (/\b(?:by|per|each)\s+$/.test(text.slice(0, first))) continue;
    const blank = (from: number, length: number) => {
      text = `${text.slice(0, from)}${' '.repeat(length)}${text.slice(from + length)}`;
    };
    for (const m of at) blank(m!.index!, m![0].length);
    // 'did not opt in', 'opted not to': the flag's negative.
    const not = [...text.matchAll(/\b(?:not|never)\b/g)].find(
      (m) =>
        m.index! < Math.max(...spots) &&
        text
          .slice(m.index! + m[0].length, first)
          .trim()
          .split(/\s+/).length <= 1,
    );
    if (not) blank(not.index!, not[0].length);
    flagFilters.push({ word: labelOf(column.name), negated: !!not, column });
  }

  // ---- a count a column holds: 'hotels with 5 stars' (star_rating = 5), 'more than 3 bedrooms'
  const numberFilters: { word: string; operator: '=' | '>=' | '<'; value: number }[] = [];
  text = text.replace(
    /\b(?:with|have|has|having|of)\s+(?:(more than|over|at least|fewer than|less than|under|at most|exactly)\s+)?(\d+)\s+([a-z]+)\b/g,
    (all, how: string | undefined, n: string, w: string) => {
      const word = lemma(w);
      if (!tables.some((t) => t.columns.some((c) => countsWord(c, word)))) return all;
      const v = Number(n);
      // Whole numbers: 'more than 3' is 4 or more, 'at most 3' is below 4.
      const [operator, value]: ['=' | '>=' | '<', number] =
        how === 'more than' || how === 'over'
          ? ['>=', v + 1]
          : how === 'at least'
            ? ['>=', v]
            : how === 'fewer than' || how === 'less than' || how === 'under'
              ? ['<', v]
              : how === 'at most'
                ? ['<', v + 1]
                : ['=', v];
      numberFilters.push({ word, operator, value });
      return ' ';
    },
  );
  // 'tasks with priority 1', 'rooms on floor 3', 'a rating of 5': the whole number the column holds.
  text = text.replace(
    /\b(?:with|have|has|having|at|on)\s+(?:an?\s+)?([a-z]+)\s+(?:of\s+)?(\d+)\b/g,
    (all, w: string, n: string) => {
      const word = lemma(w);
      if (!tables.some((t) => t.columns.some((c) => countsWord(c, word)))) return all;
      numberFilters.push({ word, operator: '=', value: Number(n) });
      return ' ';
    },
  );

  // ---- something rows may lack, named as had or used: 'orders with a promo code', 'without one'
  const presenceFilters: { column: CatalogColumn; empty: boolean }[] = [];
  const optional = tables
    .flatMap((t) => t.columns.filter((c) => c.nullable && !c.primaryKey && c.kind !== 'boolean'))
    .map((column) => ({
      column,
      words: identifierWords(column.name).filter((w) => !(column.references && KEY_SUFFIXES.has(w))),
    }))
    .filter((o) => o.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (const { column, words } of optional) {
    const named = words.map((w) => `${escapeRegExp(w)}(?:e?s)?`).join('\\s+');
    text = text.replace(
      new RegExp(
        `\\b(with|without|has|have|had|having|use|uses|used|using)\\s+(no\\s+|an?\\s+|any\\s+)?${named}\\b`,
        'g',
      ),
      (_, verb: string, article: string | undefined) => {
        presenceFilters.push({ column, empty: verb === 'without' || article?.trim() === 'no' });
        return ' ';
      },
    );
  }

  // ---- an event's date named as a state: 'rentals not returned' are those with no return date
  const emptinessFilters: { verb: string; empty: boolean }[] = [];
  // Unnegated, a participle may instead name the date a time grouping or a duration reads.
  const timed =
    spans.length > 0 ||
    /\b(?:19|20)\d{2}\b/.test(text) ||
    GRAIN_WORDS.some(([pattern]) => pattern.test(text)) ||
    text.split(/\s+/).some((w) => DURATION_WORDS.includes(lemma(w)));
  text = text.replace(
    /\b(?:(not|never)\s+(?:yet\s+|been\s+|yet been\s+)?)?([a-z]+)\b/g,
    (all, negation: string | undefined, w: string) => {
      // 'unpaid invoices' are those not paid.
      const undone = !negation && w.startsWith('un') ? participleOf(w.slice(2)) : null;
      const verb = undone ?? participleOf(w);
      if (!verb || (!negation && !undone && timed)) return all;
      if (!tables.some((t) => t.columns.some((c) => datesEvent(c, verb)))) return all;
      emptinessFilters.push({ verb, empty: !!negation || !!undone });
      return ' ';
    },
  );

  // 'top 5 customers by number of orders': what follows 'by' is the measure, the subject is grouped.
  const measureAfterBy = /\b(by|per)\s+(the\s+)?(number|count|total|sum|average|amount)\s+of\b/.test(text);

  // ---- a month named: 'in March 2025', 'since Jan 2024', 'until June 2025'
  text = text.replace(
    /\b(?:(in|during|for|of|since|from|after|before|until|till)\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d{2})\b/g,
    (all, word: string | undefined, m: string, y: string) => {
      const month = MONTH_WORDS.indexOf(m);
      if (!MONTH_NAMES[month]!.startsWith(all.trim().split(/\s+/).at(-2)!.replace('.', ''))) return all;
      const first = `${y}-${String(month + 1).padStart(2, '0')}-01`;
      const next = monthAfter(Number(y), month);
      if (word === 'since' || word === 'from') spans.push({ from: first, to: null });
      else if (word === 'after') spans.push({ from: next, to: null });
      else if (word === 'before') spans.push({ from: null, to: first });
      else if (word === 'until' || word === 'till') spans.push({ from: null, to: next });
      else spans.push({ from: first, to: next });
      return ' ';
    },
  );

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
  if (rankedFirst && limit === null) {
    limit = 1;
    direction = rankedFirst;
  }
  const latest = /\b(latest|last|recent|newest)\s+(\d{1,3})\b/.exec(text);
  if (latest) {
    limit = Math.min(Number(latest[2]), 1000);
    text = text.replace(latest[0], ` ${latest[1]} `);
  }
  const rankWord: 'asc' | 'desc' | null =
    /\b(top|best|most|best-selling|highest|largest|biggest|longest)\b/.test(text)
      ? 'desc'
      : /\b(worst|least|bottom|fewest|lowest|smallest|shortest|cheapest)\b/.test(text)
        ? 'asc'
        : null;

  // A measure named as a rate ('hours per week') is read as the column, not as a weekly grain.
  for (const table of tables)
    for (const column of table.columns) {
      const label = labelOf(column.name);
      if (column.role === 'measure' && label.includes(' per ') && text.includes(` ${label} `))
        text = text.replace(` ${label} `, ` ${label.replace(' per ', ' ')} `);
    }

  // ---- time grain
  /** Two words that stand together in a column's name ('monthly price', 'list price'). */
  const columnPairs = new Set(
    tables.flatMap((t) =>
      t.columns.flatMap((c) => {
        const w = identifierWords(c.name).map(canonical);
        return w.slice(1).map((word, i) => `${w[i]} ${word}`);
      }),
    ),
  );
  let grain: TimeGrain | null = null;
  for (const [pattern, g] of GRAIN_WORDS) {
    const m = pattern.exec(text);
    if (!m) continue;
    // 'monthly price' names a column, not a grain.
    const next = /^\s+([a-z]+)/.exec(text.slice(m.index + m[0].length))?.[1];
    if (next && columnPairs.has(`${canonical(m[0])} ${canonical(next)}`)) continue;
    grain = g;
    text = text.replace(pattern, ' ');
    break;
  }

  // ---- aggregate
  let aggregate: Aggregate | null = null;
  let superlative = false;
  for (const [pattern, agg] of AGGREGATE_PHRASES) {
    const m = pattern.exec(text);
    if (!m) continue;
    // 'highest'/'biggest' rank groups when something is grouped; they take the maximum otherwise.
    superlative = (agg === 'max' || agg === 'min') && !/^(max|min)/.test(m[0]);
    aggregate = agg;
    // 'total price' sums a column called so: the word stays to name it.
    const next = /^\s+([a-z]+)/.exec(text.slice(m.index + m[0].length))?.[1];
    if (next && columnPairs.has(`${canonical(m[0])} ${canonical(next)}`)) break;
    text = text.replace(pattern, ' ');
    break;
  }
  const distinct = /\b(distinct|unique|different)\b/.test(text);

  // Words a filter would name ('for dogs'): left unexplained, they would be silently dropped.
  const filterWords = [
    ...text.matchAll(/\b(?:for|in|from|at|with|without|about)\s+(?:the\s+|a\s+|an\s+)?([a-z]+)/g),
  ]
    .map((m) => m[1]!)
    .filter((w) => !STOP_WORDS.has(w) && !GROUP_WORDS.has(w) && w !== 'each')
    .map(canonical);

  // ---- phrases: the subject, and what follows 'by' / 'per' / 'each' / 'which'
  // Quotes around a word and a possessive 's say nothing of what it names ("customers' orders").
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
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
    // A common word that ends a column's name with the word before it ('quantity ordered') or begins
    // one with the word after it ('list price') is read.
    const target = current ?? subject;
    const next = words[i + 1];
    if (
      STOP_WORDS.has(w) &&
      ((target.length > 0 && columnPairs.has(`${target.at(-1)} ${canonical(w)}`)) ||
        (next !== undefined && columnPairs.has(`${canonical(w)} ${canonical(next)}`)))
    ) {
      target.push(canonical(w));
      continue;
    }
    if (STOP_WORDS.has(w) || w === 'and' || w === 'distinct' || w === 'unique') {
      if (current && current.length > 0 && !['the', 'a', 'an', 'each', 'every'].includes(w)) current = null;
      continue;
    }
    (current ?? subject).push(canonical(w));
  }
  const phrases = groups.filter((g) => g.length > 0);
  // 'which category has the highest revenue' ranks categories; 'lowest discount by channel' takes
  // each channel's minimum.
  const asksWhich = /\b(which|what|who)\b/i.test(description);
  const superlativeAggregate = superlative && asksWhich && phrases.length > 0 ? aggregate : null;
  if (superlativeAggregate) aggregate = null;
  // Values set inside replace callbacks: TypeScript's narrowing does not see those assignments.
  return {
    valueHits,
    soldWord,
    having: having as Plan['having'],
    averageOfCounts,
    flagFilters,
    emptinessFilters,
    presenceFilters,
    numberFilters,
    measureAfterBy,
    years,
    since,
    spans,
    limit: limit as number | null,
    direction: direction as 'asc' | 'desc' | null,
    rankWord,
    grain: grain as TimeGrain | null,
    aggregate: aggregate as Aggregate | null,
    superlativeAggregate,
    distinct,
    filterWords,
    subject,
    phrases,
  };
}
