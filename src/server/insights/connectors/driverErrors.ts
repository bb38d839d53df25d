import { ApiError } from '../../reply.ts';
import { ConnectionFailure } from './connectionFailure.ts';

/** An error as it crosses from the driver host to the server: plain data only. */
export interface SentError {
  message: string;
  failure?: boolean;
  status?: number;
  fields?: Record<string, string>;
  data?: Record<string, unknown>;
  code?: string | number;
  errno?: number;
  number?: number;
}

/** What the server's error handling reads of an error: status and words, or the driver's codes. */
export function sendError(err: unknown): SentError {
  if (err instanceof ApiError)
    return {
      message: err.message,
      failure: err instanceof ConnectionFailure,
      status: err.status,
      fields: err.fields,
      data: err.data,
    };
  const e = (err ?? {}) as { message?: unknown; code?: unknown; errno?: unknown; number?: unknown };
  return {
    message: typeof e.message === 'string' ? e.message : String(err),
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    errno: typeof e.errno === 'number' ? e.errno : undefined,
    number: typeof e.number === 'number' ? e.number : undefined,
  };
}

export function receiveError(sent: SentError): Error {
  if (sent.failure) return new ConnectionFailure(sent.message);
  if (sent.status)
    return new ApiError(sent.status as ApiError['status'], sent.message, sent.fields, undefined, sent.data);
  return Object.assign(new Error(sent.message), { code: sent.code, errno: sent.errno, number: sent.number });
}
