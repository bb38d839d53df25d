import { z } from 'zod';
import type { DataConnection } from '../src/contract/dataInsights.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import type { EditedConnection } from './connectionDialog.machine.ts';
import { defineList } from './list.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';

/** The connections a project page shows at once; the console asks the API's maximum. */
export const CONNECTION_PAGE_SIZE = MAX_PAGE_SIZE;

/** The row action that reads one connection's tables into the catalog. */
export const CONNECTION_MAKE_INDEX = 'makeIndex';

/** A listed connection: what the dialog hands over, with its fields and index time once the server lists it. */
export type ListedConnection = EditedConnection & Partial<Pick<DataConnection, 'indexedAt'>>;

export const connectionListMessages = {
  fetchFailed: 'Failed to fetch connections.',
  addFailed: 'Failed to create connection.',
  updateFailed: 'Failed to update connection.',
  deleteFailed: 'Failed to delete connection.',
  added: 'Connection created successfully!',
  updated: 'Connection updated successfully!',
  deleted: 'Connection deleted successfully!',
  noScope: NO_PROJECT,
  indexFailed: 'Failed to initiate index creation.',
  confirmDelete: 'Are you sure you want to delete this connection?',
} as const;

/**
 * The data source page's database connections. They are added through the 'Create New
 * Database' dialog (its own machine), which hands each new one over with `list.itemSaved`;
 * each row can be indexed on its own and deleted after a confirmation.
 */
export const connectionListMachine = defineList<ListedConnection, never>({
  id: 'connectionList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'confirm' },
  pageSize: CONNECTION_PAGE_SIZE,
  itemActions: {
    [CONNECTION_MAKE_INDEX]: { failed: connectionListMessages.indexFailed },
  },
  messages: connectionListMessages,
});
