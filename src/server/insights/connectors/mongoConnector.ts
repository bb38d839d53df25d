import { MongoClient } from 'mongodb';
import { ConnectionFailure } from './connectionFailure.ts';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  type Connector,
  MAX_CATEGORY_VALUES,
  type RawColumn,
  type RawTable,
  STATEMENT_TIMEOUT_MS,
  valuesKey,
} from './connector.ts';
import { connectorCore, type DialectSession } from './connectorCore.ts';
import { probeMongo } from './probeMongo.ts';
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

const SAMPLE_SIZE = 200;

function kindOfValue(v: unknown): RawColumn['kind'] {
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  if (v instanceof Date) return 'time';
  if (typeof v === 'string') return 'text';
  if (v && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'Decimal128') return 'number';
  return 'other';
}

interface MongoSession extends DialectSession {
  client: MongoClient;
}

/** MongoDB: collections sampled for their fields; gated aggregations run with maxTimeMS and a $limit. */
export function mongoConnector(s: ConnectionSettings): Connector {
  return connectorCore<MongoSession>(s, {
    async connect() {
      // The driver trusts the sizes a server announces: make sure a MongoDB server answers first.
      await probeMongo(s);
      const { url, options } = mongoClientSettings(s);
      const client = new MongoClient(url, options);
      try {
        await client.connect();
      } catch (err) {
        void client.close().catch(() => {});
        throw err;
      }
      return {
        client,
        readOnly: async () => {},
        async stream(query, onRow) {
          if (!('mongo' in query)) throw new Error('A MongoDB connection runs an aggregation pipeline.');
          const cursor = client
            .db(s.databaseName)
            .collection(query.mongo.collection)
            .aggregate(query.mongo.pipeline, { maxTimeMS: STATEMENT_TIMEOUT_MS, batchSize: 100 });
          for await (const doc of cursor) onRow(doc as Record<string, unknown>);
          return [];
        },
        close: () => void client.close(true).catch(() => {}),
      };
    },

    async serverVersion({ client }) {
      const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
      if (!databases.some((d) => d.name === s.databaseName))
        throw new ConnectionFailure(`The server has no database named '${s.databaseName}'.`);
      const info = await client.db(s.databaseName).command({ buildInfo: 1 });
      return `MongoDB ${info.version}`;
    },

    async canWrite({ client }) {
      const status = await client.db(s.databaseName).command({ connectionStatus: 1, showPrivileges: true });
      const auth = status.authInfo as
        | { authenticatedUsers?: unknown[]; authenticatedUserPrivileges?: { actions?: string[] }[] }
        | undefined;
      // Without access control every client may write.
      return (
        (auth?.authenticatedUsers?.length ?? 0) === 0 ||
        (auth?.authenticatedUserPrivileges ?? []).some((p) =>
          (p.actions ?? []).some((a) => MONGO_WRITE_ACTIONS.has(a)),
        )
      );
    },

    async introspect({ client }) {
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
    },
  });
}
