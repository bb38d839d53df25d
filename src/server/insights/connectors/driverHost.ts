import { Worker } from 'node:worker_threads';
import { gateQuery } from '../gate/queryGate.ts';
import { sampleAddress } from '../sampleCostCap.ts';
import { ConnectionFailure } from './connectionFailure.ts';
import {
  type ConnectionSettings,
  type Connector,
  type MongoQuery,
  type QueryResult,
  type RawTable,
  ROW_LIMIT,
} from './connector.ts';
import { receiveError } from './driverErrors.ts';
import { DRIVER_HOST_HEAP_LIMIT_MB, type DriverCall, type DriverReply } from './driverHostProtocol.ts';

const HEARTBEAT_MS = 1000;
/** A started worker that has not answered a ping this long is stuck in a driver's loop. */
const SILENT_LIMIT_MS = 10_000;
/** Backstops over the connectors' own 5 s limits: a call never waits longer than this. */
const CALL_LIMIT_MS = { test: 15_000, run: 15_000, introspect: 120_000 } as const;

type Op = 'test' | 'introspect' | 'run';

interface Call {
  op: Op;
  settings: ConnectionSettings;
  query?: string | MongoQuery;
  resolve(value: unknown): void;
  reject(err: Error): void;
  /** Workers this call has been sent to. */
  tries: number;
}

interface Host {
  worker: Worker;
  pending: Map<number, Call>;
  /** When it last answered; null until it has loaded its drivers (which may take seconds under load). */
  lastAnswerAt: number | null;
}

let host: Host | null = null;
let nextId = 1;

const where = (s: ConnectionSettings) => `${s.host}:${s.port}`;

function startHost(): Host {
  const worker = new Worker(new URL('./driverHostWorker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: DRIVER_HOST_HEAP_LIMIT_MB },
  });
  worker.unref();
  const h: Host = { worker, pending: new Map(), lastAnswerAt: null };
  const heartbeat = setInterval(() => {
    if (h.lastAnswerAt === null) return;
    if (!h.pending.size) {
      h.lastAnswerAt = Date.now();
      return;
    }
    if (Date.now() - h.lastAnswerAt > SILENT_LIMIT_MS) void worker.terminate();
    else worker.postMessage({ id: 0, op: 'ping' } satisfies DriverCall);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  worker.on('message', (reply: DriverReply) => {
    h.lastAnswerAt = Date.now();
    if (reply.id === undefined) return;
    const call = h.pending.get(reply.id);
    if (!call) return;
    h.pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(receiveError(reply.error));
  });
  // An error is followed by exit, which settles every call.
  worker.on('error', () => {});
  worker.on('exit', () => {
    clearInterval(heartbeat);
    if (host === h) host = null;
    // A call that was only beside the one that ended the worker gets a second worker; a call
    // that ends two is the cause.
    for (const call of h.pending.values()) {
      if (call.tries < 2) dispatch(call);
      else
        call.reject(
          new ConnectionFailure(
            `The connection to ${where(call.settings)} was dropped: the answer was too large or could not be read.`,
          ),
        );
    }
    h.pending.clear();
  });
  return h;
}

function dispatch(call: Call) {
  host ??= startHost();
  const id = nextId++;
  call.tries++;
  host.pending.set(id, call);
  host.worker.postMessage({
    id,
    op: call.op,
    settings: call.settings,
    query: call.query,
    sample: sampleAddress(),
  } satisfies DriverCall);
}

function perform<T>(op: Op, settings: ConnectionSettings, query?: string | MongoQuery): Promise<T> {
  const answer = new Promise<T>((resolve, reject) =>
    dispatch({ op, settings, query, resolve: resolve as (v: unknown) => void, reject, tries: 0 }),
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConnectionFailure(`No answer from ${where(settings)} within ${CALL_LIMIT_MS[op] / 1000} s.`),
        ),
      CALL_LIMIT_MS[op],
    );
  });
  return Promise.race([answer, limit]).finally(() => clearTimeout(timer));
}

/**
 * A connector whose drivers run in a worker thread with capped memory. Whatever answers on a
 * connection's port (a flood, an oversized message, bytes a driver's parser throws on outside any
 * promise) can at worst end that worker, never the server: its calls fail with a message and the
 * next call starts a new worker.
 */
export function hostedConnector(settings: ConnectionSettings): Connector {
  return {
    test: () => perform('test', settings),
    introspect: () => perform<{ tables: RawTable[]; values: Map<string, string[]> }>('introspect', settings),
    async run(query) {
      // Refused statements are told here, with their own error, without a trip to the worker
      // (which gates the statement again before it runs it).
      await gateQuery(settings.type, query, ROW_LIMIT + 1);
      return perform<QueryResult>('run', settings, query);
    },
  };
}

/** Starts the worker ahead of the first call. */
export function warmDriverHost() {
  host ??= startHost();
}

/** Ends the worker (tests; the process does not wait for it anyway). */
export async function stopDriverHost() {
  await host?.worker.terminate();
}
