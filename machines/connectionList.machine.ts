import { z } from 'zod';
import type { DataConnection } from '../src/contract/dataInsights.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { connectionMessages, type EditedConnection } from './connectionDialog.machine.ts';
import { defineList } from './list.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';

/** The connections a project page shows at once; the console asks the API's maximum. */
export const CONNECTION_PAGE_SIZE = MAX_PAGE_SIZE;

/** The row action that reads one connection's tables into the catalog. */
export const CONNECTION_MAKE_INDEX = 'makeIndex';

/** The row action that tests a stored connection with its stored password. */
export const CONNECTION_TEST = 'test';

/** A row's last test: running, passed (and whether the login can change data), or why it failed. */
export type ConnectionRowTest =
  | { status: 'testing' }
  | { status: 'passed'; canWrite: boolean | null }
  | { status: 'failed'; message: string };

/**
 * A listed connection: what the dialog hands over, with its fields and index time once the
 * server lists it, and the outcome of its row's last Test.
 */
export type ListedConnection = EditedConnection &
  Partial<Pick<DataConnection, 'indexedAt'>> & { test?: ConnectionRowTest };

/** What a row shows of its last test: the sentence, and the read-only advice for a login that can write. */
export function rowTestSentences(
  test: ConnectionRowTest | undefined,
): { text: string; warning?: string } | null {
  if (!test) return null;
  if (test.status === 'testing') return { text: connectionMessages.testing };
  if (test.status === 'failed') return { text: connectionMessages.testFailed(test.message) };
  return test.canWrite
    ? { text: connectionMessages.testSucceeded, warning: connectionMessages.writableLogin }
    : { text: connectionMessages.testSucceeded };
}

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
 * each row can be tested with its stored password (the outcome shows in the row), indexed on
 * its own, and deleted after a confirmation. Each row action runs as a spawned child.
 */
export const connectionListMachine = defineList<ListedConnection, never>({
  id: 'connectionList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'confirm' },
  pageSize: CONNECTION_PAGE_SIZE,
  itemActions: {
    [CONNECTION_MAKE_INDEX]: { failed: connectionListMessages.indexFailed },
    [CONNECTION_TEST]: {
      offered: (c) => c.test?.status !== 'testing',
      pending: { test: { status: 'testing' } },
      failed: connectionMessages.testFallback,
      failedInRow: (message) => ({ test: { status: 'failed', message } }),
    },
  },
  messages: connectionListMessages,
});
