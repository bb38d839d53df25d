import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationSummary } from '../../src/contract/conversation.ts';
import type { Page } from '../../src/contract/page.ts';
import type { ChatReport } from '../../src/contract/report.ts';
import {
  liveChatReportMachine,
  liveConversationTranscriptMachine,
  liveHistoryListMachine,
} from '../../src/web/api/historyApi.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { askAgent } from '../../src/web/chat/askAgent.ts';
import { newAgent, uploadTextFile, waitUntilIndexed } from './agentFixtures.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** History and Reports' live bindings against the real server, over conversations held through the chat. */
describe('history and report bindings', () => {
  let unlink = () => {};
  let workspaceId = '';
  let first: string;
  let second: string;
  const unanswered = 'Can I bring my horse on board?';

  beforeAll(async () => {
    const { token } = await newUser();
    const own = clientWith(token);
    unlink = linkSession({ token: () => token, unauthorized: async () => false });
    const agent = await newAgent(own);
    workspaceId = agent.workspaceId;
    const file = await uploadTextFile(token, workspaceId, 'ferries.txt', 'The first ferry leaves at 7 am.');
    await waitUntilIndexed(own, workspaceId, file.id);
    const ask = (message: string, conversationId: string | null = null) =>
      askAgent({ appId: agent.appId, message, conversationId, authToken: null }, { onToken: () => {} });
    first = (await ask('When does the first ferry leave?')).conversationId;
    await ask(unanswered, first);
    second = (await ask('What time is the first ferry?')).conversationId;
  });
  afterAll(() => unlink());

  it('lists the conversations newest first, and only those with an unknown answer when asked', async () => {
    const all = await runProvided<Page<ConversationSummary>>(liveHistoryListMachine, 'fetchPage', {
      scope: { workspaceId, unknownOnly: false },
      page: 0,
      size: 20,
    });
    expect(all.content.map((c) => [c.id, c.messages, c.unknown])).toEqual([
      [second, 1, 0],
      [first, 2, 1],
    ]);
    const paged = await runProvided<Page<ConversationSummary>>(liveHistoryListMachine, 'fetchPage', {
      scope: { workspaceId, unknownOnly: false },
      page: 1,
      size: 1,
    });
    expect(paged).toMatchObject({ totalElements: 2, content: [{ id: first }] });
    const unknownOnly = await runProvided<Page<ConversationSummary>>(liveHistoryListMachine, 'fetchPage', {
      scope: { workspaceId, unknownOnly: true },
      page: 0,
      size: 20,
    });
    expect(unknownOnly.content.map((c) => c.id)).toEqual([first]);
  });

  it("reads a conversation's transcript with each answer's sources", async () => {
    const conversation = await runProvided<Conversation>(
      liveConversationTranscriptMachine,
      'fetchConversation',
      {
        workspaceId,
        conversationId: first,
      },
    );
    expect(conversation.transcript.map((m) => [m.question, m.known])).toEqual([
      ['When does the first ferry leave?', true],
      [unanswered, false],
    ]);
    expect(conversation.transcript[0]!.answer).toContain('7 am');
    expect(conversation.transcript[0]!.sources).toEqual([
      expect.objectContaining({ kind: 'file', title: 'ferries.txt' }),
    ]);
    await expect(
      runProvided(liveConversationTranscriptMachine, 'fetchConversation', {
        workspaceId,
        conversationId: 'c0ffee00-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow();
  });

  it('reports questions per day, the share answered, the top unanswered questions and cited sources', async () => {
    const report = await runProvided<ChatReport>(liveChatReportMachine, 'fetchReport', {
      workspaceId,
      days: 7,
    });
    expect(report.perDay).toHaveLength(7);
    expect(report.perDay.at(-1)).toMatchObject({ questions: 3, unknown: 1 });
    expect(report.answeredShare).toBeCloseTo(2 / 3);
    expect(report.topUnanswered).toEqual([{ question: unanswered, count: 1 }]);
    expect(report.topSources).toEqual([
      expect.objectContaining({ kind: 'file', title: 'ferries.txt', count: 2 }),
    ]);
  });

  it("refuses another user's workspace", async () => {
    const stranger = await newAgent(clientWith((await newUser()).token));
    await expect(
      runProvided(liveChatReportMachine, 'fetchReport', { workspaceId: stranger.workspaceId, days: 7 }),
    ).rejects.toThrow();
    await expect(
      runProvided(liveHistoryListMachine, 'fetchPage', {
        scope: { workspaceId: stranger.workspaceId, unknownOnly: false },
        page: 0,
        size: 20,
      }),
    ).rejects.toThrow();
  });
});
