// Runs the local answer engine over a workspace built in an in-process database: SQuAD-format
// articles (each paragraph a text) or a business's documents (files read as the indexer reads
// them, texts and Q&A pairs), each question asked once. Used by `npm run eval:answers` and by the
// engine's floor tests.

import { openDatabase } from '../src/server/db/database.ts';
import { knowledgeChunks, qnas, texts, users, workspaces } from '../src/server/db/schema.ts';
import { createEventBus } from '../src/server/events/eventBus.ts';
import type { Evidence } from '../src/server/knowledge/answerConfidence.ts';
import type { Answer } from '../src/server/knowledge/answerTypes.ts';
import { chunkSource } from '../src/server/knowledge/chunkSource.ts';
import { chunkText } from '../src/server/knowledge/chunkText.ts';
import { createEmbedder, type QueryEmbedder, vectorToBytes } from '../src/server/knowledge/embedder.ts';
import { extractText } from '../src/server/knowledge/extractText.ts';
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
  /** The first cited source is the one the question was written from. */
  sourceRight: boolean;
  /** The question names the source it was written from. */
  hasSource: boolean;
  answer: string;
  /** Index of the paragraph the question was written from (-1 when none). */
  paragraph: number;
  evidence?: Evidence;
}

export interface AnswerFigures {
  answerable: {
    n: number;
    held: number;
    sourceRight: number;
    /** How many name the source they were written from: first source right is out of these. */
    withSource: number;
    declined: number;
  };
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
      withSource: a.filter((q) => q.hasSource).length,
      declined: a.filter((q) => !q.known).length,
    },
    unanswerable: { n: u.length, declined: declinedU },
    rightOrRightlyDeclined: asked.length ? (heldA + declinedU) / asked.length : 0,
  };
}

/** One source of a workspace's knowledge, as the indexer stores it. */
export interface EvaluationSource {
  id: string;
  kind: 'text' | 'qna';
  /** A text's name (a file's name for a file), or a Q&A's question. */
  title: string;
  /** A text's whole content, or a Q&A's answer. */
  content: string;
  /** Text put before each chunk when embedding (a file's name, as the indexer does). */
  embedPrefix?: string;
}

export interface EvaluationQuestion {
  question: string;
  /** Any of these in a known answer makes it right; none means the sources do not answer it. */
  answers: string[];
  /** The source it was written from, for 'first source right'. */
  sourceId?: string;
  paragraph?: number;
  /** The conversation's previous question, for a follow-up. */
  previousQuestion?: string;
}

/** One embedding model for a whole run: it loads once. */
let sharedEmbedder: QueryEmbedder | undefined;
const embedderOnce = () => {
  sharedEmbedder ??= createEmbedder({ mode: 'local' });
  return sharedEmbedder;
};

/** Builds a workspace from the sources, asks every question of the local engine, and returns the replies. */
export async function askSources({
  sources,
  questions,
  tuning = localEngineTuning,
}: {
  sources: EvaluationSource[];
  questions: EvaluationQuestion[];
  tuning?: LocalEngineTuning;
}): Promise<AskedQuestion[]> {
  const database = await openDatabase({});
  const db = database.db;
  const bus = createEventBus(db);
  const embedder = embedderOnce();
  try {
    const [user] = await db
      .insert(users)
      .values({ email: 'eval@example.com', account: 'eval', passwordHash: 'x' })
      .returning();
    const [ws] = await db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'Evaluation', role: 'r', appId: 'eval-app' })
      .returning();
    const chunks = sources.flatMap((s) =>
      s.kind === 'qna'
        ? [{ source: s, position: 0, content: s.content, embedText: s.title }]
        : chunkText(s.content).map((c) => ({
            source: s,
            position: c.position,
            content: c.content,
            embedText: s.embedPrefix ? `${s.embedPrefix}: ${c.content}` : c.content,
          })),
    );
    const vectors = await embedder.embed(chunks.map((c) => c.embedText));
    // Every chunk's source exists, as in the product.
    const textSources = sources.filter((s) => s.kind === 'text');
    if (textSources.length)
      await db
        .insert(texts)
        .values(
          textSources.map((s) => ({ id: s.id, workspaceId: ws!.id, name: s.title, content: s.content })),
        );
    const qnaSources = sources.filter((s) => s.kind === 'qna');
    if (qnaSources.length)
      await db
        .insert(qnas)
        .values(
          qnaSources.map((s) => ({ id: s.id, workspaceId: ws!.id, question: s.title, answer: s.content })),
        );
    for (let i = 0; i < chunks.length; i += 500) {
      await db.insert(knowledgeChunks).values(
        chunks.slice(i, i + 500).map((c, j) => ({
          workspaceId: ws!.id,
          ...chunkSource(c.source.kind, c.source.id),
          position: c.position,
          title: c.source.title,
          content: c.content,
          embedding: vectorToBytes(vectors[i + j]!),
        })),
      );
    }
    const search = createKnowledgeSearch({ db, embedder, bus });
    const engine = createLocalAnswerEngine(search, tuning);
    const asked: AskedQuestion[] = [];
    for (const q of questions) {
      const reply: Answer = await engine.answer({
        workspaceId: ws!.id,
        role: 'r',
        question: q.question,
        previousQuestion: q.previousQuestion,
      });
      const answerable = q.answers.length > 0;
      const text = reply.answer.toLowerCase();
      asked.push({
        question: q.question,
        answerable,
        known: reply.known,
        held: answerable && reply.known && q.answers.some((x) => text.includes(x.toLowerCase())),
        sourceRight: q.sourceId !== undefined && reply.sources[0]?.id === q.sourceId,
        hasSource: q.sourceId !== undefined,
        answer: reply.answer,
        paragraph: q.paragraph ?? -1,
        evidence: reply.evidence as Evidence | undefined,
      });
    }
    return asked;
  } finally {
    await bus.close();
    await database.close();
  }
}

/** Asks an article's questions, its paragraphs (and any distractors') being the workspace's texts. */
export function askArticle({
  article,
  distractors = [],
  tuning = localEngineTuning,
}: {
  article: SquadArticle;
  distractors?: SquadArticle[];
  tuning?: LocalEngineTuning;
}): Promise<AskedQuestion[]> {
  const paragraphs = [article, ...distractors].flatMap((a) =>
    a.paragraphs.map((p) => ({ title: a.title.replace(/_/g, ' '), context: p.context })),
  );
  return askSources({
    sources: paragraphs.map((p, i) => ({
      id: `paragraph-${i}`,
      kind: 'text',
      title: p.title,
      content: p.context,
    })),
    questions: article.paragraphs.flatMap((p, i) =>
      p.qas.map((q) => ({
        question: q.question,
        answers: q.is_impossible ? [] : q.answers.map((a) => a.text),
        sourceId: `paragraph-${i}`,
        paragraph: i,
      })),
    ),
    tuning,
  });
}

/** A file's knowledge as the indexer reads it: its extracted text under its name. */
export async function fileSource(id: string, name: string, bytes: Uint8Array): Promise<EvaluationSource> {
  return {
    id,
    kind: 'text',
    title: name,
    content: await extractText(bytes, name),
    embedPrefix: name.replace(/\.[^.]+$/, ''),
  };
}
