import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { NO_WORKSPACE } from '../../machines/crudList.ts';
import { textListMachine } from '../../machines/textList.machine.ts';
import type { Text } from '../../src/contract/workspace.ts';
import { text } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';

type TextValues = { name: string; content: string };

function harness(workspaceId: string | null = 'w1') {
  const fetchItems = controlledPromise<Text[], { workspaceId: string }>();
  const createItem = controlledPromise<Text, { workspaceId: string; values: TextValues }>();
  const updateItem = controlledPromise<Text, { workspaceId: string; id: string; values: TextValues }>();
  const deleteItem = controlledPromise<unknown, { workspaceId: string; id: string }>();
  const clock = new SimulatedClock();
  const actor = createActor(
    textListMachine.provide({
      actors: {
        fetchItems: fetchItems.logic,
        createItem: createItem.logic,
        updateItem: updateItem.logic,
        deleteItem: deleteItem.logic,
      },
    }),
    { input: { workspaceId }, clock },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const send = actor.send.bind(actor);
  return { actor, fetchItems, createItem, updateItem, deleteItem, clock, ctx, send };
}

async function loaded(items = [text('t1'), text('t2')]) {
  const h = harness();
  await h.fetchItems.resolve(items);
  return h;
}

describe('text list machine', () => {
  it('says "No workspace selected." without a workspace and loads nothing', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchItems.calls).toEqual([]);
  });

  it('loads the workspace texts', async () => {
    const h = await loaded();
    expect(h.fetchItems.calls).toEqual([{ workspaceId: 'w1' }]);
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(h.actor.getSnapshot().value).toMatchObject({ list: { ready: 'idle' } });
  });

  it('shows "Failed to fetch texts." and the server message when present, and retries', async () => {
    const h = harness();
    await h.fetchItems.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch texts.');
    h.send({ type: 'list.reload' });
    await h.fetchItems.reject(new Error('Workspace not found.'));
    expect(h.ctx().failure).toBe('Workspace not found.');
  });

  it('adds a text from the editor with trimmed values; the notice vanishes after 3000 ms', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formSave' });
    expect(h.ctx().failure).toBe('Name and Content cannot be empty.');
    h.send({ type: 'list.formChange', field: 'name', value: ' FAQ ' });
    expect(h.ctx().failure).toBeNull();
    h.send({ type: 'list.formChange', field: 'content', value: 'Opening hours 9-5' });
    h.send({ type: 'list.formSave' });
    expect(h.createItem.calls).toEqual([
      { workspaceId: 'w1', values: { name: 'FAQ', content: 'Opening hours 9-5' } },
    ]);
    await h.createItem.resolve(text('t9', 'FAQ'));
    expect(h.ctx()).toMatchObject({ form: null, notice: 'Text added successfully!' });
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t9']);
    h.clock.increment(2999);
    expect(h.ctx().notice).toBe('Text added successfully!');
    h.clock.increment(1);
    expect(h.ctx().notice).toBeNull();
  });

  it('keeps the editor open with the message when adding fails', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'name', value: 'A' });
    h.send({ type: 'list.formChange', field: 'content', value: 'B' });
    h.send({ type: 'list.formSave' });
    await h.createItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to add text.');
    expect(h.ctx().form?.values).toEqual({ name: 'A', content: 'B' });
  });

  it('edits a text in place and reports failures', async () => {
    const h = await loaded();
    h.send({ type: 'list.edit', id: 't2' });
    expect(h.ctx().form).toEqual({ id: 't2', values: { name: 'Text t2', content: 'Content of Text t2' } });
    h.send({ type: 'list.formChange', field: 'content', value: 'New content' });
    h.send({ type: 'list.formSave' });
    await h.updateItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to update text.');
    h.send({ type: 'list.formSave' });
    expect(h.updateItem.calls[1]).toEqual({
      workspaceId: 'w1',
      id: 't2',
      values: { name: 'Text t2', content: 'New content' },
    });
    await h.updateItem.resolve({ ...text('t2'), content: 'New content' });
    expect(h.ctx().items[1]?.content).toBe('New content');
    expect(h.ctx().notice).toBe('Text updated successfully!');
  });

  it('deletes only after confirmation', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 't1' });
    h.send({ type: 'list.deleteCancel' });
    expect(h.deleteItem.calls).toEqual([]);
    h.send({ type: 'list.delete', id: 't1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t2']);
    expect(h.ctx().notice).toBe('Text deleted successfully!');
  });

  it('shows "Failed to delete text." and keeps the row', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 't1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to delete text.');
    expect(h.ctx().items).toHaveLength(2);
  });
});

const model = createMachine({
  id: 'textListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    listed: { on: { OPEN_NEW: 'composing', EDIT: 'editing', DELETE: 'confirmingDelete' } },
    composing: { on: { SAVE_BLANK: 'blankRefused', SAVE_FILLED: 'adding' } },
    blankRefused: {},
    adding: { on: { ADDED: 'addedNotice', ADD_FAILED: 'addFailed' } },
    addedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    addFailed: {},
    editing: { on: { SAVE_FILLED: 'updating', CANCEL_EDIT: 'editCancelled' } },
    editCancelled: {},
    updating: { on: { UPDATED: 'updatedNotice', UPDATE_FAILED: 'updateFailed' } },
    updatedNotice: {},
    updateFailed: {},
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL_DELETE: 'deleteCancelled' } },
    deleteCancelled: {},
    deleting: { on: { DELETED: 'deletedNotice', DELETE_FAILED: 'deleteFailed' } },
    deletedNotice: {},
    deleteFailed: {},
  },
});

describeModel('text list machine (model-based)', model, () => {
  const h = harness();
  const list = () => (h.actor.getSnapshot().value as { list: unknown }).list;
  return {
    states: {
      loading: () => expect(list()).toBe('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch texts.'),
      listed: () => expect(h.ctx().items).toHaveLength(1),
      composing: () => expect(h.ctx().form?.id).toBeNull(),
      blankRefused: () => expect(h.ctx().failure).toBe('Name and Content cannot be empty.'),
      adding: () => expect(list()).toEqual({ ready: 'adding' }),
      addedNotice: () => expect(h.ctx().notice).toBe('Text added successfully!'),
      noticeGone: () => expect(h.ctx().notice).toBeNull(),
      addFailed: () => expect(h.ctx().failure).toBe('Failed to add text.'),
      editing: () => expect(h.ctx().form?.id).toBe('t1'),
      editCancelled: () => expect(h.ctx().form).toBeNull(),
      updating: () => expect(list()).toEqual({ ready: 'updating' }),
      updatedNotice: () => expect(h.ctx().notice).toBe('Text updated successfully!'),
      updateFailed: () => expect(h.ctx().failure).toBe('Failed to update text.'),
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('t1'),
      deleteCancelled: () => expect(h.ctx().items).toHaveLength(1),
      deleting: () => expect(list()).toEqual({ ready: 'deleting' }),
      deletedNotice: () => {
        expect(h.ctx().items).toEqual([]);
        expect(h.ctx().notice).toBe('Text deleted successfully!');
      },
      deleteFailed: () => expect(h.ctx().failure).toBe('Failed to delete text.'),
    },
    events: {
      LOADED: () => h.fetchItems.resolve([text('t1')]),
      LOAD_FAILED: () => h.fetchItems.reject(new Error('')),
      OPEN_NEW: () => h.send({ type: 'list.compose' }),
      EDIT: () => h.send({ type: 'list.edit', id: 't1' }),
      DELETE: () => h.send({ type: 'list.delete', id: 't1' }),
      SAVE_BLANK: () => h.send({ type: 'list.formSave' }),
      SAVE_FILLED: () => {
        h.send({ type: 'list.formChange', field: 'name', value: 'Name' });
        h.send({ type: 'list.formChange', field: 'content', value: 'Content' });
        h.send({ type: 'list.formSave' });
      },
      ADDED: () => h.createItem.resolve(text('t2')),
      ADD_FAILED: () => h.createItem.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
      CANCEL_EDIT: () => h.send({ type: 'list.formCancel' }),
      UPDATED: () => h.updateItem.resolve(text('t1', 'Name')),
      UPDATE_FAILED: () => h.updateItem.reject(new Error('')),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      CANCEL_DELETE: () => h.send({ type: 'list.deleteCancel' }),
      DELETED: () => h.deleteItem.resolve(null),
      DELETE_FAILED: () => h.deleteItem.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});
