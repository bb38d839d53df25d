import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { readHead, type TextShape } from './sniffText.ts';
import { BadDataFile, type SourceRow, type SourceTable } from './tableSource.ts';

/** The bytes were not the encoding the first 64 KB suggested: the import starts again in windows-1252. */
export class EncodingMismatch extends Error {}

/** Bytes to text in `encoding`, a character split across chunks kept whole; the BOM is dropped. */
function decoder(encoding: string) {
  const utf8 = encoding === 'UTF-8';
  const text = new TextDecoder(encoding.toLowerCase(), { fatal: utf8 });
  const decode = (chunk: Buffer | undefined, stream: boolean) => {
    try {
      return text.decode(chunk, { stream });
    } catch {
      throw new EncodingMismatch(`The file is not valid ${encoding}.`);
    }
  };
  return new Transform({
    decodeStrings: true,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, decode(chunk, true));
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        done(null, decode(undefined, false));
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

const delimiterName = (d: string) => (d === '\t' ? 'tab' : `'${d}'`);

function badText(err: unknown, shape: TextShape): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = (err as CsvError & { lines?: number }).lines;
  return new BadDataFile(
    `The file could not be read as ${delimiterName(shape.delimiter)}-separated text${line ? ` at line ${line}` : ''}: ${err.message.split(':').at(-1)!.trim()}`,
  );
}

/**
 * Streams the records of a delimited text file: each is handed over as the parser emits it, so
 * the parser's line count is the line the record ends on (quoted fields may span lines).
 */
function eachRecord(path: string, shape: TextShape, onRecord: (row: SourceRow) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const parser = parse({
      delimiter: shape.delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
    });
    const source = createReadStream(path, { highWaterMark: 1024 * 1024 });
    const text = decoder(shape.encoding);
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      text.destroy();
      parser.destroy();
      reject(badText(err, shape));
    };
    parser.on('data', (record: string[]) => {
      if (failed) return;
      try {
        onRecord({ line: parser.info.lines, cells: record.map((v) => (v === '' ? null : v)) });
      } catch (err) {
        fail(err);
      }
    });
    parser.on('end', () => {
      if (!failed) resolve();
    });
    parser.on('error', fail);
    text.on('error', fail);
    source.on('error', fail);
    source.pipe(text).pipe(parser);
  });
}

class HeaderRead extends Error {
  constructor(readonly headers: string[]) {
    super('header read');
  }
}

class RecordFound extends Error {
  constructor(readonly line: number) {
    super('record found');
  }
}

/** The line data record `ordinal` (0 = the first after the header) ends on, read from the start. */
async function lineOfRecord(path: string, shape: TextShape, ordinal: number): Promise<number> {
  let index = 0;
  try {
    await eachRecord(path, shape, (row) => {
      if (index++ === ordinal + 1) throw new RecordFound(row.line);
    });
  } catch (err) {
    if (err instanceof RecordFound) return err.line;
    throw err;
  }
  return ordinal + 2;
}

/** DuckDB's reader skips one line for the header: only when the header is the first line and one line long. */
function nativeReadable(headers: string[], head: Buffer, shape: TextShape): boolean {
  const start = shape.bom ? 3 : 0;
  return (
    shape.encoding === 'UTF-8' &&
    head[start] !== 0x0a &&
    head[start] !== 0x0d &&
    !headers.some((h) => h.includes('\n') || h.includes('\r'))
  );
}

/** A delimited text file as one table: the first record is the header. */
export async function readCsv(path: string, shape: TextShape): Promise<SourceTable> {
  let headers: string[] | null = null;
  try {
    await eachRecord(path, shape, (row) => {
      throw new HeaderRead(row.cells.map((c) => c ?? ''));
    });
  } catch (err) {
    if (!(err instanceof HeaderRead)) throw err;
    headers = err.headers;
  }
  if (!headers) throw new BadDataFile('The file is empty.');
  const native = nativeReadable(headers, await readHead(path, 4), shape);
  return {
    sheetName: null,
    headers,
    nativeCsv: native
      ? {
          path,
          delimiter: shape.delimiter,
          lineOfRecord: (ordinal) => lineOfRecord(path, shape, ordinal),
        }
      : undefined,
    eachRow: (onRow) => {
      let first = true;
      return eachRecord(path, shape, (row) => {
        if (first) first = false;
        else onRow(row);
      });
    },
  };
}
