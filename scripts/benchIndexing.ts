// Indexing throughput end to end in one server process (PGlite, the local embedding model): a
// plain-text file of about `targetBytes` from upload to 'indexed' (searchable by every word), then
// to every chunk's vector, while questions are answered and a text added meanwhile is indexed. Run through `npm run bench`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database.ts';
import { files, knowledgeChunks, texts, users, workspaces } from '../src/server/db/schema.ts';
import { createEventBus } from '../src/server/events/eventBus.ts';
import { createEmbedder } from '../src/server/knowledge/embedder.ts';
import { createIndexQueue } from '../src/server/knowledge/indexQueue.ts';
import { createKnowledgeIndexer } from '../src/server/knowledge/knowledgeIndexer.ts';
import { createKnowledgeSearch } from '../src/server/knowledge/knowledgeSearch.ts';
import { createLocalAnswerEngine } from '../src/server/knowledge/localAnswerEngine.ts';
import { createFileStorage } from '../src/server/services/fileStorage.ts';

interface Squad {
  data: Array<{ title: string; paragraphs: Array<{ context: string; qas: Array<{ question: string }> }> }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchIndexing({ targetBytes = 512 * 1024 }: { targetBytes?: number } = {}) {
  const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as Squad;
  const paragraphs = squad.data.flatMap((a) => a.paragraphs.map((p) => p.context));
  const questions = squad.data.flatMap((a) => a.paragraphs.flatMap((p) => p.qas.map((q) => q.question)));
  // Wikipedia paragraphs, round after round (each round's paragraphs numbered) up to the size.
  const parts: string[] = [];
  let bytes = 0;
  for (let round = 1; bytes < targetBytes; round++) {
    for (const p of paragraphs) {
      const part = `Part ${round}. ${p}`;
      parts.push(part);
      bytes += Buffer.byteLength(part) + 2;
      if (bytes >= targetBytes) break;
    }
  }
  const content = parts.join('\n\n');

  const dir = mkdtempSync(join(tmpdir(), 'bench-indexing-'));
  const database = await openDatabase({});
  const db = database.db;
  const bus = createEventBus(db);
  const embedder = createEmbedder({ mode: 'local' });
  const indexer = createKnowledgeIndexer({
    db,
    storage: createFileStorage(dir),
    embedder,
    bus,
    queue: createIndexQueue(db),
    leaseMs: 60_000,
    pollMs: 100,
  });
  try {
    const [user] = await db
      .insert(users)
      .values({ email: 'bench-indexing@example.com', account: 'bench-indexing', passwordHash: 'x' })
      .returning();
    const [ws] = await db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'Bench', role: 'r', appId: 'bench-indexing' })
      .returning();
    const workspaceId = ws!.id;
    await embedder.ready?.();
    const storedName = randomUUID();
    writeFileSync(join(dir, storedName), content);
    const [file] = await db
      .insert(files)
      .values({
        workspaceId,
        userId: user!.id,
        originalFileName: 'wikipedia.txt',
        storedName,
        contentType: 'text/plain',
        size: Buffer.byteLength(content),
      })
      .returning({ id: files.id });
    const fileRow = async () => (await db.select().from(files).where(eq(files.id, file!.id)))[0]!;

    const engine = createLocalAnswerEngine(createKnowledgeSearch({ db, embedder, bus }));
    indexer.start();
    const start = performance.now();
    await indexer.enqueue('file', workspaceId, file!.id);

    // Questions all along, one at a time with a pause, as visitors ask them.
    let indexing = true;
    const latencies: number[] = [];
    const asking = (async () => {
      for (let i = 0; indexing; i++) {
        const t = performance.now();
        await engine.answer({ workspaceId, role: 'r', question: questions[i % questions.length]! });
        latencies.push(performance.now() - t);
        await sleep(250);
      }
    })();

    // A text added once the file is under way: how long until it is indexed.
    await sleep(3000);
    const [text] = await db
      .insert(texts)
      .values({
        workspaceId,
        name: 'Ferry',
        content: 'The ferry to the island leaves at seven every morning.',
      })
      .returning({ id: texts.id });
    const textAdded = performance.now();
    await indexer.enqueue('text', workspaceId, text!.id);
    let textIndexedMs = 0;
    let fileDoneAtText = 0;
    let fileTotal = 0;
    for (;;) {
      const row = (await db.select().from(texts).where(eq(texts.id, text!.id)))[0]!;
      if (row.status === 'indexed') {
        textIndexedMs = performance.now() - textAdded;
        const f = await fileRow();
        fileDoneAtText = f.chunksDone;
        fileTotal = f.chunksTotal;
        break;
      }
      await sleep(50);
    }

    let f = await fileRow();
    while (f.status === 'indexing') {
      await sleep(200);
      f = await fileRow();
    }
    const seconds = (performance.now() - start) / 1000;
    // A large file is searchable by its words first; its vectors follow in the background.
    const withoutVector = async () =>
      db.$count(
        knowledgeChunks,
        and(eq(knowledgeChunks.fileId, file!.id), isNull(knowledgeChunks.embedding)),
      );
    const deferredChunks = await withoutVector();
    while ((await withoutVector()) > 0) await sleep(500);
    const vectorSeconds = (performance.now() - start) / 1000;
    indexing = false;
    await asking;
    latencies.sort((a, b) => a - b);
    return {
      status: f.status,
      megabytes: Buffer.byteLength(content) / 1024 / 1024,
      seconds,
      mbPerMinute: Buffer.byteLength(content) / 1024 / 1024 / (seconds / 60),
      deferredChunks,
      vectorSeconds,
      vectorMbPerMinute: Buffer.byteLength(content) / 1024 / 1024 / (vectorSeconds / 60),
      chunks: f.chunksTotal,
      textIndexedMs,
      fileDoneAtText,
      fileTotalAtText: fileTotal,
      answers: latencies.length,
      answerP50: percentile(latencies, 0.5),
      answerP95: percentile(latencies, 0.95),
    };
  } finally {
    await indexer.stop();
    await bus.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx scripts/benchIndexing.ts [kilobytes]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = Number(process.argv[2] ?? 512);
  console.log(await benchIndexing({ targetBytes: kb * 1024 }));
  process.exit(0);
}
