import { assign, fromPromise, setup } from 'xstate';
import type { Workspace } from '../src/contract/workspace.ts';

/** The top bar lists at most this many workspaces (spec §9). */
export const WORKSPACE_LIST_SIZE = 20;

export interface WorkspaceSelectorInput {
  /** The id the browser kept from the last visit, if any. */
  storedId: string | null;
  /** The first workspace is chosen when nothing else is (the path starts with /dashboard). */
  autoSelect: boolean;
}

export interface WorkspaceSelectorContext {
  workspaces: Workspace[];
  selectedId: string | null;
  autoSelect: boolean;
  failure: string | null;
}

export type WorkspaceSelectorEvent =
  | { type: 'workspaces.select'; id: string }
  | { type: 'workspaces.created'; workspace: Workspace }
  | { type: 'workspaces.updated'; workspace: Workspace }
  | { type: 'workspaces.deleted'; id: string }
  | { type: 'workspaces.reload' };

/** The selection after a (re)load: the kept id while it still exists, else the first when wanted. */
function chooseSelection(workspaces: Workspace[], keptId: string | null, autoSelect: boolean) {
  if (keptId && workspaces.some((w) => w.id === keptId)) return keptId;
  return autoSelect ? (workspaces[0]?.id ?? null) : null;
}

/** The dashboard's current workspace: loads the list, keeps the selection and follows creates and deletes. */
export const workspaceSelectorMachine = setup({
  types: {
    context: {} as WorkspaceSelectorContext,
    events: {} as WorkspaceSelectorEvent,
    input: {} as WorkspaceSelectorInput,
  },
  actors: {
    fetchWorkspaces: fromPromise<Workspace[], { size: number }>(async () => {
      throw new Error('fetchWorkspaces not provided');
    }),
  },
  actions: {
    persistSelection: (_, _params: { id: string | null }) => {},
  },
  guards: {
    isKnown: ({ context, event }) =>
      event.type === 'workspaces.select' && context.workspaces.some((w) => w.id === event.id),
  },
}).createMachine({
  id: 'workspaceSelector',
  context: ({ input }) => ({
    workspaces: [],
    selectedId: input.storedId,
    autoSelect: input.autoSelect,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchWorkspaces',
        input: { size: WORKSPACE_LIST_SIZE },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              workspaces: event.output,
              selectedId: chooseSelection(event.output, context.selectedId, context.autoSelect),
              failure: null,
            })),
            { type: 'persistSelection', params: ({ context }) => ({ id: context.selectedId }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => (event.error as Error)?.message || 'Failed to load workspaces.',
          }),
        },
      },
    },
    failed: {
      on: { 'workspaces.reload': 'loading' },
    },
    ready: {
      on: {
        'workspaces.select': {
          guard: 'isKnown',
          actions: [
            assign({ selectedId: ({ event }) => event.id }),
            { type: 'persistSelection', params: ({ event }) => ({ id: event.id }) },
          ],
        },
        'workspaces.created': {
          actions: [
            assign(({ context, event }) => ({
              workspaces: [
                event.workspace,
                ...context.workspaces.filter((w) => w.id !== event.workspace.id),
              ].slice(0, WORKSPACE_LIST_SIZE),
              selectedId: event.workspace.id,
            })),
            { type: 'persistSelection', params: ({ event }) => ({ id: event.workspace.id }) },
          ],
        },
        'workspaces.updated': {
          actions: assign({
            workspaces: ({ context, event }) =>
              context.workspaces.map((w) => (w.id === event.workspace.id ? event.workspace : w)),
          }),
        },
        'workspaces.deleted': {
          actions: [
            assign(({ context, event }) => {
              const workspaces = context.workspaces.filter((w) => w.id !== event.id);
              const selectedId =
                context.selectedId === event.id
                  ? chooseSelection(workspaces, null, context.autoSelect)
                  : context.selectedId;
              return { workspaces, selectedId };
            }),
            { type: 'persistSelection', params: ({ context }) => ({ id: context.selectedId }) },
          ],
        },
        'workspaces.reload': 'loading',
      },
    },
  },
});

/** The selected workspace, or null. */
export const selectedWorkspace = (context: WorkspaceSelectorContext): Workspace | null =>
  context.workspaces.find((w) => w.id === context.selectedId) ?? null;
