import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';

/**
 * Runs one actor a live machine was provided with, as the machine would invoke it: the test
 * exercises exactly the binding's call (path, verb, body) without driving the screen.
 */
export function runProvided<T = unknown>(machine: AnyStateMachine, name: string, input: unknown): Promise<T> {
  const logic = machine.implementations.actors[name] as AnyActorLogic | undefined;
  if (!logic) throw new Error(`${machine.id} is not provided with ${name}`);
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}
