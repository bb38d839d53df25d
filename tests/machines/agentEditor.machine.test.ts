import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { agentEditorMachine, agentMessages } from '../../machines/agentEditor.machine.ts';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import { type Workspace, type WorkspaceUpdate, workspaceMessages } from '../../src/contract/workspace.ts';
import { apiError, workspace } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(agentEditorMachine);

function harness(workspaceId: string | null = 'w1') {
  const fetchWorkspace = controlledPromise<Workspace, { workspaceId: string }>();
  const saveWorkspace = controlledPromise<Workspace, { workspaceId: string; update: WorkspaceUpdate }>();
  const deleteWorkspace = controlledPromise<unknown, { workspaceId: string }>();
  const saved: Workspace[] = [];
  const deleted: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    agentEditorMachine.provide({
      actors: {
        fetchWorkspace: fetchWorkspace.logic,
        saveWorkspace: saveWorkspace.logic,
        deleteWorkspace: deleteWorkspace.logic,
      },
      actions: {
        agentSaved: (_, { workspace }) => saved.push(workspace),
        workspaceDeleted: (_, { id }) => deleted.push(id),
      },
    }),
    { input: { workspaceId }, clock, inspect },
  ).start();
  /** The success notice the `notice` child shows, or null. */
  const notice = () => actor.getSnapshot().children.notice?.getSnapshot().context.text ?? null;
  const ctx = () => actor.getSnapshot().context;
  const send = actor.send.bind(actor);
  return { actor, fetchWorkspace, saveWorkspace, deleteWorkspace, saved, deleted, clock, ctx, notice, send };
}

async function loaded() {
  const h = harness();
  await h.fetchWorkspace.resolve(workspace('w1', 'Support'));
  return h;
}

describe('agent editor machine', () => {
  it('says "No workspace selected." without a workspace', () => {
    expect(harness(null).ctx().failure).toBe(NO_WORKSPACE);
  });

  it('loads the workspace into the form', async () => {
    const h = await loaded();
    expect(h.fetchWorkspace.calls).toEqual([{ workspaceId: 'w1' }]);
    expect(h.ctx().values).toEqual({
      name: 'Support',
      role: 'Helps with Support',
      authRequire: false,
      authUrl: '',
    });
    expect(h.ctx().appId).toBe('app-w1');
  });

  it('saves trimmed values, tells the selector, and the notice vanishes after 3000 ms', async () => {
    const h = await loaded();
    h.send({ type: 'agent.change', field: 'name', value: ' Sales ' });
    h.send({ type: 'agent.setAuthRequire', value: true });
    h.send({ type: 'agent.change', field: 'authUrl', value: 'https://example.com/check' });
    h.send({ type: 'agent.save' });
    expect(h.saveWorkspace.calls[0]).toEqual({
      workspaceId: 'w1',
      update: {
        name: 'Sales',
        role: 'Helps with Support',
        authRequire: true,
        authUrl: 'https://example.com/check',
      },
    });
    const after = { ...workspace('w1', 'Sales'), authRequire: true, authUrl: 'https://example.com/check' };
    await h.saveWorkspace.resolve(after);
    expect(h.notice()).toBe(agentMessages.saved);
    expect(h.saved).toEqual([after]);
    h.clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(h.notice()).toBe(agentMessages.saved);
    h.clock.increment(1);
    expect(h.notice()).toBeNull();
  });

  it('edits and saves again right after a save, dropping the first notice when the next save starts', async () => {
    const h = await loaded();
    h.send({ type: 'agent.save' });
    await h.saveWorkspace.resolve(workspace('w1', 'Support'));
    h.send({ type: 'agent.change', field: 'name', value: 'Sales' });
    expect(h.notice()).toBe(agentMessages.saved);
    h.send({ type: 'agent.save' });
    expect(h.notice()).toBeNull();
    expect(h.saveWorkspace.calls[1]?.update.name).toBe('Sales');
    await h.saveWorkspace.resolve(workspace('w1', 'Sales'));
    expect(h.notice()).toBe(agentMessages.saved);
    expect(h.saved.map((w) => w.name)).toEqual(['Support', 'Sales']);
  });

  it('checks the fields before saving', async () => {
    const h = await loaded();
    h.send({ type: 'agent.change', field: 'name', value: '  ' });
    h.send({ type: 'agent.setAuthRequire', value: true });
    h.send({ type: 'agent.save' });
    expect(h.ctx().errors).toEqual({
      name: workspaceMessages.nameRequired,
      authUrl: workspaceMessages.authUrlInvalid,
    });
    expect(h.saveWorkspace.calls).toEqual([]);
    h.send({ type: 'agent.change', field: 'name', value: 'Bot' });
    expect(h.ctx().errors.name).toBeUndefined();
    h.send({ type: 'agent.setAuthRequire', value: false });
    expect(h.ctx().errors).toEqual({});
  });

  it('shows the server message and its field errors when saving fails', async () => {
    const h = await loaded();
    h.send({ type: 'agent.save' });
    await h.saveWorkspace.reject(
      apiError('name: Name must be at most 200 characters long.', {
        name: 'Name must be at most 200 characters long.',
      }),
    );
    expect(h.ctx().failure).toBe('name: Name must be at most 200 characters long.');
    expect(h.ctx().errors.name).toBe('Name must be at most 200 characters long.');
  });

  it('deletes the workspace after confirmation and reports it', async () => {
    const h = await loaded();
    h.send({ type: 'agent.delete' });
    h.send({ type: 'agent.deleteCancel' });
    h.send({ type: 'agent.delete' });
    h.send({ type: 'agent.deleteConfirm' });
    await h.deleteWorkspace.resolve(null);
    expect(h.deleted).toEqual(['w1']);
    expect(h.actor.getSnapshot().status).toBe('done');
  });
});

const model = createMachine({
  id: 'agentEditorModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'editing', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    editing: { on: { SAVE_BLANK_NAME: 'nameError', SAVE: 'saving', DELETE: 'confirmingDelete' } },
    nameError: {},
    saving: { on: { SAVED: 'savedNotice', SAVE_FAILED: 'saveFailed' } },
    savedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    saveFailed: {},
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: 'deleteCancelled' } },
    deleteCancelled: {},
    deleting: { on: { DELETED: 'deleted', DELETE_FAILED: 'deleteFailed' } },
    deleted: {},
    deleteFailed: {},
  },
});

describeModel('agent editor machine (model-based)', model, () => {
  const h = harness();
  const value = () => h.actor.getSnapshot().value;
  return {
    states: {
      loading: () => expect(value()).toBe('loading'),
      loadFailed: () => expect(h.ctx().failure).toBe(agentMessages.loadFailed),
      editing: () => expect(h.ctx().values.name).toBe('Agent w1'),
      nameError: () => expect(h.ctx().errors.name).toBe(workspaceMessages.nameRequired),
      saving: () => expect(value()).toBe('saving'),
      savedNotice: () => expect(h.notice()).toBe(agentMessages.saved),
      noticeGone: () => expect(h.notice()).toBeNull(),
      saveFailed: () => expect(h.ctx().failure).toBe(agentMessages.saveFailed),
      confirmingDelete: () => expect(value()).toBe('confirmingDelete'),
      deleteCancelled: () => expect(value()).toBe('editing'),
      deleting: () => expect(value()).toBe('deleting'),
      deleted: () => expect(h.deleted).toEqual(['w1']),
      deleteFailed: () => expect(h.ctx().failure).toBe(agentMessages.deleteFailed),
    },
    events: {
      LOADED: () => h.fetchWorkspace.resolve(workspace('w1')),
      LOAD_FAILED: () => h.fetchWorkspace.reject(new Error('')),
      SAVE_BLANK_NAME: () => {
        h.send({ type: 'agent.change', field: 'name', value: '' });
        h.send({ type: 'agent.save' });
      },
      SAVE: () => h.send({ type: 'agent.save' }),
      SAVED: () => h.saveWorkspace.resolve(workspace('w1')),
      SAVE_FAILED: () => h.saveWorkspace.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(SUCCESS_NOTICE_MS),
      DELETE: () => h.send({ type: 'agent.delete' }),
      CONFIRM: () => h.send({ type: 'agent.deleteConfirm' }),
      CANCEL: () => h.send({ type: 'agent.deleteCancel' }),
      DELETED: () => h.deleteWorkspace.resolve(null),
      DELETE_FAILED: () => h.deleteWorkspace.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});
