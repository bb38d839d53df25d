import { assign, fromPromise, setup } from 'xstate';
import type { UploadedFile } from '../src/contract/workspace.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

export const filesMessages = {
  fetchFailed: 'Error fetching files.',
  deleted: 'File deleted successfully!',
  deleteFailed: 'Failed to delete file.',
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
  | { type: 'files.deleteCancel' };

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
  },
  guards: {
    hasWorkspace: ({ context }) => context.workspaceId !== null,
    reloadWanted: ({ context }) => context.reloadWanted,
  },
  actions: {
    wantReload: assign({ reloadWanted: true }),
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
