import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

type StateNode = AnyStateMachine['root'];

const machinesDir = join(import.meta.dirname, '..', 'machines');
export const statechartsDir = join(import.meta.dirname, '..', 'docs', 'statecharts');

const mermaidId = (node: StateNode) => node.path.join('_') || 'root';
const label = (s: string) => s.replace(/[:;]/g, ' ');

function delayLabel(eventType: string): string {
  const match = /^xstate\.after\.(.+?)\./.exec(eventType);
  return match ? `after ${match[1]}` : eventType;
}

/** Invoke id → actor name, so done/error edges name the actor. */
const invokeNames = new Map<string, string>();

function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return delayLabel(eventType);
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
}

function renderNode(node: StateNode, lines: string[], indent: string) {
  const children = Object.values(node.states ?? {}) as StateNode[];
  if (node.initial && children.length) {
    const initial = node.initial.target[0];
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  }
  for (const child of children) {
    const grand = Object.values(child.states ?? {});
    if (grand.length) {
      lines.push(`${indent}state ${mermaidId(child)} {`);
      renderNode(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}${mermaidId(child)} : ${child.key}`);
    }
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
  for (const child of children) {
    for (const [eventType, transitions] of child.transitions) {
      for (const t of transitions) {
        const guard = t.guard
          ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
          : '';
        for (const target of t.target ?? [child]) {
          lines.push(
            `${indent}${mermaidId(child)} --> ${mermaidId(target)} : ${label(eventLabel(eventType) + guard)}`,
          );
        }
      }
    }
    for (const t of child.always ?? []) {
      const guard = t.guard
        ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
        : '';
      for (const target of t.target ?? [])
        lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)} : ${label(`always${guard}`)}`);
    }
  }
}

function collect(node: StateNode, out: { events: Set<string>; actors: Set<string> }) {
  for (const type of node.ownEvents ?? []) if (!type.startsWith('xstate.')) out.events.add(type);
  for (const inv of node.invoke ?? []) {
    const name = typeof inv.src === 'string' ? inv.src : inv.id;
    out.actors.add(name);
    invokeNames.set(inv.id, name);
  }
  for (const child of Object.values(node.states ?? {})) collect(child as StateNode, out);
}

/** A markdown page with a mermaid stateDiagram made from the machine definition itself. */
export function renderStatechart(name: string, machine: AnyStateMachine): string {
  const found = { events: new Set<string>(), actors: new Set<string>() };
  collect(machine.root, found);
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, lines, '  ');
  const fromAnyState = [...machine.root.transitions].flatMap(([eventType, transitions]) =>
    transitions.map(
      (t) =>
        `- \`${eventLabel(eventType)}\` → ${(t.target ?? []).map((n) => n.path.join('.')).join(', ') || 'stays'}`,
    ),
  );
  const impl = machine.implementations;
  const list = (items: Iterable<string>) =>
    [...items]
      .sort()
      .map((i) => `- \`${i}\``)
      .join('\n') || '- none';
  const context = machine.config.context;
  const contextKeys = typeof context === 'object' && context ? Object.keys(context) : [];
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
    '## Events',
    '',
    list(found.events),
    '',
    '## Invoked actors',
    '',
    list(found.actors),
    '',
    '## Actions, guards and delays',
    '',
    `- actions: ${Object.keys(impl.actions).sort().join(', ') || 'none'}`,
    `- guards: ${Object.keys(impl.guards).sort().join(', ') || 'none'}`,
    `- delays: ${Object.keys(impl.delays).sort().join(', ') || 'none'}`,
    '',
    '## Context',
    '',
    contextKeys.length
      ? list(contextKeys)
      : 'Built from input at start; see the `types.context` of the machine file.',
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
