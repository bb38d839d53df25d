import type { ConnectionType } from '../../../contract/dataInsights.ts';
import type { MongoQuery } from '../connectors/connector.ts';
import { gateMongo } from './mongoGate.ts';
import { gateParsedSql } from './parsedSqlGate.ts';
import { gatePostgres } from './postgresGate.ts';
import { UnsafeQuery } from './unsafeQuery.ts';

/** What the gate lets through: text it generated itself, or a checked pipeline. */
export type GatedQuery = { sql: string } | { mongo: MongoQuery };

/**
 * The one path from a statement (planned or hand-written) to a database: parsed with the engine's
 * grammar, checked on the tree, and regenerated with `rowLimit` placed inside it.
 */
export async function gateQuery(
  type: ConnectionType,
  query: string | MongoQuery,
  rowLimit: number,
): Promise<GatedQuery> {
  if (type === 'MONGO') {
    if (typeof query === 'string')
      throw new UnsafeQuery('a MongoDB connection runs an aggregation pipeline.');
    return { mongo: gateMongo(query, rowLimit) };
  }
  if (typeof query !== 'string') throw new UnsafeQuery('an SQL database runs SQL.');
  if (type === 'POSTGRES') return { sql: await gatePostgres(query, rowLimit) };
  return { sql: gateParsedSql(query, type === 'MYSQL' ? 'MySQL' : 'TransactSQL', rowLimit) };
}
