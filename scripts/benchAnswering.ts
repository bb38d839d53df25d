// Answer latency with the local engine on a workspace of 10,000 chunks, indexing throughput and
// the process RSS with the embedding model loaded. Run through `npm run bench`.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database.ts';
import { prepareVectorColumn, type VectorSearch } from '../src/server/db/pgvector.ts';
import { knowledgeChunks, texts, users, workspaces } from '../src/server/db/schema.ts';
import { createEventBus } from '../src/server/events/eventBus.ts';
import { chunkSource } from '../src/server/knowledge/chunkSource.ts';
import { chunkText } from '../src/server/knowledge/chunkText.ts';
import { createEmbedder, vectorToBytes } from '../src/server/knowledge/embedder.ts';
import { createKnowledgeSearch } from '../src/server/knowledge/knowledgeSearch.ts';
import { createLocalAnswerEngine } from '../src/server/knowledge/localAnswerEngine.ts';

const TARGET_CHUNKS = 10_000;

interface Squad {
  data: Array<{ title: string; paragraphs: Array<{ context: string; qas: Array<{ question: string }> }> }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** `vectorSearch` picks where the nearest chunks come from (`auto`: what the product does on PGlite). */
export async function benchAnswering({ vectorSearch = 'auto' }: { vectorSearch?: VectorSearch } = {}) {
  const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as Squad;
  const rssBefore = process.memoryUsage().rss;
  const database = await openDatabase({ vectorSearch });
  const db = database.db;
  const bus = createEventBus(db);
  const embedder = createEmbedder({ mode: 'local' });
  try {
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.com', account: 'bench', passwordHash: 'x' })
      .returning();
    const [ws] = await db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'Bench', role: 'r', appId: 'bench-app' })
      .returning();

    // Indexing: every paragraph of both articles, chunked and embedded once.
    const loadStart = performance.now();
    await embedder.embed(['warm up the model']);
    const modelLoadMs = performance.now() - loadStart;
    const rssWithModel = process.memoryUsage().rss;
    const passages = squad.data.flatMap((a) =>
      a.paragraphs.flatMap((p) => chunkText(p.context).map((c) => ({ title: a.title, content: c.content }))),
    );
    const textBytes = squad.data.reduce(
      (n, a) => n + a.paragraphs.reduce((m, p) => m + Buffer.byteLength(p.context), 0),
      0,
    );
    const indexStart = performance.now();
    const vectors = await embedder.embed(passages.map((p) => p.content));
    const indexSeconds = (performance.now() - indexStart) / 1000;

    // 10,000 chunks: the real ones, then copies (their vectors slightly moved) up to the count.
    const rows = [];
    for (let i = 0; i < TARGET_CHUNKS; i++) {
      const p = passages[i % passages.length]!;
      const copy = Math.floor(i / passages.length);
      const v = Float32Array.from(
        vectors[i % passages.length]!,
        (x) => x + (copy ? (Math.random() - 0.5) * 0.01 : 0),
      );
      rows.push({
        workspaceId: ws!.id,
        ...chunkSource('text', `source-${i}`),
        position: 0,
        title: copy ? `${p.title} ${copy}` : p.title,
        content: p.content,
        embedding: vectorToBytes(v),
      });
    }
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      // every chunk's source exists, as in the product
      await db.insert(texts).values(
        batch.map((r) => ({
          id: r.sourceId,
          workspaceId: r.workspaceId,
          name: r.title,
          content: r.content,
        })),
      );
      await db.insert(knowledgeChunks).values(batch);
    }
    // written as bytes only, as by a database from before pgvector: start-up fills the column
    if (database.pgvector) await prepareVectorColumn(db, database.kind);
    const count = await db.$count(knowledgeChunks);

    const search = createKnowledgeSearch({ db, embedder, bus });
    const engine = createLocalAnswerEngine(search);
    const questions = squad.data
      .find((a) => a.title === 'Normans')!
      .paragraphs.flatMap((p) => p.qas.map((q) => q.question));
    const cpu: number[] = [];
    const ask = async (question: string) => {
      const start = performance.now();
      const used = process.cpuUsage();
      await engine.answer({ workspaceId: ws!.id, role: 'r', question });
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      return performance.now() - start;
    };
    // The first question after a change reads the workspace's chunks, vectors and words into memory.
    const indexLoadMs = await ask('What is this workspace about?');
    const cold = [];
    for (const q of questions.slice(0, 20)) cold.push(await ask(q)); // first sight: embeds the question
    for (const q of questions) await ask(q); // warm-up: every question embedded once, matrix cached
    const warm = [];
    cpu.length = 0;
    for (const q of questions) warm.push(await ask(q));
    // A text added, replaced and removed: the cached index takes in only its chunks.
    const afterChange: number[] = [];
    const [addedText] = await db
      .insert(texts)
      .values({ workspaceId: ws!.id, name: 'Ferry', content: 'The ferry leaves at seven.' })
      .returning({ id: texts.id });
    const changed = { kind: 'text' as const, id: addedText!.id };
    for (let i = 0; i < 5; i++) {
      await db.delete(knowledgeChunks).where(eq(knowledgeChunks.textId, changed.id));
      if (i < 4) {
        const content = `The ferry leaves at ${i + 7} o'clock from pier ${i}.`;
        const [vector] = await embedder.embed([content]);
        await db.insert(knowledgeChunks).values({
          workspaceId: ws!.id,
          ...chunkSource('text', changed.id),
          position: 0,
          title: 'Ferry',
          content,
          embedding: vectorToBytes(vector!),
        });
      }
      await bus.knowledgeChanged(ws!.id, changed);
      afterChange.push(await ask(questions[i]!));
    }
    afterChange.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    cold.sort((a, b) => a - b);
    return {
      pgvector: database.pgvector,
      chunks: count,
      p50: percentile(warm, 0.5),
      p95: percentile(warm, 0.95),
      // CPU time of the process per answer: what the latency is on an idle core, whatever the load.
      cpuP50: percentile(cpu, 0.5),
      cpuP95: percentile(cpu, 0.95),
      indexLoadMs,
      afterChangeP50: percentile(afterChange, 0.5),
      afterChangeMax: afterChange.at(-1)!,
      coldP50: percentile(cold, 0.5),
      coldP95: percentile(cold, 0.95),
      mbPerSecond: textBytes / 1024 / 1024 / indexSeconds,
      chunksPerSecond: passages.length / indexSeconds,
      indexedChunks: passages.length,
      modelLoadMs,
      rssWithModelMb: rssWithModel / 1024 / 1024,
      rssGrowthMb: (rssWithModel - rssBefore) / 1024 / 1024,
    };
  } finally {
    await bus.close();
    await database.close();
  }
}
