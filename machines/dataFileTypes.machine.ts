import { assign, fromPromise, setup } from 'xstate';
import {
  type DataFile,
  type DataFileColumnType,
  type DataFileUpdateInput,
  dataFileUpdateBody,
} from '../src/contract/dataFiles.ts';
import { failureMessage } from './failureMessage.ts';

export const dataFileTypesMessages = {
  saveFailed: 'Failed to save the table.',
} as const;

export interface DataFileTypesContext {
  file: DataFile;
  /** The table name as the user is typing it. */
  tableName: string;
  /** Each column's type as the user has set it, by column name. */
  types: Record<string, DataFileColumnType>;
  /** Why the table name cannot be saved, shown beside it. */
  tableNameError: string | null;
  /** Why the last save was refused; the edits stay. */
  failure: string | null;
  /** The file as the server saved it, once it has. */
  saved: DataFile | null;
}

export type DataFileTypesEvent =
  | { type: 'types.rename'; tableName: string }
  | { type: 'types.change'; name: string; columnType: DataFileColumnType }
  | { type: 'types.save' }
  | { type: 'types.cancel' };

export interface SaveTypesInput {
  fileId: string;
  update: DataFileUpdateInput;
}

/** Only what the user changed: the table name if it differs, the columns whose type differs. */
export function changesOf(context: Pick<DataFileTypesContext, 'file' | 'tableName' | 'types'>) {
  const update: DataFileUpdateInput = {};
  const tableName = context.tableName.trim();
  if (tableName !== context.file.tableName) update.tableName = tableName;
  const columns = context.file.columns
    .filter((c) => context.types[c.name] !== undefined && context.types[c.name] !== c.type)
    .map((c) => ({ name: c.name, type: context.types[c.name]! }));
  if (columns.length > 0) update.columns = columns;
  return update;
}

const tableNameProblem = (tableName: string) => {
  const checked = dataFileUpdateBody.shape.tableName.safeParse(tableName.trim());
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/**
 * The type review of one uploaded table: each column's label, name and inferred type, the types
 * and the table name changeable, saved through `saveTypes` with only what changed. A refusal (a
 * value that does not fit a new type, a name already taken) keeps the edits and shows the
 * server's sentence. It ends with the saved file as its output, or null when left unchanged.
 */
export const dataFileTypesMachine = setup({
  types: {
    context: {} as DataFileTypesContext,
    events: {} as DataFileTypesEvent,
    input: {} as { file: DataFile },
    output: {} as DataFile | null,
    tags: {} as 'saving',
  },
  actors: {
    saveTypes: fromPromise<DataFile, SaveTypesInput>(() =>
      Promise.reject(new Error('saveTypes not provided')),
    ),
  },
  guards: {
    tableNameInvalid: ({ context }) => tableNameProblem(context.tableName) !== null,
    unchanged: ({ context }) => Object.keys(changesOf(context)).length === 0,
  },
}).createMachine({
  id: 'dataFileTypes',
  context: ({ input }) => ({
    file: input.file,
    tableName: input.file.tableName,
    types: Object.fromEntries(input.file.columns.map((c) => [c.name, c.type])),
    tableNameError: null,
    failure: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'types.rename': {
          actions: assign({ tableName: ({ event }) => event.tableName, tableNameError: null, failure: null }),
        },
        'types.change': {
          actions: assign({
            types: ({ context, event }) => ({ ...context.types, [event.name]: event.columnType }),
            failure: null,
          }),
        },
        'types.save': [
          {
            guard: 'tableNameInvalid',
            actions: assign({ tableNameError: ({ context }) => tableNameProblem(context.tableName) }),
          },
          { guard: 'unchanged', target: 'closed' },
          { target: 'saving' },
        ],
        'types.cancel': 'closed',
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'saveTypes',
        input: ({ context }) => ({ fileId: context.file.id, update: changesOf(context) }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, dataFileTypesMessages.saveFailed),
          }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});
