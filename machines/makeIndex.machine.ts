import { assign, fromPromise, sendTo, setup } from 'xstate';
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

export interface MakeIndexContext {
  projectId: string | null;
  counts: IndexCounts | null;
  failure: string | null;
}

export type MakeIndexEvent = { type: 'index.make' };

/**
 * 'Make Index' on the data source page: reads every connection of the project into the catalog
 * that module generation plans over. Success shows the notice of spec §8 for `successNotice`.
 */
export const makeIndexMachine = setup({
  types: {
    context: {} as MakeIndexContext,
    events: {} as MakeIndexEvent,
    input: {} as { projectId: string | null },
    children: {} as { notice: 'notice' },
    tags: {} as 'indexing',
  },
  actors: {
    makeIndex: fromPromise<IndexCounts, { projectId: string }>(async () => {
      throw new Error('makeIndex not provided');
    }),
    notice: noticeMachine,
  },
  guards: {
    hasProject: ({ context }) => context.projectId !== null,
  },
}).createMachine({
  id: 'makeIndex',
  context: ({ input }) => ({ projectId: input.projectId, counts: null, failure: null }),
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
