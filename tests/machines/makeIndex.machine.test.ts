import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import {
  type IndexCounts,
  type IndexedConnections,
  makeIndexMachine,
} from '../../machines/makeIndex.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(makeIndexMachine);

/** The page's connection list as the machine sees it: an actor that records what it is told. */
function connectionList() {
  const told: string[] = [];
  const ref: IndexedConnections = createActor(
    fromCallback<{ type: 'list.reload' }>(({ receive }) => receive((event) => told.push(event.type))),
  ).start();
  return { ref, told };
}

function harness(
  projectId: string | null = 'p1',
  list: ReturnType<typeof connectionList> | null = connectionList(),
) {
  const makeIndex = controlledPromise<IndexCounts, { projectId: string }>();
  const clock = new SimulatedClock();
  const actor = createActor(makeIndexMachine.provide({ actors: { makeIndex: makeIndex.logic } }), {
    inspect,
    input: { projectId, connections: list?.ref ?? null },
    clock,
  }).start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    makeIndex,
    clock,
    snap,
    ctx: () => snap().context,
    /** The events the page's connection list received. */
    told: () => list?.told ?? [],
    notice: () => snap().children.notice?.getSnapshot().context.text ?? null,
  };
}

describe('make index machine', () => {
  it('indexes the project and says so for 3 seconds', async () => {
    const h = harness();
    h.actor.send({ type: 'index.make' });
    expect(h.snap().hasTag('indexing')).toBe(true);
    expect(h.snap().can({ type: 'index.make' })).toBe(false);
    expect(h.makeIndex.calls).toEqual([{ projectId: 'p1' }]);
    await h.makeIndex.resolve({ tables: 4, columns: 31 });
    expect(h.notice()).toBe('Index creation initiated successfully!');
    expect(h.ctx().counts).toEqual({ tables: 4, columns: 31 });
    expect(h.told()).toEqual(['list.reload']);
    h.clock.increment(3000);
    expect(h.notice()).toBeNull();
  });

  it('says "Failed to initiate index creation." or the server’s reason', async () => {
    const h = harness();
    h.actor.send({ type: 'index.make' });
    await h.makeIndex.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to initiate index creation.');
    h.actor.send({ type: 'index.make' });
    expect(h.ctx().failure).toBeNull();
    await h.makeIndex.reject(new Error('Connection "Shop" failed: connection refused'));
    expect(h.ctx().failure).toBe('Connection "Shop" failed: connection refused');
    expect(h.told()).toEqual([]);
  });

  it('indexes without a connection list to tell', async () => {
    const h = harness('p1', null);
    h.actor.send({ type: 'index.make' });
    await h.makeIndex.resolve({ tables: 1, columns: 2 });
    expect(h.notice()).toBe('Index creation initiated successfully!');
  });

  it('does nothing without a project', () => {
    const h = harness(null);
    expect(h.snap().can({ type: 'index.make' })).toBe(false);
  });
});

const model = createMachine({
  id: 'makeIndexModel',
  initial: 'idle',
  states: {
    idle: { on: { MAKE: 'indexing' } },
    indexing: { on: { INDEXED: 'indexed', FAILED: 'failed' } },
    indexed: { on: { WAIT_3S: 'noticeGone' } },
    noticeGone: {},
    failed: {},
  },
});

describeModel('make index machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      idle: () => expect(h.snap().can({ type: 'index.make' })).toBe(true),
      indexing: () => expect(h.snap().hasTag('indexing')).toBe(true),
      indexed: () => {
        expect(h.notice()).toBe('Index creation initiated successfully!');
        expect(h.told()).toEqual(['list.reload']);
      },
      noticeGone: () => expect(h.notice()).toBeNull(),
      failed: () => {
        expect(h.ctx().failure).toBe('Failed to initiate index creation.');
        expect(h.told()).toEqual([]);
      },
    },
    events: {
      MAKE: () => h.actor.send({ type: 'index.make' }),
      INDEXED: () => h.makeIndex.resolve({ tables: 4, columns: 31 }),
      FAILED: () => h.makeIndex.reject(new Error('')),
      WAIT_3S: () => h.clock.increment(3000),
    },
    stop: () => h.actor.stop(),
  };
});
