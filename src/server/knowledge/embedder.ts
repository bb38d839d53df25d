import { type CallPriority, priorityCalls } from './priorityCalls.ts';
import { workerCalls } from './threadWorker.ts';

export type EmbeddingsMode = 'local' | 'openai' | 'off';

/** Turns texts into unit-length vectors; `dimensions` is 0 when embeddings are off. */
export interface Embedder {
  readonly mode: EmbeddingsMode;
  /** `query`: a question waits for it; its batches go before every waiting `index` batch. */
  embed(texts: string[], priority?: CallPriority): Promise<Float32Array[]>;
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
/**
 * Texts per call to the local model: the model costs less per text in small batches (8 of like
 * length: about two thirds of the time of 32, see docs/decisions/indexing-throughput.md), and a
 * question waits at most for the one batch under way.
 */
const LOCAL_BATCH = 8;

type ModelCalls = ReturnType<typeof priorityCalls<{ texts: string[] }, { vectors: Float32Array[] }>>;
let localModel: ModelCalls | undefined;

/**
 * The local model lives in one worker thread per process, loaded on first use and shared; one
 * call at a time goes to it, questions' calls before indexing's.
 */
function localEmbedder(): Embedder {
  if (!localModel) {
    const worker = workerCalls<{ texts: string[] }, { vectors: Float32Array[] }>(
      new URL('./embedWorker.ts', import.meta.url),
    );
    localModel = priorityCalls((request: { texts: string[] }) => worker.call(request));
  }
  const calls = localModel;
  return {
    mode: 'local',
    async ready() {
      await calls.call({ texts: ['ready'] }, 'query');
    },
    async embed(texts, priority = 'index') {
      // A batch costs as much as its longest text times its size (the rest is padding): texts of
      // like length go together, which embeds long documents about half again as fast.
      const order = texts.map((_, i) => i).sort((a, b) => texts[a]!.length - texts[b]!.length);
      const out: Float32Array[] = new Array(texts.length);
      for (let i = 0; i < order.length; i += LOCAL_BATCH) {
        const batch = order.slice(i, i + LOCAL_BATCH);
        const { vectors } = await calls.call({ texts: batch.map((j) => texts[j]!) }, priority);
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
    embed: (texts, priority) => embedder.embed(texts, priority),
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
      const [vector] = await embedder.embed([question], 'query');
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
