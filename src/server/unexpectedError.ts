import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The PostgreSQL error behind a failed query (node-postgres and PGlite both carry `code`). */
export function databaseError(err: unknown): { code: string; message: string } | undefined {
  const cause = err instanceof DrizzleQueryError ? err.cause : err;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return { code, message: (cause as Error).message };
}

/**
 * A value the database refused as data (class 22: a NUL byte, a number out of range, text that
 * is no number) reached it past validation: the client sent it, so it is the client's error.
 */
export const isRefusedValue = (err: unknown) => databaseError(err)?.code.startsWith('22') ?? false;

/**
 * One line for the server log. Bound parameters are never printed (they hold what users typed),
 * nor the database's message for a refused value, which quotes the value.
 */
export function describeForLog(err: unknown): string {
  const db = databaseError(err);
  if (db) {
    const query = err instanceof DrizzleQueryError ? ` in: ${err.query}` : '';
    const message = db.code.startsWith('22') ? 'a value was refused' : db.message;
    return `database error ${db.code} (${message})${query}`;
  }
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}
