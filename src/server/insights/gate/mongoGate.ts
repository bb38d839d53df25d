import type { MongoQuery } from '../connectors/connector.ts';
import { UnsafeQuery } from './unsafeQuery.ts';
import { walkTree } from './walkTree.ts';

/** Stages a pipeline may use: reading and shaping only ($out, $merge and friends write). */
export const ALLOWED_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$project',
  '$unwind',
  '$lookup',
  '$count',
  '$addFields',
  '$set',
  '$sortByCount',
]);

const REFUSED_OPERATORS =
  /^\$(out|merge|function|accumulator|where|currentOp|listSessions|collStats|indexStats|planCacheStats)$/;

/** MongoDB: `{ collection, pipeline }` using reading stages only, with the row limit appended. */
export function gateMongo(query: MongoQuery, rowLimit: number): MongoQuery {
  if (!query || typeof query.collection !== 'string' || !Array.isArray(query.pipeline))
    throw new UnsafeQuery('a MongoDB query must be { "collection": "…", "pipeline": [ … ] }.');
  if (query.collection.startsWith('system.'))
    throw new UnsafeQuery(`the system collection ${query.collection} is not for analysis.`);
  walkTree(query.pipeline, (key) => {
    if (key.startsWith('$') && REFUSED_OPERATORS.test(key))
      throw new UnsafeQuery(`the stage or operator ${key} is not allowed.`);
  });
  for (const stage of query.pipeline) {
    const name = Object.keys(stage ?? {})[0] ?? '';
    if (!ALLOWED_STAGES.has(name) || Object.keys(stage).length !== 1)
      throw new UnsafeQuery(`the stage ${name || '(empty)'} is not allowed.`);
  }
  return { collection: query.collection, pipeline: [...query.pipeline, { $limit: rowLimit }] };
}

/** MongoDB: the JSON text `{ collection, pipeline }` a person or a model wrote. */
export function parseMongoQuery(text: string): MongoQuery {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnsafeQuery('a MongoDB query must be JSON: { "collection": "…", "pipeline": [ … ] }.');
  }
  const q = value as Partial<MongoQuery>;
  if (!q || typeof q.collection !== 'string' || !Array.isArray(q.pipeline))
    throw new UnsafeQuery('a MongoDB query must be { "collection": "…", "pipeline": [ … ] }.');
  gateMongo(q as MongoQuery, 1);
  return { collection: q.collection, pipeline: q.pipeline };
}
