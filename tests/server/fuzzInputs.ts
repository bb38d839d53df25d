import type { JsonSchema } from './openApiCalls.ts';
import { validBody } from './openApiCalls.ts';

/** A small seeded generator (mulberry32): the same seed draws the same inputs. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** `count` items drawn without replacement, in their original order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const order = items.map((item, i) => ({ item, i, key: next() }));
      return order
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .sort((a, b) => a.i - b.i)
        .map((o) => o.item);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** One request body: its bytes and the Content-Type it is sent with (none when undefined). */
export interface FuzzBody {
  label: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

const LONG = 100_000;

/** Strings a person or a script might type: empty, NUL, long, and Unicode that trips parsers and databases. */
export const oddStrings: Array<[string, string]> = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL', '\0'],
  ['NUL inside', 'a\0b'],
  ['100k chars', 'x'.repeat(LONG)],
  ['100k emoji chars', '😀'.repeat(LONG / 2)],
  ['lone surrogate', 'a\ud800b'],
  ['right-to-left override', 'abc\u202edef'],
  ['byte order mark', '\ufeffname'],
  ['zero-width joiners', 'a\u200d\u200b\u2060b'],
  ['combining marks', `e${'\u0301'.repeat(500)}`],
  ['noncharacter', '\uffff\ufffe'],
  ['astral letters', '𝕏𝔂𝕫'],
  ['emoji family', '👨‍👩‍👧‍👦'],
  ['SQL', "'; DROP TABLE users; --"],
  ['percent NUL', '%00'],
  ['markup', '<script>alert(1)</script>'],
  ['path traversal', '../../../../etc/passwd'],
  ['CRLF', 'a\r\nSet-Cookie: x=1'],
  ['escape sequences', '\\u0000\\x00'],
];

/** Values of the wrong JSON type for any field. */
const wrongTypes: Array<[string, unknown]> = [
  ['number', 1],
  ['negative float', -1.5],
  ['true', true],
  ['null', null],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['object', { a: 1 }],
  ['operator object', { $gt: '' }],
  ['nested arrays', [[[['deep']]]]],
];

/** Number literals JSON.stringify cannot write: they go into the body text as they are. */
const rawNumbers: Array<[string, string]> = [
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['99999999999999999999', '99999999999999999999'],
  ['-99999999999999999999', '-99999999999999999999'],
  ['2^53+1', '9007199254740993'],
  ['-1', '-1'],
  ['0.5', '0.5'],
  ['-0', '-0'],
  ['1e-400', '1e-400'],
];

/** Whole bodies that are not the JSON a route expects, or not JSON at all. */
const malformedBodies: Array<[string, string | Uint8Array<ArrayBuffer>]> = [
  ['empty body', ''],
  ['truncated object', '{'],
  ['truncated value', '{"a":'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"text"'],
  ['bare 1e309', '1e309'],
  ['NaN', '{"a":NaN}'],
  ['byte order mark', '\ufeff{}'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
  ['NUL outside strings', '{"a":1}\0'],
  ['100k nested arrays', `${'['.repeat(LONG)}${']'.repeat(LONG)}`],
  ['20k nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
  ['proto pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
];

const json = (label: string, value: unknown): FuzzBody => ({
  label,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/** Stands in for a raw number literal until the body is text. */
const RAW = '\u0001raw\u0001';

/** Every way of breaking one field of a valid body, NUL first. */
function fieldBreakers(base: Record<string, unknown>, field: string): FuzzBody[] {
  const bodies = [...oddStrings, ...wrongTypes].map(([name, value]) =>
    json(`${field}: ${name}`, { ...base, [field]: value }),
  );
  for (const [name, literal] of rawNumbers) {
    const text = JSON.stringify({ ...base, [field]: RAW }).replace(JSON.stringify(RAW), literal);
    bodies.push({ label: `${field}: ${name}`, contentType: 'application/json', body: text });
  }
  if (field in base) {
    const { [field]: _, ...without } = base;
    bodies.push(json(`${field}: missing`, without));
  }
  return bodies.sort((a, b) => Number(b.label.endsWith(': NUL')) - Number(a.label.endsWith(': NUL')));
}
/**
 * Bodies for a JSON route: the valid body with one field broken at a time (NUL always, then
 * `perField` drawn from odd strings, wrong types, raw numbers and a missing field), extra
 * fields, malformed JSON and wrong content types.
 */
export function jsonBodies(
  schema: JsonSchema,
  base: Record<string, unknown>,
  random: Random,
  perField: number,
): FuzzBody[] {
  const bodies: FuzzBody[] = [json('valid', base)];
  for (const field of Object.keys(schema.properties ?? {})) {
    const [nul, ...others] = fieldBreakers(base, field);
    bodies.push(nul!, ...random.sample(others, perField));
  }
  bodies.push(json('extra field', { ...base, extra: 'x', id: 'c0ffee00-0000-4000-8000-000000000000' }));
  bodies.push(json('NUL in a key', { ...base, 'a\0b': 1 }));
  bodies.push(json('empty object', {}));
  for (const [name, body] of malformedBodies)
    bodies.push({ label: name, contentType: 'application/json', body });
  const valid = JSON.stringify(base);
  bodies.push({ label: 'no content type', body: valid });
  bodies.push({ label: 'text/plain', contentType: 'text/plain', body: valid });
  bodies.push({
    label: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a=b&c=%00',
  });
  bodies.push({ label: 'multipart', contentType: 'multipart/form-data; boundary=b', body: valid });
  bodies.push({ label: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', body: valid });
  bodies.push({ label: 'garbage content type', contentType: '\u00e9/;;;=', body: valid });
  return bodies;
}

const multipart = (label: string, parts: string, boundary = 'fz'): FuzzBody => ({
  label,
  contentType: `multipart/form-data; boundary=${boundary}`,
  body: parts,
});
const filePart = (filename: string, bytes = 'probe', field = 'file') =>
  `--fz\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${bytes}\r\n`;

/** Bodies for an upload: odd file names, broken multipart framing and the wrong content types. */
export function multipartBodies(): FuzzBody[] {
  return [
    multipart('valid', `${filePart('probe.txt')}--fz--\r\n`),
    ...oddStrings
      .filter(([name]) => !name.startsWith('100k'))
      .map(([name, value]) =>
        multipart(`file name: ${name}`, `${filePart(value.replaceAll('"', ''))}--fz--\r\n`),
      ),
    multipart('file name: 5k chars', `${filePart('n'.repeat(5000))}--fz--\r\n`),
    multipart('empty file', `${filePart('empty.txt', '')}--fz--\r\n`),
    multipart('other field name', `${filePart('probe.txt', 'probe', 'upload')}--fz--\r\n`),
    multipart('two files', `${filePart('a.txt')}${filePart('b.txt')}--fz--\r\n`),
    multipart('no closing boundary', filePart('probe.txt')),
    multipart('no parts', '--fz--\r\n'),
    multipart('empty body', ''),
    multipart('wrong boundary', `${filePart('probe.txt')}--fz--\r\n`, 'other'),
    multipart('no disposition', '--fz\r\nContent-Type: text/plain\r\n\r\nprobe\r\n--fz--\r\n'),
    { label: 'no boundary', contentType: 'multipart/form-data', body: `${filePart('p.txt')}--fz--\r\n` },
    { label: 'JSON instead', contentType: 'application/json', body: '{"file":"probe"}' },
    { label: 'no content type', body: 'probe' },
  ];
}

/** Values for a query parameter such as page, size or days. */
export const oddQueryValues: Array<[string, string]> = [
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['-0.5', '-0.5'],
  ['1e309', '1e309'],
  ['99999999999999999999', '99999999999999999999'],
  ['2^53+1', '9007199254740993'],
  ['Infinity', 'Infinity'],
  ['NaN', 'NaN'],
  ['hex', '0x10'],
  ['empty', ''],
  ['words', 'abc'],
  ['NUL', '\0'],
  ['long', '9'.repeat(5000)],
  ['emoji', '😀'],
];

/** Path ids that name nothing: well formed, malformed, long and odd. */
export const oddIds: Array<[string, string]> = [
  ['unknown UUID', 'c0ffee00-0000-4000-8000-000000000000'],
  ['not a UUID', 'not-an-id'],
  ['NUL', '\0'],
  ['NUL inside UUID', 'c0ffee00-0000-4000-8000-00000000\x000'],
  ['negative number', '-1'],
  ['huge number', '99999999999999999999'],
  ['1e309', '1e309'],
  ['2k chars', 'i'.repeat(2000)],
  ['emoji', '😀'],
  ['right-to-left override', '\u202eabc'],
  ['dot dot', '..'],
  ['encoded slash', 'a/../b'],
  ['percent', '%'],
  ['SQL', "1' OR '1'='1"],
];

/** The body the fuzzing starts from: valid per the schema, naming the caller's own resources where a field is an id. */
export function baseBody(schema: JsonSchema, ids: Record<string, string>): Record<string, unknown> {
  const body = (validBody(schema) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(schema.properties ?? {})) {
    if (ids[key] !== undefined) body[key] = ids[key];
  }
  // A connection to a closed local port fails at once, where a made-up host name waits on DNS.
  if ('host' in body) body.host = '127.0.0.1';
  return body;
}

/** Headers a client should not send: broken bearer tokens, odd origins, huge cookies. */
export const oddHeaders: Array<[string, Record<string, string>]> = [
  ['bare Bearer', { Authorization: 'Bearer' }],
  ['8k token', { Authorization: `Bearer ${'a'.repeat(8000)}` }],
  ['three empty JWT parts', { Authorization: 'Bearer ..' }],
  ['unsigned JWT', { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }],
  ['Basic', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ['Latin-1 token', { Authorization: 'Bearer \u00e9\u00ff' }],
  ['null origin', { Origin: 'null' }],
  ['12k cookie', { Cookie: `a=${'c'.repeat(12_000)}` }],
  ['odd accept', { Accept: '*/*;q=-1, \u00e9', 'Accept-Encoding': 'br;q=2, zzz' }],
];
