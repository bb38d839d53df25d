import type { AnyStateMachine } from 'xstate';

type StateNode = AnyStateMachine['root'];
type Action = unknown;

const SPAWN_CALL = /\b(?:spawnChild|spawn)\(\s*['"`]([\w.-]+)['"`]/g;

const childrenOf = (node: StateNode) => Object.values(node.states ?? {}) as StateNode[];
const srcName = (src: unknown) => (typeof src === 'string' ? src : null);

/**
 * The actors a machine's actions really spawn, by the state whose transition or entry/exit runs
 * them: `spawnChild(...)` actions, and `spawn(...)` / `enqueue.spawnChild(...)` calls in the
 * code of `assign` and `enqueueActions` actions. Named actions are looked up in the machine's
 * implementations. Context built with `spawn` counts as '(start)'.
 */
export function spawnedActors(machine: AnyStateMachine): Map<string, string[]> {
  const spawned = new Map<string, string[]>();
  const record = (name: string | null, where: string) => {
    if (!name) return;
    const places = spawned.get(name) ?? [];
    if (!places.includes(where)) spawned.set(name, [...places, where]);
  };
  const named = machine.implementations.actions as Record<string, Action>;

  function visit(action: Action, where: string, seen: Set<unknown>) {
    if (action === undefined || action === null || seen.has(action)) return;
    seen.add(action);
    if (typeof action === 'string') return visit(named[action], where, seen);
    const a = action as {
      type?: unknown;
      src?: unknown;
      assignment?: unknown;
      collect?: (args: unknown) => void;
    };
    if (typeof action === 'object' && typeof a.type === 'string' && !a.type.startsWith('xstate.')) {
      return visit(named[a.type], where, seen);
    }
    if (a.type === 'xstate.spawnChild') return record(srcName(a.src), where);
    // Code that spawns (`spawn('x', …)` in an assign, `enqueue.spawnChild('x', …)` in
    // enqueueActions) is read, not run: a stand-in context would not reach a spawn in a loop.
    const readSpawns = (code: unknown) => {
      if (typeof code !== 'function') return;
      for (const m of code.toString().matchAll(SPAWN_CALL)) record(m[1] ?? null, where);
    };
    if (a.type === 'xstate.assign') {
      const assignment = a.assignment;
      if (typeof assignment === 'function') readSpawns(assignment);
      else if (assignment && typeof assignment === 'object')
        for (const part of Object.values(assignment)) readSpawns(part);
      return;
    }
    if (a.type === 'xstate.enqueueActions') readSpawns(a.collect);
  }

  const actionsOf = (list: unknown) => (Array.isArray(list) ? list : list ? [list] : []);
  function walk(node: StateNode) {
    const where = node.path.join('.') || '(machine)';
    for (const action of [...actionsOf(node.entry), ...actionsOf(node.exit)]) visit(action, where, new Set());
    for (const transitions of node.transitions.values()) {
      for (const t of transitions) for (const action of actionsOf(t.actions)) visit(action, where, new Set());
    }
    for (const t of node.always ?? [])
      for (const action of actionsOf(t.actions)) visit(action, where, new Set());
    for (const child of childrenOf(node)) walk(child);
  }
  walk(machine.root);

  const context = machine.config.context as unknown;
  if (typeof context === 'function') {
    for (const m of context.toString().matchAll(SPAWN_CALL)) record(m[1] ?? null, '(start)');
  }
  return spawned;
}
