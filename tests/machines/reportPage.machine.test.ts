import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import type {
  GeneratedModule,
  GenerateModuleInput,
  ReportModule,
} from '../../machines/insightModule.machine.ts';
import { insightModuleMachine } from '../../machines/insightModule.machine.ts';
import { moduleActor, reportPageMachine, type SavePageInput } from '../../machines/reportPage.machine.ts';
import { barContent, placeholderModule } from './insightFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const layout = [
  placeholderModule('m1'),
  placeholderModule('m2', {
    title: 'Orders per month',
    description: 'number of orders per month',
    moduleType: 'line',
  }),
];

const inspect = coverTransitions(reportPageMachine);

function harness(projectId: string | null = 'p1', unsaved: ReportModule[] | null = null) {
  /** What the page asked to keep for a later visit, in order (null: nothing unsaved). */
  const stored: (ReportModule[] | null)[] = [];
  const loadPage = controlledPromise<ReportModule[], { projectId: string }>();
  const generateLayout = controlledPromise<ReportModule[], { projectId: string }>();
  const generateModule = controlledPromise<GeneratedModule, GenerateModuleInput>();
  const savePage = controlledPromise<unknown, SavePageInput>();
  const clock = new SimulatedClock();
  const actor = createActor(
    reportPageMachine.provide({
      actors: {
        loadPage: loadPage.logic,
        generateLayout: generateLayout.logic,
        savePage: savePage.logic,
        insightModule: insightModuleMachine.provide({ actors: { generateModule: generateModule.logic } }),
      },
      actions: {
        storeUnsaved: (_, { modules }) => {
          stored.push(modules);
        },
      },
    }),
    { inspect, input: { projectId, unsaved }, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    loadPage,
    generateLayout,
    generateModule,
    savePage,
    clock,
    snap,
    ctx: () => snap().context,
    stored,
    lastStored: () => stored.at(-1),
    module: (id: string) => moduleActor(snap(), id)!,
    notice: () => snap().children.notice?.getSnapshot().context.text ?? null,
  };
}

/** The workbench of project p1 once its saved modules (none by default) have loaded. */
async function opened(saved: ReportModule[] = []) {
  const h = harness();
  await h.loadPage.resolve(saved);
  return h;
}

async function withLayout() {
  const h = await opened();
  h.actor.send({ type: 'page.generateLayout' });
  await h.generateLayout.resolve(layout);
  return h;
}

describe('report page machine: unsaved changes', () => {
  it('keeps every change for a later visit until the page is saved', async () => {
    const h = await withLayout();
    expect(h.ctx().unsaved).toBe(true);
    expect(h.lastStored()?.map((m) => m.id)).toEqual(['m1', 'm2']);
    h.actor.send({ type: 'page.addModule', id: 'm3', dataSource: 'c1' });
    expect(h.lastStored()?.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    h.module('m3').send({ type: 'module.editCancel' });
    h.module('m3').send({ type: 'module.delete' });
    expect(h.lastStored()?.map((m) => m.id)).toEqual(['m1', 'm2']);
    h.actor.send({ type: 'page.save' });
    await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 1' });
    await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 2' });
    await h.savePage.resolve({ id: 'page1' });
    expect(h.ctx().unsaved).toBe(false);
    expect(h.lastStored()).toBeNull();
  });

  it('keeps nothing while only the saved page was opened', async () => {
    const h = await opened([placeholderModule('m7', { status: 'generated', generatedContent: barContent })]);
    expect(h.ctx().unsaved).toBe(false);
    expect(h.stored).toEqual([]);
  });

  it('picks unsaved changes up again instead of the saved page, a module then generating waiting to apply', () => {
    const left = [
      placeholderModule('m1', { status: 'generated', generatedContent: barContent }),
      placeholderModule('m2', { status: 'generating' }),
    ];
    const h = harness('p1', left);
    expect(h.loadPage.calls).toEqual([]);
    expect(h.ctx()).toMatchObject({ unsaved: true, restored: true });
    expect(h.module('m1').getSnapshot().matches({ status: 'generated' })).toBe(true);
    expect(h.module('m2').getSnapshot().matches({ status: 'placeholder' })).toBe(true);
    expect(h.snap().can({ type: 'page.save' })).toBe(true);
  });

  it('discards unsaved changes: the saved page opens again', async () => {
    const h = harness('p1', [placeholderModule('m1')]);
    h.actor.send({ type: 'page.discard' });
    expect(h.snap().hasTag('loading')).toBe(true);
    expect(h.lastStored()).toBeNull();
    expect(moduleActor(h.snap(), 'm1')).toBeUndefined();
    await h.loadPage.resolve([placeholderModule('m1', { title: 'Saved one' })]);
    expect(h.ctx()).toMatchObject({ unsaved: false, restored: false });
    expect(h.module('m1').getSnapshot().context.module.title).toBe('Saved one');
    expect(h.snap().can({ type: 'page.discard' })).toBe(false);
  });
});

describe('report page machine', () => {
  it('asks for a project when none is selected', () => {
    const h = harness(null);
    expect(h.snap().value).toBe('noProject');
    expect(h.snap().can({ type: 'page.generateLayout' })).toBe(false);
  });

  it('opens the project’s saved page with its generated modules', async () => {
    const saved = [
      placeholderModule('m7', { status: 'generated', generatedContent: barContent, query: 'SELECT 7' }),
    ];
    const h = await opened(saved);
    expect(h.loadPage.calls).toEqual([{ projectId: 'p1' }]);
    expect(h.module('m7').getSnapshot().matches({ status: 'generated' })).toBe(true);
    expect(h.snap().can({ type: 'page.generateLayout' })).toBe(false);
    expect(h.snap().can({ type: 'page.save' })).toBe(true);
  });

  it('says when the saved page cannot be loaded and still offers a new layout', async () => {
    const h = harness();
    expect(h.snap().hasTag('loading')).toBe(true);
    await h.loadPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to load the saved dashboard.');
    expect(h.snap().can({ type: 'page.generateLayout' })).toBe(true);
  });

  it('generates the initial layout and runs one module actor per module', async () => {
    const h = await opened();
    expect(h.snap().can({ type: 'page.save' })).toBe(false);
    h.actor.send({ type: 'page.generateLayout' });
    expect(h.snap().hasTag('generatingLayout')).toBe(true);
    expect(h.generateLayout.calls).toEqual([{ projectId: 'p1' }]);
    await h.generateLayout.resolve(layout);
    expect(h.ctx().modules.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(h.module('m2').getSnapshot().context.module.moduleType).toBe('line');
    expect(h.snap().can({ type: 'page.generateLayout' })).toBe(false);
    expect(h.snap().can({ type: 'page.save' })).toBe(true);
  });

  it('says why the layout could not be generated', async () => {
    const h = await opened();
    h.actor.send({ type: 'page.generateLayout' });
    await h.generateLayout.reject(new Error('Make the index of this project first.'));
    expect(h.ctx().failure).toBe('Make the index of this project first.');
    expect(h.snap().can({ type: 'page.generateLayout' })).toBe(true);
  });

  it('generates every module not yet generated before saving, then saves the page', async () => {
    const h = await withLayout();
    h.module('m1').send({ type: 'module.apply' });
    await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 1' });
    h.actor.send({ type: 'page.save' });
    expect(h.snap().hasTag('saving')).toBe(true);
    expect(h.snap().can({ type: 'page.save' })).toBe(false);
    // Only m2 was still a placeholder.
    expect(h.generateModule.calls.map((c) => c.description)).toEqual([
      'total sales by region',
      'number of orders per month',
    ]);
    expect(h.savePage.calls).toEqual([]);
    await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 2' });
    expect(h.savePage.calls).toHaveLength(1);
    expect(h.savePage.calls[0]?.modules.map((m) => [m.id, m.status, m.query])).toEqual([
      ['m1', 'generated', 'SELECT 1'],
      ['m2', 'generated', 'SELECT 2'],
    ]);
    await h.savePage.resolve({ id: 'page1' });
    expect(h.notice()).toBe('Dashboard saved successfully!');
    h.clock.increment(3000);
    expect(h.notice()).toBeNull();
  });

  it('saves a module whose generation failed with its error status, and reports a failed save', async () => {
    const h = await withLayout();
    h.actor.send({ type: 'page.save' });
    await h.generateModule.reject(new Error('no such column'));
    expect(h.savePage.calls).toEqual([]);
    await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 2' });
    expect(h.savePage.calls[0]?.modules.map((m) => m.status)).toEqual(['error', 'generated']);
    await h.savePage.reject(new Error('boom'));
    expect(h.ctx().failure).toBe('Failed to save dashboard.');
    expect(h.snap().can({ type: 'page.save' })).toBe(true);
  });

  it('adds a module with its editor open, and deletes modules down to an empty page', async () => {
    const h = await withLayout();
    h.actor.send({ type: 'page.addModule', id: 'm3', dataSource: 'c2' });
    expect(h.ctx().modules.at(-1)).toMatchObject({ id: 'm3', dataSource: 'c2', moduleType: 'chart' });
    expect(h.module('m3').getSnapshot().matches({ editor: 'open' })).toBe(true);
    h.module('m3').send({
      type: 'module.editChange',
      field: 'description',
      value: 'count of customers by segment',
    });
    h.module('m3').send({ type: 'module.editSave' });
    expect(h.ctx().modules.at(-1)?.description).toBe('count of customers by segment');
    for (const id of ['m1', 'm2', 'm3']) h.module(id).send({ type: 'module.delete' });
    expect(h.ctx().modules).toEqual([]);
    expect(moduleActor(h.snap(), 'm1')).toBeUndefined();
    expect(h.snap().can({ type: 'page.save' })).toBe(false);
  });

  it('saves a module left without a description as a placeholder instead of waiting for it', async () => {
    const h = await opened();
    h.actor.send({ type: 'page.addModule', id: 'm9', dataSource: 'c1' });
    h.module('m9').send({ type: 'module.editCancel' });
    h.actor.send({ type: 'page.save' });
    expect(h.generateModule.calls).toEqual([]);
    expect(h.savePage.calls[0]?.modules.map((m) => m.status)).toEqual(['placeholder']);
  });
});

const unsavedModel = createMachine({
  id: 'reportPageUnsavedModel',
  initial: 'leftUnsaved',
  states: {
    leftUnsaved: { on: { DISCARD: 'reloading', EDIT: 'stillUnsaved' } },
    stillUnsaved: { on: { SAVE: 'saved' } },
    reloading: { on: { LOADED: 'savedPage' } },
    savedPage: { on: { EDIT: 'unsavedAgain' } },
    unsavedAgain: {},
    saved: {},
  },
});

describeModel('report page machine: unsaved changes (model-based)', unsavedModel, () => {
  const h = harness('p1', [placeholderModule('m1', { status: 'generated', generatedContent: barContent })]);
  const ids = () => h.lastStored()?.map((m) => m.id);
  return {
    states: {
      leftUnsaved: () => expect(h.ctx()).toMatchObject({ unsaved: true, restored: true }),
      stillUnsaved: () => expect(ids()).toEqual(['m1', 'm9']),
      reloading: () => expect(h.snap().hasTag('loading')).toBe(true),
      savedPage: () => {
        expect(h.ctx().unsaved).toBe(false);
        expect(h.lastStored()).toBeNull();
      },
      unsavedAgain: () => expect(ids()).toEqual(['m1', 'm9']),
      saved: () => {
        expect(h.lastStored()).toBeNull();
        expect(h.notice()).toBe('Dashboard saved successfully!');
      },
    },
    events: {
      DISCARD: () => h.actor.send({ type: 'page.discard' }),
      LOADED: () =>
        h.loadPage.resolve([placeholderModule('m1', { status: 'generated', generatedContent: barContent })]),
      EDIT: () => {
        h.actor.send({ type: 'page.addModule', id: 'm9', dataSource: 'c1' });
        h.module('m9').send({ type: 'module.editCancel' });
      },
      SAVE: async () => {
        h.actor.send({ type: 'page.save' });
        await h.savePage.resolve({ id: 'page1' });
      },
    },
    stop: () => h.actor.stop(),
  };
});

const model = createMachine({
  id: 'reportPageModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED_NOTHING: 'empty', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    empty: { on: { GENERATE_LAYOUT: 'generatingLayout' } },
    generatingLayout: { on: { LAYOUT_READY: 'laidOut', LAYOUT_FAILED: 'layoutFailed' } },
    layoutFailed: {},
    laidOut: { on: { SAVE: 'generatingModules', DELETE_ALL: 'emptied' } },
    emptied: {},
    generatingModules: { on: { MODULES_GENERATED: 'writing' } },
    writing: { on: { SAVED: 'saved', SAVE_FAILED: 'saveFailed' } },
    saved: {},
    saveFailed: {},
  },
});

describeModel('report page machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to load the saved dashboard.'),
      empty: () => expect(h.snap().can({ type: 'page.save' })).toBe(false),
      generatingLayout: () => expect(h.snap().hasTag('generatingLayout')).toBe(true),
      layoutFailed: () => expect(h.ctx().failure).toBe('Failed to generate the initial layout.'),
      laidOut: () => expect(h.ctx().modules).toHaveLength(2),
      emptied: () => expect(h.snap().can({ type: 'page.save' })).toBe(false),
      generatingModules: () => {
        expect(h.snap().matches({ editing: { saving: 'generatingModules' } })).toBe(true);
        expect(h.generateModule.pendingCount).toBe(2);
      },
      writing: () => expect(h.savePage.calls).toHaveLength(1),
      saved: () => expect(h.notice()).toBe('Dashboard saved successfully!'),
      saveFailed: () => expect(h.ctx().failure).toBe('Failed to save dashboard.'),
    },
    events: {
      LOADED_NOTHING: () => h.loadPage.resolve([]),
      LOAD_FAILED: () => h.loadPage.reject(new Error('')),
      GENERATE_LAYOUT: () => h.actor.send({ type: 'page.generateLayout' }),
      LAYOUT_READY: () => h.generateLayout.resolve(layout),
      LAYOUT_FAILED: () => h.generateLayout.reject(new Error('')),
      DELETE_ALL: () => {
        for (const id of ['m1', 'm2']) h.module(id).send({ type: 'module.delete' });
      },
      SAVE: () => h.actor.send({ type: 'page.save' }),
      MODULES_GENERATED: async () => {
        await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 1' });
        await h.generateModule.resolve({ generatedContent: barContent, query: 'SELECT 2' });
      },
      SAVED: () => h.savePage.resolve({ id: 'page1' }),
      SAVE_FAILED: () => h.savePage.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});
