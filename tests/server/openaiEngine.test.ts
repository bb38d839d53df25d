import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/server/knowledge/embedder.ts';
import { uploadText, waitForFileStatus, waitForIndexing } from './knowledgeFixtures.ts';
import {
  type ChatCompletionRequest,
  type OpenAiWireServer,
  startOpenAiWireServer,
  wordVector,
} from './openaiWireServer.ts';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const ROLE = 'You are the help desk of Acme Travel. Be brief.';
const ENGINE_DOWN = 'The agent cannot answer right now. Please try again in a moment.';

/** The number the prompt gave the passage titled `title`. */
function passageNumber(request: ChatCompletionRequest, title: string): number {
  const user = request.messages.find((m) => m.role === 'user')!.content;
  const found = new RegExp(`^\\[(\\d+)\\] ${title.replace('.', '\\.')}:`, 'm').exec(user);
  if (!found) throw new Error(`no passage titled ${title} in:\n${user}`);
  return Number(found[1]);
}

function streamedEvents(text: string) {
  return [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
    event: m[1]!,
    data: JSON.parse(m[2]!),
  }));
}

describe('the OpenAI-compatible engine and embeddings against a wire-format server', () => {
  let model: OpenAiWireServer;
  let server: TestServer;
  let token: string;
  let appId: string;
  let fileId: string;
  let textId: string;

  beforeAll(async () => {
    model = await startOpenAiWireServer();
    server = await startTestServer('pglite', {
      embeddings: 'openai',
      chatRateLimit: 1000,
      openai: {
        baseUrl: model.baseUrl,
        apiKey: 'sk-test',
        model: 'test-chat-model',
        embeddingModel: 'test-embedding-model',
        embeddingsBaseUrl: model.baseUrl,
      },
    });
    token = (await signUpAndIn(server)).token;
    const workspaceId = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'Travel', role: ROLE } })
    ).body.data.id;
    appId = (await server.call('GET', `/api/workspaces/${workspaceId}/chat`, { token })).body.data.appId;
    fileId = (
      await uploadText(
        server,
        token,
        workspaceId,
        'luggage.md',
        'Each traveller may check one suitcase of 23 kg.',
      )
    ).id;
    await waitForFileStatus(server, token, workspaceId, fileId, 'indexed');
    textId = (
      await server.call('POST', `/api/texts/${workspaceId}`, {
        token,
        body: { name: 'Desk hours', content: 'The travel desk answers from 8 am to 8 pm every day.' },
      })
    ).body.data.id;
    await waitForIndexing(server);
  });
  afterAll(async () => {
    await server.stop();
    model.close();
  });

  const ask = (message: string, stream: boolean) =>
    fetch(`${server.url}/api/chat/${appId}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(stream ? { Accept: 'text/event-stream' } : {}) },
      body: JSON.stringify({ message }),
    });

  it('embeds every chunk through /v1/embeddings and stores each vector in its own row', async () => {
    const sent = model.embeddings.flatMap((e) => e.input);
    expect(sent).toContain('luggage: Each traveller may check one suitcase of 23 kg.');
    expect(sent).toContain('The travel desk answers from 8 am to 8 pm every day.');
    expect(model.embeddings.every((e) => e.model === 'test-embedding-model')).toBe(true);
    expect(model.embeddings[0]!.authorization).toBe('Bearer sk-test');
    const rows = (
      (await server.database.db.execute(
        sql`SELECT source_id, content, embedding FROM knowledge_chunks ORDER BY position`,
      )) as unknown as { rows: Array<{ source_id: string; content: string; embedding: Uint8Array }> }
    ).rows;
    const stored = rows.find((r) => r.source_id === textId)!;
    const vector = new Float32Array(new Uint8Array(stored.embedding).buffer);
    expect([...vector]).toEqual([...normalise(wordVector(stored.content))]);
  });

  it('streams the model reply token by token with the role as system prompt and the passages numbered', async () => {
    model.state.reply = (request) => ({
      kind: 'stream',
      deltas: ['One suitcase ', 'of 23 kg ', `per traveller [${passageNumber(request, 'luggage.md')}].`],
    });
    const res = await ask('How much luggage can I bring, and when does the travel desk answer?', true);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = streamedEvents(await res.text());
    expect(events.filter((e) => e.event === 'token').map((e) => e.data.text)).toEqual([
      'One suitcase ',
      'of 23 kg ',
      expect.stringMatching(/^per traveller \[\d\]\.$/),
    ]);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      known: true,
      answer: expect.stringMatching(/^One suitcase of 23 kg per traveller/),
    });
    expect(done.data.sources).toEqual([
      {
        kind: 'file',
        id: fileId,
        title: 'luggage.md',
        snippet: 'Each traveller may check one suitcase of 23 kg.',
      },
    ]);

    const request = model.completions.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-chat-model');
    expect(request.body.messages[0]!.role).toBe('system');
    expect(request.body.messages[0]!.content.startsWith(ROLE)).toBe(true);
    const user = request.body.messages[1]!;
    expect(user.role).toBe('user');
    expect(user.content).not.toContain(ROLE);
    expect(user.content).toMatch(/^\[1\] /m);
    expect(user.content).toMatch(/^\[2\] /m);
    expect(user.content).toContain('Desk hours: The travel desk answers from 8 am to 8 pm every day.');
    expect(
      user.content
        .trim()
        .endsWith('Question: How much luggage can I bring, and when does the travel desk answer?'),
    ).toBe(true);

    const [stored] = (
      (await server.database.db.execute(
        sql`SELECT engine, known FROM chat_messages WHERE id = ${done.data.messageId}`,
      )) as unknown as { rows: Array<{ engine: string; known: boolean }> }
    ).rows;
    expect(stored).toEqual({ engine: 'openai', known: true });
  });

  it('reads a reply the server did not stream and maps each cited passage back to its source', async () => {
    model.state.reply = (request) => ({
      kind: 'json',
      content: `Check one suitcase [${passageNumber(request, 'luggage.md')}]; the desk opens at 8 am [${passageNumber(request, 'Desk hours')}].`,
    });
    const res = await ask('What can I check in, and when is the desk open?', false);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.answer).toMatch(/^Check one suitcase \[\d\]; the desk opens at 8 am \[\d\]\.$/);
    expect(data.known).toBe(true);
    expect(data.sources.map((s: { kind: string; id: string }) => [s.kind, s.id]).sort()).toEqual(
      [
        ['file', fileId],
        ['text', textId],
      ].sort(),
    );
  });

  it('offers the closest sources when the model says it does not know', async () => {
    model.state.reply = () => ({
      kind: 'stream',
      deltas: ["I don't know the answer to that from what I have been given."],
    });
    const res = await ask('Can I bring my cat on board?', false);
    const { data } = await res.json();
    expect(data.known).toBe(false);
    expect(data.sources.length).toBeGreaterThan(0);
  });

  it('turns an error reply into a clear message, plain or streamed', async () => {
    model.state.reply = () => ({ kind: 'error', status: 500, message: 'The model is overloaded.' });
    const plain = await ask('How much luggage can I bring?', false);
    expect(plain.status).toBe(502);
    expect(await plain.json()).toMatchObject({ success: false, message: ENGINE_DOWN });

    const streamed = streamedEvents(await (await ask('How much luggage can I bring?', true)).text());
    expect(streamed).toEqual([{ event: 'error', data: { code: 502, message: ENGINE_DOWN } }]);

    model.state.reply = () => ({
      kind: 'streamError',
      deltas: ['One suit'],
      message: 'Context length exceeded.',
    });
    const cut = streamedEvents(await (await ask('How much luggage can I bring?', true)).text());
    expect(cut.map((e) => e.event)).toEqual(['token', 'error']);
    expect(cut[1]!.data).toEqual({ code: 502, message: ENGINE_DOWN });
  });
});
