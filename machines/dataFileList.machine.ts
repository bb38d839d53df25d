import { assign, fromPromise, sendTo, setup } from 'xstate';
import { dataFileFormatOf } from '../src/contract/dataFileExtensions.ts';
import type { DataFile, DataFileRows, DataFileUploadResult } from '../src/contract/dataFiles.ts';
import { dataFileTypesMachine } from './dataFileTypes.machine.ts';
import { dataFileUploadMessages } from './dataFileUpload.machine.ts';
import { failureMessage } from './failureMessage.ts';
import { noticeMachine } from './notice.machine.ts';
import { NO_PROJECT } from './scopeMessages.ts';

export const dataFileListMessages = {
  fetchFailed: 'Failed to fetch data files.',
  rowsFailed: 'Failed to load the rows.',
  deleteFailed: 'Failed to delete file.',
  deleted: 'File deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this file and its table?',
  saved: 'Table saved.',
  reimported: 'File re-imported.',
  reimportFailed: 'Failed to re-import the file.',
  notDataFile: dataFileUploadMessages.refused,
  noProject: NO_PROJECT,
} as const;

/**
 * What sending a file to the server came to: imported, or refused for rows whose field count
 * differs from the header (the user may then send it again skipping them). Other refusals reject.
 */
export type DataFileImportOutcome =
  | { outcome: 'imported'; result: DataFileUploadResult }
  | { outcome: 'badRows'; message: string };

export interface ReimportInput {
  fileId: string;
  file: File;
  skipBadRows: boolean;
}

export interface DataFileListContext {
  projectId: string | null;
  files: DataFile[];
  /** The file whose rows show, and its rows once loaded. */
  viewing: { id: string; rows: DataFileRows | null } | null;
  /** The file being replaced by a new upload of the same table. */
  reimport: ReimportInput | null;
  /** The server's sentence when the re-import was refused for ragged rows. */
  badRows: string | null;
  /** What the last re-import's server said (skipped rows, columns read as text). */
  notices: string[];
  deletingId: string | null;
  reloadWanted: boolean;
  failure: string | null;
}

export type DataFileListEvent =
  | { type: 'files.reload' }
  | { type: 'files.view'; id: string }
  | { type: 'files.closeView' }
  | { type: 'files.edit'; id: string }
  | { type: 'files.reimport'; id: string; file: File }
  | { type: 'files.skipBadRows' }
  | { type: 'files.dismissBadRows' }
  | { type: 'files.delete'; id: string }
  | { type: 'files.deleteConfirm' }
  | { type: 'files.deleteCancel' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** The listed files with `saved` in place of theirs (a workbook re-import may add sheets). */
function withSaved(files: DataFile[], saved: DataFile[]): DataFile[] {
  const byId = new Map(saved.map((f) => [f.id, f]));
  const kept = files.map((f) => byId.get(f.id) ?? f);
  const known = new Set(files.map((f) => f.id));
  return [...kept, ...saved.filter((f) => !known.has(f.id))];
}

/**
 * A project's data files on the Data Source page: loaded oldest first; View shows a file's first
 * 100 rows with its column types; Edit opens the type review (its own machine, invoked as
 * `typeReview`, whose output is the saved file); Re-import replaces a table's rows from a new
 * upload, offering to skip ragged rows when the server refuses them; Delete asks first. A reload
 * (after an upload batch) asked for while a dialog is open waits until the list is idle.
 */
export const dataFileListMachine = setup({
  types: {
    context: {} as DataFileListContext,
    events: {} as DataFileListEvent,
    input: {} as { projectId: string | null },
    children: {} as { notice: 'notice'; typeReview: 'typeReview' },
    tags: {} as 'loading' | 'loadingRows' | 'reimporting' | 'confirmingDelete' | 'deleting',
  },
  actors: {
    notice: noticeMachine,
    typeReview: dataFileTypesMachine,
    fetchFiles: fromPromise<DataFile[], { projectId: string }>(notProvided('fetchFiles')),
    fetchRows: fromPromise<DataFileRows, { fileId: string }>(notProvided('fetchRows')),
    reimportFile: fromPromise<DataFileImportOutcome, ReimportInput>(notProvided('reimportFile')),
    deleteFile: fromPromise<unknown, { fileId: string }>(notProvided('deleteFile')),
  },
  actions: {
    notify: sendTo('notice', (_, params: { text: string }) => ({ type: 'notice.show', text: params.text })),
  },
  guards: {
    noProject: ({ context }) => context.projectId === null,
    reloadWanted: ({ context }) => context.reloadWanted,
    listed: ({ context, event }) => 'id' in event && context.files.some((f) => f.id === event.id),
    /** Only a file whose import finished has rows to show and types to review. */
    listedReady: ({ context, event }) =>
      'id' in event && context.files.some((f) => f.id === event.id && f.status === 'ready'),
    notDataFile: ({ event }) => event.type === 'files.reimport' && dataFileFormatOf(event.file.name) === null,
  },
}).createMachine({
  id: 'dataFileList',
  context: ({ input }) => ({
    projectId: input.projectId,
    files: [],
    viewing: null,
    reimport: null,
    badRows: null,
    notices: [],
    deletingId: null,
    reloadWanted: false,
    failure: null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'noProject',
          target: 'noProject',
          actions: assign({ failure: dataFileListMessages.noProject }),
        },
        { target: 'loading' },
      ],
    },
    noProject: {},
    loading: {
      tags: 'loading',
      entry: assign({ reloadWanted: false }),
      on: { 'files.reload': { actions: assign({ reloadWanted: true }) } },
      invoke: {
        src: 'fetchFiles',
        input: ({ context }) => ({ projectId: context.projectId! }),
        onDone: [
          {
            guard: 'reloadWanted',
            target: 'loading',
            reenter: true,
            actions: assign({ files: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ files: ({ event }) => event.output, failure: null }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, dataFileListMessages.fetchFailed),
          }),
        },
      },
    },
    loadFailed: { on: { 'files.reload': 'loading' } },
    ready: {
      on: { 'files.reload': { actions: assign({ reloadWanted: true }) } },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'reloadWanted', target: '#dataFileList.loading' },
          on: {
            'files.reload': '#dataFileList.loading',
            'files.view': {
              guard: 'listedReady',
              target: 'viewing',
              actions: assign({ viewing: ({ event }) => ({ id: event.id, rows: null }), failure: null }),
            },
            'files.edit': { guard: 'listedReady', target: 'editing', actions: assign({ failure: null }) },
            'files.reimport': [
              { guard: 'notDataFile', actions: assign({ failure: dataFileListMessages.notDataFile }) },
              {
                guard: 'listed',
                target: 'reimporting',
                actions: assign({
                  reimport: ({ event }) => ({ fileId: event.id, file: event.file, skipBadRows: false }),
                  failure: null,
                }),
              },
            ],
            'files.delete': {
              guard: 'listed',
              target: 'confirmingDelete',
              actions: assign({ deletingId: ({ event }) => event.id, failure: null }),
            },
          },
        },
        viewing: {
          on: { 'files.closeView': { target: 'idle', actions: assign({ viewing: null, failure: null }) } },
          initial: 'loadingRows',
          states: {
            loadingRows: {
              tags: 'loadingRows',
              invoke: {
                src: 'fetchRows',
                input: ({ context }) => ({ fileId: context.viewing!.id }),
                onDone: {
                  target: 'shown',
                  actions: assign({
                    viewing: ({ context, event }) => ({ id: context.viewing!.id, rows: event.output }),
                  }),
                },
                onError: {
                  target: 'rowsFailed',
                  actions: assign({
                    failure: ({ event }) => failureMessage(event.error, dataFileListMessages.rowsFailed),
                  }),
                },
              },
            },
            shown: {},
            rowsFailed: {},
          },
        },
        editing: {
          invoke: {
            id: 'typeReview',
            src: 'typeReview',
            input: ({ context, event }) => ({
              file: context.files.find((f) => f.id === (event as { id: string }).id)!,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'idle',
                actions: [
                  assign({ files: ({ context, event }) => withSaved(context.files, [event.output!]) }),
                  { type: 'notify', params: { text: dataFileListMessages.saved } },
                ],
              },
              { target: 'idle' },
            ],
          },
          on: {
            // Re-import from the type review: the new upload replaces the review.
            'files.reimport': [
              { guard: 'notDataFile', actions: assign({ failure: dataFileListMessages.notDataFile }) },
              {
                guard: 'listed',
                target: 'reimporting',
                actions: assign({
                  reimport: ({ event }) => ({ fileId: event.id, file: event.file, skipBadRows: false }),
                  failure: null,
                }),
              },
            ],
          },
        },
        reimporting: {
          tags: 'reimporting',
          entry: assign({ notices: [], badRows: null }),
          invoke: {
            src: 'reimportFile',
            input: ({ context }) => context.reimport!,
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'badRows',
                target: 'badRows',
                actions: assign({
                  badRows: ({ event }) => (event.output.outcome === 'badRows' ? event.output.message : null),
                }),
              },
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => {
                    const { result } = event.output as Extract<
                      DataFileImportOutcome,
                      { outcome: 'imported' }
                    >;
                    return {
                      files: withSaved(context.files, result.files),
                      notices: result.notices,
                      reimport: null,
                    };
                  }),
                  { type: 'notify', params: { text: dataFileListMessages.reimported } },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                reimport: null,
                failure: ({ event }) => failureMessage(event.error, dataFileListMessages.reimportFailed),
              }),
            },
          },
        },
        badRows: {
          on: {
            'files.skipBadRows': {
              target: 'reimporting',
              actions: assign({ reimport: ({ context }) => ({ ...context.reimport!, skipBadRows: true }) }),
            },
            'files.dismissBadRows': { target: 'idle', actions: assign({ reimport: null, badRows: null }) },
          },
        },
        confirmingDelete: {
          tags: 'confirmingDelete',
          on: {
            'files.deleteConfirm': 'deleting',
            'files.deleteCancel': { target: 'idle', actions: assign({ deletingId: null }) },
          },
        },
        deleting: {
          tags: ['confirmingDelete', 'deleting'],
          invoke: {
            src: 'deleteFile',
            input: ({ context }) => ({ fileId: context.deletingId! }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  files: context.files.filter((f) => f.id !== context.deletingId),
                  deletingId: null,
                })),
                { type: 'notify', params: { text: dataFileListMessages.deleted } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                deletingId: null,
                failure: ({ event }) => failureMessage(event.error, dataFileListMessages.deleteFailed),
              }),
            },
          },
        },
      },
    },
  },
});

/** The files a module can query: those whose import finished. */
export const readyFiles = (files: DataFile[]) => files.filter((f) => f.status === 'ready');
