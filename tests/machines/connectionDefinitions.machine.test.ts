import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  connectionDefinitionsMachine,
  definitionsProblem,
  toRequest,
} from '../../machines/connectionDefinitions.machine.ts';
import type { ConnectionDefinitions } from '../../src/contract/connectionDefinitions.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(connectionDefinitionsMachine);

const stored: ConnectionDefinitions = {
  metrics: [{ name: 'revenue', expression: 'sum(unit_price * quantity)', table: 'order_details' }],
  names: [{ object: 'employees', name: 'rep' }],
  columns: [{ column: 'orders.shipped_date', role: 'time' }],
};
const refusal = "Metric 'margin': 'price' is not a column of order_details.";

function harness() {
  const load = controlledPromise<ConnectionDefinitions, { connectionId: string }>();
  const save = controlledPromise<
    ConnectionDefinitions,
    { connectionId: string; definitions: ReturnType<typeof toRequest> }
  >();
  const actor = createActor(
    connectionDefinitionsMachine.provide({
      actors: { loadDefinitions: load.logic, saveDefinitions: save.logic },
    }),
    { input: { connectionId: 'c1' }, inspect },
  ).start();
  const snap = () => actor.getSnapshot();
  const addMetric = (name: string, expression: string) => {
    actor.send({ type: 'definitions.add', list: 'metrics' });
    const index = snap().context.definitions.metrics.length - 1;
    for (const [field, value] of Object.entries({ name, expression, table: 'order_details' }))
      actor.send({ type: 'definitions.change', list: 'metrics', index, field, value });
  };
  return { actor, load, save, snap, ctx: () => snap().context, addMetric };
}

describe('connection definitions machine', () => {
  it('loads the stored definitions as rows to edit', async () => {
    const h = harness();
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.load.calls).toEqual([{ connectionId: 'c1' }]);
    await h.load.resolve(stored);
    expect(h.snap().value).toBe('editing');
    expect(h.ctx().definitions.metrics[0]).toEqual({ ...stored.metrics[0], description: '' });
    expect(h.ctx().definitions.columns[0]).toEqual({
      column: 'orders.shipped_date',
      description: '',
      role: 'time',
    });
  });

  it('adds, edits and removes rows, and saves them without the text left empty', async () => {
    const h = harness();
    await h.load.resolve(stored);
    h.addMetric('margin', 'sum(profit) / sum(sales)');
    h.actor.send({ type: 'definitions.add', list: 'names' });
    h.actor.send({ type: 'definitions.remove', list: 'names', index: 1 });
    h.actor.send({ type: 'definitions.remove', list: 'names', index: 0 });
    h.actor.send({
      type: 'definitions.change',
      list: 'columns',
      index: 0,
      field: 'description',
      value: 'Left the dock',
    });
    h.actor.send({ type: 'definitions.save' });
    expect(h.snap().value).toBe('saving');
    const sent = h.save.calls[0]!;
    expect(sent.connectionId).toBe('c1');
    expect(sent.definitions).toEqual({
      metrics: [
        stored.metrics[0],
        { name: 'margin', expression: 'sum(profit) / sum(sales)', table: 'order_details' },
      ],
      names: [],
      columns: [{ column: 'orders.shipped_date', description: 'Left the dock', role: 'time' }],
    });
    await h.save.resolve(toRequest(h.ctx().definitions) as ConnectionDefinitions);
    expect(h.snap().value).toBe('saved');
    h.actor.send({ type: 'definitions.change', list: 'metrics', index: 0, field: 'name', value: 'sales' });
    expect(h.snap().value).toBe('editing');
    for (const event of [
      { type: 'definitions.remove', list: 'metrics', index: 1 },
      { type: 'definitions.add', list: 'names' },
    ] as const) {
      h.actor.send({ type: 'definitions.save' });
      await h.save.resolve(toRequest(h.ctx().definitions) as ConnectionDefinitions);
      expect(h.snap().value).toBe('saved');
      h.actor.send(event);
      expect(h.snap().value).toBe('editing');
    }
    expect(h.ctx().definitions.names).toEqual([{ object: '', name: '' }]);
    expect(h.ctx().definitions.metrics.map((m) => m.name)).toEqual(['sales']);
  });

  it('does not send rows the contract refuses, and says which row and why', async () => {
    const h = harness();
    await h.load.resolve({ metrics: [], names: [], columns: [] });
    h.addMetric('revenue', '');
    h.actor.send({ type: 'definitions.save' });
    expect(h.snap().value).toBe('editing');
    expect(h.ctx().failure).toBe('Metric 1: The expression is required.');
    expect(h.save.calls).toHaveLength(0);
  });

  it("keeps every edit when the server refuses a definition, showing the server's sentence", async () => {
    const h = harness();
    await h.load.resolve(stored);
    h.addMetric('margin', 'sum(price)');
    h.actor.send({ type: 'definitions.save' });
    await h.save.reject(new Error(refusal));
    expect(h.snap().value).toBe('editing');
    expect(h.ctx().failure).toBe(refusal);
    expect(h.ctx().definitions.metrics.map((m) => m.name)).toEqual(['revenue', 'margin']);
    h.actor.send({ type: 'definitions.save' });
    expect(h.ctx().failure).toBeNull();
  });

  it('says why loading failed and tries again', async () => {
    const h = harness();
    await h.load.reject(new Error(''));
    expect(h.snap().value).toBe('loadFailed');
    expect(h.ctx().failure).toBe('The definitions could not be loaded.');
    h.actor.send({ type: 'definitions.retry' });
    await h.load.resolve(stored);
    expect(h.snap().value).toBe('editing');
  });

  it('names problems by list and row', () => {
    expect(definitionsProblem({ metrics: [], names: [{ object: 'employees', name: '' }], columns: [] })).toBe(
      'Other name 1: The name is required.',
    );
    expect(
      definitionsProblem({
        metrics: [],
        names: [],
        columns: [{ column: 'orders.x', description: '', role: '' }],
      }),
    ).toBe('Column 1: Give the column a description, a role, or both.');
  });
});

const model = createMachine({
  id: 'connectionDefinitionsModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'editing', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: { on: { ADD_METRIC: 'edited', SAVE_INVALID: 'invalid' } },
    edited: { on: { SAVE: 'saving' } },
    invalid: {},
    saving: { on: { SAVED: 'saved', REFUSED: 'refused' } },
    refused: {},
    saved: { on: { CHANGE: 'changedAfterSave' } },
    changedAfterSave: {},
  },
});

describeModel('connection definitions machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('busy')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe('The definitions could not be loaded.'),
      editing: () => {
        expect(h.snap().value).toBe('editing');
        expect(h.snap().can({ type: 'definitions.save' })).toBe(true);
      },
      edited: () => expect(h.ctx().definitions.metrics.map((m) => m.name)).toEqual(['revenue', 'margin']),
      invalid: () => {
        expect(h.snap().value).toBe('editing');
        expect(h.ctx().failure).toBe('Metric 2: The expression is required.');
      },
      saving: () => expect(h.snap().hasTag('busy')).toBe(true),
      refused: () => {
        expect(h.snap().value).toBe('editing');
        expect(h.ctx().failure).toBe(refusal);
        expect(h.ctx().definitions.metrics).toHaveLength(2);
      },
      saved: () => expect(h.snap().value).toBe('saved'),
      changedAfterSave: () => {
        expect(h.snap().value).toBe('editing');
        expect(h.ctx().definitions.names[0]!.name).toBe('seller');
      },
    },
    events: {
      LOADED: () => h.load.resolve(stored),
      LOAD_FAILED: () => h.load.reject(new Error('')),
      RETRY: () => h.actor.send({ type: 'definitions.retry' }),
      ADD_METRIC: () => h.addMetric('margin', 'sum(profit) / sum(sales)'),
      SAVE_INVALID: () => {
        h.addMetric('margin', '');
        h.actor.send({ type: 'definitions.save' });
      },
      SAVE: () => h.actor.send({ type: 'definitions.save' }),
      SAVED: () => h.save.resolve(stored),
      REFUSED: () => h.save.reject(new Error(refusal)),
      CHANGE: () =>
        h.actor.send({ type: 'definitions.change', list: 'names', index: 0, field: 'name', value: 'seller' }),
    },
    stop: () => h.actor.stop(),
  };
});
