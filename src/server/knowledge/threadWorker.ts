import { Worker } from 'node:worker_threads';

const entry = new URL('./tsWorker.mjs', import.meta.url);

/** A worker thread running a TypeScript module (see tsWorker.mjs). */
export function startTsWorker(url: URL): Worker {
  return new Worker(entry, { workerData: { module: url.href } });
}

/** Request/reply over a worker: each call gets its own id; a crash fails every pending call. */
export function workerCalls<Req extends object, Res>(url: URL, idleMs = 0) {
  let worker: Worker | undefined;
  let next = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve: (r: Res) => void; reject: (e: Error) => void }>();

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = undefined;
  }

  function ensure(): Worker {
    if (worker) return worker;
    const w = startTsWorker(url);
    w.unref();
    w.on('message', (msg: { id: number; error?: string } & Res) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.error) p.reject(new Error(msg.error));
      else p.resolve(msg);
      if (pending.size === 0) scheduleIdle();
    });
    w.on('error', (e) => failAll(e));
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`worker stopped (exit code ${code})`));
    });
    worker = w;
    return w;
  }

  function scheduleIdle() {
    if (!idleMs) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) void stop();
    }, idleMs);
    idleTimer.unref();
  }

  async function stop() {
    clearTimeout(idleTimer);
    const w = worker;
    worker = undefined;
    if (w) await w.terminate();
  }

  return {
    call(request: Req, transfer: ArrayBuffer[] = []): Promise<Res> {
      const w = ensure();
      clearTimeout(idleTimer);
      const id = next++;
      return new Promise<Res>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ ...request, id }, transfer);
      });
    },
    stop,
  };
}
