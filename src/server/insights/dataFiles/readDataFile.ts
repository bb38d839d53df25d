import type { DataFileFormat } from '../../../contract/dataFiles.ts';
import { EncodingMismatch, readCsv } from './readCsv.ts';
import { jsonFormatOf, readJson } from './readJson.ts';
import { readXlsx } from './readXlsx.ts';
import { sniffText, type TextShape } from './sniffText.ts';
import { BadDataFile, type SourceTable } from './tableSource.ts';

export interface FileShape {
  format: DataFileFormat;
  encoding: string | null;
  delimiter: string | null;
}

const EXTENSIONS: Record<string, DataFileFormat> = {
  csv: 'csv',
  txt: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  xlsx: 'xlsx',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
};

export const ACCEPTED_TYPES = 'CSV, TSV, XLSX, JSON or JSON lines';

const formatNamed = (fileName: string): DataFileFormat | undefined =>
  EXTENSIONS[/\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''];

/** The format a file name says, or a refusal naming the accepted ones. */
export function formatOfName(fileName: string): DataFileFormat {
  const format = formatNamed(fileName);
  if (!format) throw new BadDataFile(`Only ${ACCEPTED_TYPES} files can be imported.`);
  return format;
}

/** Whether the file's name says delimited text, which DuckDB's own reader may stage. */
export function namesDelimitedText(fileName: string): boolean {
  const format = formatNamed(fileName);
  return format === 'csv' || format === 'tsv';
}

/**
 * The tables of a stored upload, each streamed from disk, with what was sniffed. `importAll` is
 * given the tables and is run again in windows-1252 when a file that began as UTF-8 turns out not to be.
 */
export async function readDataFile<T>(
  path: string,
  fileName: string,
  importAll: (tables: AsyncIterable<SourceTable>, shape: FileShape) => Promise<T>,
): Promise<T> {
  const named = formatOfName(fileName);
  if (named === 'xlsx') return importAll(readXlsx(path), { format: 'xlsx', encoding: null, delimiter: null });
  if (named === 'json' || named === 'jsonl') {
    const format = await jsonFormatOf(path);
    const one = async function* () {
      yield await readJson(path, format);
    };
    return importAll(one(), { format, encoding: 'UTF-8', delimiter: null });
  }
  const shape = await sniffText(path, named === 'tsv' ? '\t' : undefined);
  const run = (text: TextShape) => {
    const one = async function* () {
      yield await readCsv(path, text);
    };
    return importAll(one(), {
      format: text.delimiter === '\t' ? 'tsv' : 'csv',
      encoding: text.encoding,
      delimiter: text.delimiter,
    });
  };
  try {
    return await run(shape);
  } catch (err) {
    if (err instanceof EncodingMismatch && shape.encoding === 'UTF-8')
      return run({ ...shape, encoding: 'windows-1252' });
    throw err;
  }
}
