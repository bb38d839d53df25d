import { assign, fromPromise, setup } from 'xstate';
import type { Container, ContainerStatus, HostRef } from '../src/contract/devops.ts';
import { failureMessage } from './failureMessage.ts';

export type ContainerEvent =
  | { type: 'container.start' }
  | { type: 'container.stop' }
  | { type: 'container.restart' };

/**
 * One container's lifecycle: Start (only while Stopped) and Restart make it Running, Stop (only
 * while Running) makes it Stopped. Each change is stored by the provided `setStatus` actor
 * before the container shows it; a failed store keeps the previous status and says why.
 */
export const containerMachine = setup({
  types: {
    context: {} as { host: HostRef; container: Container; failure: string | null },
    events: {} as ContainerEvent,
    input: {} as { host: HostRef; container: Container },
    tags: {} as 'busy',
  },
  actors: {
    setStatus: fromPromise<Container, { host: HostRef; id: string; status: ContainerStatus }>(() =>
      Promise.reject(new Error('setStatus not provided')),
    ),
  },
  delays: { restart: 800 },
  guards: {
    isRunning: ({ context }) => context.container.status === 'Running',
  },
}).createMachine({
  id: 'container',
  context: ({ input }) => ({ host: input.host, container: input.container, failure: null }),
  initial: 'settled',
  states: {
    settled: {
      always: [{ guard: 'isRunning', target: 'running' }, { target: 'stopped' }],
    },
    running: {
      on: {
        'container.stop': 'stopping',
        'container.restart': 'restarting',
      },
    },
    stopped: {
      on: {
        'container.start': 'starting',
        'container.restart': 'restarting',
      },
    },
    starting: {
      tags: 'busy',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({
          host: context.host,
          id: context.container.id,
          status: 'Running' as const,
        }),
        onDone: {
          target: 'running',
          actions: assign({ container: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'settled',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to start container.'),
          }),
        },
      },
    },
    stopping: {
      tags: 'busy',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({
          host: context.host,
          id: context.container.id,
          status: 'Stopped' as const,
        }),
        onDone: {
          target: 'stopped',
          actions: assign({ container: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'settled',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to stop container.'),
          }),
        },
      },
    },
    /** The container stops for a moment, then comes back Running. */
    restarting: {
      tags: 'busy',
      after: { restart: 'starting' },
    },
  },
});
