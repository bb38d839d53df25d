import type { CellValue, ContentNode, ModuleType } from '../../contract/dataInsights.ts';
import { isIdentifierColumn } from '../../contract/identifierColumns.ts';
import type { QueryResult } from './connectors/connector.ts';
import type { Plan } from './planner/plan.ts';
import { labelOf } from './planner/vocabulary.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const format = (v: CellValue) => (typeof v === 'number' ? number.format(v) : v === null ? '—' : String(v));
/** A cell of `column` as text: identifiers (postal codes, ids, years) as they are, without grouping. */
const formatIn = (column: string, rows: Record<string, CellValue>[]) => {
  const identifier = isIdentifierColumn(
    column,
    rows.map((r) => r[column] ?? null),
  );
  return (v: CellValue): string => (typeof v === 'number' && identifier ? String(v) : format(v));
};
const numeric = (v: CellValue) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
      ? Number(v)
      : v;

/** Which result columns are categories (x, index) and which are values, from the plan or the data. */
function roles(result: QueryResult, plan: Plan | null) {
  if (plan && plan.measure.aggregate !== 'none')
    return { index: plan.dimensions.map((d) => d.alias), values: [plan.measure.alias] };
  // Postal codes, ids and years are numbers that name things: categories, never values.
  const values = result.columns.filter(
    (c) =>
      result.rows.length > 0 &&
      result.rows.every((r) => r[c] === null || typeof numeric(r[c]!) === 'number') &&
      !isIdentifierColumn(
        c,
        result.rows.map((r) => r[c] ?? null),
      ),
  );
  const index = result.columns.filter((c) => !values.includes(c));
  return { index, values: index.length ? values : values.slice(1) };
}

const header = (column: string, plan: Plan | null) => {
  if (plan?.measure.alias === column) return labelOf(column).replace(/^./, (c) => c.toUpperCase());
  const d = plan?.dimensions.find((x) => x.alias === column);
  return (d ? d.label : labelOf(column) || column).replace(/^./, (c) => c.toUpperCase());
};

/**
 * The module's content from its rows (spec §3 'Generated content'): a KPI row of headings, a
 * table, a chart (bar, line, pie) with its dataSet, or a paragraph of text.
 */
export function shapeContent(
  id: string,
  result: QueryResult,
  plan: Plan | null,
  moduleType: ModuleType,
  title: string,
): ContentNode {
  const { index, values } = roles(result, plan);
  const rows = result.rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, values.includes(k) ? numeric(v) : v])),
  );
  const cellFormat = new Map(index.map((k) => [k, formatIn(k, rows)] as const));
  const cell = (k: string, v: CellValue) => (cellFormat.get(k) ?? format)(v);
  const table = (): ContentNode => ({
    id: `${id}-table`,
    type: 'table',
    data: { columns: result.columns.map((c) => ({ header: header(c, plan), key: c })), rows },
  });
  if (
    moduleType === 'table' ||
    (plan?.measure.aggregate === 'none' && moduleType !== 'text') ||
    values.length === 0
  )
    return table();

  if (moduleType === 'kpi') {
    const shown = rows.slice(0, 4);
    return {
      id,
      type: 'row',
      data: {
        children: shown.map((r, i) => ({
          id: `${id}-kpi-${i}`,
          type: 'column',
          data: {
            children: [
              {
                id: `${id}-kpi-${i}-value`,
                type: 'heading',
                data: { level: 2, text: format(r[values[0]!] ?? null) },
              },
              {
                id: `${id}-kpi-${i}-label`,
                type: 'text',
                data: {
                  text: index.length
                    ? index.map((k) => cell(k, r[k] ?? null)).join(' · ')
                    : header(values[0]!, plan),
                },
              },
            ],
          },
        })),
      },
    };
  }

  if (moduleType === 'text') {
    const lines = rows
      .slice(0, 20)
      .map(
        (r) =>
          `${index.map((k) => cell(k, r[k] ?? null)).join(' · ') || header(values[0]!, plan)}: ${format(r[values[0]!] ?? null)}`,
      );
    return {
      id,
      type: 'div',
      data: {
        children: [
          { id: `${id}-heading`, type: 'heading', data: { level: 3, text: title } },
          { id: `${id}-list`, type: 'list', data: { items: lines } },
        ],
      },
    };
  }

  const timeFirst = Boolean(plan?.dimensions[0]?.grain);
  const chartType =
    moduleType === 'pie'
      ? 'pie'
      : moduleType === 'line' || (moduleType === 'chart' && timeFirst)
        ? 'line'
        : 'bar';
  const indexBy = index[0] ?? 'label';
  let dataSet = rows.map((r) => ({
    [indexBy]: index.length
      ? (index.map((k) => cell(k, r[k] ?? null)).join(' · ') as CellValue)
      : header(values[0]!, plan),
    [values[0]!]: r[values[0]!] ?? null,
  }));
  // Two groups may share a name (two pets called Bella, kept apart by their key): a chart needs
  // each bar or slice named once, so a repeated name is numbered.
  if (index.length === 1) {
    const seen = new Map<CellValue, number>();
    for (const row of dataSet) {
      const label = row[indexBy]!;
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      if (n > 1) row[indexBy] = `${label} (${n})`;
    }
  }
  let keys = [values[0]!];
  // Two groupings: one series per value of the second, side by side on the first.
  if (index.length === 2 && chartType !== 'pie') {
    const series = [...new Set(rows.map((r) => cell(index[1]!, r[index[1]!] ?? null)))].slice(0, 12);
    const byIndex = new Map<string, Record<string, CellValue>>();
    for (const r of rows) {
      const key = cell(index[0]!, r[index[0]!] ?? null);
      const s = cell(index[1]!, r[index[1]!] ?? null);
      if (!series.includes(s)) continue;
      const entry = byIndex.get(key) ?? { [indexBy]: key };
      entry[s] = r[values[0]!] ?? null;
      byIndex.set(key, entry);
    }
    dataSet = [...byIndex.values()];
    keys = series;
  }
  return {
    id,
    type: chartType,
    data: {
      height: 320,
      dataSet,
      indexBy,
      keys,
      xLabel: index.map((k) => header(k, plan)).join(' · ') || undefined,
      yLabel: header(values[0]!, plan),
    },
  };
}
