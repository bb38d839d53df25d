import { workerCalls } from './threadWorker.ts';

export type EmbeddingsMode = 'local' | 'openai' | 'off';

/** Turns texts into unit-length vectors; `dimensions` is 0 when embeddings are off. */
export interface Embedder {
  readonly mode: EmbeddingsMode;
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Settles once embeddings can be computed (the local model loaded and warmed up). */
  ready?(): Promise<void>;
}

export interface EmbedderConfig {
  mode: EmbeddingsMode;
  openaiBaseUrl?: string;
  openaiApiKey?: string;
  openaiEmbeddingModel?: string;
}

const BATCH = 32;

let localModel: ReturnType<typeof workerCalls<{ texts: string[] }, { vectors: Float32Array[] }>> | undefined;

/** The local model lives in one worker thread per process, loaded on first use and shared. */
function localEmbedder(): Embedder {
  localModel ??= workerCalls<{ texts: string[] }, { vectors: Float32Array[] }>(
    new URL('./embedWorker.ts', import.meta.url),
  );
  const calls = localModel;
  return {
    mode: 'local',
    async ready() {
      await calls.call({ texts: ['ready'] });
    },
    async embed(texts) {
      // A batch costs as much as its longest text times its size (the rest is padding): texts of
      // like length go together, which embeds long documents about half again as fast.
      const order = texts.map((_, i) => i).sort((a, b) => texts[a]!.length - texts[b]!.length);
      const out: Float32Array[] = new Array(texts.length);
      for (let i = 0; i < order.length; i += BATCH) {
        const batch = order.slice(i, i + BATCH);
        const { vectors } = await calls.call({ texts: batch.map((j) => texts[j]!) });
        for (const [k, j] of batch.entries()) out[j] = vectors[k]!;
      }
      return out;
    },
  };
}

export function normalise(values: ArrayLike<number>): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

/** Any OpenAI-compatible /v1/embeddings endpoint (OpenAI, Ollama, vLLM, …). */
function openaiEmbedder(config: EmbedderConfig): Embedder {
  const base = (config.openaiBaseUrl ?? '').replace(/\/+$/, '');
  return {
    mode: 'openai',
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const res = await fetch(`${base}/embeddings`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(config.openaiApiKey ? { Authorization: `Bearer ${config.openaiApiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.openaiEmbeddingModel ?? 'text-embedding-3-small',
            input: texts.slice(i, i + BATCH),
          }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok) throw new Error(`The embeddings server answered ${res.status}.`);
        const body = (await res.json()) as { data: Array<{ index: number; embedding: number[] }> };
        const rows = [...body.data].sort((a, b) => a.index - b.index);
        out.push(...rows.map((r) => normalise(r.embedding)));
      }
      return out;
    },
  };
}

const off: Embedder = { mode: 'off', embed: async () => [] };

/** Remembers the vectors of recent short texts (questions), so asking again costs nothing. */
export function withQueryCache(
  embedder: Embedder,
  size = 1000,
): Embedder & { embedQuery(q: string): Promise<Float32Array | null> } {
  const cache = new Map<string, Float32Array>();
  return {
    mode: embedder.mode,
    embed: (texts) => embedder.embed(texts),
    ready: async () => embedder.ready?.(),
    async embedQuery(question) {
      if (embedder.mode === 'off') return null;
      const key = question.trim().toLowerCase();
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const [vector] = await embedder.embed([question]);
      if (!vector) return null;
      cache.set(key, vector);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return vector;
    },
  };
}
export type QueryEmbedder = ReturnType<typeof withQueryCache>;

export function createEmbedder(config: EmbedderConfig): QueryEmbedder {
  const base =
    config.mode === 'off'
      ? off
      : config.mode === 'openai' && config.openaiBaseUrl
        ? openaiEmbedder(config)
        : localEmbedder();
  return withQueryCache(base);
}

/** Float32 vector ⇄ bytes as stored in `knowledge_chunks.embedding`. */
export const vectorToBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export function bytesToVector(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}
