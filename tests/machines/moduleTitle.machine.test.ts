import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, type SnapshotFrom, setup } from 'xstate';
import {
  type GeneratedModule,
  type GenerateModuleInput,
  insightModuleMachine,
  type ReportModule,
} from '../../machines/insightModule.machine.ts';
import { hasTypedTitle, NEW_MODULE_TITLE, titleFromInterpretation } from '../../machines/moduleTitle.ts';
import { barContent as content, placeholderModule } from './insightFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';

const READING = 'Total sales per region, highest first.';
const OTHER_READING = 'Number of orders per month.';

function harness(module: ReportModule) {
  const generateModule = controlledPromise<GeneratedModule, GenerateModuleInput>();
  const parent = setup({
    actors: {
      insightModule: insightModuleMachine.provide({ actors: { generateModule: generateModule.logic } }),
    },
  }).createMachine({ invoke: { id: 'module', src: 'insightModule', input: { module, projectId: 'p1' } } });
  const actor = createActor(parent).start();
  const ref = actor.getSnapshot().children.module as AnyActorRef;
  const snap = () => ref.getSnapshot() as SnapshotFrom<typeof insightModuleMachine>;
  return {
    generateModule,
    module: () => snap().context.module,
    draft: () => snap().context.draft,
    send: (event: Parameters<typeof insightModuleMachine.transition>[1]) => ref.send(event),
    generated: (interpretation: string | null) =>
      generateModule.resolve({ generatedContent: content, query: 'SELECT 1', interpretation }),
    stop: () => actor.stop(),
  };
}

const newModule = () => placeholderModule('m1', { title: NEW_MODULE_TITLE, description: 'sales by region' });

describe('module titles', () => {
  it('turns a reading into a title: no closing full stop, a capital first, at most 200 characters', () => {
    expect(titleFromInterpretation(READING)).toBe('Total sales per region, highest first');
    expect(titleFromInterpretation('average discount per category.')).toBe('Average discount per category');
    const long = titleFromInterpretation(`${'Sum of a very long measure name '.repeat(10)}.`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('tells a typed title from the ones given: New module, the description, the last reading', () => {
    const m = placeholderModule('m1', { description: 'sales by region', interpretation: READING });
    expect(hasTypedTitle({ ...m, title: NEW_MODULE_TITLE })).toBe(false);
    expect(hasTypedTitle({ ...m, title: 'Sales by Region' })).toBe(false);
    expect(hasTypedTitle({ ...m, title: 'Total sales per region, highest first' })).toBe(false);
    expect(hasTypedTitle({ ...m, title: 'Where we sell' })).toBe(true);
  });

  it('names a new module from its reading, and again when the reading changes', async () => {
    const h = harness(newModule());
    h.send({ type: 'module.apply' });
    await h.generated(READING);
    expect(h.module()).toMatchObject({
      title: 'Total sales per region, highest first',
      interpretation: READING,
    });
    h.send({ type: 'module.edit' });
    expect(h.draft()?.title).toBe('');
    h.send({ type: 'module.editChange', field: 'description', value: 'orders per month' });
    h.send({ type: 'module.editSave' });
    h.send({ type: 'module.apply' });
    await h.generated(OTHER_READING);
    expect(h.module().title).toBe('Number of orders per month');
  });

  it('keeps a title the user typed through every generation, and reads again once it is cleared', async () => {
    const h = harness(newModule());
    h.send({ type: 'module.edit' });
    h.send({ type: 'module.editChange', field: 'title', value: '  Where we sell ' });
    h.send({ type: 'module.editSave' });
    expect(h.module().title).toBe('Where we sell');
    h.send({ type: 'module.apply' });
    await h.generated(READING);
    expect(h.module().title).toBe('Where we sell');
    h.send({ type: 'module.edit' });
    expect(h.draft()?.title).toBe('Where we sell');
    h.send({ type: 'module.editChange', field: 'title', value: '' });
    h.send({ type: 'module.editSave' });
    expect(h.module().title).toBe('Total sales per region, highest first');
  });

  it('titles a module of hand-written SQL, which has no reading, by its description', async () => {
    const h = harness(newModule());
    h.send({ type: 'module.edit' });
    h.send({
      type: 'module.editChange',
      field: 'sql',
      value: 'SELECT region, SUM(sales) FROM orders GROUP BY 1',
    });
    h.send({ type: 'module.editSave' });
    h.send({ type: 'module.apply' });
    await h.generated(null);
    expect(h.module()).toMatchObject({ title: 'sales by region', interpretation: null });
  });

  it('lets a layout module titled by its description follow a new description until generated', () => {
    const h = harness(placeholderModule('m1', { title: 'sales by region', description: 'sales by region' }));
    h.send({ type: 'module.edit' });
    expect(h.draft()?.title).toBe('');
    h.send({ type: 'module.editChange', field: 'description', value: 'profit by region' });
    h.send({ type: 'module.editSave' });
    expect(h.module().title).toBe('profit by region');
  });

  it('comes back from a saved page with its reading', () => {
    const h = harness(
      placeholderModule('m1', { status: 'generated', generatedContent: content, interpretation: READING }),
    );
    h.send({ type: 'module.edit' });
    h.send({ type: 'module.editCancel' });
    expect(h.module().interpretation).toBe(READING);
  });
});

const model = createMachine({
  id: 'moduleTitleModel',
  initial: 'untitled',
  states: {
    untitled: { on: { GENERATE: 'readTitle', TYPE_TITLE: 'typedTitle' } },
    readTitle: { on: { TYPE_TITLE: 'typedTitle', REDESCRIBE: 'rereadTitle' } },
    rereadTitle: { on: { TYPE_TITLE: 'typedTitle' } },
    typedTitle: { on: { GENERATE: 'typedKept', REDESCRIBE: 'typedKept', CLEAR_TITLE: 'clearedTitle' } },
    typedKept: { on: { CLEAR_TITLE: 'clearedTitle' } },
    clearedTitle: {},
  },
});

describeModel('module titles (model-based)', model, () => {
  const h = harness(newModule());
  const generate = async (interpretation: string) => {
    h.send({ type: 'module.apply' });
    await h.generated(interpretation);
  };
  const edit = (field: 'title' | 'description', value: string) => {
    h.send({ type: 'module.edit' });
    h.send({ type: 'module.editChange', field, value });
    h.send({ type: 'module.editSave' });
  };
  return {
    states: {
      untitled: () => expect(h.module().title).toBe(NEW_MODULE_TITLE),
      readTitle: () => expect(h.module().title).toBe('Total sales per region, highest first'),
      rereadTitle: () => expect(h.module().title).toBe('Number of orders per month'),
      typedTitle: () => expect(h.module().title).toBe('Where we sell'),
      typedKept: () => expect(h.module().title).toBe('Where we sell'),
      clearedTitle: () => {
        const reading = h.module().interpretation;
        expect(h.module().title).toBe(reading ? titleFromInterpretation(reading) : NEW_MODULE_TITLE);
      },
    },
    events: {
      GENERATE: () => generate(READING),
      TYPE_TITLE: () => edit('title', 'Where we sell'),
      REDESCRIBE: async () => {
        edit('description', 'orders per month');
        await generate(OTHER_READING);
      },
      CLEAR_TITLE: () => edit('title', ''),
    },
    stop: h.stop,
  };
});
