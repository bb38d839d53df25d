// Retrieval quality of the local engine under variants of chunking, ranking, fusion and answer
// sentence selection, on SQuAD 'Normans' (its paragraphs as texts, the held-out article's
// paragraphs as distractors; the held-out questions are not in the fixture). Prints one table row
// per variant: source hit@1 and the share of answers holding the expected fact, over all questions
// and over the questions of even and odd paragraphs (a difference between the halves shows how
// much a choice depends on the questions it was measured on). Run: npm run bench:retrieval
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/database.ts';
import { knowledgeChunks, texts, users, workspaces } from '../src/server/db/schema.ts';
import { createEventBus } from '../src/server/events/eventBus.ts';
import { chunkSource } from '../src/server/knowledge/chunkSource.ts';
import { type ChunkOptions, chunkText, defaultChunkOptions } from '../src/server/knowledge/chunkText.ts';
import { createEmbedder, vectorToBytes } from '../src/server/knowledge/embedder.ts';
import {
  createKnowledgeSearch,
  type SearchTuning,
  searchTuning,
} from '../src/server/knowledge/knowledgeSearch.ts';
import {
  createLocalAnswerEngine,
  type LocalEngineTuning,
  localEngineTuning,
} from '../src/server/knowledge/localAnswerEngine.ts';

interface Squad {
  data: Array<{
    title: string;
    paragraphs: Array<{
      context: string;
      qas: Array<{ question: string; is_impossible?: boolean; answers: Array<{ text: string }> }>;
    }>;
  }>;
}

interface Variant {
  label: string;
  chunking?: ChunkOptions;
  search?: Partial<SearchTuning>;
  engine?: Partial<LocalEngineTuning>;
}

export const variants: Variant[] = [
  { label: 'chosen: chunks ≤ 200 chars, BM25 + cosine linear w=0.5, answer type' },
  { label: 'fusion: RRF k=20', search: { fusion: 'rrf', rrfK: 20 } },
  { label: 'fusion: RRF k=60', search: { fusion: 'rrf', rrfK: 60 } },
  { label: 'fusion: linear w=0.3', search: { cosineWeight: 0.3 } },
  { label: 'fusion: linear w=0.7', search: { cosineWeight: 0.7 } },
  { label: 'fusion: BM25 top 50 re-ranked by cosine', search: { fusion: 'rerank' } },
  { label: 'BM25 only', search: { cosineWeight: 0 } },
  { label: 'cosine only', search: { cosineWeight: 1 } },
  { label: 'BM25 k1=2.0', search: { k1: 2 } },
  { label: 'BM25 b=0.5', search: { b: 0.5 } },
  { label: 'every word selects candidates', search: { selectingShare: 1, selectingWords: 100 } },
  { label: 'words in ≤ 5% of chunks select', search: { selectingShare: 0.05 } },
  { label: 'every word in ≤ 10% of chunks selects', search: { selectingWords: 100 } },
  { label: 'the 2 rarest words select', search: { selectingWords: 2 } },
  { label: 'no answer-type bonus', engine: { answerTypeBonus: 0 } },
  { label: 'sentences from 2 passages', engine: { passages: 2 } },
  { label: 'sentences from 6 passages', engine: { passages: 6 } },
  { label: 'chunks of one sentence', chunking: { maxChars: 1, overlap: 0 } },
  { label: 'chunks ≤ 320 chars, overlap 1', chunking: { maxChars: 320, overlap: 1 } },
  { label: 'chunks ≤ 500 chars, overlap 1', chunking: { maxChars: 500, overlap: 1 } },
];

export async function benchRetrieval(list = variants) {
  const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as Squad;
  const database = await openDatabase({});
  const db = database.db;
  const bus = createEventBus(db);
  const embedder = createEmbedder({ mode: 'local' });
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', account: 'bench', passwordHash: 'x' })
    .returning();
  const paragraphs = squad.data
    .flatMap((a) => a.paragraphs.map((p, i) => ({ title: a.title.replace(/_/g, ' '), ...p, half: i % 2 })))
    .map((p, i) => ({ ...p, id: `paragraph-${i}` }));
  const questions = paragraphs.flatMap((p) =>
    p.qas
      .filter((q) => !q.is_impossible)
      .map((q) => ({ question: q.question, answers: q.answers.map((a) => a.text.toLowerCase()), p })),
  );

  const workspaceOf = new Map<string, string>();
  async function corpus(options: ChunkOptions) {
    const key = JSON.stringify(options);
    const known = workspaceOf.get(key);
    if (known) return known;
    const [ws] = await db
      .insert(workspaces)
      .values({ userId: user!.id, name: key, role: 'r', appId: `bench-${workspaceOf.size}` })
      .returning();
    for (const p of paragraphs) {
      const chunks = chunkText(p.context, options);
      const vectors = await embedder.embed(chunks.map((c) => c.content));
      // Each corpus holds its own copy of the paragraph; its id says which paragraph it is.
      const [text] = await db
        .insert(texts)
        .values({ id: `${p.id}/${workspaceOf.size}`, workspaceId: ws!.id, name: p.title, content: p.context })
        .returning({ id: texts.id });
      await db.insert(knowledgeChunks).values(
        chunks.map((c, i) => ({
          workspaceId: ws!.id,
          ...chunkSource('text', text!.id),
          position: c.position,
          title: p.title,
          content: c.content,
          embedding: vectorToBytes(vectors[i]!),
        })),
      );
    }
    workspaceOf.set(key, ws!.id);
    return ws!.id;
  }

  const rows = [];
  try {
    for (const v of list) {
      const workspaceId = await corpus(v.chunking ?? defaultChunkOptions);
      const search = createKnowledgeSearch({ db, embedder, bus, tuning: { ...searchTuning, ...v.search } });
      const engine = createLocalAnswerEngine(search, { ...localEngineTuning, ...v.engine });
      const halves = [0, 1].map(() => ({ n: 0, hit: 0, held: 0 }));
      for (const q of questions) {
        const reply = await engine.answer({ workspaceId, role: 'r', question: q.question });
        const h = halves[q.p.half]!;
        h.n++;
        if (reply.sources[0]?.id.split('/')[0] === q.p.id) h.hit++;
        if (reply.known && q.answers.some((a) => reply.answer.toLowerCase().includes(a))) h.held++;
      }
      const [even, odd] = halves as [(typeof halves)[0], (typeof halves)[0]];
      const all = { n: even.n + odd.n, hit: even.hit + odd.hit, held: even.held + odd.held };
      rows.push({ label: v.label, all, even, odd });
    }
  } finally {
    await bus.close();
    await database.close();
  }
  return { questions: questions.length, rows };
}

const share = (x: number, n: number) => (x / n).toFixed(3);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { questions, rows } = await benchRetrieval();
  console.log(`\nRetrieval quality on ${questions} SQuAD 'Normans' questions (hit@1 / holds the fact)\n`);
  console.log('| variant | all | even paragraphs | odd paragraphs |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const cell = (x: { n: number; hit: number; held: number }) =>
      `${share(x.hit, x.n)} / ${share(x.held, x.n)}`;
    console.log(`| ${r.label} | ${cell(r.all)} | ${cell(r.even)} | ${cell(r.odd)} |`);
  }
  process.exit(0);
}
