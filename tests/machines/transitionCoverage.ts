import { afterAll, expect } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';

type StateNode = AnyStateMachine['root'];
type Transition = NonNullable<StateNode['always']>[number];

const where = (node: StateNode) => node.path.join('.') || '(machine)';

/** Which of its state's transitions for that event a transition is: guarded branches differ. */
function keyOf(t: Transition): string {
  const always = t.source.always?.indexOf(t) ?? -1;
  if (always >= 0) return `${where(t.source)} always #${always}`;
  const index = t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1;
  return `${where(t.source)} ${t.eventType} #${index}`;
}

function describe(t: Transition, event: string): string {
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const target = t.target?.length ? ` → ${t.target.map(where).join(', ')}` : ' (stays)';
  return `${where(t.source)}: ${event}${guard}${target}`;
}

/** Every transition the machine declares, keyed as `keyOf` keys a taken one. */
function declaredTransitions(machine: AnyStateMachine): Map<string, string> {
  const declared = new Map<string, string>();
  const walk = (node: StateNode) => {
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) declared.set(keyOf(t), describe(t, eventType));
    }
    for (const t of node.always ?? []) declared.set(keyOf(t), describe(t, 'always'));
    for (const child of Object.values(node.states ?? {})) walk(child as StateNode);
  };
  walk(machine.root);
  return declared;
}

interface Task {
  mode: string;
  result?: { state?: string };
  tasks?: Task[];
}
/** Only a whole, passing run of the file can tell what no test takes. */
const wholeRunPassed = (task: Task): boolean =>
  task.mode === 'run' && task.result?.state !== 'fail' && (task.tasks ?? []).every(wholeRunPassed);

/**
 * Records the transitions the real `machine` takes in this test file and, after its last test,
 * fails listing every transition the machine declares that no test took. Pass the returned
 * `inspect` to each `createActor` of the machine (or of `machine.provide(...)`):
 *
 *   const inspect = coverTransitions(authMachine);
 *   createActor(authMachine.provide({ ... }), { input, inspect });
 */
export function coverTransitions(machine: AnyStateMachine) {
  const taken = new Set<string>();
  // biome-ignore lint/correctness/noEmptyPattern: vitest requires a destructured context before the suite
  afterAll(({}, file) => {
    if (!wholeRunPassed(file as unknown as Task)) return;
    const missing = [...declaredTransitions(machine)]
      .filter(([key]) => !taken.has(key))
      .map(([, text]) => text);
    expect(missing, `transitions of ${machine.id} that no test takes`).toEqual([]);
  });
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) if (t.source.machine.id === machine.id) taken.add(keyOf(t));
  };
}
