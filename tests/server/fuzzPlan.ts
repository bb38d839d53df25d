import {
  baseBody,
  type FuzzBody,
  jsonBodies,
  multipartBodies,
  oddHeaders,
  oddIds,
  oddQueryValues,
  type Random,
} from './fuzzInputs.ts';
import { type ApiOperation, fillPath, pathParams } from './openApiCalls.ts';

/** One request of a fuzz run. */
export interface FuzzRequest {
  op: ApiOperation;
  /** Path and query, ready to append to the server's address. */
  target: string;
  signedIn: boolean;
  body?: FuzzBody;
  label: string;
  /** Sent instead of the operation's own method. */
  method?: string;
  /** Replaces the signed-in user's Authorization header, or adds headers. */
  headers?: Record<string, string>;
}

/** Field mutations drawn per body field (NUL is always sent besides). */
const PER_FIELD = 6;
/** What an anonymous caller sends to a private route, which must refuse it before reading further. */
const ANONYMOUS_SAMPLE = 4;

/**
 * Calls that end what comes after them go last: deleting children before their parents, and
 * logging out (which ends the signed-in user's access token) at the very end.
 */
function runOrder(op: ApiOperation) {
  if (op.path === '/auth/logout') return 100;
  if (op.method === 'DELETE') return 50 - pathParams(op.path).length;
  return 0;
}

const withQuery = (path: string, query: Array<[string, string]>) =>
  query.length ? `${path}?${new URLSearchParams(query)}` : path;

/** Every variant of one operation: odd path ids one at a time, broken bodies, odd query values. */
function variants(op: ApiOperation, ids: Record<string, string>, random: Random) {
  const validPath = fillPath(op.path, ids);
  const base = op.jsonBody ? baseBody(op.jsonBody, ids) : undefined;
  const validBody: FuzzBody | undefined = op.jsonBody
    ? { label: 'valid', contentType: 'application/json', body: JSON.stringify(base) }
    : op.multipart
      ? multipartBodies()[0]
      : undefined;
  const out: Array<Omit<FuzzRequest, 'signedIn'>> = [];
  for (const param of pathParams(op.path))
    for (const [name, id] of oddIds)
      out.push({
        op,
        target: fillPath(op.path, { ...ids, [param]: id }),
        body: validBody,
        label: `${param}: ${name}`,
      });
  const bodies = op.jsonBody
    ? jsonBodies(op.jsonBody, base as Record<string, unknown>, random, PER_FIELD)
    : op.multipart
      ? multipartBodies()
      : [];
  for (const body of bodies) out.push({ op, target: validPath, body, label: `body ${body.label}` });
  for (const param of op.query) {
    for (const [name, value] of oddQueryValues)
      out.push({
        op,
        target: withQuery(validPath, [[param, value]]),
        body: validBody,
        label: `${param}: ${name}`,
      });
    out.push({
      op,
      target: withQuery(validPath, [
        [param, '1'],
        [param, '-5'],
      ]),
      body: validBody,
      label: `${param}: twice`,
    });
  }
  if (!bodies.length) out.push({ op, target: validPath, body: undefined, label: 'valid' });
  for (const [name, headers] of oddHeaders)
    out.push({ op, target: validPath, body: validBody, label: `header ${name}`, headers });
  for (const method of ['PATCH', 'OPTIONS'])
    out.push({ op, target: validPath, body: undefined, label: `method ${method}`, method });
  out.push({
    op,
    target: withQuery(validPath, [['unexpected', '\0'.repeat(3)]]),
    body: validBody,
    label: 'unknown query parameter',
  });
  return out;
}

/**
 * The whole run: every operation, signed in with all its variants and anonymous with all of
 * them on a public route or a seeded sample on a private one.
 */
export function fuzzPlan(operations: ApiOperation[], ids: Record<string, string>, random: Random) {
  const plan: FuzzRequest[] = [];
  const ordered = [...operations].sort((a, b) => runOrder(a) - runOrder(b));
  for (const op of ordered) {
    const all = variants(op, ids, random);
    const anonymous = op.secured ? random.sample(all, ANONYMOUS_SAMPLE) : all;
    for (const request of anonymous) plan.push({ ...request, signedIn: false });
    for (const request of all) plan.push({ ...request, signedIn: true });
  }
  return plan;
}
