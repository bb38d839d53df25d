import type { Qna } from '../src/contract/workspace.ts';
import { createCrudListMachine, filterItems } from './crudList.ts';

/** The Q&A page: a workspace's question-and-answer pairs. */
export const qnaListMachine = createCrudListMachine<Qna, 'question' | 'answer'>({
  id: 'qnaList',
  fields: ['question', 'answer'],
  messages: {
    fetchFailed: 'Failed to fetch Q&A items.',
    addFailed: 'Failed to add Q&A.',
    updateFailed: 'Failed to update Q&A.',
    deleteFailed: 'Failed to delete Q&A.',
    added: 'Q&A added successfully!',
    updated: 'Q&A updated successfully!',
    deleted: 'Q&A deleted successfully!',
    blank: 'Question and Answer cannot be empty.',
  },
});

/** The pairs whose question or answer contains the query, ignoring case. */
export const searchQnas = (items: Qna[], query: string) =>
  filterItems(items, query, (q) => [q.question, q.answer]);
