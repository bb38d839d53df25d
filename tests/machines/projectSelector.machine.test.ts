import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { FetchPageInput, ListPage } from '../../machines/list.machine.ts';
import {
  CREATE_PROJECT_FAILED,
  type DataProjectSummary,
  PROJECT_LIST_SIZE,
  type ProjectDraft,
  projectSelectorMachine,
  selectedProject,
} from '../../machines/projectSelector.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const project = (id: string): DataProjectSummary => ({ id, name: `Project ${id}`, description: '' });
const two = [project('p1'), project('p2')];
/** Projects p1 … pN. */
const many = (n: number) => Array.from({ length: n }, (_, i) => project(`p${i + 1}`));
const firstPage = (page: number) => ({ scope: null, page, size: PROJECT_LIST_SIZE });

const inspect = coverTransitions(projectSelectorMachine);

function harness(storedId: string | null = null) {
  const fetchProjects = controlledPromise<ListPage<DataProjectSummary>, FetchPageInput<null>>();
  const createProject = controlledPromise<DataProjectSummary, ProjectDraft>();
  const persisted: Array<string | null> = [];
  const actor = createActor(
    projectSelectorMachine.provide({
      actors: { fetchProjects: fetchProjects.logic, createProject: createProject.logic },
      actions: { persistSelection: (_, { id }) => persisted.push(id) },
    }),
    { inspect, input: { storedId } },
  ).start();
  const snap = () => actor.getSnapshot();
  /** Answers the pending fetch with these projects as the whole list, or as a page of `total`. */
  const loaded = (projects: DataProjectSummary[], total = projects.length) =>
    fetchProjects.resolve({ content: projects, totalElements: total });
  return {
    actor,
    fetchProjects,
    loaded,
    createProject,
    persisted,
    snap,
    ctx: () => snap().context,
    send: actor.send,
  };
}

describe('project selector machine', () => {
  it('loads the first page of 100 projects and selects the first', async () => {
    const h = harness();
    expect(h.snap().hasTag('loading')).toBe(true);
    expect(PROJECT_LIST_SIZE).toBe(100);
    expect(h.fetchProjects.calls).toEqual([firstPage(0)]);
    await h.loaded(two);
    expect(selectedProject(h.ctx())?.id).toBe('p1');
    expect(h.persisted).toEqual(['p1']);
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
  });

  it('pages on past 100 projects until it holds them all, keeping a stored project on a later page', async () => {
    const all = many(205);
    const h = harness('p150');
    await h.loaded(all.slice(0, 100), 205);
    expect(h.snap().hasTag('loading')).toBe(true);
    expect(h.ctx().projects).toEqual([]);
    await h.loaded(all.slice(100, 200), 205);
    await h.loaded(all.slice(200), 205);
    expect(h.fetchProjects.calls).toEqual([firstPage(0), firstPage(1), firstPage(2)]);
    expect(h.ctx().projects).toEqual(all);
    expect(h.ctx().selectedId).toBe('p150');
    expect(h.persisted).toEqual(['p150']);
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    h.actor.send({ type: 'projects.select', id: 'p205' });
    expect(selectedProject(h.ctx())?.id).toBe('p205');
  });

  it('stops paging when a page comes back empty, and fails as a whole when a later page fails', async () => {
    const h = harness();
    await h.loaded(many(100), 101);
    await h.loaded([], 101);
    expect(h.ctx().projects).toHaveLength(100);
    h.actor.send({ type: 'projects.reload' });
    await h.loaded(many(100), 101);
    await h.fetchProjects.reject(new Error(''));
    expect(h.snap().value).toBe('failed');
    expect(h.ctx().failure).toBe('Failed to load projects.');
    h.actor.send({ type: 'projects.reload' });
    await h.loaded(many(100), 101);
    await h.loaded(many(101).slice(100), 101);
    expect(h.ctx().projects).toHaveLength(101);
    expect(h.ctx().fetched).toEqual([]);
  });

  it('keeps the stored project while it exists and follows a selection', async () => {
    const h = harness('p2');
    await h.loaded(two);
    expect(h.ctx().selectedId).toBe('p2');
    h.actor.send({ type: 'projects.select', id: 'unknown' });
    expect(h.ctx().selectedId).toBe('p2');
    h.actor.send({ type: 'projects.select', id: 'p1' });
    expect(h.ctx().selectedId).toBe('p1');
    expect(h.persisted.at(-1)).toBe('p1');
  });

  it('says why loading failed and loads again on request', async () => {
    const h = harness();
    await h.fetchProjects.reject(new Error(''));
    expect(h.snap().value).toBe('failed');
    expect(h.ctx().failure).toBe('Failed to load projects.');
    h.actor.send({ type: 'projects.reload' });
    await h.loaded(two);
    expect(h.ctx().failure).toBeNull();
  });

  it('opens Create New Project by itself when there are none, and creates one', async () => {
    const h = harness();
    await h.loaded([]);
    expect(h.snap().matches({ ready: 'composing' })).toBe(true);
    expect(h.snap().can({ type: 'projects.create' })).toBe(false);
    h.actor.send({ type: 'projects.draftChange', field: 'name', value: '  Sales  ' });
    h.actor.send({ type: 'projects.draftChange', field: 'description', value: 'Orders 2014-2017' });
    h.actor.send({ type: 'projects.create' });
    expect(h.snap().hasTag('creating')).toBe(true);
    expect(h.createProject.calls).toEqual([{ name: 'Sales', description: 'Orders 2014-2017' }]);
    await h.createProject.resolve(project('p9'));
    // The list is loaded again after a create.
    expect(h.fetchProjects.calls).toHaveLength(2);
    await h.loaded([project('p9')]);
    expect(h.ctx().selectedId).toBe('p9');
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().draft).toEqual({ name: '', description: '' });
  });

  it('loads the list again on request while ready, keeping the selection', async () => {
    const h = harness('p2');
    await h.loaded(two);
    h.actor.send({ type: 'projects.reload' });
    expect(h.snap().hasTag('loading')).toBe(true);
    await h.loaded([...two, project('p3')]);
    expect(h.ctx().projects).toHaveLength(3);
    expect(h.ctx().selectedId).toBe('p2');
  });

  it('pages on past 100 projects after a create, selecting the new one on a later page', async () => {
    const h = harness();
    await h.loaded(many(100), 100);
    h.actor.send({ type: 'projects.compose' });
    h.actor.send({ type: 'projects.draftChange', field: 'name', value: 'Sales' });
    h.actor.send({ type: 'projects.create' });
    await h.createProject.resolve(project('p101'));
    await h.loaded(many(100), 101);
    expect(h.snap().matches({ ready: 'reloading' })).toBe(true);
    expect(h.ctx().projects).toHaveLength(100);
    await h.loaded([project('p101')], 101);
    expect(h.fetchProjects.calls.slice(1)).toEqual([firstPage(0), firstPage(1)]);
    expect(h.ctx().projects).toHaveLength(101);
    expect(selectedProject(h.ctx())?.id).toBe('p101');
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
  });

  it('says why when the list cannot be loaded after a create', async () => {
    const h = harness();
    await h.loaded([]);
    h.actor.send({ type: 'projects.draftChange', field: 'name', value: 'Sales' });
    h.actor.send({ type: 'projects.create' });
    await h.createProject.resolve(project('p9'));
    await h.fetchProjects.reject(new Error(''));
    expect(h.snap().value).toBe('failed');
    expect(h.ctx().failure).toBe('Failed to load projects.');
    h.actor.send({ type: 'projects.reload' });
    await h.loaded([project('p9')]);
    expect(h.ctx().selectedId).toBe('p9');
  });

  it('keeps the dialog and its values with the spec sentence when creating fails', async () => {
    const h = harness();
    await h.loaded(two);
    h.actor.send({ type: 'projects.compose' });
    h.actor.send({ type: 'projects.draftChange', field: 'name', value: 'Churn' });
    h.actor.send({ type: 'projects.create' });
    await h.createProject.reject(new Error('boom'));
    expect(h.snap().matches({ ready: 'composing' })).toBe(true);
    expect(h.ctx().failure).toBe(CREATE_PROJECT_FAILED);
    expect(h.ctx().draft.name).toBe('Churn');
    h.actor.send({ type: 'projects.draftChange', field: 'name', value: 'Churn 2' });
    expect(h.ctx().failure).toBeNull();
    h.actor.send({ type: 'projects.cancel' });
    expect(h.snap().matches({ ready: 'idle' })).toBe(true);
    expect(h.ctx().selectedId).toBe('p1');
  });
});

const model = createMachine({
  id: 'projectSelectorModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOADED_SOME: 'selectedFirst',
        LOADED_NONE: 'askedToCreate',
        LOAD_FAILED: 'failed',
        FIRST_OF_TWO_PAGES: 'pagingOn',
      },
    },
    pagingOn: { on: { LAST_PAGE: 'allHeld' } },
    allHeld: {},
    failed: { on: { RELOAD: 'loading' } },
    selectedFirst: { on: { SELECT_SECOND: 'selectedSecond', COMPOSE: 'composing' } },
    selectedSecond: {},
    askedToCreate: { on: { TYPE_NAME: 'named', CANCEL: 'emptyClosed' } },
    emptyClosed: {},
    composing: { on: { TYPE_NAME: 'named' } },
    named: { on: { CREATE: 'creating' } },
    creating: { on: { CREATED: 'reloading', CREATE_FAILED: 'createFailed' } },
    createFailed: {},
    reloading: { on: { RELOADED: 'createdSelected' } },
    createdSelected: {},
  },
});

describeModel('project selector machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      failed: () => expect(h.ctx().failure).toBe('Failed to load projects.'),
      pagingOn: () => {
        expect(h.snap().matches({ loading: 'page' })).toBe(true);
        expect(h.fetchProjects.calls.at(-1)).toEqual(firstPage(1));
      },
      allHeld: () => {
        expect(h.ctx().projects).toHaveLength(101);
        expect(h.ctx().selectedId).toBe('p1');
      },
      selectedFirst: () => expect(h.ctx().selectedId).toBe('p1'),
      selectedSecond: () => expect(h.ctx().selectedId).toBe('p2'),
      askedToCreate: () => {
        expect(h.snap().matches({ ready: 'composing' })).toBe(true);
        expect(h.ctx().projects).toEqual([]);
      },
      emptyClosed: () => {
        expect(h.snap().matches({ ready: 'idle' })).toBe(true);
        expect(h.ctx().selectedId).toBeNull();
      },
      composing: () => expect(h.snap().can({ type: 'projects.create' })).toBe(false),
      named: () => expect(h.snap().can({ type: 'projects.create' })).toBe(true),
      creating: () => expect(h.snap().hasTag('creating')).toBe(true),
      createFailed: () => expect(h.ctx().failure).toBe(CREATE_PROJECT_FAILED),
      reloading: () => expect(h.fetchProjects.pendingCount).toBe(1),
      createdSelected: () => expect(selectedProject(h.ctx())?.id).toBe('p9'),
    },
    events: {
      LOADED_SOME: () => h.loaded(two),
      LOADED_NONE: () => h.loaded([]),
      LOAD_FAILED: () => h.fetchProjects.reject(new Error('')),
      FIRST_OF_TWO_PAGES: () => h.loaded(many(100), 101),
      LAST_PAGE: () => h.loaded(many(101).slice(100), 101),
      RELOAD: () => h.actor.send({ type: 'projects.reload' }),
      SELECT_SECOND: () => h.actor.send({ type: 'projects.select', id: 'p2' }),
      COMPOSE: () => h.actor.send({ type: 'projects.compose' }),
      CANCEL: () => h.actor.send({ type: 'projects.cancel' }),
      TYPE_NAME: () => h.actor.send({ type: 'projects.draftChange', field: 'name', value: 'Sales' }),
      CREATE: () => h.actor.send({ type: 'projects.create' }),
      CREATED: () => h.createProject.resolve(project('p9')),
      CREATE_FAILED: () => h.createProject.reject(new Error('')),
      RELOADED: () => h.loaded([project('p9'), ...two]),
    },
    stop: () => h.actor.stop(),
  };
});
