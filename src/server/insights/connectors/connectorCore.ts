import { ApiError } from '../../reply.ts';
import { type GatedQuery, gateQuery } from '../gate/queryGate.ts';
import { describeConnectionFailure, withinTimeout } from './connectionFailure.ts';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionSettings,
  type Connector,
  type MongoQuery,
  plainValue,
  type RawTable,
  RESULT_BYTE_LIMIT,
  ROW_LIMIT,
  STATEMENT_TIMEOUT_MS,
} from './connector.ts';

/** One open connection of an engine, as the core drives it. */
export interface DialectSession {
  /** Makes the session read-only with the engine's own statement time limit. */
  readOnly(): Promise<void>;
  /** Streams the rows of one gated statement to `onRow`; resolves with the column names at the end. */
  stream(query: GatedQuery, onRow: (row: Record<string, unknown>) => void): Promise<string[]>;
  /** Drops the connection at once, whatever it is doing. */
  close(): void;
}

/** What an engine adds to the core: how to connect, and its catalog. */
export interface Dialect<S extends DialectSession> {
  connect(): Promise<S>;
  serverVersion(session: S): Promise<string>;
  /** Whether the login may change data or create objects (null when the engine cannot tell). */
  canWrite(session: S): Promise<boolean | null>;
  introspect(session: S): Promise<{ tables: RawTable[]; values: Map<string, string[]> }>;
  /** Checks a gated statement before it runs (the sample database's cost cap). */
  admit?(session: S, query: GatedQuery): Promise<void>;
}

export const tookTooLong = () => new ApiError(422, 'The query took longer than 5 s and was stopped.');
export const tooLarge = () =>
  new ApiError(
    422,
    `The result is larger than ${RESULT_BYTE_LIMIT / 1024 / 1024} MB and was stopped. Ask for fewer rows or columns.`,
  );

/**
 * Connect, read-only session, time limit, run, close: the same for every engine. A statement
 * reaches the engine only as the text the query gate generated; the rows are counted and weighed
 * as they arrive, and the connection is dropped the moment the time or the size runs out.
 */
export function connectorCore<S extends DialectSession>(
  settings: ConnectionSettings,
  dialect: Dialect<S>,
): Connector {
  async function withSession<T>(work: (session: S) => Promise<T>): Promise<T> {
    let session: S;
    try {
      session = await withinTimeout(dialect.connect(), CONNECT_TIMEOUT_MS + 500, settings);
    } catch (err) {
      throw describeConnectionFailure(err, settings);
    }
    try {
      return await work(session);
    } finally {
      session.close();
    }
  }

  async function collect(session: S, query: GatedQuery) {
    const rows: Record<string, ReturnType<typeof plainValue>>[] = [];
    let bytes = 0;
    let abort: (err: Error) => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      abort = (err) => {
        reject(err);
        session.close();
      };
    });
    aborted.catch(() => {});
    const timer = setTimeout(() => abort(tookTooLong()), STATEMENT_TIMEOUT_MS);
    try {
      const columns = await Promise.race([
        session.stream(query, (raw) => {
          const row = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, plainValue(v)]));
          bytes += JSON.stringify(row).length;
          if (bytes > RESULT_BYTE_LIMIT) abort(tooLarge());
          else if (rows.length <= ROW_LIMIT) rows.push(row);
        }),
        aborted,
      ]);
      return {
        columns: columns.length ? columns : [...new Set(rows.flatMap((r) => Object.keys(r)))],
        rows: rows.slice(0, ROW_LIMIT),
        truncated: rows.length > ROW_LIMIT,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    test: () =>
      withSession(async (session) => ({
        serverVersion: await dialect.serverVersion(session),
        canWrite: await dialect.canWrite(session),
      })),
    introspect: () =>
      withSession(async (session) => {
        await session.readOnly();
        return dialect.introspect(session);
      }),
    async run(query: string | MongoQuery) {
      const gated = await gateQuery(settings.type, query, ROW_LIMIT + 1);
      return withSession(async (session) => {
        await session.readOnly();
        await dialect.admit?.(session, gated);
        return collect(session, gated);
      });
    },
  };
}
