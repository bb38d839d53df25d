import { assign, enqueueActions, fromCallback, sendTo, setup, stopChild } from 'xstate';
import { isReadableFile, notReadMessage } from '../src/contract/readableFiles.ts';
import { noticeMachine } from './notice.machine.ts';

/** At most this many files travel at once. */
export const UPLOAD_CONCURRENCY = 3;

export const uploadMessages = {
  noFiles: 'Please select files to upload.',
  noWorkspace: 'No workspace selected. Cannot upload files.',
  completed: 'Files upload process completed!',
  cancelled: 'Upload cancelled.',
  failedFallback: 'Upload failed',
  notRead: notReadMessage,
} as const;

export type UploadStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  percent: number;
  error: string | null;
}

/** A chosen file the agent could not read: listed as not uploaded, never sent. */
export interface NotReadFile {
  id: string;
  file: File;
}

export interface BatchUploadContext {
  workspaceId: string | null;
  items: UploadItem[];
  /** Chosen files of a type the agent does not read, until removed or the batch is done. */
  notRead: NotReadFile[];
  nextId: number;
  failure: string | null;
}

/** What one file's upload actor reports to the batch. */
export type UploadReport =
  | { type: 'upload.progress'; id: string; percent: number }
  | { type: 'upload.succeeded'; id: string }
  | { type: 'upload.failed'; id: string; message: string };

export type BatchUploadEvent =
  | { type: 'upload.filesAdded'; files: File[] }
  | { type: 'upload.fileRemoved'; id: string }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  | UploadReport;

export interface FileUploadInput {
  id: string;
  workspaceId: string;
  file: File;
}

const childId = (itemId: string) => `upload-${itemId}`;
const waiting = (item: UploadItem) => item.status === 'pending' || item.status === 'error';

const withItem = (items: UploadItem[], id: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

/**
 * A batch of file uploads: each file pending → uploading (percent) → success | error. A chosen file
 * of a type the agent does not read is listed apart at once and never sent. Up to three
 * run at once, each in its own spawned actor; a failure does not stop the others. After the batch
 * the uploaded files leave the list (failed ones stay with their message) and the server list is
 * reloaded, and the `notice` child shows that the batch completed until the next batch starts.
 */
export const batchUploadMachine = setup({
  types: {
    context: {} as BatchUploadContext,
    events: {} as BatchUploadEvent,
    input: {} as { workspaceId: string | null },
    children: {} as { notice: 'notice' },
  },
  actors: {
    notice: noticeMachine,
    /** Uploads one file; reports `upload.progress`, then `upload.succeeded` or `upload.failed`. Stopping it aborts. */
    uploadFile: fromCallback<BatchUploadEvent, FileUploadInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', id: input.id, message: 'uploadFile not provided' });
    }),
  },
  actions: {
    batchCompleted: () => {},
    startWaitingUploads: enqueueActions(({ context, enqueue }) => {
      const running = context.items.filter((i) => i.status === 'uploading').length;
      const starting = context.items
        .filter((i) => i.status === 'pending')
        .slice(0, UPLOAD_CONCURRENCY - running);
      if (starting.length === 0 || !context.workspaceId) return;
      const ids = new Set(starting.map((i) => i.id));
      enqueue.assign({
        items: context.items.map((item) =>
          ids.has(item.id) ? { ...item, status: 'uploading', percent: 0, error: null } : item,
        ),
      });
      for (const item of starting) {
        enqueue.spawnChild('uploadFile', {
          id: childId(item.id),
          input: { id: item.id, workspaceId: context.workspaceId, file: item.file },
        });
      }
    }),
    retryFailed: assign({
      failure: null,
      items: ({ context }) =>
        context.items.map((i) =>
          i.status === 'error' ? { ...i, status: 'pending' as const, error: null } : i,
        ),
    }),
    clearUploaded: assign({
      items: ({ context }) => context.items.filter((i) => i.status !== 'success'),
      notRead: [],
    }),
    reloadIfAnyUploaded: enqueueActions(({ context, enqueue }) => {
      if (context.items.some((i) => i.status === 'success')) enqueue({ type: 'batchCompleted' });
    }),
    stopAllUploads: enqueueActions(({ context, enqueue }) => {
      for (const item of context.items) if (item.status === 'uploading') enqueue(stopChild(childId(item.id)));
    }),
  },
  guards: {
    noFiles: ({ context }) => !context.items.some(waiting),
    noWorkspace: ({ context }) => !context.workspaceId,
    batchFinished: ({ context }) =>
      !context.items.some((i) => i.status === 'uploading' || i.status === 'pending'),
  },
}).createMachine({
  id: 'batchUpload',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    items: [],
    notRead: [],
    nextId: 1,
    failure: null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'upload.filesAdded': {
          // Files the agent cannot read are set apart before anything is sent; the others go ahead.
          actions: assign(({ context, event }) => {
            const chosen = event.files.map((file, i) => ({ id: String(context.nextId + i), file }));
            return {
              items: [
                ...context.items,
                ...chosen
                  .filter(({ file }) => isReadableFile(file.name))
                  .map(({ id, file }) => ({ id, file, status: 'pending' as const, percent: 0, error: null })),
              ],
              notRead: [...context.notRead, ...chosen.filter(({ file }) => !isReadableFile(file.name))],
              nextId: context.nextId + event.files.length,
              failure: null,
            };
          }),
        },
        'upload.fileRemoved': {
          actions: assign({
            items: ({ context, event }) => context.items.filter((i) => i.id !== event.id),
            notRead: ({ context, event }) => context.notRead.filter((i) => i.id !== event.id),
          }),
        },
        'upload.start': [
          { guard: 'noWorkspace', actions: assign({ failure: uploadMessages.noWorkspace }) },
          { guard: 'noFiles', actions: assign({ failure: uploadMessages.noFiles }) },
          { target: 'uploading', actions: ['retryFailed', 'startWaitingUploads'] },
        ],
      },
    },
    uploading: {
      entry: sendTo('notice', { type: 'notice.dismiss' }),
      always: {
        guard: 'batchFinished',
        target: 'selecting',
        actions: [
          'batchCompleted',
          'clearUploaded',
          sendTo('notice', { type: 'notice.show', text: uploadMessages.completed }),
        ],
      },
      on: {
        'upload.progress': {
          actions: assign({
            items: ({ context, event }) => withItem(context.items, event.id, { percent: event.percent }),
          }),
        },
        'upload.succeeded': {
          actions: [
            stopChild(({ event }) => childId(event.id)),
            assign({
              items: ({ context, event }) =>
                withItem(context.items, event.id, { status: 'success', percent: 100 }),
            }),
            'startWaitingUploads',
          ],
        },
        'upload.failed': {
          actions: [
            stopChild(({ event }) => childId(event.id)),
            assign({
              items: ({ context, event }) =>
                withItem(context.items, event.id, {
                  status: 'error',
                  error: event.message || uploadMessages.failedFallback,
                }),
            }),
            'startWaitingUploads',
          ],
        },
        'upload.cancel': {
          target: 'selecting',
          actions: [
            'stopAllUploads',
            'reloadIfAnyUploaded',
            'clearUploaded',
            assign(({ context }) => ({
              items: context.items.map((i) =>
                i.status === 'uploading' ? { ...i, status: 'pending' as const, percent: 0 } : i,
              ),
              failure: uploadMessages.cancelled,
            })),
          ],
        },
      },
    },
  },
});
