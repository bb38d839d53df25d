import type { DataFileBadRows } from '../../../contract/dataFiles.ts';
import type { NativeCsv } from './stageCsvNatively.ts';

/** One row of a file as read: where it was and its cells (null for an empty cell). */
export interface SourceRow {
  /** The line (CSV, JSON lines), row (sheet) or element (JSON array) number, for messages. */
  line: number;
  cells: (string | null)[];
}

/** One table of an uploaded file: a CSV has one, a workbook one per sheet. */
export interface SourceTable {
  sheetName: string | null;
  /** The header cells as the file has them (blank ones as ''). */
  headers: string[];
  /**
   * Streams every row after the header to `onRow`, synchronously one by one; resolves at the end.
   * When `onRow` throws, reading stops and the promise rejects with that error.
   */
  eachRow(onRow: (row: SourceRow) => void): Promise<void>;
  /** Set for a UTF-8 delimited file that DuckDB's own reader may stage (see stageCsvNatively). */
  nativeCsv?: NativeCsv;
}

/** A file that cannot be imported; the message is said to the user as it is, with `data` in the reply. */
export class BadDataFile extends Error {
  constructor(
    message: string,
    readonly data?: DataFileBadRows,
  ) {
    super(message);
  }
}

/** `eachRow` over an async sequence of rows (sheets, JSON). */
export const eachOf =
  (rows: AsyncIterable<SourceRow>) =>
  async (onRow: (row: SourceRow) => void): Promise<void> => {
    for await (const row of rows) onRow(row);
  };
