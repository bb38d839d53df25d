import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { failure } from './reply.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of an oversized body is read and thrown away so the 413 reaches the client intact. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Routes that stream their own body (uploads), as `METHOD /path/{param}` patterns. */
const streamedBodyRoutes: Array<{ method: string; pattern: RegExp }> = [];

/** Declares a route whose handler reads the raw request itself under its own limits. */
export function registerStreamedBodyRoute(method: string, openApiPath: string) {
  const pattern = new RegExp(`^${openApiPath.replace(/\{\w+\}/g, '[^/]+')}$`);
  const known = streamedBodyRoutes.some(
    (r) => r.method === method.toUpperCase() && r.pattern.source === pattern.source,
  );
  if (!known) streamedBodyRoutes.push({ method: method.toUpperCase(), pattern });
}

const streamsItsBody = (method: string, path: string) =>
  streamedBodyRoutes.some((r) => r.method === method && r.pattern.test(path));

type BodyOutcome =
  | { kind: 'complete'; bytes: Buffer }
  | { kind: 'tooLarge' }
  | { kind: 'idle' }
  | { kind: 'gone' };

/**
 * Reads a request body chunk by chunk, keeping at most `maxBytes`. Past the limit the rest is
 * read and dropped, so the client finishes sending and then reads the reply instead of meeting
 * a closed socket. A body that goes quiet for `idleMs` is abandoned.
 */
function readBody(incoming: IncomingMessage, maxBytes: number, idleMs: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: BodyOutcome) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onClose);
      resolve(outcome);
    };
    const armIdleTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ kind: 'idle' }), idleMs);
    };
    const onData = (chunk: Buffer) => {
      armIdleTimer();
      received += chunk.length;
      if (received <= maxBytes) chunks.push(chunk);
      else if (chunks.length) chunks.length = 0;
      if (received > maxBytes + MAX_DRAIN_BYTES) finish({ kind: 'tooLarge' });
    };
    const onEnd = () =>
      finish(received > maxBytes ? { kind: 'tooLarge' } : { kind: 'complete', bytes: Buffer.concat(chunks) });
    const onGone = () => finish({ kind: 'gone' });
    const onClose = () => {
      if (!incoming.complete) onGone();
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onGone);
    incoming.on('close', onClose);
    armIdleTimer();
    incoming.resume();
  });
}

/** The reply is the last thing on this connection: Node closes it once the reply is sent. */
const closingFailure = (c: Context, status: 408 | 413, message: string) => {
  c.header('Connection', 'close');
  return failure(c, status, message);
};

const hasBody = (incoming: IncomingMessage) =>
  incoming.headers['transfer-encoding'] !== undefined || Number(incoming.headers['content-length'] ?? 0) > 0;

/**
 * Every request body except a declared upload is read here, before any route sees it: at most
 * 1 MB (413 otherwise) and never idle longer than `idleMs` (408). Routes then read the body
 * through `c.req` as usual, from the copy kept here.
 */
export const requestBody = ({ idleMs, maxBytes = MAX_BODY_BYTES }: { idleMs: number; maxBytes?: number }) =>
  createMiddleware(async (c, next) => {
    const { method } = c.req;
    const incoming = (c.env as HttpBindings | undefined)?.incoming;
    if (!incoming || method === 'GET' || method === 'HEAD' || !hasBody(incoming)) return next();
    if (streamsItsBody(method, c.req.path)) return next();

    const outcome = await readBody(incoming, maxBytes, idleMs);
    if (outcome.kind === 'tooLarge')
      return closingFailure(c, 413, `The request body is larger than ${maxBytes / (1024 * 1024)} MB.`);
    if (outcome.kind === 'idle')
      return closingFailure(c, 408, 'The request body stopped arriving. Please try again.');
    if (outcome.kind === 'gone') return failure(c, 400, 'The request was interrupted before it finished.');

    const { bytes } = outcome;
    const arrayBuffer = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer;
    // Hono keeps pending reads in bodyCache; c.req.json()/text() resolve from these.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache.arrayBuffer = Promise.resolve(arrayBuffer);
    await next();
  });
