import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { FileStatusEvent } from '../src/contract/liveEvents.ts';
import type { UploadedFile } from '../src/contract/workspace.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

export const filesMessages = {
  fetchFailed: 'Error fetching files.',
  deleted: 'File deleted successfully!',
  deleteFailed: 'Failed to delete file.',
  retryFailed: 'Failed to index the file again.',
  downloadFailed: 'Failed to download file.',
} as const;

export interface FilesListContext {
  workspaceId: string | null;
  files: UploadedFile[];
  deletingId: string | null;
  /** A reload asked for while a delete was open; it runs when the delete is over. */
  reloadWanted: boolean;
  notice: string | null;
  failure: string | null;
}

export type FilesListEvent =
  | { type: 'files.reload' }
  | { type: 'files.delete'; id: string }
  | { type: 'files.deleteConfirm' }
  | { type: 'files.deleteCancel' }
  /** Index a failed file again. */
  | { type: 'files.retry'; id: string }
  /** The server took the retry: the file as it is now (indexing). */
  | { type: 'files.retryAccepted'; file: UploadedFile }
  | { type: 'files.retryFailed'; id: string; message?: string }
  /** A file's status changed on the server (live events). */
  | { type: 'files.statusChanged'; change: FileStatusEvent }
  /** Save a file's stored bytes. */
  | { type: 'files.download'; id: string }
  | { type: 'files.downloadFailed'; message?: string };

export interface FileRetryInput {
  workspaceId: string;
  id: string;
}

export interface FileDownloadInput {
  workspaceId: string;
  id: string;
  fileName: string;
}

const errorMessage = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/** The uploaded files of a workspace: load, reload after uploads, delete after confirmation. */
export const filesListMachine = setup({
  types: {
    context: {} as FilesListContext,
    events: {} as FilesListEvent,
    input: {} as { workspaceId: string | null },
  },
  actors: {
    fetchFiles: fromPromise<UploadedFile[], { workspaceId: string }>(async () => {
      throw new Error('fetchFiles not provided');
    }),
    deleteFile: fromPromise<unknown, { workspaceId: string; id: string }>(async () => {
      throw new Error('deleteFile not provided');
    }),
    /** Sends `files.statusChanged` for the workspace's files as the server reports them. */
    fileStatusFeed: fromCallback<FilesListEvent, { workspaceId: string | null }>(() => {}),
    /** Asks the server to index one file again; answers `files.retryAccepted` or `files.retryFailed`. */
    reindexFile: fromCallback<FilesListEvent, FileRetryInput>(({ input, sendBack }) => {
      sendBack({ type: 'files.retryFailed', id: input.id, message: 'reindexFile not provided' });
    }),
    /** Saves one file's bytes; answers `files.downloadFailed` when it cannot. */
    downloadFile: fromCallback<FilesListEvent, FileDownloadInput>(({ sendBack }) => {
      sendBack({ type: 'files.downloadFailed', message: 'downloadFile not provided' });
    }),
  },
  guards: {
    hasWorkspace: ({ context }) => context.workspaceId !== null,
    reloadWanted: ({ context }) => context.reloadWanted,
    /** The file is listed and not already being indexed. */
    retryable: ({ context, event }) =>
      event.type === 'files.retry' && context.files.some((f) => f.id === event.id && f.status !== 'indexing'),
  },
  actions: {
    wantReload: assign({ reloadWanted: true }),
    /** Changes one listed file; a file this list does not hold is left out. */
    patchFile: assign({
      files: ({ context }, patch: Pick<UploadedFile, 'id'> & Partial<UploadedFile>) =>
        context.files.map((f) => (f.id === patch.id ? { ...f, ...patch } : f)),
    }),
  },
  delays: { successNotice: 3000 },
}).createMachine({
  id: 'filesList',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    files: [],
    deletingId: null,
    reloadWanted: false,
    notice: null,
    failure: null,
  }),
  invoke: {
    id: 'fileStatusFeed',
    src: 'fileStatusFeed',
    input: ({ context }) => ({ workspaceId: context.workspaceId }),
  },
  on: {
    'files.statusChanged': {
      guard: ({ context, event }) => event.change.workspaceId === context.workspaceId,
      actions: {
        type: 'patchFile',
        params: ({ event }) => ({
          id: event.change.fileId,
          status: event.change.status,
          statusReason: event.change.statusReason,
        }),
      },
    },
    'files.retry': {
      guard: 'retryable',
      actions: [
        // The reason it failed stays until the server says how the new attempt went.
        { type: 'patchFile', params: ({ event }) => ({ id: event.id, status: 'indexing' }) },
        assign({ failure: null }),
        spawnChild('reindexFile', {
          input: ({ context, event }) => ({
            workspaceId: context.workspaceId!,
            id: (event as { id: string }).id,
          }),
        }),
      ],
    },
    'files.download': {
      guard: ({ context, event }) => context.files.some((f) => f.id === event.id),
      actions: [
        assign({ failure: null }),
        spawnChild('downloadFile', {
          input: ({ context, event }) => {
            const { id } = event as { id: string };
            const file = context.files.find((f) => f.id === id)!;
            return { workspaceId: context.workspaceId!, id, fileName: file.originalFileName };
          },
        }),
      ],
    },
    'files.downloadFailed': {
      actions: assign({ failure: ({ event }) => event.message || filesMessages.downloadFailed }),
    },
    'files.retryAccepted': { actions: { type: 'patchFile', params: ({ event }) => event.file } },
    'files.retryFailed': {
      actions: [
        { type: 'patchFile', params: ({ event }) => ({ id: event.id, status: 'failed' }) },
        assign({ failure: ({ event }) => event.message || filesMessages.retryFailed }),
      ],
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasWorkspace', target: 'loading' },
        { target: 'noWorkspace', actions: assign({ failure: NO_WORKSPACE }) },
      ],
    },
    noWorkspace: {},
    loading: {
      entry: assign({ reloadWanted: false }),
      invoke: {
        src: 'fetchFiles',
        input: ({ context }) => ({ workspaceId: context.workspaceId! }),
        onDone: { target: 'ready', actions: assign({ files: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => errorMessage(event.error, filesMessages.fetchFailed) }),
        },
      },
    },
    loadFailed: {
      on: { 'files.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'reloadWanted', target: '#filesList.loading' },
          initial: 'quiet',
          states: {
            quiet: {},
            deleted: {
              entry: assign({ notice: filesMessages.deleted }),
              exit: assign({ notice: null }),
              after: { successNotice: 'quiet' },
            },
          },
          on: {
            'files.reload': '#filesList.loading',
            'files.delete': {
              target: 'confirmingDelete',
              actions: assign({ deletingId: ({ event }) => event.id, failure: null }),
            },
          },
        },
        confirmingDelete: {
          on: {
            'files.reload': { actions: 'wantReload' },
            'files.deleteConfirm': 'deleting',
            'files.deleteCancel': { target: 'idle', actions: assign({ deletingId: null }) },
          },
        },
        deleting: {
          on: { 'files.reload': { actions: 'wantReload' } },
          invoke: {
            src: 'deleteFile',
            input: ({ context }) => ({ workspaceId: context.workspaceId!, id: context.deletingId! }),
            onDone: {
              target: 'idle.deleted',
              actions: assign(({ context }) => ({
                files: context.files.filter((f) => f.id !== context.deletingId),
                deletingId: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({
                deletingId: null,
                failure: ({ event }) => errorMessage(event.error, filesMessages.deleteFailed),
              }),
            },
          },
        },
      },
    },
  },
});
