import type { Context } from 'hono';
import type { TypedResponse } from 'hono/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { ZodError } from 'zod';
import type { Envelope } from '../contract/envelope.ts';

/** A failure a route or service raises on purpose; the app turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra reply headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** More for the envelope's data, such as what to try instead. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** A success envelope; `status` stays a literal type so a route's declared reply can check it. */
type JsonReply<T, S extends ContentfulStatusCode> = Response &
  TypedResponse<JSONParsed<Envelope<T>>, S, 'json'>;

export function ok<T>(c: Context, data: T, message?: string): JsonReply<T, 200>;
export function ok<T, S extends ContentfulStatusCode>(
  c: Context,
  data: T,
  message: string,
  status: S,
): JsonReply<T, S>;
export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { success: true, errorLevel: 'info', message, code: status, data };
  return c.json(body, status);
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  const body: Envelope<Record<string, unknown> | null> = {
    success: false,
    errorLevel: status >= 500 ? 'error' : 'warn',
    message,
    code: status,
    data: fields || extra ? { ...(fields ? { fields } : {}), ...extra } : null,
  };
  return c.json(body, status);
}

/** First message per field; the envelope message names the first problem so a person can act on it. */
export function validationFailure(c: Context, error: ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid request.'];
  const message = firstKey === 'body' ? firstMessage : `${firstKey}: ${firstMessage}`;
  return failure(c, 400, message, fields);
}
