import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatLimits, chatMessages } from '../../src/contract/chat.ts';
import { AskFailure, askAgent } from '../../src/web/chat/askAgent.ts';
import { newAgent, uploadTextFile, waitUntilIndexed } from './agentFixtures.ts';
import { clientWith, newUser } from './users.ts';

/** Asks once, collecting the streamed tokens; resolves with the reply or the failure. */
async function ask(appId: string, message: string, conversationId?: string) {
  const tokens: string[] = [];
  const outcome = await askAgent(
    { appId, message, conversationId: conversationId ?? null, authToken: null },
    { onToken: (text) => tokens.push(text) },
  ).then(
    (reply) => ({ reply, failure: undefined }),
    (failure: unknown) => ({ reply: undefined, failure }),
  );
  return { ...outcome, tokens };
}

/** The failure's code and message, as the conversation shows them. */
const failureOf = (failure: unknown) => {
  expect(failure).toBeInstanceOf(AskFailure);
  const { code, message } = failure as AskFailure;
  return { code, message };
};

/** `askAgent`, the chat window's streamed question, against the real server. */
describe('askAgent', () => {
  let appId = '';
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  beforeAll(async () => {
    const { token } = await newUser();
    const own = clientWith(token);
    const agent = await newAgent(own);
    appId = agent.appId;
    const file = await uploadTextFile(
      token,
      agent.workspaceId,
      'ferries.txt',
      'The first ferry leaves at 7 am.',
    );
    await waitUntilIndexed(own, agent.workspaceId, file.id);
  });

  it('hands each streamed token on as it arrives, then resolves with the whole reply', async () => {
    const { reply, tokens } = await ask(appId, 'When does the first ferry leave?');
    expect(reply).toMatchObject({
      known: true,
      conversationId: expect.any(String),
      messageId: expect.any(String),
    });
    expect(reply?.answer).toContain('7 am');
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.join('').trim()).toBe(reply?.answer);
    expect(reply?.sources).toEqual([expect.objectContaining({ kind: 'file', title: 'ferries.txt' })]);
  });

  it('reads a plain JSON reply the same way when the stream was not granted (Accept dropped on the way)', async () => {
    const sent: string[] = [];
    globalThis.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push(headers.get('Accept') ?? '');
      headers.delete('Accept');
      return realFetch(input, { ...init, headers });
    };
    const first = await ask(appId, 'When does the first ferry leave?');
    expect(sent).toEqual(['text/event-stream']);
    expect(first.failure).toBeUndefined();
    expect(first.tokens).toEqual([]);
    expect(first.reply?.answer).toContain('7 am');
    expect(first.reply?.sources).toEqual([expect.objectContaining({ kind: 'file', title: 'ferries.txt' })]);

    // The conversation it names goes on.
    const next = await ask(appId, 'Is there a later ferry?', first.reply?.conversationId);
    expect(next.reply?.conversationId).toBe(first.reply?.conversationId);
  });

  it('rejects with the status and message of a JSON error the server answers instead of a stream', async () => {
    expect(failureOf((await ask('no-such-agent', 'Hello?')).failure)).toEqual({
      code: 404,
      message: 'Chat not found.',
    });
    expect(failureOf((await ask(appId, 'x'.repeat(chatLimits.message + 1))).failure)).toEqual({
      code: 400,
      message: `message: ${chatMessages.messageTooLong}`,
    });
    expect(failureOf((await ask(appId, 'Hi', 'no-such-conversation')).failure)).toMatchObject({ code: 404 });

    const { token } = await newUser();
    const guarded = await newAgent(clientWith(token), {
      authRequire: true,
      authUrl: 'https://auth.example.com/check',
    });
    expect(failureOf((await ask(guarded.appId, 'Hello?')).failure)).toEqual({
      code: 401,
      message: chatMessages.signInRequired,
    });
  });

  it('rejects with code 500 when a successful answer holds no reply, and 0 when the server is not reached', async () => {
    // A 200 that is not a chat reply: what a misrouted call gets back, here the health check's envelope.
    globalThis.fetch = (_input, init) =>
      realFetch('/api/health', { ...init, method: 'GET', body: undefined });
    expect(failureOf((await ask(appId, 'Hello?')).failure)).toMatchObject({ code: 500 });
    // A 200 web page in place of JSON, as a proxy or captive portal sends.
    globalThis.fetch = async () =>
      new Response('<!doctype html><title>Sign in to the network</title>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    expect(failureOf((await ask(appId, 'Hello?')).failure)).toMatchObject({ code: 500 });

    globalThis.fetch = (_input, init) => realFetch('http://127.0.0.1:9/api/chat', init);
    expect(failureOf((await ask(appId, 'Hello?')).failure)).toEqual({ code: 0, message: '' });
  });
});
