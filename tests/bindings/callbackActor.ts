import { type AnyActorLogic, createActor, createMachine, type EventObject } from 'xstate';

/**
 * Runs a callback actor a live machine was provided with as a child, the way the machine invokes
 * it, and keeps every event it sends back to its parent.
 */
export function runCallback<E extends EventObject>(logic: AnyActorLogic, input: unknown) {
  const events: E[] = [];
  const parent = createActor(
    createMachine({
      invoke: { src: logic, input },
      on: { '*': { actions: ({ event }) => events.push(event as E) } },
    }),
  ).start();
  return { events, stop: () => parent.stop() };
}
