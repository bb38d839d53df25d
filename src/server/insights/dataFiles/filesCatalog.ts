import type { DuckDBConnection } from '@duckdb/node-api';
import type { DataFileColumn, DataFileColumnType } from '../../../contract/dataFiles.ts';
import type { CatalogTable } from '../../../contract/dataInsights.ts';
import { buildCatalog } from '../catalog.ts';
import { MAX_CATEGORY_VALUES, type RawColumn, valuesKey } from '../connectors/connector.ts';
import { namesItsRows } from '../planner/impliedKeys.ts';
import { ENGINE_TYPE, quoteName } from './columnTypes.ts';

const KIND: Record<DataFileColumnType, RawColumn['kind']> = {
  integer: 'number',
  decimal: 'number',
  boolean: 'boolean',
  date: 'time',
  timestamp: 'time',
  text: 'text',
};

/**
 * The column named as the one identifying a file's rows (`id`, `customer_id` of customers) when
 * its values are indeed filled in and unique, so it serves as the table's key in joins.
 */
async function uniqueIdentifier(connection: DuckDBConnection, table: string, columns: DataFileColumn[]) {
  const named = columns.filter(
    (c) => namesItsRows(table, c.name) && (c.type === 'integer' || c.type === 'text'),
  );
  if (named.length !== 1) return null;
  const column = quoteName(named[0]!.name);
  const [row] = (
    await connection.runAndReadAll(
      `SELECT count(DISTINCT ${column}) = count(*) AND count(${column}) = count(*) FROM ${quoteName(table)}`,
    )
  ).getRows();
  return row?.[0] === true ? named[0]!.name : null;
}

/**
 * One uploaded table as the planner reads a connection's: kinds from the column types, roles as
 * for any database, the distinct values of text columns that have few, and the file's own header
 * as the column's comment where the cleaned name differs from it.
 */
export async function catalogOfTable(
  connection: DuckDBConnection,
  table: string,
  columns: DataFileColumn[],
  rowCount: number,
): Promise<CatalogTable> {
  const values = new Map<string, string[]>();
  const texts = columns.filter((c) => c.type === 'text' || c.type === 'boolean');
  if (texts.length) {
    const counts = (
      await connection.runAndReadAll(
        `SELECT ${texts.map((c) => `count(DISTINCT ${quoteName(c.name)})`).join(', ')} FROM ${quoteName(table)}`,
      )
    ).getRows()[0]!;
    for (const [i, c] of texts.entries()) {
      if (Number(counts[i]) > MAX_CATEGORY_VALUES) continue;
      const rows = (
        await connection.runAndReadAll(
          `SELECT DISTINCT CAST(${quoteName(c.name)} AS VARCHAR) FROM ${quoteName(table)} WHERE ${quoteName(c.name)} IS NOT NULL ORDER BY 1`,
        )
      ).getRows();
      values.set(
        valuesKey(table, c.name),
        rows.map((r) => String(r[0])),
      );
    }
  }
  const identifying = await uniqueIdentifier(connection, table, columns);
  const [catalog] = buildCatalog({
    tables: [
      {
        name: table,
        rowEstimate: rowCount,
        columns: columns.map((c) => ({
          name: c.name,
          dataType: ENGINE_TYPE[c.type],
          kind: KIND[c.type],
          nullable: true,
          primaryKey: c.name === identifying,
          references: null,
          ...(c.label.toLowerCase() !== c.name.replaceAll('_', ' ') && c.label !== c.name
            ? { comment: c.label }
            : {}),
        })),
      },
    ],
    values,
  });
  return catalog!;
}
