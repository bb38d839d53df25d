import { databaseError } from '../unexpectedError.ts';

/** How much of a failure's text a job keeps: enough to tell what went wrong. */
const MAX_CHARS = 500;

/**
 * A failure as text the database can store and a person can read: a query error's message may
 * quote its parameters (chunk text, binary embeddings with NUL bytes), so only the first line is
 * kept, control characters become spaces, and the length is bounded.
 */
export function jobErrorText(error: unknown): string {
  const db = databaseError(error);
  // A query's own text and parameters stay out; a refused value's message quotes the value.
  const raw = db
    ? `database error ${db.code} (${db.code.startsWith('22') ? 'a value was refused' : db.message})`
    : error instanceof Error
      ? error.message || error.name
      : String(error);
  const firstLine = raw.split(/\r?\n/, 1)[0] ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const printable = firstLine.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, ' ').trim();
  const text = printable || 'unknown error';
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
