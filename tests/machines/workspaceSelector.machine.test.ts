import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { FetchPageInput, ListPage } from '../../machines/list.machine.ts';
import {
  selectedWorkspace,
  WORKSPACE_LIST_SIZE,
  workspaceSelectorMachine,
} from '../../machines/workspaceSelector.machine.ts';
import type { Workspace } from '../../src/contract/workspace.ts';
import { workspace } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(workspaceSelectorMachine);

function harness(input = { storedId: null as string | null, autoSelect: true }) {
  const fetchWorkspaces = controlledPromise<ListPage<Workspace>, FetchPageInput<null>>();
  const persisted: Array<string | null> = [];
  const actor = createActor(
    workspaceSelectorMachine.provide({
      actors: { fetchWorkspaces: fetchWorkspaces.logic },
      actions: { persistSelection: (_, { id }) => persisted.push(id) },
    }),
    { input, inspect },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  /** Answers the pending page with these workspaces, of `total` in all. */
  const loaded = (items: Workspace[], total = items.length) =>
    fetchWorkspaces.resolve({ content: items, totalElements: total });
  return { actor, fetchWorkspaces, persisted, ctx, loaded };
}

const two = [workspace('w2'), workspace('w1')];

describe('workspace selector machine', () => {
  it('loads the workspaces 20 at a time and auto-selects the first', async () => {
    const h = harness();
    expect(h.fetchWorkspaces.calls).toEqual([{ scope: null, page: 0, size: WORKSPACE_LIST_SIZE }]);
    await h.loaded(two);
    expect(h.ctx().selectedId).toBe('w2');
    expect(selectedWorkspace(h.ctx())?.name).toBe('Agent w2');
    expect(h.persisted).toEqual(['w2']);
  });

  it('keeps the stored selection across reloads while it still exists', async () => {
    const h = harness({ storedId: 'w1', autoSelect: true });
    await h.loaded(two);
    expect(h.ctx().selectedId).toBe('w1');
    h.actor.send({ type: 'workspaces.reload' });
    await h.loaded([workspace('w3'), ...two]);
    expect(h.ctx().selectedId).toBe('w1');
  });

  it('falls back to the first when the stored workspace is gone', async () => {
    const h = harness({ storedId: 'gone', autoSelect: true });
    await h.loaded(two);
    expect(h.ctx().selectedId).toBe('w2');
  });

  it('selects nothing outside /dashboard unless a stored id exists', async () => {
    const h = harness({ storedId: null, autoSelect: false });
    await h.loaded(two);
    expect(h.ctx().selectedId).toBeNull();
    expect(h.persisted).toEqual([null]);
  });

  it('ignores a selection of an unknown id', async () => {
    const h = harness();
    await h.loaded(two);
    h.actor.send({ type: 'workspaces.select', id: 'nope' });
    expect(h.ctx().selectedId).toBe('w2');
    h.actor.send({ type: 'workspaces.select', id: 'w1' });
    expect(h.ctx().selectedId).toBe('w1');
    expect(h.persisted.at(-1)).toBe('w1');
  });

  it('lists every workspace of a user holding more than one page, and selects once all are there', async () => {
    const all = Array.from({ length: 130 }, (_, i) => workspace(`w${i}`));
    const h = harness({ storedId: 'w125', autoSelect: true });
    for (let page = 0; page * WORKSPACE_LIST_SIZE < all.length; page++) {
      expect(h.fetchWorkspaces.calls.at(-1)).toEqual({ scope: null, page, size: WORKSPACE_LIST_SIZE });
      expect(h.persisted).toEqual([]);
      await h.loaded(all.slice(page * WORKSPACE_LIST_SIZE, (page + 1) * WORKSPACE_LIST_SIZE), all.length);
    }
    expect(h.fetchWorkspaces.calls).toHaveLength(7);
    expect(h.ctx().workspaces).toEqual(all);
    expect(h.ctx().selectedId).toBe('w125');
    expect(h.persisted).toEqual(['w125']);
  });

  it('keeps showing the list it has while a reload pages, and says why a later page failed', async () => {
    const h = harness();
    await h.loaded(two);
    h.actor.send({ type: 'workspaces.reload' });
    await h.loaded([workspace('w3')], 2);
    expect(h.ctx().workspaces).toEqual(two);
    await h.fetchWorkspaces.reject(new Error(''));
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.ctx().failure).toBe('Failed to load workspaces.');
  });

  it('puts a created workspace first and selects it, keeping every other', async () => {
    const h = harness();
    await h.loaded(Array.from({ length: 20 }, (_, i) => workspace(`w${i}`)));
    h.actor.send({ type: 'workspaces.created', workspace: workspace('new') });
    expect(h.ctx().workspaces).toHaveLength(21);
    expect(h.ctx().workspaces[0]?.id).toBe('new');
    expect(h.ctx().selectedId).toBe('new');
    expect(h.persisted.at(-1)).toBe('new');
  });

  it('moves the selection to the next workspace when the selected one is deleted', async () => {
    const h = harness();
    await h.loaded(two);
    h.actor.send({ type: 'workspaces.deleted', id: 'w2' });
    expect(h.ctx().selectedId).toBe('w1');
    h.actor.send({ type: 'workspaces.deleted', id: 'w1' });
    expect(h.ctx().selectedId).toBeNull();
    expect(h.ctx().workspaces).toEqual([]);
    expect(h.persisted.slice(-2)).toEqual(['w1', null]);
  });

  it('learns an edited name', async () => {
    const h = harness();
    await h.loaded(two);
    h.actor.send({ type: 'workspaces.updated', workspace: { ...workspace('w1'), name: 'Renamed' } });
    expect(h.ctx().workspaces.map((w) => w.name)).toEqual(['Agent w2', 'Renamed']);
  });

  it('shows the server message when the list cannot load, and retries', async () => {
    const h = harness();
    await h.fetchWorkspaces.reject(new Error('Network error. Please check your connection.'));
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.ctx().failure).toBe('Network error. Please check your connection.');
    h.actor.send({ type: 'workspaces.reload' });
    await h.loaded(two);
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.ctx().failure).toBeNull();
  });
});

const model = createMachine({
  id: 'workspaceSelectorModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED_SOME: 'firstSelected', LOADED_NONE: 'empty', LOAD_FAILED: 'failed' } },
    failed: { on: { RELOAD: 'loading' } },
    empty: { on: { CREATED: 'createdSelected' } },
    firstSelected: { on: { SELECT_SECOND: 'secondSelected', DELETE_SELECTED: 'nextSelected' } },
    secondSelected: {},
    nextSelected: {},
    createdSelected: {},
  },
});

describeModel('workspace selector machine (model-based)', model, () => {
  const h = harness();
  const ctx = () => h.ctx();
  return {
    states: {
      loading: () => expect(h.actor.getSnapshot().matches('loading')).toBe(true),
      failed: () => expect(ctx().failure).toBe('Failed to load workspaces.'),
      empty: () => {
        expect(ctx().workspaces).toEqual([]);
        expect(ctx().selectedId).toBeNull();
      },
      firstSelected: () => expect(ctx().selectedId).toBe('w2'),
      secondSelected: () => expect(h.persisted.at(-1)).toBe('w1'),
      nextSelected: () => {
        expect(ctx().workspaces.map((w) => w.id)).toEqual(['w1']);
        expect(ctx().selectedId).toBe('w1');
      },
      createdSelected: () => expect(selectedWorkspace(ctx())?.id).toBe('new'),
    },
    events: {
      LOADED_SOME: () => h.loaded(two),
      LOADED_NONE: () => h.loaded([]),
      LOAD_FAILED: () => h.fetchWorkspaces.reject(new Error('')),
      RELOAD: () => h.actor.send({ type: 'workspaces.reload' }),
      CREATED: () => h.actor.send({ type: 'workspaces.created', workspace: workspace('new') }),
      SELECT_SECOND: () => h.actor.send({ type: 'workspaces.select', id: 'w1' }),
      DELETE_SELECTED: () => h.actor.send({ type: 'workspaces.deleted', id: 'w2' }),
    },
    stop: () => h.actor.stop(),
  };
});
