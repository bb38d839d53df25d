import { type ActorRefFrom, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { failureMessage } from './failureMessage.ts';
import {
  insightModuleMachine,
  type ModuleReport,
  type ModuleType,
  type ReportModule,
} from './insightModule.machine.ts';
import { NEW_MODULE_TITLE } from './moduleTitle.ts';
import { noticeMachine } from './notice.machine.ts';

export const reportMessages = {
  saved: 'Dashboard saved successfully!',
  saveFailed: 'Failed to save dashboard.',
  layoutFailed: 'Failed to generate the initial layout.',
  loadFailed: 'Failed to load the saved dashboard.',
  noProject: 'Please select a project to start working on the Data Insights Workbench.',
  restored: 'Unsaved changes from earlier are back. Save the dashboard to keep them, or discard them.',
};

export { NEW_MODULE_TITLE } from './moduleTitle.ts';

export interface ReportPageInput {
  projectId: string | null;
  /** The page as it was left unsaved in this browser tab, to pick up again; null when none. */
  unsaved?: ReportModule[] | null;
}

export interface SavePageInput {
  projectId: string;
  modules: ReportModule[];
}

export interface ReportPageContext {
  projectId: string | null;
  /** Every module as its own actor last reported it, in page order. */
  modules: ReportModule[];
  /** The modules the save is still waiting for. */
  awaiting: string[];
  failure: string | null;
  /** The page holds changes that are not saved yet. */
  unsaved: boolean;
  /** The unsaved changes were picked up from an earlier visit. */
  restored: boolean;
  /** Unsaved modules handed over at the start. */
  leftUnsaved: ReportModule[] | null;
}

export type ReportPageEvent =
  | { type: 'page.generateLayout' }
  | { type: 'page.addModule'; id: string; dataSource: string; moduleType?: ModuleType }
  | { type: 'page.save' }
  /** Drops the unsaved changes and opens the saved page again. */
  | { type: 'page.discard' }
  | ModuleReport;

export type ModuleActor = ActorRefFrom<typeof insightModuleMachine>;

const settled = (m: ReportModule) => m.status === 'generated' || m.status === 'error';

/** A module the save waits for: not generated yet, and generating or able to (it has a description). */
const willGenerate = (m: ReportModule) =>
  m.status === 'generating' || (m.status !== 'generated' && m.description.trim().length > 0);

/** Hands the page as it stands to `storeUnsaved`. */
const KEEP_UNSAVED = {
  type: 'storeUnsaved',
  params: ({ context }: { context: ReportPageContext }) => ({
    projectId: context.projectId!,
    modules: context.modules,
  }),
} as const;

/** Tells `storeUnsaved` that nothing is left unsaved. */
const FORGET_UNSAVED = {
  type: 'storeUnsaved',
  params: ({ context }: { context: ReportPageContext }) => ({ projectId: context.projectId!, modules: null }),
} as const;

/**
 * The workbench's report page: the project's saved page, or an initial layout generated from its catalog; modules
 * added, edited and deleted (each its own `insightModule` child, named by the module id), and
 * 'Save Dashboard', which first generates every module not yet generated and then saves the page.
 */
export const reportPageMachine = setup({
  types: {
    context: {} as ReportPageContext,
    events: {} as ReportPageEvent,
    input: {} as ReportPageInput,
    children: {} as { notice: 'notice' },
    tags: {} as 'loading' | 'saving' | 'generatingLayout',
  },
  actors: {
    /** The project's saved modules; none when nothing was saved yet. */
    loadPage: fromPromise<ReportModule[], { projectId: string }>(async () => {
      throw new Error('loadPage not provided');
    }),
    generateLayout: fromPromise<ReportModule[], { projectId: string }>(async () => {
      throw new Error('generateLayout not provided');
    }),
    savePage: fromPromise<unknown, SavePageInput>(async () => {
      throw new Error('savePage not provided');
    }),
    insightModule: insightModuleMachine,
    notice: noticeMachine,
  },
  actions: {
    spawnModules: enqueueActions(({ context, enqueue }) => {
      for (const module of context.modules)
        enqueue.spawnChild('insightModule', {
          id: module.id,
          input: { module, projectId: context.projectId! },
        });
    }),
    notify: sendTo('notice', (_, params: { text: string }) => ({ type: 'notice.show', text: params.text })),
    /** Keeps the unsaved page where a later visit finds it (null: nothing unsaved); provided by the app. */
    storeUnsaved: (_, _params: { projectId: string; modules: ReportModule[] | null }) => {},
    markUnsaved: assign({ unsaved: true }),
    markSaved: assign({ unsaved: false, restored: false }),
  },
  guards: {
    noProject: ({ context }) => context.projectId === null,
    leftUnsaved: ({ context }) => (context.leftUnsaved?.length ?? 0) > 0,
    isUnsaved: ({ context }) => context.unsaved,
    hasModules: ({ context }) => context.modules.length > 0,
    noModules: ({ context }) => context.modules.length === 0,
    allSettled: ({ context }) => context.awaiting.length === 0,
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({
    projectId: input.projectId,
    modules: [],
    awaiting: [],
    failure: null,
    unsaved: false,
    restored: false,
    leftUnsaved: input.unsaved ?? null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'starting',
  on: {
    'report.moduleChanged': {
      actions: [
        assign(({ context, event }) => ({
          modules: context.modules.map((m) => (m.id === event.module.id ? event.module : m)),
          awaiting: settled(event.module)
            ? context.awaiting.filter((id) => id !== event.module.id)
            : context.awaiting,
        })),
        'markUnsaved',
        KEEP_UNSAVED,
      ],
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'noProject', target: 'noProject' },
        // Changes left unsaved in this tab come back as they were: the module being generated then waits to be applied.
        {
          guard: 'leftUnsaved',
          target: 'editing',
          actions: [
            assign(({ context }) => ({
              modules: context.leftUnsaved!.map((m) =>
                m.status === 'generating' ? { ...m, status: 'placeholder' as const } : m,
              ),
              leftUnsaved: null,
              unsaved: true,
              restored: true,
            })),
            'spawnModules',
          ],
        },
        { target: 'loading' },
      ],
    },
    noProject: {},
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ projectId: context.projectId! }),
        onDone: {
          target: 'editing',
          actions: [assign({ modules: ({ event }) => event.output }), 'spawnModules'],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => failureMessage(event.error, reportMessages.loadFailed) }),
        },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.generateLayout': { guard: 'noModules', target: 'generatingLayout' },
            'page.addModule': {
              actions: [
                assign(({ context, event }) => ({
                  modules: [
                    ...context.modules,
                    {
                      id: event.id,
                      title: NEW_MODULE_TITLE,
                      description: '',
                      dataSource: event.dataSource,
                      moduleType: event.moduleType ?? 'chart',
                      status: 'placeholder' as const,
                    },
                  ],
                  failure: null,
                })),
                enqueueActions(({ context, event, enqueue }) => {
                  const module = context.modules.at(-1)!;
                  enqueue.spawnChild('insightModule', {
                    id: event.id,
                    input: { module, projectId: context.projectId! },
                  });
                  // A module added by hand has no description yet: its editor opens at once.
                  enqueue.sendTo(event.id, { type: 'module.edit' });
                }),
                'markUnsaved',
                KEEP_UNSAVED,
              ],
            },
            'report.moduleDeleted': {
              actions: [
                enqueueActions(({ event, enqueue }) => enqueue.stopChild(event.id)),
                assign({ modules: ({ context, event }) => context.modules.filter((m) => m.id !== event.id) }),
                'markUnsaved',
                KEEP_UNSAVED,
              ],
            },
            'page.discard': {
              guard: 'isUnsaved',
              target: '#reportPage.loading',
              actions: [
                enqueueActions(({ context, enqueue }) => {
                  for (const m of context.modules) enqueue.stopChild(m.id);
                }),
                assign({ modules: [], failure: null }),
                'markSaved',
                FORGET_UNSAVED,
              ],
            },
            'page.save': { guard: 'hasModules', target: 'saving', actions: assign({ failure: null }) },
          },
        },
        generatingLayout: {
          tags: 'generatingLayout',
          invoke: {
            src: 'generateLayout',
            input: ({ context }) => ({ projectId: context.projectId! }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ modules: ({ event }) => event.output }),
                'spawnModules',
                'markUnsaved',
                KEEP_UNSAVED,
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                failure: ({ event }) => failureMessage(event.error, reportMessages.layoutFailed),
              }),
            },
          },
        },
        saving: {
          tags: 'saving',
          initial: 'generatingModules',
          states: {
            generatingModules: {
              entry: [
                assign({ awaiting: ({ context }) => context.modules.filter(willGenerate).map((m) => m.id) }),
                enqueueActions(({ context, enqueue }) => {
                  for (const m of context.modules)
                    if (willGenerate(m) && m.status !== 'generating')
                      enqueue.sendTo(m.id, { type: 'module.apply' });
                }),
              ],
              always: { guard: 'allSettled', target: 'writing' },
            },
            writing: {
              invoke: {
                src: 'savePage',
                input: ({ context }) => ({ projectId: context.projectId!, modules: context.modules }),
                onDone: {
                  target: '#reportPage.editing.idle',
                  actions: [
                    'markSaved',
                    FORGET_UNSAVED,
                    { type: 'notify', params: { text: reportMessages.saved } },
                  ],
                },
                onError: {
                  target: '#reportPage.editing.idle',
                  actions: assign({ failure: reportMessages.saveFailed }),
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The actor of a module of the page, by id. */
export const moduleActor = (
  snapshot: { children: Record<string, unknown> },
  id: string,
): ModuleActor | undefined => snapshot.children[id] as ModuleActor | undefined;
