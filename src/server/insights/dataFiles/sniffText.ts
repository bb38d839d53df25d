import { open } from 'node:fs/promises';
import { BadDataFile } from './tableSource.ts';

const HEAD_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

export interface TextShape {
  /** 'UTF-8', 'UTF-16LE', 'UTF-16BE' or 'windows-1252' (which covers Latin-1's printable range). */
  encoding: string;
  bom: boolean;
  delimiter: string;
}

export async function readHead(path: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function bomOf(head: Buffer): { encoding: string; length: number } | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'UTF-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'UTF-16LE', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'UTF-16BE', length: 2 };
  return null;
}

/** Control bytes other than tab, CR, LF and form feed: text files have none, binaries many. */
function looksBinary(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control++;
  }
  return control > head.length / 100;
}

/** UTF-8 when the bytes decode as UTF-8 (a sequence cut at the end of the sample is fine), else windows-1252. */
function encodingOf(head: Buffer): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'UTF-8';
  } catch {
    return 'windows-1252';
  }
}

/** How often `delimiter` occurs in `line` outside double quotes. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter that splits the first lines into the same number of fields most often (more
 * fields winning a tie): a semicolon file whose decimals use commas still reads as semicolons.
 */
export function sniffDelimiter(text: string, preferred?: string): string {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 50);
  // The last line of a sample may be cut short.
  if (lines.length > 2) lines.pop();
  let best: { delimiter: string; score: number } = { delimiter: preferred ?? ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((n) => n === first).length;
    const score = consistent * 1000 + first + (delimiter === preferred ? 0.5 : 0);
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Encoding, BOM and delimiter of a delimited text file, from its first 64 KB; refuses empty and binary files. */
export async function sniffText(path: string, preferredDelimiter?: string): Promise<TextShape> {
  const head = await readHead(path);
  const bom = bomOf(head);
  const body = head.subarray(bom?.length ?? 0);
  if (body.length === 0 || (!bom && body.toString('latin1').trim() === ''))
    throw new BadDataFile('The file is empty.');
  if (!bom?.encoding.startsWith('UTF-16') && looksBinary(body))
    throw new BadDataFile('The file is not text: it looks like a binary file, not a CSV or TSV.');
  const encoding = bom?.encoding ?? encodingOf(body);
  const text = new TextDecoder(encoding.toLowerCase()).decode(body);
  if (text.trim() === '') throw new BadDataFile('The file is empty.');
  return { encoding, bom: bom !== null, delimiter: sniffDelimiter(text, preferredDelimiter) };
}
