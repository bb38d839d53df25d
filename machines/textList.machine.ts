import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { type Text, textBody } from '../src/contract/workspace.ts';
import { defineList } from './list.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

/** The Text page: a workspace's free texts, added and edited in one dialog, each with its indexing status. */
export const textListMachine = defineList<Text, 'name' | 'content'>({
  id: 'textList',
  fields: ['name', 'content'],
  schema: textBody,
  editors: { add: 'editor', edit: 'editor', remove: 'confirm' },
  // As many as the API gives at once; 'Load more' fetches the rest.
  pageSize: MAX_PAGE_SIZE,
  // Each item's indexing status, followed live.
  live: true,
  messages: {
    fetchFailed: 'Failed to fetch texts.',
    addFailed: 'Failed to add text.',
    updateFailed: 'Failed to update text.',
    deleteFailed: 'Failed to delete text.',
    added: 'Text added successfully!',
    updated: 'Text updated successfully!',
    deleted: 'Text deleted successfully!',
    noScope: NO_WORKSPACE,
  },
});
