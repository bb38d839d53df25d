import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { STATEMENT_TIMEOUT_MS } from './connectors/connector.ts';
import { setSampleAddress } from './sampleCostCap.ts';

export interface SampleDatabase {
  /** Where it listens, once it does. */
  address(): { host: string; port: number } | null;
  /** Resolves when it listens; rejects when it could not start. */
  ready: Promise<{ host: string; port: number }>;
  stop(): Promise<void>;
}

/** Workers answering at once: one may be stuck on a runaway query while the others serve. */
export const SAMPLE_WORKERS = 3;
/** A worker silent this long is running a statement past the limit: it is terminated. */
const STUCK_AFTER_MS = STATEMENT_TIMEOUT_MS + 250;
/** A worker that has not answered a ping within this is busy and gets no new connection. */
const BUSY_AFTER_MS = 200;
const PING_EVERY_MS = 100;

interface Slot {
  worker: Worker;
  copyIndex: number;
  /** Where the worker listens; null before it is ready and once it is being terminated. */
  port: number | null;
  started: boolean;
  client: Socket | null;
  pingSentAt: number | null;
}

/**
 * Serves the Superstore sample database over the PostgreSQL protocol. PGlite ignores
 * statement_timeout and runs a statement without yielding, so each connection is relayed to a
 * worker thread of its own holding its own copy; a worker that stays silent past the time
 * limit is terminated (which frees its connection) and replaced, and the other workers keep
 * answering. Building the data (once, into DATA_DIR/sample-superstore) happens in the first worker.
 */
export function startSampleDatabase({ dataDir, port }: { dataDir: string; port: number }): SampleDatabase {
  const dir = join(dataDir, 'sample-superstore');
  const slots = new Set<Slot>();
  const waiting: Socket[] = [];
  let address: { host: string; port: number } | null = null;
  let stopping = false;

  function spawn(): Promise<Slot> {
    // Each worker gets a directory no live worker holds.
    let copyIndex = 0;
    while ([...slots].some((s) => s.copyIndex === copyIndex)) copyIndex++;
    const worker = new Worker(new URL('./sampleDatabaseWorker.mjs', import.meta.url), {
      workerData: { dir, copy: `${dir}-worker-${copyIndex}` },
    });
    const slot: Slot = { worker, copyIndex, port: null, started: false, client: null, pingSentAt: null };
    slots.add(slot);
    return new Promise<Slot>((resolve, reject) => {
      worker.on('message', (m: { type: string; port?: number }) => {
        if (m.type === 'pong') slot.pingSentAt = null;
        if (m.type !== 'ready' || !m.port) return;
        slot.port = m.port;
        slot.started = true;
        resolve(slot);
        serveWaiting();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        slots.delete(slot);
        slot.client?.destroy();
        // Stopped before it listened: it did not fail, so `ready` stays unsettled rather than report one.
        if (!stopping) reject(new Error(`The sample database stopped (exit code ${code}).`));
        if (!stopping && slot.started) void spawn().catch(() => {});
      });
    });
  }

  const idle = () =>
    [...slots].find(
      (s) =>
        s.port !== null && !s.client && (s.pingSentAt === null || Date.now() - s.pingSentAt < BUSY_AFTER_MS),
    );

  function relay(client: Socket, slot: Slot) {
    slot.client = client;
    const upstream = connect({ host: '127.0.0.1', port: slot.port! });
    const release = () => {
      client.destroy();
      upstream.destroy();
      if (slot.client !== client) return;
      slot.client = null;
      serveWaiting();
    };
    client.on('close', release).on('error', release);
    upstream.on('close', release).on('error', release);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  function serveWaiting() {
    while (waiting.length) {
      const slot = idle();
      if (!slot) return;
      const client = waiting.shift()!;
      if (!client.destroyed) relay(client, slot);
    }
  }

  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const slot of slots) {
      if (slot.port === null) continue;
      if (slot.pingSentAt === null) {
        slot.pingSentAt = now;
        slot.worker.postMessage('ping');
      } else if (now - slot.pingSentAt > STUCK_AFTER_MS) {
        slot.port = null;
        void slot.worker.terminate();
      }
    }
    // A worker may become free only by answering a ping; hand it the connections that wait.
    serveWaiting();
  }, PING_EVERY_MS);
  watchdog.unref();

  const front = createServer((client) => {
    client.on('error', () => {});
    waiting.push(client);
    serveWaiting();
  });

  const ready = (async () => {
    // The first worker builds the data when it is missing; the others copy it once it exists.
    await spawn();
    await Promise.all(Array.from({ length: SAMPLE_WORKERS - 1 }, spawn));
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(port, '127.0.0.1', () => resolve());
    });
    address = { host: '127.0.0.1', port: (front.address() as { port: number }).port };
    setSampleAddress(address);
    return address;
  })();
  ready.catch(() => {});

  return {
    address: () => address,
    ready,
    async stop() {
      stopping = true;
      clearInterval(watchdog);
      setSampleAddress(null);
      for (const client of waiting) client.destroy();
      for (const slot of slots) slot.client?.destroy();
      await new Promise<void>((resolve) => (front.listening ? front.close(() => resolve()) : resolve()));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
