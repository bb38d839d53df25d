import {
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  createMachine,
  type EventObject,
  toPromise,
} from 'xstate';

/**
 * Runs one actor a live machine was provided with, as the machine would invoke it: the test
 * exercises exactly the binding's call (path, verb, body) without driving the screen.
 */
export function runProvided<T = unknown>(machine: AnyStateMachine, name: string, input: unknown): Promise<T> {
  const logic = machine.implementations.actors[name] as AnyActorLogic | undefined;
  if (!logic) throw new Error(`${machine.id} is not provided with ${name}`);
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}

/**
 * Runs one callback actor a live machine was provided with and answers the first event it sends
 * back to the machine (an item saved, a failure).
 */
export function firstEventOf<E extends EventObject>(machine: AnyStateMachine, name: string, input: unknown) {
  const logic = machine.implementations.actors[name] as AnyActorLogic | undefined;
  if (!logic) throw new Error(`${machine.id} is not provided with ${name}`);
  return new Promise<E>((resolve) => {
    const parent = createActor(
      createMachine({
        invoke: { src: logic, input },
        on: {
          '*': {
            actions: ({ event }) => {
              resolve(event as E);
              queueMicrotask(() => parent.stop());
            },
          },
        },
      }),
    ).start();
  });
}
