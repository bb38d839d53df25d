import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../src/contract/conversation.ts';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { renderDashboard } from './renderDashboard.tsx';
import { workspace } from './workspaceFixtures.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString();

const conversation = (id: string, minute: number, known = true): Conversation => ({
  id,
  firstQuestion: `Question of ${id}?`,
  startedAt: at(minute),
  lastMessageAt: at(minute + 1),
  messages: 1,
  unknown: known ? 0 : 1,
  transcript: [
    {
      id: `${id}-m1`,
      question: `Question of ${id}?`,
      answer: known ? `Answer of ${id}.` : 'I don’t know.',
      known,
      sources: known
        ? [{ kind: 'qna', id: 'q1', title: `Source of ${id}`, snippet: `Snippet of ${id}.` }]
        : [],
      engine: 'local',
      latencyMs: 3,
      createdAt: at(minute),
    },
  ],
});

function renderHistory(conversations: Conversation[]) {
  const backend = fakeDashboardFlows({ workspaces: [workspace('w1')] });
  backend.db.conversations = conversations;
  renderDashboard(backend.flows, '/dashboard/history');
  return backend;
}

describe('History page', () => {
  it('lists conversations newest first and opens a transcript with each answer’s sources', async () => {
    const user = userEvent.setup();
    renderHistory([conversation('c2', 30), conversation('c1', 0, false)]);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    // Each conversation is named by the question it opened with.
    expect(items.map((i) => i.firstElementChild!.textContent)).toEqual([
      'Question of c2?',
      'Question of c1?',
    ]);
    expect(within(items[1]!).getByText('1 not known')).toBeInTheDocument();
    await user.click(items[0]!);
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText('Question of c2?')).toBeInTheDocument();
    expect(within(transcript).getByText('Answer of c2.')).toBeInTheDocument();
    expect(within(transcript).getByText('Source of c2')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('list', { name: 'Transcript' })).toBeNull();
  });

  it('filters to conversations with a not-known answer', async () => {
    const user = userEvent.setup();
    renderHistory([conversation('c2', 30), conversation('c1', 0, false)]);
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByLabelText('Only conversations with an answer the agent did not know'));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await within(list).findByText('1 not known');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button'));
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText('Not known')).toBeInTheDocument();
  });

  it('pages through many conversations', async () => {
    const user = userEvent.setup();
    renderHistory(Array.from({ length: 25 }, (_, i) => conversation(`c${i}`, 50 - i)));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await within(list).findAllByRole('button');
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText((_, el) => el?.tagName === 'UL' && el.querySelectorAll('li').length === 25);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no conversations yet, and leads to putting the chat on a site', async () => {
    renderHistory([]);
    expect(await screen.findByRole('heading', { name: 'No conversations yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the chat to your site' })).toHaveAttribute(
      'href',
      '/dashboard/integration',
    );
  });
});
