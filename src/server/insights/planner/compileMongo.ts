import { ApiError } from '../../reply.ts';
import type { MongoQuery } from '../connectors/connector.ts';
import { type Plan, type TimeGrain, testsEmptiness } from './plan.ts';

const FORMATS: Record<Exclude<TimeGrain, 'quarter' | 'week'>, string> = {
  day: '%Y-%m-%d',
  month: '%Y-%m',
  year: '%Y',
};

/** A date at its grain, as the SQL compilers write it: a quarter is '2023-Q1', a week its Monday. */
function grainOf(date: string, grain: TimeGrain): Record<string, unknown> {
  if (grain === 'week')
    return {
      $dateToString: {
        format: '%Y-%m-%d',
        date: { $dateTrunc: { date, unit: 'week', startOfWeek: 'monday' } },
      },
    };
  if (grain !== 'quarter') return { $dateToString: { format: FORMATS[grain], date } };
  return {
    $concat: [
      { $dateToString: { format: '%Y', date } },
      '-Q',
      { $toString: { $ceil: { $divide: [{ $month: date }, 3] } } },
    ],
  };
}

/**
 * The plan as an aggregation pipeline: $lookup per join (joined documents under their table's
 * name), $match, $group, $sort, $limit.
 */
export function compileMongo(plan: Plan): MongoQuery {
  if (plan.measure.formula || plan.having)
    throw new ApiError(
      422,
      `'${plan.measure.label}' is computed from several fields, which MongoDB modules do not do yet; write the pipeline by hand.`,
    );
  const pipeline: Record<string, unknown>[] = [];
  const path = (table: string, column: string) => (table === plan.root ? column : `${table}.${column}`);
  for (const j of plan.joins) {
    const local = path(j.from, j.fromColumn);
    pipeline.push({ $lookup: { from: j.table, localField: local, foreignField: j.column, as: j.table } });
    pipeline.push({ $unwind: `$${j.table}` });
  }
  if (plan.filters.length > 0) {
    const match: Record<string, Record<string, unknown>> = {};
    for (const f of plan.filters) {
      const field = path(f.table, f.column);
      if (testsEmptiness(f.operator)) {
        match[field] = { ...match[field], [f.operator === 'is empty' ? '$eq' : '$ne']: null };
        continue;
      }
      const value = f.temporal
        ? new Date(`${f.value}T00:00:00Z`)
        : f.flag && typeof f.value === 'string'
          ? f.value !== 'false'
          : f.value;
      const op = f.operator === '=' ? '$eq' : f.operator === '>=' ? '$gte' : '$lt';
      match[field] = { ...match[field], [op]: value };
    }
    pipeline.push({ $match: match });
  }
  if (plan.measure.aggregate === 'none') {
    pipeline.push({ $project: Object.fromEntries(plan.listColumns.map((c) => [c.alias, `$${c.column}`])) });
  } else {
    const id: Record<string, unknown> = {};
    for (const d of plan.dimensions)
      id[d.alias] = d.grain ? grainOf(`$${path(d.table, d.column)}`, d.grain) : `$${path(d.table, d.column)}`;
    const m = plan.measure;
    let measureField = m.column ? `$${path(m.table, m.column)}` : null;
    if (plan.distinctKey) {
      // A $lookup fans the root's documents out: keep each one once per group first.
      pipeline.push({
        $group: {
          _id: { ...id, row_key: `$${plan.distinctKey}` },
          ...(measureField ? { measure_value: { $first: measureField } } : {}),
        },
      });
      for (const d of plan.dimensions) id[d.alias] = `$_id.${d.alias}`;
      measureField = measureField ? '$measure_value' : null;
    }
    // The distinct values of a field are gathered, then counted.
    const distinctValues = m.aggregate === 'count_distinct' && m.column !== null;
    const value = distinctValues
      ? { $addToSet: measureField }
      : m.aggregate === 'count' || m.aggregate === 'count_distinct'
        ? { $sum: 1 }
        : { [`$${m.aggregate}`]: measureField };
    pipeline.push({ $group: { _id: plan.dimensions.length ? id : null, [m.alias]: value } });
    pipeline.push({
      $project: {
        _id: 0,
        ...Object.fromEntries(plan.dimensions.map((d) => [d.alias, `$_id.${d.alias}`])),
        [m.alias]: distinctValues ? { $size: `$${m.alias}` } : 1,
      },
    });
  }
  if (plan.order) pipeline.push({ $sort: { [plan.order.alias]: plan.order.direction === 'desc' ? -1 : 1 } });
  if (plan.limit !== null) pipeline.push({ $limit: plan.limit });
  return { collection: plan.root, pipeline };
}
