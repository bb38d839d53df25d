import { assign, fromPromise, setup } from 'xstate';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { failureMessage } from './failureMessage.ts';
import type { FetchPageInput, ListPage } from './list.machine.ts';

/** The console asks for projects this many at a time (spec §9), and pages on until it holds all. */
export const PROJECT_LIST_SIZE = MAX_PAGE_SIZE;

export const LOAD_PROJECTS_FAILED = 'Failed to load projects.';
export const CREATE_PROJECT_FAILED = 'Failed to create project. Please try again.';

export interface DataProjectSummary {
  id: string;
  name: string;
  description?: string | null;
}

export interface ProjectDraft {
  name: string;
  description: string;
}

export interface ProjectSelectorInput {
  /** The id the browser kept from the last visit, if any. */
  storedId: string | null;
}

export interface ProjectSelectorContext<P extends DataProjectSummary = DataProjectSummary> {
  projects: P[];
  /** The pages loaded so far while (re)loading; the list shown meanwhile is the previous one. */
  fetched: P[];
  selectedId: string | null;
  draft: ProjectDraft;
  /** Why loading or creating failed, the server's sentence when it sent one. */
  failure: string | null;
}

export type ProjectSelectorEvent =
  | { type: 'projects.select'; id: string }
  | { type: 'projects.reload' }
  | { type: 'projects.compose' }
  | { type: 'projects.draftChange'; field: keyof ProjectDraft; value: string }
  | { type: 'projects.create' }
  | { type: 'projects.cancel' };

const blankDraft = (): ProjectDraft => ({ name: '', description: '' });

/** The next page to ask for while (re)loading. */
const nextPage = ({ context }: { context: ProjectSelectorContext }): FetchPageInput<null> => ({
  scope: null,
  page: Math.floor(context.fetched.length / PROJECT_LIST_SIZE),
  size: PROJECT_LIST_SIZE,
});

/** The page a `fetchProjects` done event carries. */
const lastPageOf = (event: unknown) => (event as { output: ListPage<DataProjectSummary> }).output;

/** Persists the selection the context holds once the list is taken. */
const persistSelected = {
  type: 'persistSelection',
  params: ({ context }: { context: ProjectSelectorContext }) => ({ id: context.selectedId }),
} as const;

function chooseSelection(projects: DataProjectSummary[], keptId: string | null) {
  if (keptId && projects.some((p) => p.id === keptId)) return keptId;
  return projects[0]?.id ?? null;
}

/**
 * The data-insights console's current project: loads every page of the list, defaults to the first project,
 * and opens 'Create New Project' by itself when there is none. A created project is selected
 * after the list is loaded again (spec §7).
 */
export const projectSelectorMachine = setup({
  types: {
    context: {} as ProjectSelectorContext,
    events: {} as ProjectSelectorEvent,
    input: {} as ProjectSelectorInput,
    tags: {} as 'loading' | 'creating',
  },
  actors: {
    fetchProjects: fromPromise<ListPage<DataProjectSummary>, FetchPageInput<null>>(async () => {
      throw new Error('fetchProjects not provided');
    }),
    createProject: fromPromise<DataProjectSummary, ProjectDraft>(async () => {
      throw new Error('createProject not provided');
    }),
  },
  actions: {
    /** Keeps the selected project's id for the next visit. */
    persistSelection: (_, _params: { id: string | null }) => {},
    keepPage: assign({
      fetched: ({ context, event }) => [...context.fetched, ...lastPageOf(event).content],
    }),
    /** The last page is in: the list becomes every page fetched, and the selection stays on it. */
    takeProjects: assign(({ context, event }) => {
      const projects = [...context.fetched, ...lastPageOf(event).content];
      return {
        projects,
        fetched: [],
        selectedId: chooseSelection(projects, context.selectedId),
        failure: null,
      };
    }),
    noteLoadFailure: assign({
      failure: ({ event }) =>
        failureMessage((event as unknown as { error: unknown }).error, LOAD_PROJECTS_FAILED),
    }),
  },
  guards: {
    /** The page just loaded leaves projects still to fetch. */
    morePages: ({ context, event }) => {
      const output = lastPageOf(event);
      return (
        output.content.length > 0 && context.fetched.length + output.content.length < output.totalElements
      );
    },
    isKnown: ({ context, event }) =>
      event.type === 'projects.select' && context.projects.some((p) => p.id === event.id),
    noProjects: ({ context }) => context.projects.length === 0,
    draftNamed: ({ context }) => context.draft.name.trim().length > 0,
  },
}).createMachine({
  id: 'projectSelector',
  context: ({ input }) => ({
    projects: [],
    fetched: [],
    selectedId: input.storedId,
    draft: blankDraft(),
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ fetched: [] }),
      initial: 'page',
      states: {
        page: {
          invoke: {
            src: 'fetchProjects',
            input: nextPage,
            onDone: [
              { guard: 'morePages', target: 'page', reenter: true, actions: 'keepPage' },
              { target: '#projectSelector.ready', actions: ['takeProjects', persistSelected] },
            ],
            onError: { target: '#projectSelector.failed', actions: 'noteLoadFailure' },
          },
        },
      },
    },
    failed: {
      on: { 'projects.reload': 'loading' },
    },
    ready: {
      initial: 'checking',
      on: { 'projects.reload': '#projectSelector.loading' },
      states: {
        checking: {
          always: [{ guard: 'noProjects', target: 'composing' }, { target: 'idle' }],
        },
        idle: {
          on: {
            'projects.select': {
              guard: 'isKnown',
              actions: [
                assign({ selectedId: ({ event }) => event.id }),
                { type: 'persistSelection', params: ({ event }) => ({ id: event.id }) },
              ],
            },
            'projects.compose': {
              target: 'composing',
              actions: assign({ draft: blankDraft, failure: null }),
            },
          },
        },
        composing: {
          on: {
            'projects.draftChange': {
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
                failure: null,
              }),
            },
            'projects.create': { guard: 'draftNamed', target: 'creating' },
            'projects.cancel': { target: 'idle', actions: assign({ draft: blankDraft, failure: null }) },
          },
        },
        creating: {
          tags: 'creating',
          invoke: {
            src: 'createProject',
            input: ({ context }) => ({
              name: context.draft.name.trim(),
              description: context.draft.description.trim(),
            }),
            onDone: {
              target: 'reloading',
              actions: assign({ selectedId: ({ event }) => event.output.id, draft: blankDraft }),
            },
            onError: {
              target: 'composing',
              actions: assign({ failure: CREATE_PROJECT_FAILED }),
            },
          },
        },
        // The list is loaded again after a create; the new project stays selected.
        reloading: {
          tags: 'loading',
          entry: assign({ fetched: [] }),
          initial: 'page',
          states: {
            page: {
              invoke: {
                src: 'fetchProjects',
                input: nextPage,
                onDone: [
                  { guard: 'morePages', target: 'page', reenter: true, actions: 'keepPage' },
                  { target: '#projectSelector.ready.idle', actions: ['takeProjects', persistSelected] },
                ],
                onError: { target: '#projectSelector.failed', actions: 'noteLoadFailure' },
              },
            },
          },
        },
      },
    },
  },
});

/** The selected project, or null. */
export const selectedProject = (context: ProjectSelectorContext): DataProjectSummary | null =>
  context.projects.find((p) => p.id === context.selectedId) ?? null;
