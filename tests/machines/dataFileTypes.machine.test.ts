import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  changesOf,
  dataFileTypesMachine,
  dataFileTypesMessages,
  type SaveTypesInput,
} from '../../machines/dataFileTypes.machine.ts';
import type { DataFile } from '../../src/contract/dataFiles.ts';
import { dataFile } from './dataFileFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(dataFileTypesMachine);

function harness(file = dataFile()) {
  const save = controlledPromise<DataFile, SaveTypesInput>();
  const actor = createActor(dataFileTypesMachine.provide({ actors: { saveTypes: save.logic } }), {
    input: { file },
    inspect,
  }).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, save, ctx, state: () => actor.getSnapshot().value };
}

const refusal = "'Holiday?' cannot be an integer: 'yes' on line 2 is not a whole number.";

describe('data file type review machine', () => {
  it('starts from the file: its table name and each column’s inferred type', () => {
    const h = harness();
    expect(h.ctx().tableName).toBe('sales_2023');
    expect(h.ctx().types).toEqual({ month: 'date', revenue: 'decimal', holiday: 'boolean' });
  });

  it('saves only what changed: the new name and the columns whose type differs', async () => {
    const h = harness();
    h.actor.send({ type: 'types.rename', tableName: '  monthly_sales ' });
    h.actor.send({ type: 'types.change', name: 'revenue', columnType: 'integer' });
    h.actor.send({ type: 'types.change', name: 'month', columnType: 'date' });
    h.actor.send({ type: 'types.save' });
    expect(h.actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(h.save.calls).toEqual([
      {
        fileId: 'f1',
        update: { tableName: 'monthly_sales', columns: [{ name: 'revenue', type: 'integer' }] },
      },
    ]);
    const saved = dataFile({ tableName: 'monthly_sales' });
    await h.save.resolve(saved);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().output).toEqual(saved);
  });

  it('keeps the edits and shows the server’s sentence when the change is refused', async () => {
    const h = harness();
    h.actor.send({ type: 'types.change', name: 'holiday', columnType: 'integer' });
    h.actor.send({ type: 'types.save' });
    await h.save.reject(new Error(refusal));
    expect(h.state()).toBe('editing');
    expect(h.ctx().failure).toBe(refusal);
    expect(h.ctx().types.holiday).toBe('integer');
    h.actor.send({ type: 'types.change', name: 'holiday', columnType: 'text' });
    expect(h.ctx().failure).toBeNull();
  });

  it('says "Failed to save the table." when the refusal has no sentence', async () => {
    const h = harness();
    h.actor.send({ type: 'types.rename', tableName: 'other' });
    h.actor.send({ type: 'types.save' });
    await h.save.reject(new Error(''));
    expect(h.ctx().failure).toBe(dataFileTypesMessages.saveFailed);
  });

  it('refuses a blank or too long table name beside the field, without calling the server', () => {
    const h = harness();
    h.actor.send({ type: 'types.rename', tableName: '   ' });
    h.actor.send({ type: 'types.save' });
    expect(h.ctx().tableNameError).toBe('Table name is required.');
    h.actor.send({ type: 'types.rename', tableName: 'x'.repeat(64) });
    expect(h.ctx().tableNameError).toBeNull();
    h.actor.send({ type: 'types.save' });
    expect(h.ctx().tableNameError).toBe('Table name must be at most 63 characters.');
    expect(h.save.calls).toEqual([]);
    expect(h.state()).toBe('editing');
  });

  it('closes without a call when nothing changed, and on cancel, with no output', () => {
    const unchanged = harness();
    unchanged.actor.send({ type: 'types.change', name: 'revenue', columnType: 'decimal' });
    unchanged.actor.send({ type: 'types.save' });
    expect(unchanged.actor.getSnapshot().status).toBe('done');
    expect(unchanged.actor.getSnapshot().output).toBeNull();
    const cancelled = harness();
    cancelled.actor.send({ type: 'types.rename', tableName: 'other' });
    cancelled.actor.send({ type: 'types.cancel' });
    expect(cancelled.actor.getSnapshot().output).toBeNull();
    expect(cancelled.save.calls).toEqual([]);
  });

  it('changesOf leaves out columns the file does not have', () => {
    const file = dataFile();
    expect(changesOf({ file, tableName: file.tableName, types: { nope: 'text', month: 'date' } })).toEqual(
      {},
    );
  });
});

const model = createMachine({
  id: 'dataFileTypesModel',
  initial: 'reviewing',
  states: {
    reviewing: {
      on: { CHANGE_TYPE: 'changed', BLANK_NAME: 'nameRefused', SAVE_UNCHANGED: 'closed', CANCEL: 'closed' },
    },
    nameRefused: {},
    changed: { on: { SAVE: 'saving' } },
    saving: { on: { SERVER_REFUSED: 'refused', SERVER_SAVED: 'saved' } },
    refused: { on: { SAVE: 'saving' } },
    saved: {},
    closed: {},
  },
});

describeModel('data file type review machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      reviewing: () => expect(h.ctx().types.revenue).toBe('decimal'),
      nameRefused: () => expect(h.ctx().tableNameError).toBe('Table name is required.'),
      changed: () => expect(changesOf(h.ctx())).toEqual({ columns: [{ name: 'revenue', type: 'text' }] }),
      saving: () => expect(h.actor.getSnapshot().hasTag('saving')).toBe(true),
      refused: () => {
        expect(h.ctx().failure).toBe(refusal);
        expect(h.ctx().types.revenue).toBe('text');
      },
      saved: () => expect(h.actor.getSnapshot().output).toMatchObject({ id: 'f1' }),
      closed: () => {
        expect(h.actor.getSnapshot().status).toBe('done');
        expect(h.actor.getSnapshot().output).toBeNull();
      },
    },
    events: {
      CHANGE_TYPE: () => h.actor.send({ type: 'types.change', name: 'revenue', columnType: 'text' }),
      BLANK_NAME: () => {
        h.actor.send({ type: 'types.rename', tableName: '' });
        h.actor.send({ type: 'types.save' });
      },
      SAVE_UNCHANGED: () => h.actor.send({ type: 'types.save' }),
      SAVE: () => h.actor.send({ type: 'types.save' }),
      CANCEL: () => h.actor.send({ type: 'types.cancel' }),
      SERVER_REFUSED: () => h.save.reject(new Error(refusal)),
      SERVER_SAVED: () => h.save.resolve(dataFile()),
    },
    stop: () => h.actor.stop(),
  };
});
