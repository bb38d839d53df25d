// Runs the local answer engine over SQuAD-format questions in an in-process database: the
// article's paragraphs (and any distractor paragraphs) are texts of one workspace, each question
// is asked once. Used by `npm run eval:answers` and by the engine's floor test.

import { openDatabase } from '../src/server/db/database.ts';
import { knowledgeChunks, texts, users, workspaces } from '../src/server/db/schema.ts';
import { createEventBus } from '../src/server/events/eventBus.ts';
import type { Evidence } from '../src/server/knowledge/answerConfidence.ts';
import { chunkSource } from '../src/server/knowledge/chunkSource.ts';
import { chunkText } from '../src/server/knowledge/chunkText.ts';
import { createEmbedder, vectorToBytes } from '../src/server/knowledge/embedder.ts';
import { createKnowledgeSearch } from '../src/server/knowledge/knowledgeSearch.ts';
import {
  createLocalAnswerEngine,
  type LocalEngineTuning,
  localEngineTuning,
} from '../src/server/knowledge/localAnswerEngine.ts';

export interface SquadArticle {
  title: string;
  paragraphs: Array<{
    context: string;
    qas: Array<{ question: string; is_impossible?: boolean; answers: Array<{ text: string }> }>;
  }>;
}

export interface AskedQuestion {
  question: string;
  answerable: boolean;
  /** Known and holding one of the expected answers. */
  held: boolean;
  known: boolean;
  /** The first cited source is the paragraph the question was written from. */
  sourceRight: boolean;
  answer: string;
  /** Index of the paragraph the question was written from. */
  paragraph: number;
  evidence?: Evidence;
}

export interface AnswerFigures {
  answerable: { n: number; held: number; sourceRight: number; declined: number };
  unanswerable: { n: number; declined: number };
  /** Answerable and holding the fact, or unanswerable and declined, over all questions. */
  rightOrRightlyDeclined: number;
}

export function figuresOf(asked: AskedQuestion[]): AnswerFigures {
  const a = asked.filter((q) => q.answerable);
  const u = asked.filter((q) => !q.answerable);
  const declinedU = u.filter((q) => !q.known).length;
  const heldA = a.filter((q) => q.held).length;
  return {
    answerable: {
      n: a.length,
      held: heldA,
      sourceRight: a.filter((q) => q.sourceRight).length,
      declined: a.filter((q) => !q.known).length,
    },
    unanswerable: { n: u.length, declined: declinedU },
    rightOrRightlyDeclined: asked.length ? (heldA + declinedU) / asked.length : 0,
  };
}

export async function askArticle({
  article,
  distractors = [],
  tuning = localEngineTuning,
}: {
  article: SquadArticle;
  distractors?: SquadArticle[];
  tuning?: LocalEngineTuning;
}): Promise<AskedQuestion[]> {
  const database = await openDatabase({});
  const db = database.db;
  const bus = createEventBus(db);
  const embedder = createEmbedder({ mode: 'local' });
  try {
    const [user] = await db
      .insert(users)
      .values({ email: 'eval@example.com', account: 'eval', passwordHash: 'x' })
      .returning();
    const [ws] = await db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'Evaluation', role: 'r', appId: 'eval-app' })
      .returning();
    const paragraphs = [article, ...distractors].flatMap((a) =>
      a.paragraphs.map((p) => ({ title: a.title.replace(/_/g, ' '), context: p.context })),
    );
    const chunks = paragraphs.flatMap((p, i) =>
      chunkText(p.context).map((c) => ({ ...c, title: p.title, sourceId: `paragraph-${i}` })),
    );
    const vectors = await embedder.embed(chunks.map((c) => c.content));
    // Every chunk's source exists, as in the product.
    await db.insert(texts).values(
      paragraphs.map((p, i) => ({
        id: `paragraph-${i}`,
        workspaceId: ws!.id,
        name: p.title,
        content: p.context,
      })),
    );
    for (let i = 0; i < chunks.length; i += 500) {
      await db.insert(knowledgeChunks).values(
        chunks.slice(i, i + 500).map((c, j) => ({
          workspaceId: ws!.id,
          ...chunkSource('text', c.sourceId),
          position: c.position,
          title: c.title,
          content: c.content,
          embedding: vectorToBytes(vectors[i + j]!),
        })),
      );
    }
    const search = createKnowledgeSearch({ db, embedder, bus });
    const engine = createLocalAnswerEngine(search, tuning);
    const asked: AskedQuestion[] = [];
    for (const [i, p] of article.paragraphs.entries()) {
      for (const q of p.qas) {
        const reply = await engine.answer({ workspaceId: ws!.id, role: 'r', question: q.question });
        const answerable = !q.is_impossible;
        const text = reply.answer.toLowerCase();
        asked.push({
          question: q.question,
          answerable,
          known: reply.known,
          held: answerable && reply.known && q.answers.some((x) => text.includes(x.text.toLowerCase())),
          sourceRight: reply.sources[0]?.id === `paragraph-${i}`,
          answer: reply.answer,
          paragraph: i,
          evidence: reply.evidence as Evidence | undefined,
        });
      }
    }
    return asked;
  } finally {
    await bus.close();
    await database.close();
  }
}
