import type { DuckDBConnection } from '@duckdb/node-api';
import { BadDataFile } from './tableSource.ts';

/** Where a delimited text file lies, for DuckDB's own parallel reader. */
export interface NativeCsv {
  path: string;
  delimiter: string;
  /** The line of the file a data record (0 = the first after the header) ends on. */
  lineOfRecord(ordinal: number): Promise<number>;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const delimiterLiteral = (d: string) => (d === '\t' ? `'\\t'` : sqlText(d));

/**
 * Stages a well-formed UTF-8 file as text columns with DuckDB's parallel CSV reader, strict about
 * width, quotes and encoding; `staging` becomes a view whose `line` column is the record's ordinal.
 * False when DuckDB refuses the file: the caller reads it row by row instead, which says precisely
 * what is wrong (ragged rows with their lines, another encoding, an unterminated quote).
 */
export async function stageCsvNatively(
  connection: DuckDBConnection,
  csv: NativeCsv,
  names: { staging: string; raw: string; line: string },
  width: number,
  maxRows: number,
): Promise<{ rowCount: number } | false> {
  const columns = Array.from({ length: width }, (_, i) => `'c${i}': 'VARCHAR'`).join(', ');
  try {
    await connection.run(
      `CREATE TABLE ${names.raw} AS SELECT * FROM read_csv(${sqlText(csv.path)}, delim=${delimiterLiteral(csv.delimiter)},
        quote='"', escape='"', header=false, skip=1, columns={${columns}}, auto_detect=false,
        strict_mode=true, null_padding=false, max_line_size=1048576) LIMIT ${maxRows + 1}`,
    );
  } catch {
    await connection.run(`DROP TABLE IF EXISTS ${names.raw}`).catch(() => {});
    return false;
  }
  const rowCount = Number(
    (await connection.runAndReadAll(`SELECT count(*) FROM ${names.raw}`)).getRows()[0]![0],
  );
  if (rowCount > maxRows)
    throw new BadDataFile(
      `The file has more than ${maxRows.toLocaleString('en-US')} rows, the most a file may have.`,
    );
  await connection.run(`CREATE VIEW ${names.staging} AS SELECT *, rowid AS ${names.line} FROM ${names.raw}`);
  return { rowCount };
}
