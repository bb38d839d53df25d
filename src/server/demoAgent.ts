import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEMO_APP_ID } from '../contract/demoAgent.ts';
import { helpTopics } from '../contract/helpTopics.ts';
import type { QnaInput, TextInput } from '../contract/workspace.ts';
import type { Database } from './db/database.ts';
import { qnas, texts, users, workspaces } from './db/schema.ts';
import { hashPassword } from './services/passwords.ts';
import type { QnaService } from './services/qnas.ts';
import type { TextService } from './services/texts.ts';
import type { WorkspaceItemService } from './services/workspaceItems.ts';

/** The system account that owns the demo workspace; locked, with a password nobody knows. */
const DEMO_OWNER = { email: 'demo-agent@aiplatform.example', account: 'demo-agent' };

const DEMO_WORKSPACE = {
  name: 'AI Platform Help',
  role: 'You are the help desk of AI Platform. Answer questions about the product from its Help Center.',
};

/**
 * What the demo agent knows: each Help Center answer as a Q&A pair, and each topic as one text of
 * its questions and answers, as the Help Center reads, so a question put in other words still finds
 * the sentence that answers it.
 */
export function demoKnowledge(): { qnas: QnaInput[]; texts: TextInput[] } {
  return {
    qnas: helpTopics.flatMap((topic) => topic.questions),
    texts: helpTopics.map((topic) => ({
      name: topic.title,
      content: topic.questions.map((q) => `${q.question}\n${q.answer}`).join('\n\n'),
    })),
  };
}

interface Items<TInput extends object> {
  service: WorkspaceItemService<unknown, TInput>;
  /** The workspace's rows: id, the key the knowledge is matched by, and the rest of their input. */
  rows: Array<{ id: string; key: string; input: TInput }>;
  keyOf: (input: TInput) => string;
  same: (a: TInput, b: TInput) => boolean;
}

/** Makes a workspace's items exactly `wanted` (by key): adds, changes and removes through the service. */
async function syncItems<TInput extends object>(
  owner: string,
  workspaceId: string,
  wanted: TInput[],
  { service, rows, keyOf, same }: Items<TInput>,
) {
  const kept = new Set<string>();
  for (const input of wanted) {
    const row = rows.find((r) => r.key === keyOf(input) && !kept.has(r.id));
    if (!row) await service.create(owner, workspaceId, input);
    else {
      kept.add(row.id);
      if (!same(row.input, input)) await service.update(owner, workspaceId, row.id, input);
    }
  }
  for (const row of rows) if (!kept.has(row.id)) await service.remove(owner, workspaceId, row.id);
}

/**
 * Creates (or brings up to date) the demo agent: a workspace at DEMO_APP_ID owned by a system
 * account, whose knowledge is the Help Center. Safe to run at every start; changes go through the
 * text and Q&A services, so the indexer picks them up.
 */
export async function seedDemoAgent({
  db,
  texts: textService,
  qnas: qnaService,
}: {
  db: Database;
  texts: TextService;
  qnas: QnaService;
}): Promise<{ workspaceId: string }> {
  const findOwner = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_OWNER.email));
  if ((await findOwner()).length === 0) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db
      .insert(users)
      .values({ ...DEMO_OWNER, passwordHash, nickname: 'AI Platform', isLocked: true })
      .onConflictDoNothing();
  }
  const [owner] = await findOwner();
  await db
    .insert(workspaces)
    .values({ userId: owner!.id, appId: DEMO_APP_ID, ...DEMO_WORKSPACE })
    .onConflictDoNothing();
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.appId, DEMO_APP_ID));
  if (workspace!.userId !== owner!.id) throw new Error(`appId ${DEMO_APP_ID} belongs to another account.`);
  const workspaceId = workspace!.id;

  const knowledge = demoKnowledge();
  const qnaRows = await db.select().from(qnas).where(eq(qnas.workspaceId, workspaceId));
  await syncItems(owner!.id, workspaceId, knowledge.qnas, {
    service: qnaService,
    rows: qnaRows.map((r) => ({
      id: r.id,
      key: r.question,
      input: { question: r.question, answer: r.answer },
    })),
    keyOf: (q) => q.question,
    same: (a, b) => a.answer === b.answer,
  });
  const textRows = await db.select().from(texts).where(eq(texts.workspaceId, workspaceId));
  await syncItems(owner!.id, workspaceId, knowledge.texts, {
    service: textService,
    rows: textRows.map((r) => ({ id: r.id, key: r.name, input: { name: r.name, content: r.content } })),
    keyOf: (t) => t.name,
    same: (a, b) => a.content === b.content,
  });
  return { workspaceId };
}
