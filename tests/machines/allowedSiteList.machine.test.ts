import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { allowedSiteListMachine } from '../../machines/allowedSiteList.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import type { AllowedSite } from '../../src/contract/allowedSite.ts';
import { apiError } from '../web/dashboard/workspaceFixtures.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(allowedSiteListMachine);
const harness = (workspaceId: string | null = 'w1') =>
  listHarness(allowedSiteListMachine, workspaceId, inspect);

const site = (id: string, origin: string): AllowedSite => ({
  id,
  origin,
  gmtCreated: '2025-04-01T12:00:00Z',
});
const shop = site('s1', 'https://shop.example.com');

async function loaded(items: AllowedSite[] = [shop]) {
  const h = harness();
  await h.loaded(items);
  return h;
}

describe('allowed site list machine', () => {
  it('says "No workspace selected." without a workspace and loads nothing', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe(NO_WORKSPACE);
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('loads every allowed site of the workspace in one call', async () => {
    const h = await loaded();
    expect(h.fetchPage.calls).toEqual([{ scope: 'w1', page: 0, size: 50 }]);
    expect(h.ctx().items).toEqual([shop]);
  });

  it('shows "Failed to fetch allowed sites." when the list cannot load', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch allowed sites.');
  });

  it.each([
    ['', 'Site origin is required.'],
    ['shop.example.com', 'A site origin must start with http:// or https://.'],
    [
      'https://shop.example.com/contact',
      'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
    ],
  ])('refuses %j beside the field before any call: %s', async (value, message) => {
    const h = await loaded([]);
    h.send({ type: 'list.draftChange', field: 'origin', value });
    h.send({ type: 'list.add' });
    expect(h.ctx().draft.errors).toEqual({ origin: message });
    expect(h.createItem.calls).toEqual([]);
    h.send({ type: 'list.draftChange', field: 'origin', value: 'https://ok.example.com' });
    expect(h.ctx().draft.errors).toEqual({});
  });

  it('adds the normalised origin, clears the field and says so', async () => {
    const h = await loaded([]);
    h.send({ type: 'list.draftChange', field: 'origin', value: ' HTTPS://Shop.Example.com/ ' });
    h.send({ type: 'list.add' });
    expect(h.createItem.calls).toEqual([{ scope: 'w1', values: { origin: 'https://shop.example.com' } }]);
    await h.createItem.resolve(shop);
    expect(h.ctx().items).toEqual([shop]);
    expect(h.ctx().draft.values).toEqual({ origin: '' });
    expect(h.notice()).toBe('Allowed site added successfully!');
  });

  it('keeps the typed origin and shows the server’s sentence beside it when the site is already allowed', async () => {
    const h = await loaded();
    h.send({ type: 'list.draftChange', field: 'origin', value: 'https://shop.example.com' });
    h.send({ type: 'list.add' });
    const duplicate = 'https://shop.example.com is already an allowed site.';
    await h.createItem.reject(apiError(duplicate, { origin: duplicate }));
    expect(h.ctx().failure).toBe(duplicate);
    expect(h.ctx().draft).toEqual({
      values: { origin: 'https://shop.example.com' },
      errors: { origin: duplicate },
    });
  });

  it('removes a site only after confirmation and says "Failed to remove the allowed site." when it cannot', async () => {
    const h = await loaded([shop, site('s2', 'https://blog.example.com')]);
    h.send({ type: 'list.delete', id: 's1' });
    expect(h.snap().hasTag('confirmingDelete')).toBe(true);
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to remove the allowed site.');
    h.send({ type: 'list.delete', id: 's1' });
    h.send({ type: 'list.deleteConfirm' });
    expect(h.deleteItem.calls.at(-1)).toEqual({ scope: 'w1', id: 's1' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((s) => s.id)).toEqual(['s2']);
    expect(h.notice()).toBe('Allowed site removed successfully!');
  });

  it('offers no editing: a site is removed and another added', async () => {
    const h = await loaded();
    expect(h.snap().can({ type: 'list.edit', id: 's1' })).toBe(false);
    expect(h.snap().can({ type: 'list.compose' })).toBe(false);
  });
});

const model = createMachine({
  id: 'allowedSiteListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED_NONE: 'empty', LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    empty: { on: { ADD_INVALID: 'invalidRefused', ADD_VALID: 'adding' } },
    invalidRefused: {},
    adding: { on: { ADDED: 'addedNotice', ADD_REFUSED: 'addRefused' } },
    addedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    addRefused: {},
    listed: { on: { REMOVE: 'confirmingRemove' } },
    confirmingRemove: { on: { CONFIRM: 'removing', CANCEL: 'removeCancelled' } },
    removeCancelled: {},
    removing: { on: { REMOVED: 'removedNotice', REMOVE_FAILED: 'removeFailed' } },
    removedNotice: {},
    removeFailed: {},
  },
});

describeModel('allowed site list machine (model-based)', model, () => {
  const h = harness();
  const is = (value: unknown) => expect(h.snap().value).toEqual(value);
  const duplicate = 'https://shop.example.com is already an allowed site.';
  return {
    states: {
      loading: () => is('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch allowed sites.'),
      empty: () => {
        is({ ready: 'idle' });
        expect(h.ctx().items).toEqual([]);
      },
      invalidRefused: () =>
        expect(h.ctx().draft.errors).toEqual({
          origin: 'A site origin must start with http:// or https://.',
        }),
      adding: () => {
        is({ ready: 'adding' });
        expect(h.createItem.calls.at(-1)?.values).toEqual({ origin: 'https://shop.example.com' });
      },
      addedNotice: () => {
        expect(h.ctx().items).toEqual([shop]);
        expect(h.notice()).toBe('Allowed site added successfully!');
      },
      noticeGone: () => expect(h.notice()).toBeNull(),
      addRefused: () => {
        expect(h.ctx().failure).toBe(duplicate);
        expect(h.ctx().draft.values.origin).toBe('https://Shop.example.com');
      },
      listed: () => expect(h.ctx().items).toEqual([shop]),
      confirmingRemove: () => expect(h.ctx().deletingId).toBe('s1'),
      removeCancelled: () => {
        expect(h.ctx().deletingId).toBeNull();
        expect(h.deleteItem.calls).toEqual([]);
      },
      removing: () => is({ ready: 'deleting' }),
      removedNotice: () => {
        expect(h.ctx().items).toEqual([]);
        expect(h.notice()).toBe('Allowed site removed successfully!');
      },
      removeFailed: () => {
        expect(h.ctx().failure).toBe('Failed to remove the allowed site.');
        expect(h.ctx().items).toEqual([shop]);
      },
    },
    events: {
      LOADED_NONE: () => h.loaded([]),
      LOADED: () => h.loaded([shop]),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      ADD_INVALID: () => {
        h.send({ type: 'list.draftChange', field: 'origin', value: 'shop.example.com' });
        h.send({ type: 'list.add' });
      },
      ADD_VALID: () => {
        h.send({ type: 'list.draftChange', field: 'origin', value: 'https://Shop.example.com' });
        h.send({ type: 'list.add' });
      },
      ADDED: () => h.createItem.resolve(shop),
      ADD_REFUSED: () => h.createItem.reject(new Error(duplicate)),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
      REMOVE: () => h.send({ type: 'list.delete', id: 's1' }),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      CANCEL: () => h.send({ type: 'list.deleteCancel' }),
      REMOVED: () => h.deleteItem.resolve(null),
      REMOVE_FAILED: () => h.deleteItem.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: allowedSiteListMachine,
  inspect,
  scope: 'w1',
  item: (n) => site(`s${n}`, `https://site${n}.example.com`),
  valid: { origin: 'https://shop.example.com' },
});
