import { type ConnectionDefinitions, objectParts } from '../../contract/connectionDefinitions.ts';
import type { CatalogTable, ConnectionType } from '../../contract/dataInsights.ts';
import { ApiError } from '../reply.ts';
import { checkMetricExpression, MetricRefused } from './gate/metricExpression.ts';

/** A refused definition: 422, the message naming the definition and what is wrong. */
const refused = (field: string, message: string) => new ApiError(422, message, { [field]: message });

/**
 * Checks every definition against the connection's indexed catalog (its tables and columns exist)
 * and every metric's expression through the query gate; the first refusal is thrown.
 */
export async function checkDefinitions(
  definitions: ConnectionDefinitions,
  catalog: CatalogTable[],
  type: ConnectionType,
  connectionName: string,
): Promise<void> {
  const tableOf = (name: string) => catalog.find((t) => t.name === name);
  const where = (field: string, what: string, table: string, column?: string) => {
    const t = tableOf(table);
    if (!t) throw refused(field, `${what}: there is no table '${table}' in the index of ${connectionName}.`);
    if (column === undefined) return { table: t, column: undefined };
    const c = t.columns.find((x) => x.name === column);
    if (!c) throw refused(field, `${what}: ${table} has no column '${column}'.`);
    return { table: t, column: c };
  };
  for (const [i, m] of definitions.metrics.entries()) {
    const what = `Metric '${m.name}'`;
    const { table } = where(`metrics.${i}`, what, m.table);
    try {
      await checkMetricExpression(type, m.expression, table);
    } catch (err) {
      if (err instanceof MetricRefused) throw refused(`metrics.${i}`, `${what}: ${err.message}`);
      throw err;
    }
  }
  const isTable = (name: string) => tableOf(name) !== undefined;
  for (const [i, n] of definitions.names.entries()) {
    const { table, column } = objectParts(n.object, isTable);
    where(`names.${i}`, `Other name '${n.name}'`, table, column);
  }
  for (const [i, d] of definitions.columns.entries()) {
    const what = `Column ${d.column}`;
    const { table, column } = objectParts(d.column, isTable);
    if (column === undefined)
      throw refused(`columns.${i}`, `${what}: name it as table.column, such as orders.order_date.`);
    const found = where(`columns.${i}`, what, table, column).column!;
    if (d.role === 'time' && found.kind !== 'time')
      throw refused(
        `columns.${i}`,
        `${what}: it holds ${found.dataType} values, not dates or times, so it cannot be the time.`,
      );
    if (d.role === 'measure' && found.kind !== 'number')
      throw refused(
        `columns.${i}`,
        `${what}: it holds ${found.dataType} values, not numbers, so it cannot be a measure.`,
      );
  }
}
