import type { ConnectionDefinitions } from '../../../contract/connectionDefinitions.ts';
import type { CatalogColumn, CatalogTable, QueryPlan } from '../../../contract/dataInsights.ts';
import { ApiError } from '../../reply.ts';
import { readableCatalog } from './columnPrefixes.ts';
import { borrowedLabel, groupingLabel, keyBeside, personName } from './entityLabel.ts';
import { withImpliedKeys } from './impliedKeys.ts';
import { foreignKeyPaths, MAX_JOIN_STEPS } from './joinPaths.ts';
import { inWholeUnits } from './moneyColumns.ts';
import {
  type Dimension,
  type Filter,
  type Formula,
  type Join,
  measureTitle,
  type Plan,
  testsEmptiness,
} from './plan.ts';
import { spokenWords } from './spokenWords.ts';
import {
  catalogVocabulary,
  labelOf,
  namesTablesInSingular,
  pluralLabel,
  singularLabel,
} from './vocabulary.ts';

/** An edited reading that does not fit the catalog: said in the reading's own terms. */
class InvalidReading extends ApiError {
  constructor(message: string) {
    super(422, message);
  }
}

const NUMERIC_AGGREGATES = new Set(['sum', 'avg']);
const ORDERED_AGGREGATES = new Set(['min', 'max']);
const MAX_LIMIT = 1000;
const aliasOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** A person's last name read with the first, so two people called Anna stay two groups. */
function lastNameBeside(table: CatalogTable, column: CatalogColumn): string | null {
  const person = personName(table);
  return person && person[0] === column ? person[1].name : null;
}

/**
 * An edited reading may measure a metric only as the connection defines it: its expression is the
 * stored one (checked by the gate when it was saved), never SQL sent with the reading.
 */
function definedFormula(
  formula: Formula | null,
  root: CatalogTable,
  definitions: ConnectionDefinitions | undefined,
): Formula | null {
  if (formula?.kind !== 'expression') return formula;
  const metric = definitions?.metrics.find((d) => d.table === root.name && d.expression === formula.sql);
  if (!metric) throw new InvalidReading('The reading measures a metric this connection does not define.');
  return { kind: 'expression', sql: metric.expression, columns: root.columns.map((c) => c.name) };
}

/**
 * A plan from its parts, as the user edited them or as an alternative offered them: every table
 * and column must be in the catalog, each aggregate must fit its column's kind, and every table
 * must be reachable over foreign keys. The description is not read again.
 */
export function planFromParts(
  parts: QueryPlan,
  tables: CatalogTable[],
  definitions?: ConnectionDefinitions,
): Plan {
  const keyed = withImpliedKeys(tables);
  const readable = readableCatalog(keyed);
  if (!readable) return planOver(parts, keyed, definitions);
  return readable.plan(planOver(readable.parts(parts), readable.tables, readable.definitions(definitions)));
}

function planOver(parts: QueryPlan, tables: CatalogTable[], definitions?: ConnectionDefinitions): Plan {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const tableOf = (name: string) => {
    const table = byName.get(name);
    if (!table) throw new InvalidReading(`The reading names a table '${name}' the index does not hold.`);
    return table;
  };
  const columnOf = (table: CatalogTable, name: string): CatalogColumn => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new InvalidReading(`${table.name} has no column '${name}'.`);
    return column;
  };
  const { path, shortestRoutes, fansOut } = foreignKeyPaths(tables);
  const say = spokenWords('', catalogVocabulary(tables));
  /** The route to a table: the one the reading took (through its tables) when it was among the shortest. */
  const routeTo = (needed: string) =>
    shortestRoutes(parts.measure.table, needed)?.find((r) =>
      r.every((j) => parts.tables.includes(j.table)),
    ) ?? path(parts.measure.table, needed);

  // ---- the measure
  const m = parts.measure;
  const root = tableOf(m.table);
  const aggregate = m.aggregate;
  const formula = definedFormula((m.formula ?? null) as Formula | null, root, definitions);
  const numeric = (name: string) => {
    const c = columnOf(root, name);
    if (c.kind !== 'number')
      throw new InvalidReading(`${labelOf(name)} is not a number, so it cannot be computed with.`);
  };
  if (formula) {
    const product = formula.kind === 'product' ? formula : formula.kind === 'perKey' ? formula.of : null;
    if (product) {
      for (const f of product.factors) numeric(f);
      if (product.discount) numeric(product.discount);
    }
    if (formula.kind === 'days')
      for (const name of [formula.start, formula.end])
        if (columnOf(root, name).kind !== 'time')
          throw new InvalidReading(`${labelOf(name)} is not a date, so no days can be counted from it.`);
    if (formula.kind === 'ratio') for (const name of [formula.numerator, formula.denominator]) numeric(name);
    if (formula.kind === 'perKey') columnOf(root, formula.key);
    if ((formula.kind === 'ratio' || formula.kind === 'perKey') && aggregate !== 'sum')
      throw new InvalidReading(`${m.label} is a ratio: it is taken as it is, not as a ${aggregate}.`);
    if (aggregate === 'count' || aggregate === 'count_distinct' || aggregate === 'none')
      throw new InvalidReading(
        `${m.label} is computed from its columns: choose a sum, an average, a lowest or a highest.`,
      );
  } else if (m.column) {
    const column = columnOf(root, m.column);
    if (NUMERIC_AGGREGATES.has(aggregate) && column.kind !== 'number')
      throw new InvalidReading(
        `${labelOf(column.name)} is not a number, so it has no ${aggregate === 'sum' ? 'total' : 'average'}. Choose a count instead.`,
      );
    if (ORDERED_AGGREGATES.has(aggregate) && column.kind !== 'number' && column.kind !== 'time')
      throw new InvalidReading(
        `${labelOf(column.name)} is neither a number nor a date, so it has no lowest or highest.`,
      );
  } else if (aggregate !== 'count' && aggregate !== 'count_distinct' && aggregate !== 'none') {
    throw new InvalidReading(`A ${aggregate} needs a column to take it of; without one, rows are counted.`);
  }
  const whole = !formula && m.column ? inWholeUnits(aggregate, columnOf(root, m.column)) : null;
  const label = whole
    ? whole.label
    : formula
      ? m.label
      : m.column
        ? labelOf(m.column)
        : pluralLabel(root.name, namesTablesInSingular(tables));
  const alias = aliasOf(measureTitle(aggregate, label, whole?.formula ?? formula));

  // ---- dimensions: a date column is grouped by the reading's time grain
  let grain = parts.timeGrain;
  const dimensions: Dimension[] = parts.dimensions.map((d) => {
    const table = tableOf(d.table);
    const column = columnOf(table, d.column);
    if (column.kind === 'time' && grain) {
      const g = grain;
      grain = null;
      return { table: table.name, column: column.name, label: labelOf(column.name), alias: g, grain: g };
    }
    const also = lastNameBeside(table, column);
    // A row called by the name of its one-to-one row (a customer by its user's name) is said as itself.
    const via = routeTo(table.name)?.at(-1);
    const caller = via ? byName.get(via.from) : undefined;
    const key = keyBeside(table, column, tables);
    const dimLabel = say(
      caller && borrowedLabel(caller, tables)?.column === column
        ? singularLabel(caller.name)
        : groupingLabel(table, column, !!key),
    );
    return {
      table: table.name,
      column: column.name,
      label: dimLabel,
      alias: aliasOf(dimLabel),
      grain: null,
      also,
      key,
    };
  });
  if (grain) throw new InvalidReading(`A ${grain}ly grain needs a date column to group by.`);
  const aliases = new Set<string>([alias]);
  for (const d of dimensions) {
    if (aliases.has(d.alias)) throw new InvalidReading(`${d.label} is grouped by twice.`);
    aliases.add(d.alias);
  }

  // ---- filters: a comparison on a date is a date bound
  const filters: Filter[] = parts.filters.map((f) => {
    const column = columnOf(tableOf(f.table), f.column);
    const temporal = column.kind === 'time';
    if (testsEmptiness(f.operator))
      return { table: f.table, column: f.column, operator: f.operator, value: '', temporal: false };
    if (temporal && (typeof f.value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(f.value)))
      throw new InvalidReading(
        `${labelOf(column.name)} is a date: compare it with a date such as 2016-01-01.`,
      );
    if (!temporal && f.operator !== '=' && column.kind !== 'number')
      throw new InvalidReading(`${labelOf(column.name)} is compared by equality only.`);
    const flag = column.kind === 'boolean';
    if (flag && f.value !== 'true' && f.value !== 'false')
      throw new InvalidReading(`${labelOf(column.name)} is yes or no: compare it with true or false.`);
    return {
      table: f.table,
      column: f.column,
      operator: f.operator,
      value: f.value,
      temporal,
      ...(flag ? { flag } : {}),
    };
  });

  // ---- joins along foreign keys, and the grain the measure is taken at
  const joins: Join[] = [];
  for (const needed of [...dimensions, ...filters].map((x) => x.table)) {
    const route = routeTo(needed);
    if (!route)
      throw new InvalidReading(
        `No chain of at most ${MAX_JOIN_STEPS} foreign keys links ${root.name} to ${needed}: choose a column of a table linked to it.`,
      );
    for (const step of route) if (!joins.some((j) => j.table === step.table)) joins.push(step);
  }
  const rootKey = root.columns.filter((c) => c.primaryKey);
  const counting = aggregate === 'count' || aggregate === 'count_distinct';
  const repeats = fansOut(joins);
  const distinctKey =
    (repeats || (counting && aggregate === 'count_distinct')) && rootKey.length === 1
      ? rootKey[0]!.name
      : null;
  if (repeats && (formula?.kind === 'ratio' || formula?.kind === 'perKey'))
    throw new InvalidReading(
      `Grouping by ${joins.map((j) => j.table).join(', ')} repeats rows of ${root.name}, and a ratio over repeated rows would be wrong.`,
    );
  if (repeats && !distinctKey && !counting)
    throw new InvalidReading(
      `Grouping by ${joins.map((j) => j.table).join(', ')} repeats rows of ${root.name}, and ${root.name} has no single-column primary key to take each ${label} once.`,
    );

  // ---- a listing shows the table's own columns, latest first
  const listTime = aggregate === 'none' ? root.columns.find((c) => c.kind === 'time') : undefined;
  const shown = root.columns.filter((c) => !c.references && (c.role !== 'key' || c.primaryKey)).slice(0, 8);
  if (listTime && !shown.includes(listTime)) shown.push(listTime);
  const listColumns =
    aggregate === 'none'
      ? shown.map((c) => ({ table: root.name, column: c.name, alias: c.name, label: labelOf(c.name) }))
      : [];

  // ---- order and limit
  if (parts.limit !== null && (!Number.isInteger(parts.limit) || parts.limit < 1 || parts.limit > MAX_LIMIT))
    throw new InvalidReading(`Limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  let limit = parts.limit;
  let order: Plan['order'] = null;
  if (aggregate === 'none') {
    order = listTime ? { alias: listTime.name, direction: parts.order ?? 'desc' } : null;
    limit ??= 10;
  } else if (parts.order) {
    order = { alias, direction: parts.order };
  } else if (dimensions[0]?.grain) {
    order = { alias: dimensions[0].alias, direction: 'asc' };
  }

  return {
    root: root.name,
    measure: {
      aggregate,
      table: root.name,
      column: formula ? null : m.column,
      label,
      alias,
      formula: whole?.formula ?? formula,
    },
    having: parts.having ?? null,
    distinctKey,
    dimensions,
    listColumns,
    filters,
    joins,
    order,
    limit,
  };
}
