import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { type FeedInput, type ListEvent, listActors } from '../../../machines/list.machine.ts';
import { qnaListMachine } from '../../../machines/qnaList.machine.ts';
import { textListMachine } from '../../../machines/textList.machine.ts';
import type { Qna, Text } from '../../../src/contract/workspace.ts';
import { QnaPage } from '../../../src/web/dashboard/QnaPage.tsx';
import { TextPage } from '../../../src/web/dashboard/TextPage.tsx';
import { qna, text } from './workspaceFixtures.ts';

/** A live feed the test drives: what the server's `item.status` events turn into. */
function drivenFeed<T, F extends string>() {
  let send: (event: ListEvent<T, F>) => void = () => {};
  return {
    feed: fromCallback<ListEvent<T, F>, FeedInput<string>>(({ sendBack }) => {
      send = sendBack;
    }),
    push: (event: ListEvent<T, F>) => act(() => send(event)),
  };
}

describe('Text and Q&A indexing status', () => {
  it('shows each text as Indexing, Indexed or Failed with why, and follows live changes', async () => {
    const items: Text[] = [
      { ...text('t1', 'Opening hours'), status: 'indexing', statusReason: null },
      { ...text('t2', 'Returns'), status: 'indexed', statusReason: null },
      {
        ...text('t3', 'Prices'),
        status: 'failed',
        statusReason: 'The text could not be indexed. Please save it again.',
      },
    ];
    const { feed, push } = drivenFeed<Text, 'name' | 'content'>();
    const machine = textListMachine.provide({
      actors: {
        ...listActors({ list: async () => ({ content: items, totalElements: items.length }) }),
        feed,
      },
    });
    render(<TextPage machine={machine} workspaceId="w1" />);
    const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);
    await screen.findByRole('cell', { name: 'Opening hours' });
    expect(rowOf('Opening hours').getByText('Indexing')).toBeInTheDocument();
    expect(rowOf('Returns').getByText('Indexed')).toBeInTheDocument();
    expect(rowOf('Prices').getByText('Failed')).toBeInTheDocument();
    expect(
      rowOf('Prices').getByText('The text could not be indexed. Please save it again.'),
    ).toBeInTheDocument();

    push({ type: 'list.itemChanged', id: 't1', changes: { status: 'indexed', statusReason: null } });
    expect(rowOf('Opening hours').getByText('Indexed')).toBeInTheDocument();
    expect(rowOf('Opening hours').queryByText('Indexing')).toBeNull();
  });

  it('shows each Q&A pair as Indexing or Indexed, and follows live changes', async () => {
    const items: Qna[] = [
      { ...qna('q1', 'Do you ship abroad?'), status: 'indexing', statusReason: null },
      { ...qna('q2', 'Can I pay by card?'), status: 'indexed', statusReason: null },
    ];
    const { feed, push } = drivenFeed<Qna, 'question' | 'answer'>();
    const machine = qnaListMachine.provide({
      actors: {
        ...listActors({ list: async () => ({ content: items, totalElements: items.length }) }),
        feed,
      },
    });
    render(<QnaPage machine={machine} workspaceId="w1" />);
    const itemOf = (question: string) => within(screen.getByText(question).closest('li')!);
    await screen.findByText('Do you ship abroad?');
    expect(itemOf('Do you ship abroad?').getByText('Indexing')).toBeInTheDocument();
    expect(itemOf('Can I pay by card?').getByText('Indexed')).toBeInTheDocument();

    push({ type: 'list.itemChanged', id: 'q1', changes: { status: 'indexed', statusReason: null } });
    expect(itemOf('Do you ship abroad?').getByText('Indexed')).toBeInTheDocument();
  });
});
