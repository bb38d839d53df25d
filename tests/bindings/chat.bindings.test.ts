import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AgentEntry } from '../../machines/chatConversation.machine.ts';
import { liveChatConversationMachine, liveChatWindowMachine } from '../../src/web/api/chatApi.ts';
import { newAgent, uploadTextFile, waitUntilIndexed } from './agentFixtures.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** The chat page's live bindings (config, the streamed question) against the real server. */
describe('chat bindings', () => {
  let appId = '';

  beforeAll(async () => {
    const { token } = await newUser();
    const own = clientWith(token);
    const agent = await newAgent(own);
    appId = agent.appId;
    const file = await uploadTextFile(
      token,
      agent.workspaceId,
      'ferries.txt',
      'The first ferry to the island leaves at 7 am. Bicycles travel free of charge.',
    );
    await waitUntilIndexed(own, agent.workspaceId, file.id);
  });

  /** Asks through the live conversation machine, noting each state it passes through. */
  async function ask(
    app: string,
    message: string,
    conversation = createActor(liveChatConversationMachine, { input: { appId: app } }).start(),
  ) {
    const seen: string[] = [];
    const sub = conversation.subscribe((s) => seen.push(JSON.stringify(s.value)));
    conversation.send({ type: 'chat.draftChange', text: message });
    conversation.send({ type: 'chat.send' });
    const settled = await waitFor(conversation, (s) => s.matches('idle'), { timeout: 10_000 });
    sub.unsubscribe();
    const answer = settled.context.entries.at(-1) as AgentEntry;
    return { conversation, settled, seen, answer };
  }

  it("loads the agent's chat settings by appId", async () => {
    expect(await runProvided(liveChatWindowMachine, 'loadConfig', { appId })).toEqual({
      name: 'Ferries',
      authRequire: false,
      authUrl: null,
    });
    await expect(
      runProvided(liveChatWindowMachine, 'loadConfig', { appId: 'no-such-agent' }),
    ).rejects.toThrow();
  });

  it('streams the answer into the conversation, then its sources, and keeps one conversation', async () => {
    const { conversation, settled, seen, answer } = await ask(appId, 'When does the first ferry leave?');
    expect(settled.value).toBe('idle');
    expect(seen).toContain(JSON.stringify({ asking: 'streaming' }));
    expect(answer).toMatchObject({ role: 'agent', known: true, status: 'answered' });
    expect(answer.text).toContain('7 am');
    expect(answer.sources).toEqual([expect.objectContaining({ kind: 'file', title: 'ferries.txt' })]);
    const conversationId = settled.context.conversationId;
    expect(conversationId).toEqual(expect.any(String));

    const next = await ask(appId, 'Do bicycles cost extra?', conversation);
    expect(next.settled.context.conversationId).toBe(conversationId);
    expect(next.settled.context.entries.map((e) => e.role)).toEqual(['visitor', 'agent', 'visitor', 'agent']);
    conversation.stop();
  });

  it('answers two questions sent back to back, in order, in one conversation', async () => {
    const conversation = createActor(liveChatConversationMachine, { input: { appId } }).start();
    for (const message of ['When does the first ferry leave?', 'Do bicycles travel free of charge?']) {
      conversation.send({ type: 'chat.draftChange', text: message });
      conversation.send({ type: 'chat.send' });
    }
    const settled = await waitFor(conversation, (s) => s.matches('idle'), { timeout: 10_000 });
    const answers = settled.context.entries.filter((e): e is AgentEntry => e.role === 'agent');
    expect(answers.map((a) => a.status)).toEqual(['answered', 'answered']);
    expect(answers[0]?.text).toContain('7 am');
    expect(answers[1]?.text).toMatch(/Bicycles travel free/);
    conversation.stop();
  });

  it('says what went wrong: unknown agent, sign-in required, too many messages', async () => {
    const unknown = await ask('no-such-agent', 'Hello?');
    expect(unknown.answer).toMatchObject({ status: 'failed', failure: 'Chat not found.' });
    expect(unknown.settled.context.entries[0]).toMatchObject({ role: 'visitor', text: 'Hello?' });

    const { token } = await newUser();
    const guarded = await newAgent(clientWith(token), {
      authRequire: true,
      authUrl: 'https://auth.example.com/check',
    });
    expect((await ask(guarded.appId, 'Hello?')).answer.failure).toBe('Sign in required');

    const busy = await newAgent(clientWith(token));
    const conversation = createActor(liveChatConversationMachine, { input: { appId: busy.appId } }).start();
    let last = await ask(busy.appId, 'Question 0', conversation);
    for (let i = 1; last.answer.status === 'answered' && i < 100; i++) {
      last = await ask(busy.appId, `Question ${i}`, conversation);
    }
    expect(last.answer).toMatchObject({
      status: 'failed',
      failure: 'Too many messages, please wait a moment.',
    });
    conversation.stop();
  });
});
