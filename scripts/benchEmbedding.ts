// Cost of the local embedding model by what is embedded: chunks of a given size, or only their
// first characters, in batches of a given size. Run alone: `npx tsx scripts/benchEmbedding.ts`.
import { readFileSync } from 'node:fs';
import { chunkText } from '../src/server/knowledge/chunkText.ts';
import { createEmbedder } from '../src/server/knowledge/embedder.ts';

interface Squad {
  data: Array<{ paragraphs: Array<{ context: string }> }>;
}

const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as Squad;
const text = squad.data.flatMap((a) => a.paragraphs.map((p) => p.context)).join('\n\n');
const embedder = createEmbedder({ mode: 'local' });
await embedder.ready?.();

async function measure(label: string, maxChars: number, overlap: number, embedChars: number) {
  const chunks = chunkText(text, { maxChars, overlap }).map((c) => c.content.slice(0, embedChars));
  const sample = chunks.slice(0, 256);
  const start = performance.now();
  await embedder.embed(sample);
  const seconds = (performance.now() - start) / 1000;
  const perChunk = (seconds * 1000) / sample.length;
  // text covered: the whole file's bytes over its chunk count, per second
  const bytesPerChunk = Buffer.byteLength(text) / chunks.length;
  const mbPerMinute = ((bytesPerChunk / perChunk) * 1000 * 60) / 1024 / 1024;
  console.log(
    `${label.padEnd(44)} ${chunks.length} chunks, ${perChunk.toFixed(1)} ms/chunk, ${mbPerMinute.toFixed(2)} MB/min of text`,
  );
}

const only = process.argv[2];
const runs: Array<[string, number, number, number]> = [
  ['chunks ≤ 200, overlap 1 (today)', 200, 1, 10_000],
  ['chunks ≤ 200, no overlap', 200, 0, 10_000],
  ['chunks ≤ 500, no overlap', 500, 0, 10_000],
  ['chunks ≤ 1000, no overlap', 1000, 0, 10_000],
  ['chunks ≤ 1000, no overlap, first 200 embedded', 1000, 0, 200],
  ['chunks ≤ 1000, no overlap, first 300 embedded', 1000, 0, 300],
  ['chunks ≤ 2000, no overlap, first 300 embedded', 2000, 0, 300],
];
for (const r of runs) if (!only || r[0].includes(only)) await measure(...r);
process.exit(0);
