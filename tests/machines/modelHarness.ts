import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';

type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M>;

/** How one path drives and checks the real system under test. */
export interface ModelDriver<M extends AnyStateMachine> {
  /** One assertion per model state, keyed by state path ('editing', 'signedIn.idle'). */
  states: Record<string, (snapshot: SnapshotFrom<M>) => void | Promise<void>>;
  /** How each model event is performed on the real system. */
  events: {
    [K in ModelEvent<M>['type']]: (event: Extract<ModelEvent<M>, { type: K }>) => void | Promise<void>;
  };
  stop?: () => void;
}

/** Every atomic state of a machine as a dotted path. */
function atomicStatePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const walk = (node: AnyStateMachine['root'], prefix: string[]) => {
    const children = Object.entries(node.states ?? {});
    if (children.length === 0) {
      paths.push(prefix.join('.'));
      return;
    }
    for (const [key, child] of children) walk(child, [...prefix, key]);
  };
  walk(machine.root, []);
  return paths;
}

/**
 * Model-based test: walks the shortest path to every state of the pure `model`, driving a
 * fresh real system per path through `createDriver`, and asserting in every state on the way.
 */
export function describeModel<M extends AnyStateMachine>(
  name: string,
  model: M,
  createDriver: () => ModelDriver<M>,
) {
  const paths = createTestModel(model).getShortestPaths();
  const states = atomicStatePaths(model);

  describe(name, () => {
    it('reaches every state of the model and asserts in each', () => {
      const driver = createDriver();
      driver.stop?.();
      for (const state of states) {
        expect(
          paths.some((p) =>
            [p.state, ...p.steps.map((s) => s.state)].some((s) =>
              (s as { matches(v: string): boolean }).matches(state),
            ),
          ),
          `no path reaches ${state}`,
        ).toBe(true);
        expect(driver.states, `no assertion for state ${state}`).toHaveProperty([state]);
      }
    });

    for (const path of paths) {
      it(path.description, async () => {
        const driver = createDriver();
        try {
          await path.test({
            states: driver.states,
            events: Object.fromEntries(
              Object.entries(driver.events).map(([type, run]) => [
                type,
                (step: { event: ModelEvent<M> }) => (run as (e: ModelEvent<M>) => unknown)(step.event),
              ]),
            ) as never,
          });
        } finally {
          driver.stop?.();
        }
      });
    }
  });
}

/** Lets microtasks and promise actors settle. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor whose calls the test settles by hand: `resolve(value)` or `reject(error)`
 * finishes the oldest pending call; `calls` records every input.
 */
export function controlledPromise<TOutput, TInput = unknown>() {
  const pending: Array<{ resolve: (v: TOutput) => void; reject: (e: unknown) => void }> = [];
  const calls: TInput[] = [];
  /** One call, pending until the test settles it. */
  const call = (input: TInput) => {
    calls.push(input);
    return new Promise<TOutput>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    calls,
    call,
    logic: fromPromise<TOutput, TInput>(({ input }) => call(input)),
    async resolve(value: TOutput) {
      const next = pending.shift();
      if (!next) throw new Error('no pending call to resolve');
      next.resolve(value);
      await settle();
    },
    async reject(error: unknown) {
      const next = pending.shift();
      if (!next) throw new Error('no pending call to reject');
      next.reject(error);
      await settle();
    },
    get pendingCount() {
      return pending.length;
    },
  };
}
