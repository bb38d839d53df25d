import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import streamArray from 'stream-json/streamers/stream-array.js';
import { readHead } from './sniffText.ts';
import { BadDataFile, eachOf, type SourceRow, type SourceTable } from './tableSource.ts';

type Item = { line: number; value: unknown };

const SHAPE = 'The file must hold an array of objects, or one object per line (JSON lines).';

/** A top-level '[' makes an array; anything else is read as JSON lines. */
export async function jsonFormatOf(path: string): Promise<'json' | 'jsonl'> {
  const head = (await readHead(path, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head === '') throw new BadDataFile('The file is empty.');
  return head.startsWith('[') ? 'json' : 'jsonl';
}

async function* lines(path: string): AsyncGenerator<Item> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of reader) {
      line++;
      const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
      if (trimmed === '') continue;
      try {
        yield { line, value: JSON.parse(trimmed) };
      } catch {
        throw new BadDataFile(`Line ${line} is not valid JSON. ${SHAPE}`);
      }
    }
  } finally {
    reader.close();
    input.destroy();
  }
}

async function* elements(path: string): AsyncGenerator<Item> {
  const input = createReadStream(path);
  const pipeline = input.pipe(streamArray.withParserAsStream());
  try {
    for await (const { key, value } of pipeline as AsyncIterable<{ key: number; value: unknown }>)
      yield { line: key + 1, value };
  } catch (err) {
    if (err instanceof BadDataFile) throw err;
    throw new BadDataFile(`The file is not valid JSON (${(err as Error).message}). ${SHAPE}`);
  } finally {
    input.destroy();
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const cellOf = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * An array of objects or JSON lines as one table, streamed twice: once for the keys (in the
 * order they first appear), once for the rows. Nested values are kept as JSON text.
 */
export async function readJson(path: string, format: 'json' | 'jsonl'): Promise<SourceTable> {
  const items = () => (format === 'json' ? elements(path) : lines(path));
  const keys = new Map<string, number>();
  let count = 0;
  for await (const { line, value } of items()) {
    if (!isRecord(value))
      throw new BadDataFile(`${format === 'json' ? 'Element' : 'Line'} ${line} is not an object. ${SHAPE}`);
    for (const key of Object.keys(value)) if (!keys.has(key)) keys.set(key, keys.size);
    count++;
  }
  if (count === 0 || keys.size === 0) throw new BadDataFile('The file is empty.');
  const headers = [...keys.keys()];
  const rows = async function* (): AsyncGenerator<SourceRow> {
    for await (const { line, value } of items()) {
      const record = value as Record<string, unknown>;
      yield { line, cells: headers.map((h) => cellOf(record[h])) };
    }
  };
  return { sheetName: null, headers, eachRow: eachOf(rows()) };
}
