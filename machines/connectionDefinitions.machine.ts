import { assign, fromPromise, setup } from 'xstate';
import {
  type ConnectionDefinitions,
  connectionDefinitionsSchema,
  type DefinedRole,
} from '../src/contract/connectionDefinitions.ts';
import { failureMessage } from './failureMessage.ts';

export const definitionsMessages = {
  loadFailed: 'The definitions could not be loaded.',
  saveFailed: 'The definitions could not be saved.',
  saved: 'Definitions saved successfully!',
};

/** The three lists a user edits, each row as form text (empty text is 'not given'). */
export interface EditedDefinitions {
  metrics: { name: string; expression: string; table: string; description: string }[];
  names: { object: string; name: string }[];
  columns: { column: string; description: string; role: DefinedRole | '' }[];
}
export type DefinitionList = keyof EditedDefinitions;

const blankRows: { [L in DefinitionList]: EditedDefinitions[L][number] } = {
  metrics: { name: '', expression: '', table: '', description: '' },
  names: { object: '', name: '' },
  columns: { column: '', description: '', role: '' },
};

const LIST_LABELS: Record<DefinitionList, string> = {
  metrics: 'Metric',
  names: 'Other name',
  columns: 'Column',
};

/** Stored definitions as form rows. */
export const toEdited = (d: ConnectionDefinitions): EditedDefinitions => ({
  metrics: d.metrics.map((m) => ({ ...m, description: m.description ?? '' })),
  names: d.names.map((n) => ({ ...n })),
  columns: d.columns.map((c) => ({ column: c.column, description: c.description ?? '', role: c.role ?? '' })),
});

/** Form rows as the request body: text left empty is not sent. */
export const toRequest = (e: EditedDefinitions) => ({
  metrics: e.metrics.map((m) => ({ ...m, description: m.description.trim() || undefined })),
  names: e.names,
  columns: e.columns.map((c) => ({
    column: c.column,
    description: c.description.trim() || undefined,
    role: c.role || undefined,
  })),
});

/** The first problem of the rows, named by list and row ('Metric 2: The expression is required.'), or null. */
export function definitionsProblem(e: EditedDefinitions): string | null {
  const parsed = connectionDefinitionsSchema.safeParse(toRequest(e));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const [list, index] = issue.path as [DefinitionList | undefined, number | undefined];
  const where = list && typeof index === 'number' ? `${LIST_LABELS[list]} ${index + 1}: ` : '';
  return `${where}${issue.message}`;
}

export interface ConnectionDefinitionsContext {
  connectionId: string;
  definitions: EditedDefinitions;
  /** Why loading or saving failed, or what the rows lack; the server's 422 names the definition. */
  failure: string | null;
}

export type ConnectionDefinitionsEvent =
  | { type: 'definitions.retry' }
  | { type: 'definitions.add'; list: DefinitionList }
  | { type: 'definitions.remove'; list: DefinitionList; index: number }
  | { type: 'definitions.change'; list: DefinitionList; index: number; field: string; value: string }
  | { type: 'definitions.save' };

const editRows = (
  d: EditedDefinitions,
  list: DefinitionList,
  edit: (rows: Record<string, string>[]) => Record<string, string>[],
): EditedDefinitions => ({ ...d, [list]: edit(d[list] as unknown as Record<string, string>[]) });

/**
 * A connection's definitions on the Data Source page: loads them, edits the lists of metrics,
 * other names and column descriptions and roles, checks them as the contract does, and saves.
 * A refusal (the server's 422 names the definition and what is wrong) keeps every edit.
 */
export const connectionDefinitionsMachine = setup({
  types: {
    context: {} as ConnectionDefinitionsContext,
    events: {} as ConnectionDefinitionsEvent,
    input: {} as { connectionId: string },
    tags: {} as 'busy',
  },
  actors: {
    loadDefinitions: fromPromise<ConnectionDefinitions, { connectionId: string }>(async () => {
      throw new Error('loadDefinitions not provided');
    }),
    saveDefinitions: fromPromise<
      ConnectionDefinitions,
      { connectionId: string; definitions: ReturnType<typeof toRequest> }
    >(async () => {
      throw new Error('saveDefinitions not provided');
    }),
  },
  guards: {
    rowsValid: ({ context }) => definitionsProblem(context.definitions) === null,
  },
  actions: {
    edit: assign({
      definitions: ({ context, event }) => {
        if (event.type === 'definitions.add')
          return editRows(context.definitions, event.list, (rows) => [
            ...rows,
            { ...(blankRows[event.list] as Record<string, string>) },
          ]);
        if (event.type === 'definitions.remove')
          return editRows(context.definitions, event.list, (rows) =>
            rows.filter((_, i) => i !== event.index),
          );
        if (event.type === 'definitions.change')
          return editRows(context.definitions, event.list, (rows) =>
            rows.map((row, i) =>
              i === event.index && event.field in row ? { ...row, [event.field]: event.value } : row,
            ),
          );
        return context.definitions;
      },
    }),
  },
}).createMachine({
  id: 'connectionDefinitions',
  context: ({ input }) => ({
    connectionId: input.connectionId,
    definitions: { metrics: [], names: [], columns: [] },
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadDefinitions',
        input: ({ context }) => ({ connectionId: context.connectionId }),
        onDone: {
          target: 'editing',
          actions: assign({ definitions: ({ event }) => toEdited(event.output) }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, definitionsMessages.loadFailed),
          }),
        },
      },
    },
    loadFailed: {
      on: { 'definitions.retry': 'loading' },
    },
    editing: {
      on: {
        'definitions.add': { actions: 'edit' },
        'definitions.remove': { actions: 'edit' },
        'definitions.change': { actions: 'edit' },
        'definitions.save': [
          { guard: 'rowsValid', target: 'saving' },
          { actions: assign({ failure: ({ context }) => definitionsProblem(context.definitions) }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        src: 'saveDefinitions',
        input: ({ context }) => ({
          connectionId: context.connectionId,
          definitions: toRequest(context.definitions),
        }),
        onDone: { target: 'saved', actions: assign({ definitions: ({ event }) => toEdited(event.output) }) },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, definitionsMessages.saveFailed),
          }),
        },
      },
    },
    saved: {
      on: {
        'definitions.add': { target: 'editing', actions: 'edit' },
        'definitions.remove': { target: 'editing', actions: 'edit' },
        'definitions.change': { target: 'editing', actions: 'edit' },
      },
    },
  },
});
