import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { spawnedActors } from './statechartActors.ts';
import { guardText } from './statechartGuards.ts';

type StateNode = AnyStateMachine['root'];
type Transition = StateNode['always'] extends Array<infer T> | undefined ? T : never;

const machinesDir = join(import.meta.dirname, '..', 'machines');
export const statechartsDir = join(import.meta.dirname, '..', 'docs', 'statecharts');

const mermaidId = (node: StateNode) => node.path.join('_') || 'machineRoot';
/** Text mermaid reads as syntax (`:`, `;`, quotes) is left out of labels. */
const label = (s: string) => s.replace(/[:;"]/g, ' ');
const childrenOf = (node: StateNode) => Object.values(node.states ?? {}) as StateNode[];

/** The named guards the machine's transitions use, filled as their labels are made. */
let usedGuards = new Set<string>();

function guardLabel(t: Transition): string {
  const text = guardText(t.guard as unknown, usedGuards);
  return text ? ` [${text}]` : '';
}

/** Names the invoked actor in done/error events and the delay in `after` events. */
function eventLabeller(invokeNames: Map<string, string>) {
  return (eventType: string): string => {
    const delay = /^xstate\.after\.(.+?)\./.exec(eventType);
    if (delay) return `after ${delay[1]}`;
    for (const [prefix, outcome] of [
      ['xstate.done.actor.', 'done'],
      ['xstate.error.actor.', 'error'],
    ] as const) {
      if (eventType.startsWith(prefix)) {
        const id = eventType.slice(prefix.length);
        return `${invokeNames.get(id) ?? id} ${outcome}`;
      }
    }
    if (eventType.startsWith('xstate.done.state.')) return 'done';
    return eventType;
  };
}

/**
 * Every state is declared before any transition, each as `state "key" as id`, composites as
 * blocks and parallel regions separated by `--`: mermaid places a state where it first meets it,
 * so a transition written inside a block would pull its target into that block.
 */
function declareStates(node: StateNode, lines: string[], indent: string) {
  const children = childrenOf(node);
  if (node.type === 'parallel') {
    children.forEach((region, i) => {
      if (i > 0) lines.push(`${indent}--`);
      declareState(region, lines, indent);
    });
    return;
  }
  const initial = node.initial?.target[0];
  if (initial && children.length) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) declareState(child, lines, indent);
}

function declareState(node: StateNode, lines: string[], indent: string) {
  lines.push(`${indent}state "${label(node.key)}" as ${mermaidId(node)}`);
  if (childrenOf(node).length) {
    lines.push(`${indent}state ${mermaidId(node)} {`);
    declareStates(node, lines, `${indent}  `);
    lines.push(`${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${mermaidId(node)} --> [*]`);
}

interface Found {
  /** "source target" → the labels of every transition between them, drawn as one edge. */
  edges: Map<string, string[]>;
  /** Transitions that run actions without leaving their state. */
  staying: string[];
  events: Set<string>;
  /** Actor name → the states invoking it. */
  invoked: Map<string, string[]>;
}

function collectActors(node: StateNode, found: Found, invokeNames: Map<string, string>) {
  for (const type of node.ownEvents ?? []) if (!type.startsWith('xstate.')) found.events.add(type);
  for (const inv of node.invoke ?? []) {
    const name = typeof inv.src === 'string' ? inv.src : inv.id;
    invokeNames.set(inv.id, name);
    found.invoked.set(name, [...(found.invoked.get(name) ?? []), node.path.join('.') || '(machine)']);
  }
  for (const child of childrenOf(node)) collectActors(child, found, invokeNames);
}

function collectTransitions(node: StateNode, found: Found, eventLabel: (type: string) => string) {
  const add = (eventName: string, t: Transition) => {
    const text = label(eventName + guardLabel(t));
    if (!t.target?.length) {
      found.staying.push(`- \`${node.path.join('.')}\`: ${text}`);
      return;
    }
    for (const target of t.target) {
      const key = `${mermaidId(node)} ${mermaidId(target)}`;
      found.edges.set(key, [...(found.edges.get(key) ?? []), text]);
    }
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const t of transitions) add(eventLabel(eventType), t);
  }
  for (const t of node.always ?? []) add('always', t);
  for (const child of childrenOf(node)) collectTransitions(child, found, eventLabel);
}

/** Something that stands in for any value: every property, call and conversion answers. */
function anyValue(): unknown {
  const target = () => {};
  const proxy: unknown = new Proxy(target, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : proxy),
    apply: () => proxy,
  });
  return proxy;
}

/** The context's keys; for context built from input, from running it on a stand-in input. */
function contextKeys(machine: AnyStateMachine): { keys: string[]; fromInput: boolean } {
  const context = machine.config.context as unknown;
  if (typeof context !== 'function') {
    return { keys: context && typeof context === 'object' ? Object.keys(context) : [], fromInput: false };
  }
  try {
    const made = context({ input: anyValue(), spawn: anyValue(), self: anyValue() });
    return { keys: made && typeof made === 'object' ? Object.keys(made) : [], fromInput: true };
  } catch {
    return { keys: [], fromInput: true };
  }
}

/** A markdown page with a mermaid stateDiagram made from the machine definition itself. */
export function renderStatechart(name: string, machine: AnyStateMachine): string {
  usedGuards = new Set();
  const invokeNames = new Map<string, string>();
  const found: Found = { edges: new Map(), staying: [], events: new Set(), invoked: new Map() };
  collectActors(machine.root, found, invokeNames);
  const eventLabel = eventLabeller(invokeNames);
  for (const child of childrenOf(machine.root)) collectTransitions(child, found, eventLabel);

  const lines = ['stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid separates regions only inside a state, so a parallel machine is drawn as one.
    lines.push(`  state "${label(machine.id)}" as machineRoot`, '  state machineRoot {');
    declareStates(machine.root, lines, '    ');
    lines.push('  }');
  } else {
    declareStates(machine.root, lines, '  ');
  }
  for (const [key, labels] of found.edges) {
    const [source, target] = key.split(' ');
    lines.push(`  ${source} --> ${target} : ${labels.join('<br>')}`);
  }

  const fromAnyState = [...machine.root.transitions].flatMap(([eventType, transitions]) =>
    transitions.map(
      (t) =>
        `- \`${eventLabel(eventType)}\`${guardLabel(t)} → ${(t.target ?? []).map((n) => n.path.join('.')).join(', ') || 'stays'}`,
    ),
  );
  const impl = machine.implementations;
  const list = (items: Iterable<string>) =>
    [...items]
      .sort()
      .map((i) => `- \`${i}\``)
      .join('\n') || '- none';
  const spawned = spawnedActors(machine);
  const where = (states: string[]) => states.map((s) => `\`${s}\``).join(', ');
  const actors = [...new Set([...Object.keys(impl.actors), ...found.invoked.keys(), ...spawned.keys()])]
    .sort()
    .flatMap((actor) => {
      const invokedIn = found.invoked.get(actor);
      const spawnedIn = spawned.get(actor);
      const uses = [
        ...(invokedIn ? [`invoked in ${where(invokedIn)}`] : []),
        ...(spawnedIn ? [`spawned by an action in ${where(spawnedIn)}`] : []),
      ];
      return uses.length ? [`- \`${actor}\`: ${uses.join('; ')}`] : [];
    });
  const unused = Object.keys(impl.actors)
    .filter((actor) => !found.invoked.has(actor) && !spawned.has(actor))
    .sort();
  const context = contextKeys(machine);
  return [
    `# ${name}`,
    '',
    `Generated from \`machines/${name}.machine.ts\` by \`npm run docs:statecharts\`. Do not edit.`,
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
    ...(fromAnyState.length ? ['## From any state', '', ...fromAnyState, ''] : []),
    ...(found.staying.length ? ['## Handled without leaving the state', '', ...found.staying, ''] : []),
    '## Events',
    '',
    list(found.events),
    '',
    '## Actors',
    '',
    actors.join('\n') || '- none',
    '',
    ...(unused.length
      ? [`Declared but not used by this machine: ${unused.map((a) => `\`${a}\``).join(', ')}.`, '']
      : []),
    '## Actions, guards and delays',
    '',
    `- actions: ${Object.keys(impl.actions).sort().join(', ') || 'none'}`,
    `- guards: ${[...usedGuards].sort().join(', ') || 'none'}`,
    `- delays: ${Object.keys(impl.delays).sort().join(', ') || 'none'}`,
    '',
    '## Context',
    '',
    ...(context.fromInput ? ['Built from the input at start:', ''] : []),
    context.keys.length ? list(context.keys) : 'See the `types.context` of the machine file.',
    '',
  ].join('\n');
}

/** Every `*Machine` export of every `machines/*.machine.ts`, by file name. */
export async function loadMachines(): Promise<Array<{ name: string; machine: AnyStateMachine }>> {
  const files = readdirSync(machinesDir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: Array<{ name: string; machine: AnyStateMachine }> = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(join(machinesDir, file)).href);
    const machine = Object.entries(mod).find(([key]) => key.endsWith('Machine'))?.[1] as
      | AnyStateMachine
      | undefined;
    if (machine) found.push({ name: basename(file, '.machine.ts'), machine });
  }
  return found;
}
