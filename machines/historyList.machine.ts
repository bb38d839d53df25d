import { z } from 'zod';
import type { ConversationSummary } from '../src/contract/conversation.ts';
import { defineList } from './list.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

/** Whose conversations, and whether only those with an answer the agent did not know. */
export interface HistoryScope {
  workspaceId: string;
  unknownOnly: boolean;
}

export const HISTORY_PAGE_SIZE = 20;

/** History: the workspace's chat conversations, most recent first, a page at a time; read only. */
export const historyListMachine = defineList<ConversationSummary, never, HistoryScope>({
  id: 'historyList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'none' },
  pageSize: HISTORY_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to fetch conversations.',
    addFailed: '',
    updateFailed: '',
    deleteFailed: '',
    added: '',
    updated: '',
    deleted: '',
    noScope: NO_WORKSPACE,
  },
});
