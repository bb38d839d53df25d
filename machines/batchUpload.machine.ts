import { assign, sendTo, setup } from 'xstate';
import { isReadableFile, notReadMessage } from '../src/contract/readableFiles.ts';
import { noticeMachine } from './notice.machine.ts';
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
} from './uploadQueue.ts';
import { uploadNotProvided, uploadQueueActions, uploadQueueGuards } from './uploadQueueActions.ts';

export { UPLOAD_CONCURRENCY, type UploadStatus } from './uploadQueue.ts';

export const uploadMessages = {
  ...uploadQueueMessages,
  noWorkspace: 'No workspace selected. Cannot upload files.',
  notRead: notReadMessage,
} as const;

export type UploadItem = QueuedUpload;

/** A chosen file the agent could not read: listed as not uploaded, never sent. */
export type NotReadFile = SetApartFile;

export interface BatchUploadContext extends UploadQueueContext<UploadItem> {
  workspaceId: string | null;
  /** Chosen files of a type the agent does not read, until removed or the batch is done. */
  notRead: NotReadFile[];
}

/** What one file's upload actor reports to the batch. */
export type UploadReport =
  | UploadProgressReport
  | { type: 'upload.succeeded'; id: string }
  | UploadFailedReport;

export type BatchUploadEvent = UploadQueueRequest | UploadReport;

export interface FileUploadInput {
  id: string;
  workspaceId: string;
  file: File;
}

const queue = uploadQueueActions<BatchUploadContext, BatchUploadEvent, FileUploadInput>({
  // Files the agent cannot read are set apart before anything is sent; the others go ahead.
  takes: isReadableFile,
  newItem: pendingUpload,
  setApart: 'notRead',
  scopeOf: (context) => context.workspaceId,
  uploadInput: (item, workspaceId) => ({ id: item.id, workspaceId, file: item.file }),
});

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
    uploadFile: uploadNotProvided<BatchUploadEvent, FileUploadInput>(),
  },
  actions: queue.actions,
  guards: {
    ...uploadQueueGuards,
    noWorkspace: ({ context }) => !context.workspaceId,
  },
}).createMachine({
  id: 'batchUpload',
  context: ({ input }) => ({ ...emptyQueue(), workspaceId: input.workspaceId, notRead: [] }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'upload.filesAdded': { actions: queue.addChosen },
        'upload.fileRemoved': { actions: queue.removeChosen },
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
        'upload.progress': { actions: queue.recordProgress },
        'upload.succeeded': { actions: [queue.stopReporter, queue.recordSuccess, 'startWaitingUploads'] },
        'upload.failed': { actions: [queue.stopReporter, queue.recordFailure, 'startWaitingUploads'] },
        'upload.cancel': {
          target: 'selecting',
          actions: ['stopAllUploads', 'reloadIfAnyUploaded', 'clearUploaded', queue.requeueCancelled],
        },
      },
    },
  },
});
