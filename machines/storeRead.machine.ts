import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from './failureMessage.ts';

export interface StoreReadContext<T = unknown> {
  /** What the read depends on (a project and an id); a new key starts the read afresh. */
  key: string;
  value: T | null;
  failure: string | null;
}

export type StoreReadEvent = { type: 'read.key'; key: string } | { type: 'read.retry' };

export const READ_FAILED = 'Failed to load.';

/**
 * One read of the devops console's store for a screen: loading, then loaded or failed. A new
 * key drops the value shown and the read under way (its late answer never lands) and reads again.
 */
export const storeReadMachine = setup({
  types: {
    context: {} as StoreReadContext,
    events: {} as StoreReadEvent,
    input: {} as { key: string },
  },
  actors: {
    read: fromPromise<unknown, { key: string }>(() => Promise.reject(new Error('read not provided'))),
  },
  guards: {
    newKey: ({ context, event }) => event.type === 'read.key' && event.key !== context.key,
  },
}).createMachine({
  id: 'storeRead',
  context: ({ input }) => ({ key: input.key, value: null, failure: null }),
  on: {
    'read.key': {
      guard: 'newKey',
      target: '.loading',
      reenter: true,
      actions: assign({ key: ({ event }) => event.key, value: null, failure: null }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'read',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'loaded', actions: assign({ value: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureMessage(event.error, READ_FAILED) }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'read.retry': 'loading' } },
  },
});
