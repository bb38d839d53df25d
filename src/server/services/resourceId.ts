import { notFound } from '../reply.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every row id is a uuid; anything else cannot name a row, so it is answered as not found
 * without asking the database (which would reject bytes such as NUL with an error).
 */
export const isResourceId = (id: string) => UUID.test(id);

/** The first row `query` finds for `id`, or a 404 naming `what`. */
export async function foundById<T>(what: string, id: string, query: () => Promise<T[]>): Promise<T> {
  const [row] = isResourceId(id) ? await query() : [];
  if (!row) throw notFound(what);
  return row;
}
