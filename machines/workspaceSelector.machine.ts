import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../src/contract/page.ts';
import type { Workspace } from '../src/contract/workspace.ts';
import type { FetchPageInput, ListPage } from './list.machine.ts';

/** The top bar asks for workspaces this many at a time (spec §9: 20), and pages on until it holds all. */
export const WORKSPACE_LIST_SIZE = DEFAULT_PAGE_SIZE;

export interface WorkspaceSelectorInput {
  /** The id the browser kept from the last visit, if any. */
  storedId: string | null;
  /** The first workspace is chosen when nothing else is (the path starts with /dashboard). */
  autoSelect: boolean;
}

export interface WorkspaceSelectorContext {
  workspaces: Workspace[];
  /** The pages loaded so far while (re)loading; the list shown meanwhile is the previous one. */
  fetched: Workspace[];
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
    fetchWorkspaces: fromPromise<ListPage<Workspace>, FetchPageInput<null>>(async () => {
      throw new Error('fetchWorkspaces not provided');
    }),
  },
  actions: {
    persistSelection: (_, _params: { id: string | null }) => {},
  },
  guards: {
    /** The page just loaded leaves workspaces still to fetch. */
    morePages: ({ context, event }) => {
      const { output } = event as unknown as { output: ListPage<Workspace> };
      return (
        output.content.length > 0 && context.fetched.length + output.content.length < output.totalElements
      );
    },
    isKnown: ({ context, event }) =>
      event.type === 'workspaces.select' && context.workspaces.some((w) => w.id === event.id),
  },
}).createMachine({
  id: 'workspaceSelector',
  context: ({ input }) => ({
    workspaces: [],
    fetched: [],
    selectedId: input.storedId,
    autoSelect: input.autoSelect,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ fetched: [] }),
      initial: 'page',
      states: {
        page: {
          invoke: {
            src: 'fetchWorkspaces',
            input: ({ context }) => ({
              scope: null,
              page: Math.floor(context.fetched.length / WORKSPACE_LIST_SIZE),
              size: WORKSPACE_LIST_SIZE,
            }),
            onDone: [
              {
                guard: 'morePages',
                target: 'page',
                reenter: true,
                actions: assign({
                  fetched: ({ context, event }) => [...context.fetched, ...event.output.content],
                }),
              },
              {
                target: '#workspaceSelector.ready',
                actions: [
                  assign(({ context, event }) => {
                    const workspaces = [...context.fetched, ...event.output.content];
                    return {
                      workspaces,
                      fetched: [],
                      selectedId: chooseSelection(workspaces, context.selectedId, context.autoSelect),
                      failure: null,
                    };
                  }),
                  { type: 'persistSelection', params: ({ context }) => ({ id: context.selectedId }) },
                ],
              },
            ],
            onError: {
              target: '#workspaceSelector.failed',
              actions: assign({
                failure: ({ event }) => (event.error as Error)?.message || 'Failed to load workspaces.',
              }),
            },
          },
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
              workspaces: [event.workspace, ...context.workspaces.filter((w) => w.id !== event.workspace.id)],
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
