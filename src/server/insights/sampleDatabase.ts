import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { setSampleAddress } from './sampleCostCap.ts';

export interface SampleDatabase {
  /** Where it listens, once it does. */
  address(): { host: string; port: number } | null;
  /** Resolves when it listens; rejects when it could not start. */
  ready: Promise<{ host: string; port: number }>;
  stop(): Promise<void>;
}

/**
 * Serves the Superstore sample database over the PostgreSQL protocol from a worker thread, so
 * building it (once, into DATA_DIR/sample-superstore) and answering its queries never holds up
 * the API's event loop.
 */
export function startSampleDatabase({ dataDir, port }: { dataDir: string; port: number }): SampleDatabase {
  const worker = new Worker(new URL('./sampleDatabaseWorker.mjs', import.meta.url), {
    workerData: { dir: join(dataDir, 'sample-superstore'), port },
  });
  let address: { host: string; port: number } | null = null;
  let stopping = false;
  const ready = new Promise<{ host: string; port: number }>((resolve, reject) => {
    worker.on('message', (m: { type: string; port?: number }) => {
      if (m.type !== 'ready' || !m.port) return;
      address = { host: '127.0.0.1', port: m.port };
      setSampleAddress(address);
      resolve(address);
    });
    worker.once('error', reject);
    // Stopped before it listened: it did not fail, so `ready` stays unsettled rather than report one.
    worker.once('exit', (code) => {
      if (!stopping) reject(new Error(`The sample database stopped (exit code ${code}).`));
    });
  });
  ready.catch(() => {});
  return {
    address: () => address,
    ready,
    async stop() {
      stopping = true;
      if (!address) {
        await worker.terminate();
        return;
      }
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (m: { type: string }) => m.type === 'stopped' && resolve());
        setTimeout(resolve, 3000).unref();
      });
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}
