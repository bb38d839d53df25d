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
};

export { NEW_MODULE_TITLE } from './moduleTitle.ts';

export interface ReportPageInput {
  projectId: string | null;
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
}

export type ReportPageEvent =
  | { type: 'page.generateLayout' }
  | { type: 'page.addModule'; id: string; dataSource: string; moduleType?: ModuleType }
  | { type: 'page.save' }
  | ModuleReport;

export type ModuleActor = ActorRefFrom<typeof insightModuleMachine>;

const settled = (m: ReportModule) => m.status === 'generated' || m.status === 'error';

/** A module the save waits for: not generated yet, and generating or able to (it has a description). */
const willGenerate = (m: ReportModule) =>
  m.status === 'generating' || (m.status !== 'generated' && m.description.trim().length > 0);

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
  },
  guards: {
    noProject: ({ context }) => context.projectId === null,
    hasModules: ({ context }) => context.modules.length > 0,
    noModules: ({ context }) => context.modules.length === 0,
    allSettled: ({ context }) => context.awaiting.length === 0,
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({ projectId: input.projectId, modules: [], awaiting: [], failure: null }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'starting',
  on: {
    'report.moduleChanged': {
      actions: assign(({ context, event }) => ({
        modules: context.modules.map((m) => (m.id === event.module.id ? event.module : m)),
        awaiting: settled(event.module)
          ? context.awaiting.filter((id) => id !== event.module.id)
          : context.awaiting,
      })),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'noProject', target: 'noProject' }, { target: 'loading' }],
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
              ],
            },
            'report.moduleDeleted': {
              actions: [
                enqueueActions(({ event, enqueue }) => enqueue.stopChild(event.id)),
                assign({ modules: ({ context, event }) => context.modules.filter((m) => m.id !== event.id) }),
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
              actions: [assign({ modules: ({ event }) => event.output }), 'spawnModules'],
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
                  actions: { type: 'notify', params: { text: reportMessages.saved } },
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
