import { MongoClient } from 'mongodb';
import { ConnectionFailure, describeConnectionFailure, withinTimeout } from './connectionFailure.ts';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  type Connector,
  MAX_CATEGORY_VALUES,
  type MongoQuery,
  type RawColumn,
  type RawTable,
  ROW_LIMIT,
  rowsOf,
  STATEMENT_TIMEOUT_MS,
  valuesKey,
} from './connector.ts';
import { dialAddress, tlsOptions } from './tlsOptions.ts';

/** The client URL and options: built from the allowlisted fields only, never a user-supplied URL. */
export function mongoClientSettings(s: ConnectionSettings) {
  const auth = `${encodeURIComponent(s.username)}:${encodeURIComponent(s.password)}@`;
  const address = dialAddress(s);
  const host = address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
  const tls = tlsOptions(s);
  return {
    url: `mongodb://${auth}${host}:${s.port}/${encodeURIComponent(s.databaseName)}`,
    options: {
      authSource: s.properties.authSource ?? 'admin',
      tls: tls !== undefined,
      ...(tls
        ? {
            tlsAllowInvalidCertificates: tls.rejectUnauthorized === false,
            ...(tls.servername ? { servername: tls.servername } : {}),
            ...(tls.ca ? { ca: tls.ca } : {}),
          }
        : {}),
      serverSelectionTimeoutMS: CONNECT_TIMEOUT_MS,
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
      appName: 'data-insights',
      directConnection: true,
    },
  };
}

/** Privilege actions that change data or collections. */
const MONGO_WRITE_ACTIONS = new Set([
  'insert',
  'update',
  'remove',
  'createCollection',
  'dropCollection',
  'dropDatabase',
  'createIndex',
  'renameCollectionSameDB',
]);

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

const SAMPLE_SIZE = 200;

function kindOfValue(v: unknown): RawColumn['kind'] {
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  if (v instanceof Date) return 'time';
  if (typeof v === 'string') return 'text';
  if (v && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'Decimal128') return 'number';
  return 'other';
}

/** MongoDB: collections sampled for their fields; aggregations run with maxTimeMS and a $limit. */
export function mongoConnector(s: ConnectionSettings): Connector {
  async function withDb<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
    const { url, options } = mongoClientSettings(s);
    const client = new MongoClient(url, options);
    try {
      await withinTimeout(client.connect(), CONNECT_TIMEOUT_MS + 500, s);
    } catch (err) {
      void client.close().catch(() => {});
      throw describeConnectionFailure(err, s);
    }
    try {
      return await work(client);
    } catch (err) {
      throw err instanceof ConnectionFailure ? err : describeConnectionFailure(err, s);
    } finally {
      void client.close().catch(() => {});
    }
  }

  return {
    test: () =>
      withDb(async (client) => {
        const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
        if (!databases.some((d) => d.name === s.databaseName))
          throw new ConnectionFailure(`The server has no database named '${s.databaseName}'.`);
        const info = await client.db(s.databaseName).command({ buildInfo: 1 });
        const status = await client.db(s.databaseName).command({ connectionStatus: 1, showPrivileges: true });
        const auth = status.authInfo as
          | { authenticatedUsers?: unknown[]; authenticatedUserPrivileges?: { actions?: string[] }[] }
          | undefined;
        // Without access control every client may write.
        const canWrite =
          (auth?.authenticatedUsers?.length ?? 0) === 0 ||
          (auth?.authenticatedUserPrivileges ?? []).some((p) =>
            (p.actions ?? []).some((a) => MONGO_WRITE_ACTIONS.has(a)),
          );
        return { serverVersion: `MongoDB ${info.version}`, canWrite };
      }),

    introspect: () =>
      withDb(async (client) => {
        const db = client.db(s.databaseName);
        const tables: RawTable[] = [];
        const values = new Map<string, string[]>();
        for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
          const collection = db.collection(name);
          const sample = await collection
            .aggregate([{ $sample: { size: SAMPLE_SIZE } }], { maxTimeMS: STATEMENT_TIMEOUT_MS })
            .toArray();
          const fields = new Map<string, RawColumn['kind']>();
          for (const doc of sample)
            for (const [key, v] of Object.entries(doc))
              if (!fields.has(key) && v !== null) fields.set(key, kindOfValue(v));
          tables.push({
            name,
            rowEstimate: await collection.estimatedDocumentCount(),
            columns: [...fields].map(([field, kind]) => ({
              name: field,
              dataType: field === '_id' ? 'objectId' : kind,
              kind,
              nullable: field !== '_id',
              primaryKey: field === '_id',
              references: null,
            })),
          });
          for (const [field, kind] of fields) {
            if (kind !== 'text' || field === '_id') continue;
            const distinct = (await collection.distinct(
              field,
              {},
              { maxTimeMS: STATEMENT_TIMEOUT_MS },
            )) as unknown[];
            if (distinct.length <= MAX_CATEGORY_VALUES)
              values.set(valuesKey(name, field), distinct.map(String).sort());
          }
        }
        return { tables, values };
      }),

    run: (query: string | MongoQuery) => {
      if (typeof query === 'string')
        throw new ConnectionFailure('A MongoDB connection runs an aggregation pipeline, not SQL.');
      return withDb(async (client) => {
        const docs = await client
          .db(s.databaseName)
          .collection(query.collection)
          .aggregate([...query.pipeline, { $limit: ROW_LIMIT + 1 }], { maxTimeMS: STATEMENT_TIMEOUT_MS })
          .toArray();
        const rows = rowsOf(docs as Record<string, unknown>[]);
        return {
          columns: [...new Set(rows.flatMap((r) => Object.keys(r)))],
          rows: rows.slice(0, ROW_LIMIT),
          truncated: rows.length > ROW_LIMIT,
        };
      });
    },
  };
}
