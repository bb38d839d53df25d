import { useSelector } from '@xstate/react';
import { MODULE_TYPES, type ModuleType } from '../../../machines/insightModule.machine.ts';
import {
  type Aggregate,
  aggregatesFor,
  columnIn,
  LIMIT_CHOICES,
  type PlanChange,
  TIME_GRAINS,
  type TimeGrain,
} from '../../../machines/planParts.ts';
import type { ModuleActor } from '../../../machines/reportPage.machine.ts';
import type { CatalogTable, QueryPlan } from '../../contract/dataInsights.ts';
import * as s from './Insights.css.ts';

const AGGREGATE_NAMES: Record<Aggregate, string> = {
  sum: 'Total',
  avg: 'Average',
  min: 'Lowest',
  max: 'Highest',
  count: 'Number of',
  count_distinct: 'Distinct number of',
  none: 'Latest rows',
};
const CHART_NAMES: Record<ModuleType, string> = {
  chart: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie',
  table: 'Table',
  kpi: 'KPI',
  text: 'Text',
};
const words = (name: string) => name.replace(/[_.]+/g, ' ').trim();
/** A table or column as the server says it ('city'), else its database name in words. */
const said = (entry: { name: string; label?: string }) => entry.label ?? words(entry.name);
/** A filter as it reads: as the server said it ('weekend is set'), else 'country = Peru'. */
const filterWords = (f: QueryPlan['filters'][number]) =>
  f.label ??
  (f.operator === 'is empty' || f.operator === 'is set'
    ? `${words(f.column)} ${f.operator}`
    : `${words(f.column)} ${f.operator} ${f.value}`);
const ref = (table: string, column: string | null) => `${table}|${column ?? ''}`;
const parseRef = (value: string) => {
  const at = value.lastIndexOf('|');
  return { table: value.slice(0, at), column: value.slice(at + 1) || null };
};

/** One labelled select of the reading. */
function Part({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={s.part}>
      {label}
      <select
        className={s.partSelect}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * How a module's description was read, as parts to correct one at a time (each a choice from the
 * project's catalog), and the other readings one click away. It renders the module's machine.
 */
export function InterpretationParts({ actor, tables }: { actor: ModuleActor; tables: CatalogTable[] }) {
  const plan = useSelector(actor, (snap) => snap.context.plan);
  const readings = useSelector(actor, (snap) => snap.context.alternatives);
  const moduleType = useSelector(actor, (snap) => snap.context.module.moduleType);
  const canCorrect = useSelector(actor, (snap) =>
    snap.can({ type: 'module.correct', change: { part: 'order', value: null } }),
  );
  if (!plan) return null;
  const correct = (change: PlanChange) => actor.send({ type: 'module.correct', change });
  const m = plan.measure;
  const measureKind = columnIn(tables, m.table, m.column)?.kind ?? null;

  const measures = [
    ...tables.map((t) => ({ value: ref(t.name, null), label: `${said(t)} (rows)` })),
    ...tables.flatMap((t) =>
      t.columns
        .filter((c) => c.kind === 'number' && c.role !== 'key')
        .map((c) => ({ value: ref(t.name, c.name), label: `${said(c)} (${said(t)})` })),
    ),
  ];
  const measureValue = m.formula ? 'formula' : ref(m.table, m.column);
  if (!measures.some((o) => o.value === measureValue))
    measures.unshift({ value: measureValue, label: m.label });

  const dimension = plan.dimensions[0] ?? null;
  const groupings = [
    { value: '', label: 'Nothing' },
    ...tables.flatMap((t) =>
      t.columns
        .filter((c) => c.role === 'category' || c.role === 'time' || c.kind === 'time')
        .map((c) => ({ value: ref(t.name, c.name), label: `${said(c)} (${said(t)})` })),
    ),
  ];
  const groupingValue = dimension ? ref(dimension.table, dimension.column) : '';
  if (dimension && !groupings.some((o) => o.value === groupingValue))
    groupings.push({ value: groupingValue, label: dimension.label });

  const limits = [...new Set([...(plan.limit ? [plan.limit] : []), ...LIMIT_CHOICES])].sort((a, b) => a - b);

  return (
    <div className={s.status}>
      <fieldset className={s.parts} aria-label="Reading">
        <Part
          label="Measure"
          value={measureValue}
          options={measures}
          disabled={!canCorrect}
          onChange={(value) => {
            const { table, column } = parseRef(value);
            correct({ part: 'measure', table, column, kind: columnIn(tables, table, column)?.kind ?? null });
          }}
        />
        {m.aggregate !== 'none' && (
          <Part
            label="Aggregate"
            value={m.aggregate}
            options={[...new Set([m.aggregate, ...aggregatesFor(measureKind, !!m.formula)])].map((a) => ({
              value: a,
              label: AGGREGATE_NAMES[a],
            }))}
            disabled={!canCorrect}
            onChange={(value) => correct({ part: 'aggregate', value: value as Aggregate })}
          />
        )}
        <Part
          label="Group by"
          value={groupingValue}
          options={groupings}
          disabled={!canCorrect}
          onChange={(value) => {
            if (!value) return correct({ part: 'grouping', table: '', column: null, kind: null });
            const { table, column } = parseRef(value);
            correct({ part: 'grouping', table, column, kind: columnIn(tables, table, column)?.kind ?? null });
          }}
        />
        {plan.timeGrain && (
          <Part
            label="Time grain"
            value={plan.timeGrain}
            options={TIME_GRAINS.map((g) => ({ value: g, label: g }))}
            disabled={!canCorrect}
            onChange={(value) => correct({ part: 'grain', value: value as TimeGrain })}
          />
        )}
        <Part
          label="Order"
          value={plan.order ?? ''}
          options={[
            { value: '', label: plan.timeGrain ? 'By time' : 'Not ordered' },
            { value: 'desc', label: 'Highest first' },
            { value: 'asc', label: 'Lowest first' },
          ]}
          disabled={!canCorrect}
          onChange={(value) =>
            correct({ part: 'order', value: value === '' ? null : (value as 'asc' | 'desc') })
          }
        />
        <Part
          label="Limit"
          value={plan.limit === null ? '' : String(plan.limit)}
          options={[
            { value: '', label: 'All' },
            ...limits.map((n) => ({ value: String(n), label: `Top ${n}` })),
          ]}
          disabled={!canCorrect}
          onChange={(value) => correct({ part: 'limit', value: value === '' ? null : Number(value) })}
        />
        <Part
          label="Chart"
          value={moduleType}
          options={MODULE_TYPES.filter((t) => t !== 'text').map((t) => ({ value: t, label: CHART_NAMES[t] }))}
          disabled={!canCorrect}
          onChange={(value) => actor.send({ type: 'module.chartType', value: value as ModuleType })}
        />
        {plan.filters.map((f, index) => (
          <button
            type="button"
            key={`${f.table}.${f.column}.${f.operator}.${f.value}`}
            className={s.filterChip}
            disabled={!canCorrect}
            aria-label={`Remove filter ${filterWords(f)}`}
            onClick={() => correct({ part: 'removeFilter', index })}
          >
            {filterWords(f)} ×
          </button>
        ))}
      </fieldset>
      {readings.length > 0 && (
        <nav aria-label="Other readings">
          <p className={s.status}>Or did you mean:</p>
          <ul className={s.readings}>
            {readings.map((r, index) => (
              <li key={r.interpretation}>
                <button
                  type="button"
                  className={s.readingButton}
                  disabled={!canCorrect}
                  onClick={() => actor.send({ type: 'module.chooseReading', index })}
                >
                  {r.interpretation}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
