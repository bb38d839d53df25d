import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChatEntry } from '../../machines/chatConversation.machine.ts';
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
    const settled = await waitFor(conversation, (s) => s.matches('idle') || s.matches('error'), {
      timeout: 10_000,
    });
    sub.unsubscribe();
    return { conversation, settled, seen };
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
    const { conversation, settled, seen } = await ask(appId, 'When does the first ferry leave?');
    expect(settled.value).toBe('idle');
    expect(seen).toContain(JSON.stringify({ asking: 'streaming' }));
    const answer = settled.context.entries.at(-1) as Extract<ChatEntry, { role: 'agent' }>;
    expect(answer).toMatchObject({ role: 'agent', known: true, streaming: false });
    expect(answer.text).toContain('7 am');
    expect(answer.sources).toEqual([expect.objectContaining({ kind: 'file', title: 'ferries.txt' })]);
    const conversationId = settled.context.conversationId;
    expect(conversationId).toEqual(expect.any(String));

    const next = await ask(appId, 'Do bicycles cost extra?', conversation);
    expect(next.settled.context.conversationId).toBe(conversationId);
    expect(next.settled.context.entries.map((e) => e.role)).toEqual(['visitor', 'agent', 'visitor', 'agent']);
    conversation.stop();
  });

  it('says what went wrong: unknown agent, sign-in required, too many messages', async () => {
    const unknown = await ask('no-such-agent', 'Hello?');
    expect(unknown.settled.value).toBe('error');
    expect(unknown.settled.context.failure).toBe('Chat not found.');
    expect(unknown.settled.context.draft).toBe('Hello?');

    const { token } = await newUser();
    const guarded = await newAgent(clientWith(token), {
      authRequire: true,
      authUrl: 'https://auth.example.com/check',
    });
    expect((await ask(guarded.appId, 'Hello?')).settled.context.failure).toBe('Sign in required');

    const busy = await newAgent(clientWith(token));
    const conversation = createActor(liveChatConversationMachine, { input: { appId: busy.appId } }).start();
    let last = await ask(busy.appId, 'Question 0', conversation);
    for (let i = 1; last.settled.matches('idle') && i < 100; i++) {
      last = await ask(busy.appId, `Question ${i}`, conversation);
    }
    expect(last.settled.context.failure).toBe('Too many messages, please wait a moment.');
    conversation.stop();
  });
});
