import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { z } from 'zod';
import { defineList, type ListConfig, shownItems } from '../../machines/list.machine.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

/** A firewall rule of a host: the shape the devops console lists. */
interface Rule {
  id: string;
  port: string;
  source: string;
}
type RuleField = 'port' | 'source';

const rule = (id: string, port = `${id}0`, source = 'Any'): Rule => ({ id, port, source });

const ruleSchema = z.object({
  port: z.string().trim().min(1, 'Port is required.').max(5, 'Port must be at most 5 characters long.'),
  source: z.string().trim().min(1, 'Source IP is required.'),
});

const messages = {
  fetchFailed: 'Failed to fetch rules.',
  addFailed: 'Failed to add rule.',
  updateFailed: 'Failed to update rule.',
  deleteFailed: 'Failed to delete rule.',
  added: 'Rule added successfully!',
  updated: 'Rule updated successfully!',
  deleted: 'Rule deleted successfully!',
};

const base: ListConfig<Rule, RuleField> = {
  id: 'rules',
  fields: ['port', 'source'],
  schema: ruleSchema,
  editors: { add: 'editor', edit: 'editor', remove: 'confirm' },
  pageSize: 2,
  messages,
};

/** Added and edited in a dialog, scoped to a host, two rules a page. */
const modalRules = defineList<Rule, RuleField>({
  ...base,
  defaults: { source: 'Any' },
  messages: { ...messages, noScope: 'No host selected.' },
});

/** Added from an always-visible form, edited in place, searched; the list needs no scope. */
const inlineRules = defineList<Rule, RuleField, null>({
  ...base,
  id: 'inlineRules',
  editors: { add: 'draft', edit: 'editor', remove: 'confirm' },
  searchIn: (r) => [r.port, r.source],
});

const coverModal = coverTransitions(modalRules);
const modal = () => listHarness(modalRules, 'host-1', coverModal);
const coverInline = coverTransitions(inlineRules);
const inline = () => listHarness(inlineRules, null, coverInline);

async function modalLoaded(items = [rule('r1'), rule('r2')], total = items.length) {
  const h = modal();
  await h.loaded(items, total);
  return h;
}

const stateOf = (h: { snap: () => { value: unknown } }) => h.snap().value;

describe('list machine: scope and pages', () => {
  it('shows the no-scope sentence and loads nothing while its scope is missing', () => {
    const h = listHarness(modalRules, null, coverModal);
    expect(h.snap().matches('noScope')).toBe(true);
    expect(h.ctx().failure).toBe('No host selected.');
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('has a no-scope state only when it needs a scope', () => {
    expect(Object.keys(modalRules.root.states)).toContain('noScope');
    expect(Object.keys(inlineRules.root.states)).not.toContain('noScope');
  });

  it('loads an unscoped list at once', async () => {
    const h = inline();
    expect(h.fetchPage.calls).toEqual([{ scope: null, page: 0, size: 2 }]);
    await h.loaded([rule('r1')]);
    expect(stateOf(h)).toEqual({ ready: 'idle' });
  });

  it('loads the first page of its scope and the rest on "load more", until all are there', async () => {
    const h = await modalLoaded([rule('r1'), rule('r2')], 5);
    expect(h.fetchPage.calls).toEqual([{ scope: 'host-1', page: 0, size: 2 }]);
    expect(h.ctx().total).toBe(5);
    h.send({ type: 'list.loadMore' });
    expect(stateOf(h)).toEqual({ ready: 'loadingMore' });
    expect(h.fetchPage.calls[1]).toEqual({ scope: 'host-1', page: 1, size: 2 });
    await h.loaded([rule('r3'), rule('r4')], 5);
    h.send({ type: 'list.loadMore' });
    await h.loaded([rule('r5')], 5);
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(h.snap().can({ type: 'list.loadMore' })).toBe(false);
  });

  it('asks for the page holding the first unloaded item after a delete, and drops the overlap', async () => {
    const h = await modalLoaded([rule('r1'), rule('r2'), rule('r3'), rule('r4')], 6);
    h.send({ type: 'list.delete', id: 'r1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().total).toBe(5);
    h.send({ type: 'list.loadMore' });
    // Three held: the server's page 1 is now r3, r4 shifted to r4, r5.
    expect(h.fetchPage.calls[1]).toMatchObject({ page: 1 });
    await h.loaded([rule('r4'), rule('r5')], 5);
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r2', 'r3', 'r4', 'r5']);
  });

  it('keeps the loaded items and says why when "load more" fails; it can be asked again', async () => {
    const h = await modalLoaded([rule('r1'), rule('r2')], 3);
    h.send({ type: 'list.loadMore' });
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch rules.');
    expect(h.ctx().items).toHaveLength(2);
    h.send({ type: 'list.loadMore' });
    await h.loaded([rule('r3')], 3);
    expect(h.ctx().failure).toBeNull();
    expect(h.ctx().items).toHaveLength(3);
  });

  it('shows the server message when the first page fails, and reloads', async () => {
    const h = modal();
    await h.fetchPage.reject(new Error('Host not found.'));
    expect(h.snap().matches('loadFailed')).toBe(true);
    expect(h.ctx().failure).toBe('Host not found.');
    h.send({ type: 'list.reload' });
    await h.loaded([rule('r1')]);
    expect(h.ctx()).toMatchObject({ failure: null, total: 1 });
  });

  it('reloads from the first page when asked while ready', async () => {
    const h = await modalLoaded([rule('r1'), rule('r2')], 4);
    h.send({ type: 'list.loadMore' });
    await h.loaded([rule('r3'), rule('r4')], 4);
    h.send({ type: 'list.reload' });
    expect(h.fetchPage.calls.at(-1)).toEqual({ scope: 'host-1', page: 0, size: 2 });
    await h.loaded([rule('r9')], 1);
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r9']);
  });
});

describe('list machine: editor configuration', () => {
  it('offers the editor events of its configuration only', async () => {
    const h = await modalLoaded();
    expect(h.snap().can({ type: 'list.compose' })).toBe(true);
    expect(h.snap().can({ type: 'list.add' })).toBe(false);
    expect(h.snap().can({ type: 'list.draftChange', field: 'port', value: '1' })).toBe(false);
    expect(h.snap().can({ type: 'list.search', query: 'x' })).toBe(false);
    expect(h.snap().can({ type: 'list.edit', id: 'r1' })).toBe(true);
    expect(h.snap().can({ type: 'list.edit', id: 'nope' })).toBe(false);
    expect(h.snap().can({ type: 'list.delete', id: 'nope' })).toBe(false);
  });

  it('opens a new item with its defaults, refuses it with each field’s message, clears a message on edit', async () => {
    const h = await modalLoaded([]);
    h.send({ type: 'list.compose' });
    expect(h.ctx().form).toEqual({ id: null, values: { port: '', source: 'Any' }, errors: {} });
    h.send({ type: 'list.formChange', field: 'source', value: ' ' });
    h.send({ type: 'list.formSave' });
    expect(h.ctx().form?.errors).toEqual({ port: 'Port is required.', source: 'Source IP is required.' });
    expect(h.createItem.calls).toEqual([]);
    h.send({ type: 'list.formChange', field: 'port', value: '443' });
    expect(h.ctx().form?.errors).toEqual({ source: 'Source IP is required.' });
  });

  it('adds the trimmed values, shows the notice for 3000 ms, and closes the editor', async () => {
    const h = await modalLoaded([rule('r1')]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'port', value: ' 443 ' });
    h.send({ type: 'list.formSave' });
    expect(stateOf(h)).toEqual({ ready: 'creating' });
    expect(h.createItem.calls).toEqual([{ scope: 'host-1', values: { port: '443', source: 'Any' } }]);
    await h.createItem.resolve(rule('r7', '443'));
    expect(h.ctx()).toMatchObject({ form: null, total: 2 });
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r7', 'r1']);
    expect(h.notice()).toBe('Rule added successfully!');
    h.clock.increment(2999);
    expect(h.notice()).toBe('Rule added successfully!');
    h.clock.increment(1);
    expect(h.notice()).toBeNull();
  });

  it('keeps the editor open with the server’s field messages when adding fails', async () => {
    const h = await modalLoaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'port', value: '80' });
    h.send({ type: 'list.formSave' });
    await h.createItem.reject(
      Object.assign(new Error('port: Port is taken.'), { details: { fields: { port: 'Port is taken.' } } }),
    );
    expect(stateOf(h)).toEqual({ ready: 'editing' });
    expect(h.ctx().failure).toBe('port: Port is taken.');
    expect(h.ctx().form).toEqual({
      id: null,
      values: { port: '80', source: 'Any' },
      errors: { port: 'Port is taken.' },
    });
    h.send({ type: 'list.formChange', field: 'port', value: '81' });
    expect(h.ctx()).toMatchObject({ failure: null, form: { errors: {} } });
  });

  it('says the add fallback when the failure has no message', async () => {
    const h = await modalLoaded([]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formChange', field: 'port', value: '80' });
    h.send({ type: 'list.formSave' });
    await h.createItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to add rule.');
  });

  it('edits an item, keeps the editor on failure, replaces the item on success', async () => {
    const h = await modalLoaded();
    h.send({ type: 'list.edit', id: 'r2' });
    expect(h.ctx().form).toEqual({ id: 'r2', values: { port: 'r20', source: 'Any' }, errors: {} });
    h.send({ type: 'list.formChange', field: 'port', value: '22' });
    h.send({ type: 'list.formSave' });
    expect(h.updateItem.calls).toEqual([
      { scope: 'host-1', id: 'r2', values: { port: '22', source: 'Any' } },
    ]);
    await h.updateItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to update rule.');
    expect(h.ctx().form?.values.port).toBe('22');
    h.send({ type: 'list.formSave' });
    await h.updateItem.resolve(rule('r2', '22'));
    expect(h.ctx().items[1]).toEqual(rule('r2', '22'));
    expect(h.ctx().form).toBeNull();
    expect(h.notice()).toBe('Rule updated successfully!');
  });

  it('cancels the editor without a call', async () => {
    const h = await modalLoaded();
    h.send({ type: 'list.edit', id: 'r1' });
    h.send({ type: 'list.formCancel' });
    expect(h.ctx().form).toBeNull();
    expect(h.updateItem.calls).toEqual([]);
  });

  it('deletes only after confirmation and keeps the item when deleting fails', async () => {
    const h = await modalLoaded();
    h.send({ type: 'list.delete', id: 'r1' });
    h.send({ type: 'list.deleteCancel' });
    expect(h.ctx().deletingId).toBeNull();
    h.send({ type: 'list.delete', id: 'r1' });
    h.send({ type: 'list.deleteConfirm' });
    expect(h.deleteItem.calls).toEqual([{ scope: 'host-1', id: 'r1' }]);
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to delete rule.');
    expect(h.ctx().items).toHaveLength(2);
    h.send({ type: 'list.delete', id: 'r1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r2']);
    expect(h.notice()).toBe('Rule deleted successfully!');
  });

  it('restarts the 3000 ms wait when a second notice replaces the first', async () => {
    const h = await modalLoaded();
    h.send({ type: 'list.delete', id: 'r1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    h.clock.increment(2000);
    h.send({ type: 'list.delete', id: 'r2' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    h.clock.increment(2000);
    expect(h.notice()).toBe('Rule deleted successfully!');
    h.clock.increment(1000);
    expect(h.notice()).toBeNull();
  });

  it('takes items saved or removed elsewhere into the list', async () => {
    const h = await modalLoaded();
    h.send({ type: 'list.itemSaved', item: rule('r2', '8080') });
    h.send({ type: 'list.itemSaved', item: rule('r3') });
    expect(h.ctx().items).toEqual([rule('r3'), rule('r1'), rule('r2', '8080')]);
    expect(h.ctx().total).toBe(3);
    h.send({ type: 'list.itemRemoved', id: 'r1' });
    h.send({ type: 'list.itemRemoved', id: 'gone' });
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r3', 'r2']);
    expect(h.ctx().total).toBe(2);
  });
});

describe('list machine: inline configuration', () => {
  it('offers the draft and in-place edit, not the dialog', async () => {
    const h = inline();
    await h.loaded([rule('r1')]);
    expect(h.snap().can({ type: 'list.compose' })).toBe(false);
    expect(h.snap().can({ type: 'list.add' })).toBe(true);
    expect(h.snap().can({ type: 'list.edit', id: 'r1' })).toBe(true);
  });

  it('refuses a draft with each field’s message, adds it trimmed, and empties it', async () => {
    const h = inline();
    await h.loaded([rule('r1')]);
    h.send({ type: 'list.draftChange', field: 'port', value: ' 8080 ' });
    h.send({ type: 'list.add' });
    expect(h.ctx().draft.errors).toEqual({ source: 'Source IP is required.' });
    h.send({ type: 'list.draftChange', field: 'source', value: '10.0.0.0/8' });
    expect(h.ctx().draft.errors).toEqual({});
    h.send({ type: 'list.add' });
    expect(h.createItem.calls).toEqual([{ scope: null, values: { port: '8080', source: '10.0.0.0/8' } }]);
    await h.createItem.resolve(rule('r2', '8080', '10.0.0.0/8'));
    expect(h.ctx().draft).toEqual({ values: { port: '', source: '' }, errors: {} });
    expect(h.ctx().items.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(h.notice()).toBe('Rule added successfully!');
  });

  it('keeps the draft and shows why when adding fails', async () => {
    const h = inline();
    await h.loaded([]);
    h.send({ type: 'list.draftChange', field: 'port', value: '1' });
    h.send({ type: 'list.draftChange', field: 'source', value: 'Any' });
    h.send({ type: 'list.add' });
    await h.createItem.reject(new Error('Too many rules.'));
    expect(h.ctx().failure).toBe('Too many rules.');
    expect(h.ctx().draft.values).toEqual({ port: '1', source: 'Any' });
  });

  it('keeps what is typed into the draft while a row is open', async () => {
    const h = inline();
    await h.loaded([rule('r1')]);
    h.send({ type: 'list.edit', id: 'r1' });
    h.send({ type: 'list.draftChange', field: 'port', value: '53' });
    expect(h.ctx().draft.values.port).toBe('53');
    expect(h.snap().can({ type: 'list.add' })).toBe(false);
  });

  it('searches the loaded items ignoring case', async () => {
    const h = inline();
    await h.loaded([rule('r1', '80', 'Any'), rule('r2', '443', '10.0.0.0/8')]);
    h.send({ type: 'list.search', query: 'ANY' });
    expect(shownItems(h.ctx().items, h.ctx().query, (r) => [r.port, r.source]).map((r) => r.id)).toEqual([
      'r1',
    ]);
    expect(shownItems(h.ctx().items, '  ', (r) => [r.port])).toHaveLength(2);
  });
});

const modalModel = createMachine({
  id: 'modalListModel',
  initial: 'loading',
  states: {
    loading: { on: { FIRST_PAGE: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    listed: {
      on: { LOAD_MORE: 'loadingMore', COMPOSE: 'composing', EDIT: 'editing', DELETE: 'confirmingDelete' },
    },
    loadingMore: { on: { LAST_PAGE: 'allLoaded', MORE_FAILED: 'moreFailed' } },
    allLoaded: {},
    moreFailed: {},
    composing: { on: { SAVE_INVALID: 'refused', SAVE_VALID: 'creating', CANCEL: 'cancelled' } },
    refused: {},
    cancelled: {},
    creating: { on: { SAVED: 'addedNotice', SAVE_FAILED: 'addFailed' } },
    addedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    addFailed: {},
    editing: { on: { SAVE_VALID: 'updating' } },
    updating: { on: { SAVED: 'updatedNotice', SAVE_FAILED: 'updateFailed' } },
    updatedNotice: {},
    updateFailed: {},
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL_DELETE: 'deleteCancelled' } },
    deleteCancelled: {},
    deleting: { on: { DELETED: 'deletedNotice', DELETE_FAILED: 'deleteFailed' } },
    deletedNotice: {},
    deleteFailed: {},
  },
});

describeModel('list machine, dialog editor (model-based)', modalModel, () => {
  const h = modal();
  const is = (value: unknown) => expect(stateOf(h)).toEqual(value);
  return {
    states: {
      loading: () => is('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch rules.'),
      listed: () => {
        is({ ready: 'idle' });
        expect(h.ctx().items).toHaveLength(2);
      },
      loadingMore: () => is({ ready: 'loadingMore' }),
      allLoaded: () => {
        expect(h.ctx().items).toHaveLength(3);
        expect(h.snap().can({ type: 'list.loadMore' })).toBe(false);
      },
      moreFailed: () => expect(h.ctx()).toMatchObject({ failure: 'Failed to fetch rules.', total: 3 }),
      composing: () => expect(h.ctx().form).toMatchObject({ id: null }),
      refused: () => expect(h.ctx().form?.errors).toEqual({ port: 'Port is required.' }),
      cancelled: () => expect(h.ctx().form).toBeNull(),
      creating: () => is({ ready: 'creating' }),
      addedNotice: () => expect(h.notice()).toBe('Rule added successfully!'),
      noticeGone: () => expect(h.notice()).toBeNull(),
      addFailed: () => expect(h.ctx().failure).toBe('Failed to add rule.'),
      editing: () => expect(h.ctx().form?.id).toBe('r1'),
      updating: () => is({ ready: 'updating' }),
      updatedNotice: () => expect(h.notice()).toBe('Rule updated successfully!'),
      updateFailed: () => expect(h.ctx().failure).toBe('Failed to update rule.'),
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('r1'),
      deleteCancelled: () => expect(h.ctx().deletingId).toBeNull(),
      deleting: () => is({ ready: 'deleting' }),
      deletedNotice: () => {
        expect(h.ctx().items.map((r) => r.id)).toEqual(['r2']);
        expect(h.notice()).toBe('Rule deleted successfully!');
      },
      deleteFailed: () => expect(h.ctx().failure).toBe('Failed to delete rule.'),
    },
    events: {
      FIRST_PAGE: () => h.loaded([rule('r1'), rule('r2')], 3),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      LOAD_MORE: () => h.send({ type: 'list.loadMore' }),
      LAST_PAGE: () => h.loaded([rule('r3')], 3),
      MORE_FAILED: () => h.fetchPage.reject(new Error('')),
      COMPOSE: () => h.send({ type: 'list.compose' }),
      EDIT: () => h.send({ type: 'list.edit', id: 'r1' }),
      DELETE: () => h.send({ type: 'list.delete', id: 'r1' }),
      SAVE_INVALID: () => h.send({ type: 'list.formSave' }),
      SAVE_VALID: () => {
        h.send({ type: 'list.formChange', field: 'port', value: '22' });
        h.send({ type: 'list.formSave' });
      },
      CANCEL: () => h.send({ type: 'list.formCancel' }),
      SAVED: () =>
        h.ctx().form?.id === null
          ? h.createItem.resolve(rule('r9', '22'))
          : h.updateItem.resolve(rule('r1', '22')),
      SAVE_FAILED: () =>
        h.ctx().form?.id === null ? h.createItem.reject(new Error('')) : h.updateItem.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      CANCEL_DELETE: () => h.send({ type: 'list.deleteCancel' }),
      DELETED: () => h.deleteItem.resolve(null),
      DELETE_FAILED: () => h.deleteItem.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});

const inlineModel = createMachine({
  id: 'inlineListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    listed: {
      on: {
        ADD_INVALID: 'refused',
        ADD_VALID: 'adding',
        SEARCH: 'filtered',
        EDIT_ROW: 'editingRow',
        DELETE: 'confirmingDelete',
      },
    },
    refused: {},
    filtered: {},
    adding: { on: { ADDED: 'addedNotice', ADD_FAILED: 'addFailed' } },
    addedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    addFailed: {},
    editingRow: { on: { SAVE_ROW: 'updating', CANCEL_ROW: 'rowClosed' } },
    rowClosed: {},
    updating: { on: { UPDATED: 'updatedNotice', UPDATE_FAILED: 'updateFailed' } },
    updatedNotice: {},
    updateFailed: {},
    confirmingDelete: { on: { CONFIRM: 'deleting' } },
    deleting: { on: { DELETED: 'deletedNotice', DELETE_FAILED: 'deleteFailed' } },
    deletedNotice: {},
    deleteFailed: {},
  },
});

describeModel('list machine, draft and in-place editors (model-based)', inlineModel, () => {
  const h = inline();
  const is = (value: unknown) => expect(stateOf(h)).toEqual(value);
  const rules = [rule('r1', '80', 'Any'), rule('r2', '443', '10.0.0.0/8')];
  return {
    states: {
      loading: () => is('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch rules.'),
      listed: () => expect(h.ctx().items).toHaveLength(2),
      refused: () => expect(h.ctx().draft.errors).toEqual({ source: 'Source IP is required.' }),
      filtered: () =>
        expect(shownItems(h.ctx().items, h.ctx().query, (r) => [r.port, r.source]).map((r) => r.id)).toEqual([
          'r2',
        ]),
      adding: () => is({ ready: 'adding' }),
      addedNotice: () => {
        expect(h.notice()).toBe('Rule added successfully!');
        expect(h.ctx().draft.values).toEqual({ port: '', source: '' });
      },
      noticeGone: () => expect(h.notice()).toBeNull(),
      addFailed: () => {
        expect(h.ctx().failure).toBe('Failed to add rule.');
        expect(h.ctx().draft.values).toEqual({ port: '53', source: 'Any' });
      },
      editingRow: () => expect(h.ctx().form).toMatchObject({ id: 'r1', values: { port: '80' } }),
      rowClosed: () => expect(h.ctx().form).toBeNull(),
      updating: () => is({ ready: 'updating' }),
      updatedNotice: () => expect(h.ctx().items[0]).toEqual(rule('r1', '8080', 'Any')),
      updateFailed: () => expect(h.ctx().form?.values.port).toBe('8080'),
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('r1'),
      deleting: () => is({ ready: 'deleting' }),
      deletedNotice: () => expect(h.notice()).toBe('Rule deleted successfully!'),
      deleteFailed: () => expect(h.ctx().items).toHaveLength(2),
    },
    events: {
      LOADED: () => h.loaded(rules),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      ADD_INVALID: () => {
        h.send({ type: 'list.draftChange', field: 'port', value: '53' });
        h.send({ type: 'list.add' });
      },
      ADD_VALID: () => {
        h.send({ type: 'list.draftChange', field: 'port', value: '53' });
        h.send({ type: 'list.draftChange', field: 'source', value: 'Any' });
        h.send({ type: 'list.add' });
      },
      SEARCH: () => h.send({ type: 'list.search', query: '10.0' }),
      ADDED: () => h.createItem.resolve(rule('r3', '53')),
      ADD_FAILED: () => h.createItem.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
      EDIT_ROW: () => h.send({ type: 'list.edit', id: 'r1' }),
      SAVE_ROW: () => {
        h.send({ type: 'list.formChange', field: 'port', value: '8080' });
        h.send({ type: 'list.formSave' });
      },
      CANCEL_ROW: () => h.send({ type: 'list.formCancel' }),
      UPDATED: () => h.updateItem.resolve(rule('r1', '8080', 'Any')),
      UPDATE_FAILED: () => h.updateItem.reject(new Error('')),
      DELETE: () => h.send({ type: 'list.delete', id: 'r1' }),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      DELETED: () => h.deleteItem.resolve(null),
      DELETE_FAILED: () => h.deleteItem.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: inlineRules,
  inspect: coverInline,
  scope: null,
  item: (n) => rule(`r${n}`),
  valid: { port: '53', source: 'Any' },
});

describeListTransitions({
  machine: modalRules,
  inspect: coverModal,
  scope: 'host-1',
  item: (n) => rule(`r${n}`),
  valid: { port: '22', source: 'Any' },
});
