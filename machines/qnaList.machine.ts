import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { type Qna, qnaBody } from '../src/contract/workspace.ts';
import { defineList, shownItems } from './list.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

const searchIn = (q: Qna) => [q.question, q.answer];

/**
 * The Q&A page: a workspace's question-and-answer pairs, added from a form, edited in place,
 * searched, each with its indexing status.
 */
export const qnaListMachine = defineList<Qna, 'question' | 'answer'>({
  id: 'qnaList',
  fields: ['question', 'answer'],
  schema: qnaBody,
  editors: { add: 'draft', edit: 'editor', remove: 'confirm' },
  // As many as the API gives at once; 'Load more' fetches the rest.
  pageSize: MAX_PAGE_SIZE,
  // Each item's indexing status, followed live.
  live: true,
  searchIn,
  messages: {
    fetchFailed: 'Failed to fetch Q&A items.',
    addFailed: 'Failed to add Q&A.',
    updateFailed: 'Failed to update Q&A.',
    deleteFailed: 'Failed to delete Q&A.',
    added: 'Q&A added successfully!',
    updated: 'Q&A updated successfully!',
    deleted: 'Q&A deleted successfully!',
    noScope: NO_WORKSPACE,
  },
});

/** The pairs whose question or answer contains the query, ignoring case. */
export const searchQnas = (items: Qna[], query: string) => shownItems(items, query, searchIn);
