import { assign, enqueueActions, fromCallback, sendTo, setup, stopChild } from 'xstate';
import { dataFileFormatOf, dataFileTypesPhrase } from '../src/contract/dataFileExtensions.ts';
import type { DataFileUploadResult } from '../src/contract/dataFiles.ts';
import { noticeMachine } from './notice.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';

/** At most this many files travel at once. */
export const DATA_FILE_UPLOAD_CONCURRENCY = 3;

export const dataFileUploadMessages = {
  noFiles: 'Please select files to upload.',
  noProject: NO_PROJECT,
  completed: 'Files upload process completed!',
  cancelled: 'Upload cancelled.',
  failedFallback: 'Upload failed',
  refused: `These files will not be uploaded: data files must be ${dataFileTypesPhrase} files.`,
} as const;

/**
 * pending → uploading → success | error, or `badRows`: the server refused the file for rows whose
 * field count differs from the header, and the user may send it again skipping them.
 */
export type DataFileUploadStatus = 'pending' | 'uploading' | 'success' | 'error' | 'badRows';

export interface DataFileUploadItem {
  id: string;
  file: File;
  status: DataFileUploadStatus;
  percent: number;
  error: string | null;
  /** Sent with `?skipBadRows=true` (after the user chose 'Skip bad rows'). */
  skipBadRows: boolean;
}

/** What the server said about an uploaded file: skipped rows, columns that fell back to text. */
export interface DataFileNotice {
  fileName: string;
  text: string;
}

export interface DataFileUploadContext {
  projectId: string | null;
  items: DataFileUploadItem[];
  /** Chosen files that are not data files, said at once and never sent. */
  refused: { id: string; file: File }[];
  /** The notices of this batch's uploads; cleared when the next batch starts. */
  notices: DataFileNotice[];
  nextId: number;
  failure: string | null;
}

/** What one file's upload actor reports to the batch. */
export type DataFileUploadReport =
  | { type: 'upload.progress'; id: string; percent: number }
  | { type: 'upload.succeeded'; id: string; result: DataFileUploadResult }
  | { type: 'upload.failed'; id: string; message: string }
  | { type: 'upload.badRows'; id: string; message: string };

export type DataFileUploadEvent =
  | { type: 'upload.filesAdded'; files: File[] }
  | { type: 'upload.fileRemoved'; id: string }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  /** Send a file refused for its ragged rows again, skipping those rows. */
  | { type: 'upload.skipBadRows'; id: string }
  | DataFileUploadReport;

export interface DataFileUploadInput {
  id: string;
  projectId: string;
  file: File;
  skipBadRows: boolean;
}

const childId = (itemId: string) => `upload-${itemId}`;
const waiting = (item: DataFileUploadItem) => item.status === 'pending' || item.status === 'error';
const withItem = (items: DataFileUploadItem[], id: string, change: Partial<DataFileUploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

/**
 * Uploading a project's data files: chosen by drag-and-drop or the picker, several at once, each
 * pending → uploading (percent) → success | error in its own spawned actor, up to three at a time.
 * Files that are not data files are set apart before anything is sent. A file refused for ragged
 * rows offers 'Skip bad rows', which sends it again with `skipBadRows`. The server's notices
 * (skipped rows, columns read as text) are kept until the next batch; after a batch the uploaded
 * files leave the list, `batchCompleted` lets the list reload, and the `notice` child says so.
 */
export const dataFileUploadMachine = setup({
  types: {
    context: {} as DataFileUploadContext,
    events: {} as DataFileUploadEvent,
    input: {} as { projectId: string | null },
    children: {} as { notice: 'notice' },
    tags: {} as 'uploading',
  },
  actors: {
    notice: noticeMachine,
    /** Uploads one file; reports progress, then succeeded, failed or badRows. Stopping it aborts. */
    uploadFile: fromCallback<DataFileUploadEvent, DataFileUploadInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', id: input.id, message: 'uploadFile not provided' });
    }),
  },
  actions: {
    batchCompleted: () => {},
    startWaitingUploads: enqueueActions(({ context, enqueue }) => {
      const running = context.items.filter((i) => i.status === 'uploading').length;
      const starting = context.items
        .filter((i) => i.status === 'pending')
        .slice(0, DATA_FILE_UPLOAD_CONCURRENCY - running);
      if (starting.length === 0 || !context.projectId) return;
      const ids = new Set(starting.map((i) => i.id));
      enqueue.assign({
        items: context.items.map((item) =>
          ids.has(item.id) ? { ...item, status: 'uploading', percent: 0, error: null } : item,
        ),
      });
      for (const item of starting) {
        enqueue.spawnChild('uploadFile', {
          id: childId(item.id),
          input: {
            id: item.id,
            projectId: context.projectId,
            file: item.file,
            skipBadRows: item.skipBadRows,
          },
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
    markSkipBadRows: assign({
      failure: null,
      items: ({ context, event }) =>
        event.type === 'upload.skipBadRows'
          ? withItem(context.items, event.id, { status: 'pending', error: null, skipBadRows: true })
          : context.items,
    }),
    clearUploaded: assign({
      items: ({ context }) => context.items.filter((i) => i.status !== 'success'),
      refused: [],
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
    noProject: ({ context }) => !context.projectId,
    hasBadRows: ({ context, event }) =>
      event.type === 'upload.skipBadRows' &&
      context.items.some((i) => i.id === event.id && i.status === 'badRows'),
    batchFinished: ({ context }) =>
      !context.items.some((i) => i.status === 'uploading' || i.status === 'pending'),
  },
}).createMachine({
  id: 'dataFileUpload',
  context: ({ input }) => ({
    projectId: input.projectId,
    items: [],
    refused: [],
    notices: [],
    nextId: 1,
    failure: null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'upload.filesAdded': {
          actions: assign(({ context, event }) => {
            const chosen = event.files.map((file, i) => ({ id: String(context.nextId + i), file }));
            const accepted = chosen.filter(({ file }) => dataFileFormatOf(file.name) !== null);
            return {
              items: [
                ...context.items,
                ...accepted.map(({ id, file }) => ({
                  id,
                  file,
                  status: 'pending' as const,
                  percent: 0,
                  error: null,
                  skipBadRows: false,
                })),
              ],
              refused: [...context.refused, ...chosen.filter((c) => !accepted.includes(c))],
              nextId: context.nextId + event.files.length,
              failure: null,
            };
          }),
        },
        'upload.fileRemoved': {
          actions: assign({
            items: ({ context, event }) => context.items.filter((i) => i.id !== event.id),
            refused: ({ context, event }) => context.refused.filter((i) => i.id !== event.id),
          }),
        },
        'upload.start': [
          { guard: 'noProject', actions: assign({ failure: dataFileUploadMessages.noProject }) },
          { guard: 'noFiles', actions: assign({ failure: dataFileUploadMessages.noFiles }) },
          { target: 'uploading', actions: ['retryFailed', assign({ notices: [] }), 'startWaitingUploads'] },
        ],
        'upload.skipBadRows': {
          guard: 'hasBadRows',
          target: 'uploading',
          actions: ['markSkipBadRows', assign({ notices: [] }), 'startWaitingUploads'],
        },
      },
    },
    uploading: {
      tags: 'uploading',
      entry: sendTo('notice', { type: 'notice.dismiss' }),
      always: {
        guard: 'batchFinished',
        target: 'selecting',
        actions: [
          'reloadIfAnyUploaded',
          'clearUploaded',
          sendTo('notice', { type: 'notice.show', text: dataFileUploadMessages.completed }),
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
            assign(({ context, event }) => {
              const fileName = context.items.find((i) => i.id === event.id)?.file.name ?? '';
              return {
                items: withItem(context.items, event.id, { status: 'success', percent: 100 }),
                notices: [...context.notices, ...event.result.notices.map((text) => ({ fileName, text }))],
              };
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
                  error: event.message || dataFileUploadMessages.failedFallback,
                }),
            }),
            'startWaitingUploads',
          ],
        },
        'upload.badRows': {
          actions: [
            stopChild(({ event }) => childId(event.id)),
            assign({
              items: ({ context, event }) =>
                withItem(context.items, event.id, { status: 'badRows', error: event.message }),
            }),
            'startWaitingUploads',
          ],
        },
        'upload.skipBadRows': {
          guard: 'hasBadRows',
          actions: ['markSkipBadRows', 'startWaitingUploads'],
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
              failure: dataFileUploadMessages.cancelled,
            })),
          ],
        },
      },
    },
  },
});
