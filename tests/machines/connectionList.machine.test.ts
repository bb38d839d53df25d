import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { SavedConnection } from '../../machines/connectionDialog.machine.ts';
import { connectionListMachine } from '../../machines/connectionList.machine.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const connection = (id: string): SavedConnection => ({ id, name: `Database ${id}`, type: 'POSTGRES' });
const inspect = coverTransitions(connectionListMachine);
const harness = (projectId: string | null = 'p1') => listHarness(connectionListMachine, projectId, inspect);

describe('connection list machine', () => {
  it('says "No project selected." without a project and loads nothing', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe('No project selected.');
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('loads the project’s connections, 100 at a time, and takes in a created one first', async () => {
    const h = harness();
    expect(h.fetchPage.calls).toEqual([{ scope: 'p1', page: 0, size: 100 }]);
    await h.loaded([connection('c1')]);
    h.send({ type: 'list.itemSaved', item: connection('c2') });
    expect(h.ctx().items.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(h.snap().can({ type: 'list.compose' })).toBe(false);
    expect(h.snap().can({ type: 'list.edit', id: 'c1' })).toBe(false);
  });

  it('says "Failed to fetch connections." when the list cannot load', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch connections.');
  });
});

const model = createMachine({
  id: 'connectionListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    listed: { on: { CREATED_ELSEWHERE: 'grown' } },
    grown: {},
  },
});

describeModel('connection list machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch connections.'),
      listed: () => expect(h.ctx().items.map((c) => c.id)).toEqual(['c1']),
      grown: () => expect(h.ctx().total).toBe(2),
    },
    events: {
      LOADED: () => h.loaded([connection('c1')]),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      CREATED_ELSEWHERE: () => h.send({ type: 'list.itemSaved', item: connection('c2') }),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: connectionListMachine,
  inspect,
  scope: 'p1',
  item: (n) => connection(`c${n}`),
});
