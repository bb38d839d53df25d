import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForIndexing } from '../knowledgeFixtures.ts';
import { signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';

interface Squad {
  data: Array<{
    title: string;
    paragraphs: Array<{
      context: string;
      qas: Array<{ question: string; is_impossible?: boolean; answers: Array<{ text: string }> }>;
    }>;
  }>;
}

// The 'Normans' article's questions measure the engine; the other article's questions are held
// out (never used here), its paragraphs only serve as distractors.
const squad = JSON.parse(
  readFileSync(new URL('../../fixtures/squad-normans.json', import.meta.url), 'utf8'),
) as Squad;
const normans = squad.data.find((a) => a.title === 'Normans')!;
const distractors = squad.data.filter((a) => a.title !== 'Normans');

/**
 * SQuAD questions are written by people reading the paragraph, phrased unlike it. Each paragraph
 * is a text of the workspace; the measure is whether the first cited source is the paragraph the
 * question was written from (hit@1) and whether the answer holds the expected fact.
 */
describe('retrieval quality with local embeddings', () => {
  let server: TestServer;
  let appId: string;
  const paragraphIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite', { embeddings: 'local', chatRateLimit: 100_000 });
    const { token } = await signUpAndIn(server);
    const ws = (
      await server.call('POST', '/api/workspaces/create', {
        token,
        body: { name: 'History', role: 'You answer questions about history.' },
      })
    ).body.data.id;
    appId = (await server.call('GET', `/api/workspaces/${ws}/chat`, { token })).body.data.appId;
    const add = async (title: string, content: string) =>
      (await server.call('POST', `/api/texts/${ws}`, { token, body: { name: title, content } })).body.data
        .id as string;
    for (const p of normans.paragraphs) paragraphIds.push(await add(normans.title, p.context));
    for (const article of distractors) {
      for (const p of article.paragraphs) await add(article.title.replace(/_/g, ' '), p.context);
    }
    await waitForIndexing(server, 600_000);
  }, 900_000);
  afterAll(() => server?.stop());

  // Measured here hit@1 0.896 and holds-fact 0.719 (chunks of at most 200 characters, BM25 and
  // cosine fused linearly, answer sentences preferring the asked kind of fact; the decline model
  // gives up about a seventh of the right answers to decline a third of the unanswerable
  // questions, see `npm run eval:answers`); the floors sit one question under that.
  it('cites the right paragraph first and states the asked fact for most questions', async () => {
    const questions = normans.paragraphs.flatMap((p, i) =>
      p.qas.filter((q) => !q.is_impossible).map((q) => ({ ...q, paragraphId: paragraphIds[i]! })),
    );
    expect(questions.length).toBeGreaterThanOrEqual(30);
    let hits = 0;
    let holds = 0;
    const misses: string[] = [];
    for (const q of questions) {
      const res = await server.call('POST', `/api/chat/${appId}/messages`, { body: { message: q.question } });
      const reply = res.body.data;
      const hit = reply.sources[0]?.id === q.paragraphId;
      const held =
        reply.known && q.answers.some((a) => reply.answer.toLowerCase().includes(a.text.toLowerCase()));
      if (hit) hits++;
      if (held) holds++;
      if (!held) misses.push(`${hit ? 'hit ' : 'MISS'} ${q.question} → ${reply.answer.slice(0, 120)}`);
    }
    const hitAt1 = hits / questions.length;
    const holdsFact = holds / questions.length;
    console.log(
      `retrieval quality on ${questions.length} questions: source hit@1 ${hitAt1.toFixed(3)}, answer holds the fact ${holdsFact.toFixed(3)}`,
    );
    if (process.env.SHOW_MISSES) console.log(misses.join('\n'));
    expect(hitAt1).toBeGreaterThanOrEqual(0.89);
    expect(holdsFact).toBeGreaterThanOrEqual(0.71);
  }, 600_000);

  // Written for this test without looking at the answers: nothing in the workspace is about them.
  const offTopic = [
    'What is the refund policy for damaged shoes?',
    'How do I reset my router password?',
    'What time does the pharmacy close on Sundays?',
    'Which vitamins are in spinach?',
    'How much does a monthly gym membership cost?',
    'Can I pay for my order with a gift card?',
    'What is the best way to water tomato plants?',
    'How many calories are in a banana?',
    'Where can I park my car near the stadium?',
    'Who is the lead singer of the band?',
  ];

  it('says it does not know when nothing in the workspace is about the question', async () => {
    let refused = 0;
    for (const message of offTopic) {
      const reply = (await server.call('POST', `/api/chat/${appId}/messages`, { body: { message } })).body
        .data;
      if (!reply.known) refused++;
    }
    console.log(`off-topic questions answered 'does not know': ${refused} of ${offTopic.length}`);
    expect(refused / offTopic.length).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
