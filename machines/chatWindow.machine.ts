import { assign, fromPromise, setup } from 'xstate';
import type { ChatConfig } from '../src/contract/workspace.ts';

export const chatWindowMessages = {
  loadFailed: 'The chat could not be opened. Please try again.',
} as const;

export interface ChatWindowContext {
  appId: string;
  agent: ChatConfig | null;
  failure: string | null;
}

export type ChatWindowEvent = { type: 'chat.retry' };

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

/** The chat window a widget frames: finds its agent by appId before it opens. */
export const chatWindowMachine = setup({
  types: {
    context: {} as ChatWindowContext,
    events: {} as ChatWindowEvent,
    input: {} as { appId: string },
  },
  actors: {
    loadConfig: fromPromise<ChatConfig, { appId: string }>(async () => {
      throw new Error('loadConfig is provided by the web app');
    }),
  },
  guards: {
    unknownAgent: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'chatWindow',
  context: ({ input }) => ({ appId: input.appId, agent: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadConfig',
        input: ({ context }) => ({ appId: context.appId }),
        onDone: { target: 'ready', actions: assign({ agent: ({ event }) => event.output }) },
        onError: [
          { guard: 'unknownAgent', target: 'unknownAgent' },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => (event.error as Error)?.message || chatWindowMessages.loadFailed,
            }),
          },
        ],
      },
    },
    ready: {},
    unknownAgent: {},
    failed: {
      on: { 'chat.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
});
