import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import { textListMachine } from '../../machines/textList.machine.ts';
import { text } from '../web/dashboard/workspaceFixtures.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(textListMachine);
const harness = (workspaceId: string | null = 'w1') => listHarness(textListMachine, workspaceId, inspect);

async function loaded(items = [text('t1'), text('t2')]) {
  const h = harness();
  await h.loaded(items);
  return h;
}

describe('text list machine', () => {
  it('says "No workspace selected." without a workspace and loads nothing', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('loads the workspace texts, 100 a page', async () => {
    const h = await loaded();
    expect(h.fetchPage.calls).toEqual([{ scope: 'w1', page: 0, size: 100 }]);
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(h.snap().value).toEqual({ ready: 'idle' });
  });

  it('shows "Failed to fetch texts." and the server message when present, and retries', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch texts.');
    h.send({ type: 'list.reload' });
    await h.fetchPage.reject(new Error('Workspace not found.'));
    expect(h.ctx().failure).toBe('Workspace not found.');
  });

  it('refuses blanks with "Name and Content cannot be empty." and adds trimmed values', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formSave' });
    expect(h.ctx().form?.errors).toEqual({
      name: 'Name and Content cannot be empty.',
      content: 'Name and Content cannot be empty.',
    });
    h.send({ type: 'list.formChange', field: 'name', value: ' FAQ ' });
    expect(h.ctx().form?.errors).toEqual({ content: 'Name and Content cannot be empty.' });
    h.send({ type: 'list.formChange', field: 'content', value: 'Opening hours 9-5' });
    h.send({ type: 'list.formSave' });
    expect(h.createItem.calls).toEqual([
      { scope: 'w1', values: { name: 'FAQ', content: 'Opening hours 9-5' } },
    ]);
    await h.createItem.resolve(text('t9', 'FAQ'));
    expect(h.ctx().form).toBeNull();
    expect(h.notice()).toBe('Text added successfully!');
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t9']);
    h.clock.increment(3000);
    expect(h.notice()).toBeNull();
  });

  it('refuses a name longer than 200 characters with the contract’s sentence', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'name', value: 'n'.repeat(201) });
    h.send({ type: 'list.formChange', field: 'content', value: 'c' });
    h.send({ type: 'list.formSave' });
    expect(h.ctx().form?.errors).toEqual({ name: 'Name must be at most 200 characters long.' });
  });

  it('keeps the editor open with "Failed to add text." when adding fails', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'name', value: 'A' });
    h.send({ type: 'list.formChange', field: 'content', value: 'B' });
    h.send({ type: 'list.formSave' });
    await h.createItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to add text.');
    expect(h.ctx().form?.values).toEqual({ name: 'A', content: 'B' });
  });

  it('edits a text and reports "Failed to update text."', async () => {
    const h = await loaded();
    h.send({ type: 'list.edit', id: 't2' });
    expect(h.ctx().form?.values).toEqual({ name: 'Text t2', content: 'Content of Text t2' });
    h.send({ type: 'list.formChange', field: 'content', value: 'New content' });
    h.send({ type: 'list.formSave' });
    await h.updateItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to update text.');
    h.send({ type: 'list.formSave' });
    await h.updateItem.resolve({ ...text('t2'), content: 'New content' });
    expect(h.ctx().items[1]?.content).toBe('New content');
    expect(h.notice()).toBe('Text updated successfully!');
  });

  it('deletes after confirmation and says "Failed to delete text." when it cannot', async () => {
    const h = await loaded();
    h.send({ type: 'list.delete', id: 't1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to delete text.');
    h.send({ type: 'list.delete', id: 't1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((t) => t.id)).toEqual(['t2']);
    expect(h.notice()).toBe('Text deleted successfully!');
  });
});

const model = createMachine({
  id: 'textListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    listed: {
      on: {
        OPEN_NEW: 'composing',
        EDIT: 'editing',
        DELETE: 'confirmingDelete',
        STATUS_CHANGED: 'statusFollowed',
      },
    },
    statusFollowed: {},
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
  const is = (value: unknown) => expect(h.snap().value).toEqual(value);
  return {
    states: {
      loading: () => is('loading'),
      statusFollowed: () => expect(h.ctx().items[0]).toMatchObject({ status: 'indexed', statusReason: null }),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch texts.'),
      listed: () => expect(h.ctx().items).toHaveLength(1),
      composing: () => expect(h.ctx().form?.id).toBeNull(),
      blankRefused: () => expect(h.ctx().form?.errors.name).toBe('Name and Content cannot be empty.'),
      adding: () => is({ ready: 'creating' }),
      addedNotice: () => expect(h.notice()).toBe('Text added successfully!'),
      noticeGone: () => expect(h.notice()).toBeNull(),
      addFailed: () => expect(h.ctx().failure).toBe('Failed to add text.'),
      editing: () => expect(h.ctx().form?.id).toBe('t1'),
      editCancelled: () => expect(h.ctx().form).toBeNull(),
      updating: () => is({ ready: 'updating' }),
      updatedNotice: () => expect(h.notice()).toBe('Text updated successfully!'),
      updateFailed: () => expect(h.ctx().failure).toBe('Failed to update text.'),
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('t1'),
      deleteCancelled: () => expect(h.ctx().items).toHaveLength(1),
      deleting: () => is({ ready: 'deleting' }),
      deletedNotice: () => {
        expect(h.ctx().items).toEqual([]);
        expect(h.notice()).toBe('Text deleted successfully!');
      },
      deleteFailed: () => expect(h.ctx().failure).toBe('Failed to delete text.'),
    },
    events: {
      LOADED: () => h.loaded([text('t1')]),
      STATUS_CHANGED: () =>
        h.feeds[0]!.send({
          type: 'list.itemChanged',
          id: 't1',
          changes: { status: 'indexed', statusReason: null },
        }),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
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

describeListTransitions({
  machine: textListMachine,
  inspect,
  scope: 'w1',
  item: (n) => text(`t${n}`),
  valid: { name: 'Opening hours', content: '9 to 5' },
});
