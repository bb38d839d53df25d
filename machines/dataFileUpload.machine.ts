import { assign, sendTo, setup } from 'xstate';
import { dataFileFormatOf, dataFileTypesPhrase } from '../src/contract/dataFileExtensions.ts';
import type { DataFileUploadResult } from '../src/contract/dataFiles.ts';
import { noticeMachine } from './notice.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';
import {
  emptyQueue,
  pendingUpload,
  type QueuedUpload,
  type SetApartFile,
  type UploadFailedReport,
  type UploadProgressReport,
  type UploadQueueContext,
  type UploadQueueRequest,
  uploadQueueMessages,
  withItem,
} from './uploadQueue.ts';
import { uploadNotProvided, uploadQueueActions, uploadQueueGuards } from './uploadQueueActions.ts';

export { UPLOAD_CONCURRENCY as DATA_FILE_UPLOAD_CONCURRENCY } from './uploadQueue.ts';

export const dataFileUploadMessages = {
  ...uploadQueueMessages,
  noProject: NO_PROJECT,
  refused: `These files will not be uploaded: data files must be ${dataFileTypesPhrase} files.`,
} as const;

/**
 * pending → uploading → success | error, or `badRows`: the server refused the file for rows whose
 * field count differs from the header, and the user may send it again skipping them.
 */
export type DataFileUploadStatus = DataFileUploadItem['status'];

export interface DataFileUploadItem extends QueuedUpload<'badRows'> {
  /** Sent with `?skipBadRows=true` (after the user chose 'Skip bad rows'). */
  skipBadRows: boolean;
}

/** What the server said about an uploaded file: skipped rows, columns that fell back to text. */
export interface DataFileNotice {
  fileName: string;
  text: string;
}

export interface DataFileUploadContext extends UploadQueueContext<DataFileUploadItem> {
  projectId: string | null;
  /** Chosen files that are not data files, said at once and never sent. */
  refused: SetApartFile[];
  /** The notices of this batch's uploads; cleared when the next batch starts. */
  notices: DataFileNotice[];
}

/** What one file's upload actor reports to the batch. */
export type DataFileUploadReport =
  | UploadProgressReport
  | { type: 'upload.succeeded'; id: string; result: DataFileUploadResult }
  | UploadFailedReport
  | { type: 'upload.badRows'; id: string; message: string };

export type DataFileUploadEvent =
  | UploadQueueRequest
  /** Send a file refused for its ragged rows again, skipping those rows. */
  | { type: 'upload.skipBadRows'; id: string }
  | DataFileUploadReport;

export interface DataFileUploadInput {
  id: string;
  projectId: string;
  file: File;
  skipBadRows: boolean;
}

const queue = uploadQueueActions<DataFileUploadContext, DataFileUploadEvent, DataFileUploadInput>({
  takes: (fileName) => dataFileFormatOf(fileName) !== null,
  newItem: (chosen) => ({ ...pendingUpload(chosen), skipBadRows: false }),
  setApart: 'refused',
  scopeOf: (context) => context.projectId,
  uploadInput: (item, projectId) => ({
    id: item.id,
    projectId,
    file: item.file,
    skipBadRows: item.skipBadRows,
  }),
});

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
    uploadFile: uploadNotProvided<DataFileUploadEvent, DataFileUploadInput>(),
  },
  actions: {
    ...queue.actions,
    markSkipBadRows: assign({
      failure: null,
      items: ({ context, event }) =>
        event.type === 'upload.skipBadRows'
          ? withItem(context.items, event.id, { status: 'pending', error: null, skipBadRows: true })
          : context.items,
    }),
  },
  guards: {
    ...uploadQueueGuards,
    noProject: ({ context }) => !context.projectId,
    hasBadRows: ({ context, event }) =>
      event.type === 'upload.skipBadRows' &&
      context.items.some((i) => i.id === event.id && i.status === 'badRows'),
  },
}).createMachine({
  id: 'dataFileUpload',
  context: ({ input }) => ({ ...emptyQueue(), projectId: input.projectId, refused: [], notices: [] }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'upload.filesAdded': { actions: queue.addChosen },
        'upload.fileRemoved': { actions: queue.removeChosen },
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
        'upload.progress': { actions: queue.recordProgress },
        'upload.succeeded': {
          actions: [
            queue.stopReporter,
            queue.recordSuccess,
            assign({
              notices: ({ context, event }) => {
                const fileName = context.items.find((i) => i.id === event.id)?.file.name ?? '';
                return [...context.notices, ...event.result.notices.map((text) => ({ fileName, text }))];
              },
            }),
            'startWaitingUploads',
          ],
        },
        'upload.failed': { actions: [queue.stopReporter, queue.recordFailure, 'startWaitingUploads'] },
        'upload.badRows': {
          actions: [
            queue.stopReporter,
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
          actions: ['stopAllUploads', 'reloadIfAnyUploaded', 'clearUploaded', queue.requeueCancelled],
        },
      },
    },
  },
});
