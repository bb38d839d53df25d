import { type ActorRef, assign, enqueueActions, fromPromise, type Snapshot, sendTo, setup } from 'xstate';
import { failureMessage } from './failureMessage.ts';
import { noticeMachine } from './notice.machine.ts';

export const makeIndexMessages = {
  started: 'Index creation initiated successfully!',
  failed: 'Failed to initiate index creation.',
};

/** What the index holds after a run: how many tables and columns were read. */
export interface IndexCounts {
  tables: number;
  columns: number;
}

/** The list of the project's connections: told to read its rows again after a run. */
export type IndexedConnections = ActorRef<Snapshot<unknown>, { type: 'list.reload' }>;

export interface MakeIndexInput {
  projectId: string | null;
  /** The connection list the page shows, whose rows' 'last indexed' a run changes. */
  connections?: IndexedConnections | null;
}

export interface MakeIndexContext {
  projectId: string | null;
  connections: IndexedConnections | null;
  counts: IndexCounts | null;
  failure: string | null;
}

export type MakeIndexEvent = { type: 'index.make' };

/**
 * 'Make Index' on the data source page: reads every connection of the project into the catalog
 * that module generation plans over. Success shows the notice of spec §8 for `successNotice`
 * and has the page's connection list read its rows again.
 */
export const makeIndexMachine = setup({
  types: {
    context: {} as MakeIndexContext,
    events: {} as MakeIndexEvent,
    input: {} as MakeIndexInput,
    children: {} as { notice: 'notice' },
    tags: {} as 'indexing',
  },
  actors: {
    makeIndex: fromPromise<IndexCounts, { projectId: string }>(async () => {
      throw new Error('makeIndex not provided');
    }),
    notice: noticeMachine,
  },
  actions: {
    /** The listed rows show their new 'last indexed' without a reload of the page. */
    reloadConnections: enqueueActions(({ context, enqueue }) => {
      if (context.connections) enqueue.sendTo(context.connections, { type: 'list.reload' });
    }),
  },
  guards: {
    hasProject: ({ context }) => context.projectId !== null,
  },
}).createMachine({
  id: 'makeIndex',
  context: ({ input }) => ({
    projectId: input.projectId,
    connections: input.connections ?? null,
    counts: null,
    failure: null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'idle',
  states: {
    idle: {
      on: { 'index.make': { guard: 'hasProject', target: 'indexing' } },
    },
    indexing: {
      tags: 'indexing',
      entry: assign({ failure: null }),
      invoke: {
        src: 'makeIndex',
        input: ({ context }) => ({ projectId: context.projectId! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ counts: ({ event }) => event.output }),
            sendTo('notice', { type: 'notice.show', text: makeIndexMessages.started }),
            'reloadConnections',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ failure: ({ event }) => failureMessage(event.error, makeIndexMessages.failed) }),
        },
      },
    },
  },
});
