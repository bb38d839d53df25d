import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import type { UploadedFile } from '../src/contract/workspace.ts';
import { defineList, type ListEvent } from './list.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

export const filesMessages = {
  fetchFailed: 'Error fetching files.',
  deleted: 'File deleted successfully!',
  deleteFailed: 'Failed to delete file.',
  retryFailed: 'Failed to index the file again.',
  downloadFailed: 'Failed to download file.',
} as const;

/** The files page's row actions besides Delete. */
export const FILE_RETRY = 'retry';
export const FILE_DOWNLOAD = 'download';

export type FilesListEvent = ListEvent<UploadedFile, never>;

/**
 * The Files page: a workspace's uploaded files, a page at a time, their indexing status followed
 * live (`feed`), Retry for a failed file, Download, and delete after confirmation. Uploads happen
 * in the upload panel, which asks for a reload when its batch is over.
 */
export const filesListMachine = defineList<UploadedFile, never>({
  id: 'filesList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'confirm' },
  // As many as the API gives at once (the dashboard's 100); 'Load more' fetches the rest.
  pageSize: MAX_PAGE_SIZE,
  live: true,
  itemActions: {
    [FILE_RETRY]: {
      offered: (file) => file.status !== 'indexing',
      // The reason it failed stays until the server says how the new attempt went.
      pending: { status: 'indexing' },
      failed: filesMessages.retryFailed,
      failedChanges: { status: 'failed' },
    },
    [FILE_DOWNLOAD]: { failed: filesMessages.downloadFailed },
  },
  messages: {
    fetchFailed: filesMessages.fetchFailed,
    addFailed: '',
    updateFailed: '',
    deleteFailed: filesMessages.deleteFailed,
    added: '',
    updated: '',
    deleted: filesMessages.deleted,
    noScope: NO_WORKSPACE,
  },
});
