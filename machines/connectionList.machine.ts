import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import type { SavedConnection } from './connectionDialog.machine.ts';
import { defineList } from './list.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';

/** The connections a project page shows at once; the console asks the API's maximum. */
export const CONNECTION_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * The data source page's database connections. They are added through the 'Create New
 * Database' dialog (its own machine), which hands each new one over with `list.itemSaved`.
 */
export const connectionListMachine = defineList<SavedConnection, never>({
  id: 'connectionList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'none' },
  pageSize: CONNECTION_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to fetch connections.',
    addFailed: 'Failed to create connection.',
    updateFailed: 'Failed to update connection.',
    deleteFailed: 'Failed to delete connection.',
    added: 'Connection created successfully!',
    updated: 'Connection updated successfully!',
    deleted: 'Connection deleted successfully!',
    noScope: NO_PROJECT,
  },
});
