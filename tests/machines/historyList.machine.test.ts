import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  HISTORY_PAGE_SIZE,
  type HistoryScope,
  historyListMachine,
} from '../../machines/historyList.machine.ts';
import type { FetchPageInput, ListPage } from '../../machines/list.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import type { ConversationSummary } from '../../src/contract/conversation.ts';
import { describeListTransitions } from './listTransitions.ts';
import { controlledPromise } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const summary = (i: number): ConversationSummary => ({
  id: `c${i}`,
  firstQuestion: `Question ${i}?`,
  startedAt: '2026-11-24T10:00:00.000Z',
  lastMessageAt: '2026-11-24T10:00:00.000Z',
  messages: 1,
  unknown: 0,
});

const inspect = coverTransitions(historyListMachine);

function harness(scope: HistoryScope | null) {
  const fetchPage = controlledPromise<ListPage<ConversationSummary>, FetchPageInput<HistoryScope>>();
  const actor = createActor(historyListMachine.provide({ actors: { fetchPage: fetchPage.logic } }), {
    input: { scope },
    inspect,
  }).start();
  return { actor, fetchPage, ctx: () => actor.getSnapshot().context };
}

describe('history list machine', () => {
  it('asks for the first page with the filter, then the next page on Load more', async () => {
    const h = harness({ workspaceId: 'w1', unknownOnly: true });
    expect(h.fetchPage.calls).toEqual([
      { scope: { workspaceId: 'w1', unknownOnly: true }, page: 0, size: HISTORY_PAGE_SIZE },
    ]);
    const first = Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => summary(i));
    await h.fetchPage.resolve({ content: first, totalElements: 25 });
    h.actor.send({ type: 'list.loadMore' });
    expect(h.fetchPage.calls[1]).toMatchObject({ page: 1 });
    await h.fetchPage.resolve({ content: [20, 21, 22, 23, 24].map(summary), totalElements: 25 });
    expect(h.ctx().items.map((c) => c.id)).toEqual(Array.from({ length: 25 }, (_, i) => `c${i}`));
    expect(h.actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
  });

  it('offers no editing, and says "No workspace selected." without one', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchPage.calls).toEqual([]);
    expect(h.actor.getSnapshot().can({ type: 'list.compose' })).toBe(false);
  });

  it('says "Failed to fetch conversations." when the page cannot load', async () => {
    const h = harness({ workspaceId: 'w1', unknownOnly: false });
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch conversations.');
  });
});

describeListTransitions({
  machine: historyListMachine,
  inspect,
  scope: { workspaceId: 'w1', unknownOnly: false },
  item: summary,
});
