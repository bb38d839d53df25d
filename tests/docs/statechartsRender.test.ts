// @vitest-environment jsdom
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { loadMachines, renderStatechart } from '../../scripts/statechartDoc.ts';

type StateNode = AnyStateMachine['root'];
interface DiagramNode {
  id: string;
  label: string;
  parentId?: string;
  shape: string;
}
interface DiagramEdge {
  start: string;
  end: string;
  label: string;
}

mermaid.initialize({ startOnLoad: false });

/** The nodes and edges mermaid builds from a page's diagram, as it lays them out. */
async function diagramOf(name: string, machine: AnyStateMachine) {
  const page = renderStatechart(name, machine);
  const source = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const data = (
    diagram.db as unknown as { getData(): { nodes: DiagramNode[]; edges: DiagramEdge[] } }
  ).getData();
  return { page, nodes: new Map(data.nodes.map((n) => [n.id, n])), edges: data.edges };
}

const idOf = (node: StateNode) => node.path.join('_') || 'machineRoot';
const children = (node: StateNode) => Object.values(node.states ?? {}) as StateNode[];

/**
 * Every state sits in its parent, named by its key; a parallel state's regions each sit in their
 * own region (mermaid's divider) inside it.
 */
function expectStructure(machine: AnyStateMachine, nodes: Map<string, DiagramNode>) {
  const walk = (parent: StateNode) => {
    const regions = new Set<string | undefined>();
    for (const child of children(parent)) {
      const drawn = nodes.get(idOf(child));
      expect(drawn, `${idOf(child)} is drawn`).toBeDefined();
      expect(drawn!.label).toBe(child.key);
      if (parent.type === 'parallel') {
        const region = nodes.get(drawn!.parentId ?? '');
        expect(region?.shape, `${idOf(child)} sits in a region`).toBe('divider');
        expect(region!.parentId).toBe(idOf(parent));
        regions.add(region!.id);
      } else {
        expect(drawn!.parentId, `${idOf(child)} sits in ${idOf(parent) || 'the root'}`).toBe(
          parent.path.length === 0 ? undefined : idOf(parent),
        );
      }
      walk(child);
    }
    if (parent.type === 'parallel') expect(regions.size).toBe(children(parent).length);
  };
  walk(machine.root);
}

const edgesBetween = (edges: DiagramEdge[], start: string, end: string) =>
  edges.filter((e) => e.start === start && e.end === end);

describe('statecharts as mermaid draws them', () => {
  it('keeps a nested machine’s states where they belong, with transitions across levels', async () => {
    const { createWorkspaceMachine } = await import('../../machines/createWorkspace.machine.ts');
    const { nodes, edges } = await diagramOf('createWorkspace', createWorkspaceMachine);
    expectStructure(createWorkspaceMachine, nodes);
    // The wizard's steps stay outside `submitting`, though its substates lead back to them.
    expect(nodes.get('naming')!.parentId).toBeUndefined();
    expect(nodes.get('submitting_creating')!.parentId).toBe('submitting');
    expect(edgesBetween(edges, 'submitting_creating', 'naming')).toHaveLength(1);
  });

  it('separates parallel regions, merges edges between the same states and draws no targetless loops', async () => {
    const machine = createMachine({
      id: 'player',
      initial: 'on',
      states: {
        on: {
          type: 'parallel',
          on: { 'power.off': 'off' },
          states: {
            sound: {
              initial: 'muted',
              states: {
                muted: { on: { unmute: 'audible', toggle: 'audible', volume: {} } },
                audible: { on: { mute: 'muted' } },
              },
            },
            picture: { initial: 'dim', states: { dim: { on: { brighten: 'bright' } }, bright: {} } },
          },
        },
        off: { on: { 'power.on': 'on' } },
      },
    });
    const { page, nodes, edges } = await diagramOf('player', machine);
    expectStructure(machine, nodes);
    expect(page).toContain('  --\n');
    const merged = edgesBetween(edges, 'on_sound_muted', 'on_sound_audible');
    expect(merged.map((e) => e.label)).toEqual(['unmute<br>toggle']);
    expect(edges.filter((e) => e.start === e.end)).toEqual([]);
    expect(page).toContain('- `on.sound.muted`: volume');
  });

  it.each(machines.map((m) => [m.name, m.machine] as const))(
    'draws %s with every state in its parent',
    async (name, machine) => {
      const { nodes } = await diagramOf(name, machine);
      expectStructure(machine, nodes);
    },
  );
});

const machines = await loadMachines();
