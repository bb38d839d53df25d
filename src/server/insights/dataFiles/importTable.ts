import { randomBytes } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { DataFileColumn, DataFileColumnType } from '../../../contract/dataFiles.ts';
import { cleanColumnNames } from './cleanColumnNames.ts';
import { convert, fits, INFERENCE_ORDER, quoteName } from './columnTypes.ts';
import { stageCsvNatively } from './stageCsvNatively.ts';
import { BadDataFile, type SourceTable } from './tableSource.ts';

const LINE = '__line';

export interface ImportOptions {
  /** Skip rows whose cell count differs from the header's instead of refusing the file. */
  skipBadRows: boolean;
  maxRows: number;
  /** How many first rows decide the column types; the rest are checked against them. */
  sampleRows: number;
  /** Every row must have exactly the header's cells (delimited text); sheets and JSON may be shorter. */
  exactWidth: boolean;
  /** The connection may read files, so a well-formed CSV is staged by DuckDB's own reader. */
  fileAccess?: boolean;
}

export interface ImportedTable {
  /** The table holding the rows, under a temporary name until the file is recorded. */
  tempName: string;
  /** The workbook sheet it came from; null for files without sheets. */
  sheetName: string | null;
  columns: DataFileColumn[];
  rowCount: number;
  notices: string[];
}

export const tempTableName = () => `__import_${randomBytes(6).toString('hex')}`;

const lineList = (lines: number[], total: number) =>
  `${lines.join(', ')}${total > lines.length ? ` and ${total - lines.length} more` : ''}`;

/** Appends every row of `source` as text to a staging table; counts and lists rows of the wrong width. */
async function stage(
  connection: DuckDBConnection,
  staging: string,
  source: SourceTable,
  width: number,
  options: ImportOptions,
) {
  const columns = Array.from({ length: width }, (_, i) => `c${i} VARCHAR`);
  await connection.run(`CREATE TABLE ${staging} (${[...columns, `${LINE} BIGINT`].join(', ')})`);
  const appender = await connection.createAppender(staging);
  let rowCount = 0;
  const bad: number[] = [];
  let badCount = 0;
  let badWidth = 0;
  try {
    await source.eachRow(({ line, cells }) => {
      const extra = cells.length > width && cells.slice(width).some((c) => c !== null);
      if (extra || (options.exactWidth && cells.length !== width)) {
        badCount++;
        if (bad.length < 10) bad.push(line);
        badWidth = cells.length;
        return;
      }
      if (++rowCount > options.maxRows)
        throw new BadDataFile(
          `The file has more than ${options.maxRows.toLocaleString('en-US')} rows, the most a file may have.`,
        );
      for (let i = 0; i < width; i++) {
        const cell = cells[i];
        if (cell === null || cell === undefined) appender.appendNull();
        else appender.appendVarchar(cell);
      }
      appender.appendBigInt(BigInt(line));
      appender.endRow();
    });
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  if (badCount > 0 && !options.skipBadRows)
    throw new BadDataFile(
      badCount === 1
        ? `The row at line ${bad[0]} has ${badWidth} fields where the header has ${width}. Fix it, or upload again skipping bad rows.`
        : `${badCount} rows have a different number of fields than the header's ${width} (lines ${lineList(bad, badCount)}). Fix them, or upload again skipping bad rows.`,
      { badRows: { count: badCount, lines: bad } },
    );
  return { rowCount, skipped: badCount, lineOf: async (line: number) => line };
}

/** Stages the rows as text: natively when the file allows it, else row by row as the source reads them. */
async function stageAny(
  connection: DuckDBConnection,
  staging: string,
  source: SourceTable,
  width: number,
  options: ImportOptions,
) {
  const csv = source.nativeCsv;
  if (options.fileAccess && options.exactWidth && csv) {
    const raw = `${staging}_raw`;
    const native = await stageCsvNatively(
      connection,
      csv,
      { staging, raw, line: LINE },
      width,
      options.maxRows,
    );
    if (native)
      return {
        rowCount: native.rowCount,
        skipped: 0,
        lineOf: (ordinal: number) => csv.lineOfRecord(ordinal),
        drop: async () => {
          await connection.run(`DROP VIEW IF EXISTS ${staging}`);
          await connection.run(`DROP TABLE IF EXISTS ${raw}`);
        },
      };
  }
  const staged = await stage(connection, staging, source, width, options);
  return { ...staged, drop: () => connection.run(`DROP TABLE IF EXISTS ${staging}`).then(() => {}) };
}

/** Each column's type: the narrowest that every one of its first values fits (text when none does). */
async function inferTypes(connection: DuckDBConnection, staging: string, width: number, sampleRows: number) {
  const checks = Array.from({ length: width }, (_, i) =>
    [
      `count(c${i})`,
      ...INFERENCE_ORDER.map((type) => `count(c${i}) FILTER (WHERE ${fits(`c${i}`, type)})`),
    ].join(', '),
  );
  const reader = await connection.runAndReadAll(
    `SELECT ${checks.join(', ')} FROM (SELECT * FROM ${staging} ORDER BY ${LINE} LIMIT ${sampleRows})`,
  );
  const row = reader.getRows()[0]!.map((v) => Number(v));
  const per = INFERENCE_ORDER.length + 1;
  return Array.from({ length: width }, (_, i): DataFileColumnType => {
    const present = row[i * per]!;
    if (present === 0) return 'text';
    const found = INFERENCE_ORDER.findIndex((_, k) => row[i * per + 1 + k] === present);
    return found >= 0 ? INFERENCE_ORDER[found]! : 'text';
  });
}

/** The first value of each typed column that breaks its type, with its line; such columns become text. */
async function firstMisfits(
  connection: DuckDBConnection,
  staging: string,
  types: DataFileColumnType[],
): Promise<Map<number, { line: number; value: string; count: number }>> {
  const typed = types.flatMap((t, i) => (t === 'text' ? [] : [i]));
  const found = new Map<number, { line: number; value: string; count: number }>();
  if (typed.length === 0) return found;
  const parts = typed.map((i) => {
    const misfit = `c${i} IS NOT NULL AND NOT ${fits(`c${i}`, types[i]!)}`;
    return `count(*) FILTER (WHERE ${misfit}), min(${LINE}) FILTER (WHERE ${misfit}), arg_min(c${i}, ${LINE}) FILTER (WHERE ${misfit})`;
  });
  const row = (await connection.runAndReadAll(`SELECT ${parts.join(', ')} FROM ${staging}`)).getRows()[0]!;
  typed.forEach((i, k) => {
    const count = Number(row[k * 3]);
    if (count > 0) found.set(i, { count, line: Number(row[k * 3 + 1]), value: String(row[k * 3 + 2]) });
  });
  return found;
}

/**
 * Imports one table of a file into the project database under a temporary name: rows staged as
 * text, types inferred from the first rows and checked on all of them, then the typed table built.
 * On any failure nothing is left behind.
 */
export async function importTable(
  connection: DuckDBConnection,
  source: SourceTable,
  options: ImportOptions,
): Promise<ImportedTable> {
  if (source.headers.every((h) => h.trim() === ''))
    throw new BadDataFile(
      `${source.sheetName ? `The sheet '${source.sheetName}'` : 'The file'} has no header row.`,
    );
  const { columns: named, notices } = cleanColumnNames(source.headers);
  const width = named.length;
  const staging = tempTableName();
  const tempName = tempTableName();
  let dropStaging = () => connection.run(`DROP TABLE IF EXISTS ${staging}`).then(() => {});
  try {
    const staged = await stageAny(connection, staging, source, width, options);
    dropStaging = staged.drop;
    const { rowCount, skipped } = staged;
    if (rowCount === 0)
      throw new BadDataFile(
        `${source.sheetName ? `The sheet '${source.sheetName}'` : 'The file'} has a header but no rows.`,
      );
    if (skipped > 0)
      notices.push(
        `${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped for having the wrong number of fields.`,
      );
    const types = await inferTypes(connection, staging, width, options.sampleRows);
    for (const [i, misfit] of await firstMisfits(connection, staging, types)) {
      notices.push(
        `Column '${named[i]!.label}' looked like ${types[i]} but line ${await staged.lineOf(misfit.line)} holds '${misfit.value.slice(0, 40)}'${misfit.count > 1 ? ` (${misfit.count} values do not fit)` : ''}, so it is kept as text.`,
      );
      types[i] = 'text';
    }
    const select = named.map((c, i) => `${convert(`c${i}`, types[i]!)} AS ${quoteName(c.name)}`);
    await connection.run(`CREATE TABLE ${tempName} AS SELECT ${select.join(', ')} FROM ${staging}`);
    return {
      tempName,
      sheetName: source.sheetName,
      columns: named.map((c, i) => ({ ...c, type: types[i]! })),
      rowCount,
      notices: source.sheetName ? notices.map((n) => `Sheet '${source.sheetName}': ${n}`) : notices,
    };
  } catch (err) {
    await connection.run(`DROP TABLE IF EXISTS ${tempName}`).catch(() => {});
    throw err;
  } finally {
    await dropStaging().catch(() => {});
  }
}
