import { describe, expect, it } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, type SnapshotFrom, setup } from 'xstate';
import {
  type GeneratedModule,
  type GenerateModuleInput,
  insightModuleMachine,
  type ModuleReport,
  type ReportModule,
} from '../../machines/insightModule.machine.ts';
import type { QueryPlan } from '../../src/contract/dataInsights.ts';
import { barContent as content, placeholderModule } from './insightFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(insightModuleMachine);

/** The module under a parent that records what it is told, as the report page would be. */
function harness(module: ReportModule = placeholderModule()) {
  const generateModule = controlledPromise<GeneratedModule, GenerateModuleInput>();
  const parent = setup({
    types: { context: {} as { reports: ModuleReport[] }, events: {} as ModuleReport },
    actors: {
      insightModule: insightModuleMachine.provide({ actors: { generateModule: generateModule.logic } }),
    },
  }).createMachine({
    context: { reports: [] },
    invoke: { id: 'module', src: 'insightModule', input: { module, projectId: 'p1' } },
    on: { '*': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) } },
  });
  const actor = createActor(parent, { inspect }).start();
  const ref = actor.getSnapshot().children.module as AnyActorRef;
  const snap = () => ref.getSnapshot() as SnapshotFrom<typeof insightModuleMachine>;
  return {
    generateModule,
    snap,
    ctx: () => snap().context,
    send: (event: Parameters<typeof insightModuleMachine.transition>[1]) => ref.send(event),
    reports: () => actor.getSnapshot().context.reports,
    stop: () => actor.stop(),
  };
}

describe('insight module machine', () => {
  it('goes placeholder → generating → generated and reports each step to its page', async () => {
    const h = harness();
    expect(h.snap().matches({ status: 'placeholder' })).toBe(true);
    h.send({ type: 'module.apply' });
    expect(h.snap().hasTag('generating')).toBe(true);
    expect(h.generateModule.calls).toEqual([
      { projectId: 'p1', description: 'total sales by region', dataSource: 'c1', moduleType: 'chart' },
    ]);
    await h.generateModule.resolve({ generatedContent: content, query: 'SELECT 1' });
    expect(h.ctx().module).toMatchObject({
      status: 'generated',
      generatedContent: content,
      query: 'SELECT 1',
    });
    expect(h.reports().map((r) => r.type === 'report.moduleChanged' && r.module.status)).toEqual([
      'generating',
      'generated',
    ]);
  });

  it('ends in error with the planner’s sentence, or "Error generating content.", and can retry', async () => {
    const h = harness();
    h.send({ type: 'module.apply' });
    await h.generateModule.reject(new Error(''));
    expect(h.snap().matches({ status: 'error' })).toBe(true);
    expect(h.ctx().failure).toBe('Error generating content.');
    h.send({ type: 'module.apply' });
    await h.generateModule.reject(new Error('Understood a total of sales, but no column called "planet".'));
    expect(h.ctx().failure).toBe('Understood a total of sales, but no column called "planet".');
    h.send({ type: 'module.apply' });
    expect(h.ctx().failure).toBeNull();
    await h.generateModule.resolve({ generatedContent: content, query: 'SELECT 1' });
    expect(h.ctx().module.status).toBe('generated');
  });

  it('edits description, data source and type; saving makes it a placeholder to apply again', async () => {
    const h = harness(placeholderModule('m1', { status: 'generated', generatedContent: content }));
    expect(h.snap().matches({ status: 'generated' })).toBe(true);
    h.send({ type: 'module.edit' });
    expect(h.ctx().draft).toEqual({
      description: 'total sales by region',
      dataSource: 'c1',
      moduleType: 'chart',
      sql: '',
      title: 'Revenue by region',
    });
    h.send({ type: 'module.editChange', field: 'description', value: '  ' });
    expect(h.snap().can({ type: 'module.editSave' })).toBe(false);
    h.send({ type: 'module.editChange', field: 'description', value: ' number of orders per month ' });
    h.send({ type: 'module.editChange', field: 'moduleType', value: 'line' });
    h.send({ type: 'module.editSave' });
    expect(h.snap().matches({ status: 'placeholder', editor: 'closed' })).toBe(true);
    expect(h.ctx().module).toMatchObject({ description: 'number of orders per month', moduleType: 'line' });
    expect(h.reports().at(-1)).toMatchObject({
      type: 'report.moduleChanged',
      module: { status: 'placeholder' },
    });
    h.send({ type: 'module.apply' });
    expect(h.generateModule.calls.at(-1)).toEqual({
      projectId: 'p1',
      description: 'number of orders per month',
      dataSource: 'c1',
      moduleType: 'line',
    });
  });

  it('runs SQL written by hand in the dialog, and plans the description again once it is cleared', async () => {
    const h = harness();
    h.send({ type: 'module.edit' });
    h.send({
      type: 'module.editChange',
      field: 'sql',
      value: ' SELECT region, SUM(sales) FROM orders GROUP BY 1 ',
    });
    h.send({ type: 'module.editSave' });
    expect(h.ctx().module.sql).toBe('SELECT region, SUM(sales) FROM orders GROUP BY 1');
    expect(h.snap().matches({ status: 'placeholder' })).toBe(true);
    h.send({ type: 'module.apply' });
    expect(h.generateModule.calls.at(-1)).toEqual({
      projectId: 'p1',
      description: 'total sales by region',
      dataSource: 'c1',
      moduleType: 'chart',
      sql: 'SELECT region, SUM(sales) FROM orders GROUP BY 1',
    });
    await h.generateModule.reject(
      new Error('This query cannot run: it holds 2 statements. Only a single read-only SELECT is allowed.'),
    );
    expect(h.ctx().failure).toBe(
      'This query cannot run: it holds 2 statements. Only a single read-only SELECT is allowed.',
    );
    h.send({ type: 'module.edit' });
    expect(h.ctx().draft?.sql).toBe('SELECT region, SUM(sales) FROM orders GROUP BY 1');
    h.send({ type: 'module.editChange', field: 'sql', value: '   ' });
    h.send({ type: 'module.editSave' });
    expect(h.ctx().module.sql).toBeNull();
    h.send({ type: 'module.apply' });
    expect(h.generateModule.calls.at(-1)).not.toHaveProperty('sql');
  });

  it('starts the SQL field from the generated query, only once there is one', async () => {
    const h = harness();
    h.send({ type: 'module.edit' });
    expect(h.snap().can({ type: 'module.editUseQuery' })).toBe(false);
    h.send({ type: 'module.editCancel' });
    h.send({ type: 'module.apply' });
    await h.generateModule.resolve({ generatedContent: content, query: 'SELECT region FROM orders' });
    h.send({ type: 'module.edit' });
    expect(h.snap().can({ type: 'module.editUseQuery' })).toBe(true);
    h.send({ type: 'module.editUseQuery' });
    expect(h.ctx().draft?.sql).toBe('SELECT region FROM orders');
  });

  it('cancels an edit without changing the module, and refuses edits while generating', () => {
    const h = harness();
    h.send({ type: 'module.edit' });
    h.send({ type: 'module.editChange', field: 'description', value: 'other' });
    h.send({ type: 'module.editCancel' });
    expect(h.ctx().draft).toBeNull();
    expect(h.ctx().module.description).toBe('total sales by region');
    h.send({ type: 'module.apply' });
    expect(h.snap().can({ type: 'module.edit' })).toBe(false);
    expect(h.snap().can({ type: 'module.delete' })).toBe(false);
  });

  it('comes back from a saved page in error when it failed before, and applies again', async () => {
    const h = harness(placeholderModule('m1', { status: 'error' }));
    expect(h.snap().matches({ status: 'error' })).toBe(true);
    h.send({ type: 'module.apply' });
    await h.generateModule.resolve({ generatedContent: content, query: 'SELECT 1' });
    expect(h.ctx().module.status).toBe('generated');
  });

  it('generates a generated module again on apply, with what it describes now', async () => {
    const h = harness(placeholderModule('m1', { status: 'generated', generatedContent: content }));
    h.send({ type: 'module.apply' });
    expect(h.snap().hasTag('generating')).toBe(true);
    expect(h.generateModule.calls).toHaveLength(1);
    await h.generateModule.resolve({ generatedContent: { ...content, id: 'g2' }, query: 'SELECT 2' });
    expect(h.ctx().module).toMatchObject({ status: 'generated', query: 'SELECT 2' });
  });

  it('asks its page to delete it', () => {
    const h = harness();
    h.send({ type: 'module.delete' });
    expect(h.reports()).toEqual([{ type: 'report.moduleDeleted', id: 'm1' }]);
  });

  it('will not generate without a description', () => {
    const h = harness(placeholderModule('m1', { description: '' }));
    expect(h.snap().can({ type: 'module.apply' })).toBe(false);
  });
});

const HAND_SQL = 'SELECT category, AVG(discount) FROM order_items GROUP BY category';

const model = createMachine({
  id: 'insightModuleModel',
  initial: 'placeholder',
  states: {
    placeholder: { on: { APPLY: 'generating', EDIT: 'editing', DELETE: 'deleteAsked' } },
    generating: { on: { GENERATED: 'generated', FAILED: 'error' } },
    generated: { on: { EDIT: 'editing' } },
    error: { on: { APPLY: 'generating' } },
    editing: { on: { CHANGE_DESCRIPTION: 'edited', CHANGE_SQL: 'sqlEdited', CANCEL: 'editCancelled' } },
    edited: { on: { SAVE: 'stale' } },
    sqlEdited: { on: { SAVE: 'handWritten' } },
    handWritten: { on: { APPLY: 'generatingSql' } },
    generatingSql: {},
    editCancelled: {},
    stale: {},
    deleteAsked: {},
  },
});

describeModel('insight module machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      placeholder: () => expect(h.snap().matches({ status: 'placeholder' })).toBe(true),
      generating: () => expect(h.ctx().module.status).toBe('generating'),
      generated: () => expect(h.ctx().module.generatedContent).toEqual(content),
      error: () => expect(h.ctx().failure).toBe('Error generating content.'),
      editing: () => expect(h.snap().matches({ editor: 'open' })).toBe(true),
      edited: () => expect(h.ctx().draft?.description).toBe('average discount per category'),
      editCancelled: () => expect(h.ctx().draft).toBeNull(),
      sqlEdited: () => expect(h.ctx().draft?.sql).toBe(HAND_SQL),
      handWritten: () => expect(h.ctx().module).toMatchObject({ status: 'placeholder', sql: HAND_SQL }),
      generatingSql: () => expect(h.generateModule.calls.at(-1)?.sql).toBe(HAND_SQL),
      stale: () => {
        expect(h.snap().matches({ status: 'placeholder', editor: 'closed' })).toBe(true);
        expect(h.ctx().module.description).toBe('average discount per category');
      },
      deleteAsked: () => expect(h.reports().at(-1)).toEqual({ type: 'report.moduleDeleted', id: 'm1' }),
    },
    events: {
      APPLY: () => h.send({ type: 'module.apply' }),
      GENERATED: () => h.generateModule.resolve({ generatedContent: content, query: 'SELECT 1' }),
      FAILED: () => h.generateModule.reject(new Error('')),
      EDIT: () => h.send({ type: 'module.edit' }),
      CHANGE_DESCRIPTION: () =>
        h.send({ type: 'module.editChange', field: 'description', value: 'average discount per category' }),
      CHANGE_SQL: () => h.send({ type: 'module.editChange', field: 'sql', value: HAND_SQL }),
      CANCEL: () => h.send({ type: 'module.editCancel' }),
      SAVE: () => h.send({ type: 'module.editSave' }),
      DELETE: () => h.send({ type: 'module.delete' }),
    },
    stop: h.stop,
  };
});

// ------------------------------------------------------------------ corrections

const SALES_BY_REGION: QueryPlan = {
  summary: 'Total sales, by region',
  measure: { aggregate: 'sum', table: 'order_lines', column: 'sales', label: 'sales' },
  dimensions: [{ table: 'orders', column: 'region', label: 'region' }],
  timeGrain: null,
  filters: [{ table: 'orders', column: 'country', operator: '=', value: 'France' }],
  tables: ['order_lines', 'orders'],
  order: 'desc',
  limit: null,
};
const BY_SEGMENT: QueryPlan = {
  ...SALES_BY_REGION,
  dimensions: [{ table: 'customers', column: 'segment', label: 'segment' }],
};
const SALES_READING = 'Total sales, per region, highest first.';
const SEGMENT_READING = 'Total sales, per segment, highest first.';
const AVERAGE_READING = 'Average sales, per region, highest first.';

/** A module generated from its description, with the segment reading offered beside it. */
async function generatedFromDescription() {
  const h = harness(placeholderModule('m1', { title: 'total sales by region' }));
  h.send({ type: 'module.apply' });
  await h.generateModule.resolve({
    generatedContent: content,
    query: 'SELECT 1',
    interpretation: SALES_READING,
    plan: SALES_BY_REGION,
    alternatives: [{ interpretation: SEGMENT_READING, plan: BY_SEGMENT }],
  });
  return h;
}

describe('insight module machine: correcting the reading', () => {
  it('keeps the reading in parts and the alternatives offered', async () => {
    const h = await generatedFromDescription();
    expect(h.ctx().plan).toEqual(SALES_BY_REGION);
    expect(h.ctx().alternatives).toEqual([{ interpretation: SEGMENT_READING, plan: BY_SEGMENT }]);
    expect(h.ctx().module.title).toBe('Total sales, per region, highest first');
  });

  it('generates from the corrected plan in one event, without the description read again', async () => {
    const h = await generatedFromDescription();
    h.send({ type: 'module.correct', change: { part: 'aggregate', value: 'avg' } });
    expect(h.snap().hasTag('generating')).toBe(true);
    const sent = h.generateModule.calls.at(-1)!;
    expect(sent.plan?.measure.aggregate).toBe('avg');
    expect(sent.plan?.dimensions).toEqual(SALES_BY_REGION.dimensions);
    await h.generateModule.resolve({
      generatedContent: content,
      query: 'SELECT 2',
      interpretation: AVERAGE_READING,
      plan: { ...SALES_BY_REGION, measure: { ...SALES_BY_REGION.measure, aggregate: 'avg' } },
      alternatives: [],
    });
    expect(h.ctx().module.title).toBe('Average sales, per region, highest first');
    // The reading before the correction is one click away, with the one offered then.
    expect(h.ctx().alternatives.map((a) => a.interpretation)).toEqual([SALES_READING, SEGMENT_READING]);
    expect(h.ctx().module.plan?.measure.aggregate).toBe('avg');
  });

  it('runs a chosen alternative and offers the first reading in its place', async () => {
    const h = await generatedFromDescription();
    h.send({ type: 'module.chooseReading', index: 0 });
    expect(h.generateModule.calls.at(-1)?.plan).toEqual(BY_SEGMENT);
    await h.generateModule.resolve({
      generatedContent: content,
      query: 'SELECT 3',
      interpretation: SEGMENT_READING,
      plan: BY_SEGMENT,
      alternatives: [],
    });
    expect(h.ctx().alternatives.map((a) => a.interpretation)).toEqual([SALES_READING]);
    h.send({ type: 'module.chooseReading', index: 5 });
    expect(h.snap().matches({ status: 'generated' })).toBe(true);
  });

  it('changes the chart type and generates again with the same reading', async () => {
    const h = await generatedFromDescription();
    h.send({ type: 'module.chartType', value: 'chart' });
    expect(h.snap().matches({ status: 'generated' })).toBe(true);
    h.send({ type: 'module.chartType', value: 'pie' });
    expect(h.generateModule.calls.at(-1)).toMatchObject({
      moduleType: 'pie',
      description: 'total sales by region',
    });
  });

  it('keeps the last good reading correctable when a correction is refused', async () => {
    const h = await generatedFromDescription();
    h.send({ type: 'module.correct', change: { part: 'removeFilter', index: 0 } });
    expect(h.generateModule.calls.at(-1)?.plan?.filters).toEqual([]);
    await h.generateModule.reject(new Error("order_lines has no column 'x'."));
    expect(h.snap().matches({ status: 'error' })).toBe(true);
    expect(h.ctx().interpretation).toBe(SALES_READING);
    h.send({ type: 'module.correct', change: { part: 'limit', value: 5 } });
    expect(h.generateModule.calls.at(-1)?.plan).toMatchObject({
      limit: 5,
      order: 'desc',
      filters: SALES_BY_REGION.filters,
    });
  });

  it('offers no correction for SQL written by hand, while editing, or before any reading', async () => {
    const h = harness(placeholderModule('m1', { status: 'generated', generatedContent: content }));
    expect(h.snap().can({ type: 'module.correct', change: { part: 'order', value: 'asc' } })).toBe(false);
    const g = await generatedFromDescription();
    g.send({ type: 'module.edit' });
    expect(g.snap().can({ type: 'module.correct', change: { part: 'order', value: 'asc' } })).toBe(false);
    expect(g.snap().can({ type: 'module.chartType', value: 'pie' })).toBe(false);
    g.send({ type: 'module.editChange', field: 'description', value: 'profit by category' });
    g.send({ type: 'module.editSave' });
    expect(g.ctx().module.plan).toBeNull();
  });
});

const correctionModel = createMachine({
  id: 'planCorrectionModel',
  initial: 'placeholder',
  states: {
    placeholder: { on: { APPLY: 'generating' } },
    generating: { on: { READ: 'read' } },
    read: { on: { CORRECT: 'correcting', CHOOSE: 'choosing', CHART: 'redrawing' } },
    correcting: { on: { CORRECTED: 'corrected', REFUSED: 'refused' } },
    choosing: { on: { CORRECTED: 'chosen' } },
    redrawing: {},
    corrected: {},
    chosen: {},
    refused: {
      on: {
        CORRECT_AGAIN: 'correctingAgain',
        CHOOSE: 'choosingAfterRefusal',
        CHART: 'redrawingAfterRefusal',
      },
    },
    correctingAgain: {},
    choosingAfterRefusal: {},
    redrawingAfterRefusal: {},
  },
});

describeModel('insight module corrections (model-based)', correctionModel, () => {
  const h = harness();
  const lastPlan = () => h.generateModule.calls.at(-1)?.plan;
  return {
    states: {
      placeholder: () => expect(h.ctx().plan).toBeNull(),
      generating: () => expect(lastPlan()).toBeUndefined(),
      read: () => expect(h.ctx().alternatives).toHaveLength(1),
      correcting: () => expect(lastPlan()?.measure.aggregate).toBe('avg'),
      choosing: () => expect(lastPlan()).toEqual(BY_SEGMENT),
      redrawing: () => expect(h.generateModule.calls.at(-1)?.moduleType).toBe('line'),
      corrected: () => expect(h.ctx().alternatives[0]?.interpretation).toBe(SALES_READING),
      chosen: () => expect(h.ctx().alternatives.map((a) => a.interpretation)).toEqual([SALES_READING]),
      refused: () => expect(h.snap().matches({ status: 'error' })).toBe(true),
      correctingAgain: () => expect(lastPlan()?.order).toBe('asc'),
      choosingAfterRefusal: () => expect(lastPlan()).toEqual(BY_SEGMENT),
      redrawingAfterRefusal: () => expect(h.generateModule.calls.at(-1)?.moduleType).toBe('line'),
    },
    events: {
      APPLY: () => h.send({ type: 'module.apply' }),
      READ: () =>
        h.generateModule.resolve({
          generatedContent: content,
          query: 'SELECT 1',
          interpretation: SALES_READING,
          plan: SALES_BY_REGION,
          alternatives: [{ interpretation: SEGMENT_READING, plan: BY_SEGMENT }],
        }),
      CORRECT: () => h.send({ type: 'module.correct', change: { part: 'aggregate', value: 'avg' } }),
      CHOOSE: () => h.send({ type: 'module.chooseReading', index: 0 }),
      CHART: () => h.send({ type: 'module.chartType', value: 'line' }),
      CORRECTED: () => {
        const plan = lastPlan()!;
        return h.generateModule.resolve({
          generatedContent: content,
          query: 'SELECT 2',
          interpretation: plan === BY_SEGMENT ? SEGMENT_READING : AVERAGE_READING,
          plan,
          alternatives: [],
        });
      },
      REFUSED: () => h.generateModule.reject(new Error('refused')),
      CORRECT_AGAIN: () => h.send({ type: 'module.correct', change: { part: 'order', value: 'asc' } }),
    },
    stop: h.stop,
  };
});
