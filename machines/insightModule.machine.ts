import { and, assign, fromPromise, not, sendParent, setup, stateIn } from 'xstate';
import {
  type GenerateModuleInput as GenerateModuleBody,
  type GenerateModuleResult,
  type InsightModule,
  type ModuleReading,
  type ModuleStatus,
  type ModuleType,
  moduleTypes,
  type QueryPlan,
} from '../src/contract/dataInsights.ts';
import { failureMessage } from './failureMessage.ts';
import { givenTitle, hasTypedTitle, titleFromInterpretation } from './moduleTitle.ts';
import { correctPlan, type PlanChange } from './planParts.ts';

/** The module types the edit dialog offers (spec §2, §3). */
export const MODULE_TYPES = moduleTypes;
export type { ModuleStatus, ModuleType };

export const GENERATION_FAILED = 'Error generating content.';

/** One module of a report page as the workbench holds it. */
export type ReportModule = InsightModule;

export type GenerateModuleInput = Pick<
  GenerateModuleBody,
  'projectId' | 'description' | 'dataSource' | 'moduleType' | 'sql' | 'plan'
>;

/** What generation hands back that the module keeps: the content and the statement it came from. */
export type GeneratedModule = Pick<GenerateModuleResult, 'generatedContent' | 'query' | 'interpretation'> &
  Partial<Pick<GenerateModuleResult, 'plan' | 'alternatives'>>;

/** At most this many other readings stay one click away. */
export const MAX_READINGS = 4;

/**
 * The readings offered after a generation: the server's close alternatives when it read the
 * description; after a correction, the reading before it and those offered then (so a choice can be
 * taken back), less the one now shown.
 */
function readingsAfter(context: InsightModuleContext, output: GeneratedModule): ModuleReading[] {
  const offered = context.module.plan
    ? [...(context.previous ? [context.previous] : []), ...context.alternatives]
    : (output.alternatives ?? []);
  return offered.filter((r) => r.interpretation !== output.interpretation).slice(0, MAX_READINGS);
}

/**
 * The edit dialog's fields; `sql` is the hand-written statement, '' to plan from the description;
 * `title` is the one the user typed, '' to name the module from how its description is read.
 */
export type ModuleDraft = Pick<ReportModule, 'description' | 'dataSource' | 'moduleType'> & {
  sql: string;
  title: string;
};

/** The title a module has after generation: the one the user typed, else its new reading's. */
function titleAfter(module: ReportModule, interpretation: string | null): string {
  if (hasTypedTitle(module)) return module.title;
  return interpretation ? titleFromInterpretation(interpretation) : module.description;
}

/** The title a module has after its dialog is saved. */
function titleAfterEdit(module: ReportModule, draft: ModuleDraft): string {
  const typed = draft.title.trim();
  if (typed) return typed;
  // A layout's module is titled by its description: it follows the description.
  if (module.title.trim().toLowerCase() === module.description.trim().toLowerCase())
    return draft.description.trim();
  // A typed title cleared: the module is named by its reading again.
  return hasTypedTitle(module) ? givenTitle(module) : module.title;
}

export interface InsightModuleInput {
  module: ReportModule;
  /** The project whose connection the module queries. */
  projectId: string;
}

export interface InsightModuleContext {
  module: ReportModule;
  projectId: string;
  /** The open edit dialog's values, or null. */
  draft: ModuleDraft | null;
  /** Why the last generation failed: the server's sentence (what the planner understood) when it sent one. */
  failure: string | null;
  /** How the description was read, in business words, when the planner read it. */
  interpretation: string | null;
  /** The reading's parts, to correct one at a time; null for SQL written by hand. */
  plan: QueryPlan | null;
  /** Other readings one click away. */
  alternatives: ModuleReading[];
  /** The reading shown when the generation under way started. */
  previous: ModuleReading | null;
}

export type InsightModuleEvent =
  | { type: 'module.apply' }
  | { type: 'module.edit' }
  | { type: 'module.editChange'; field: keyof ModuleDraft; value: string }
  /** Puts the statement the content came from into the SQL field, to edit by hand. */
  | { type: 'module.editUseQuery' }
  | { type: 'module.editSave' }
  | { type: 'module.editCancel' }
  | { type: 'module.delete' }
  /** Changes one part of the reading and generates again from it, without reading the description again. */
  | { type: 'module.correct'; change: PlanChange }
  | { type: 'module.chartType'; value: ModuleType }
  | { type: 'module.chooseReading'; index: number };

/** What a module tells the report page it belongs to. */
export type ModuleReport =
  | { type: 'report.moduleChanged'; module: ReportModule }
  | { type: 'report.moduleDeleted'; id: string };

/**
 * One module of the workbench: placeholder → generating → generated | error (spec §4), with an
 * edit dialog (Description, Data Source, Module Type, and SQL written by hand) beside it. Every change is reported to
 * the report page, which saves the modules as it last heard of them.
 */
/** A module changed by a correction: it runs the corrected reading from now on. */
const corrected = (module: ReportModule, plan: QueryPlan): ReportModule => ({ ...module, plan });

const insightModuleSetup = setup({
  types: {
    context: {} as InsightModuleContext,
    events: {} as InsightModuleEvent,
    input: {} as InsightModuleInput,
    tags: {} as 'generating',
  },
  actors: {
    generateModule: fromPromise<GeneratedModule, GenerateModuleInput>(async () => {
      throw new Error('generateModule not provided');
    }),
  },
  actions: {
    reportChange: sendParent(
      ({ context }): ModuleReport => ({ type: 'report.moduleChanged', module: context.module }),
    ),
    reportDeleted: sendParent(
      ({ context }): ModuleReport => ({ type: 'report.moduleDeleted', id: context.module.id }),
    ),
    correct: assign({
      module: ({ context, event }) =>
        event.type === 'module.correct' && context.plan
          ? corrected(context.module, correctPlan(context.plan, event.change))
          : context.module,
    }),
    chooseReading: assign({
      module: ({ context, event }) => {
        const reading = event.type === 'module.chooseReading' ? context.alternatives[event.index] : undefined;
        return reading ? corrected(context.module, reading.plan) : context.module;
      },
    }),
    setChartType: assign({
      module: ({ context, event }) =>
        event.type === 'module.chartType' ? { ...context.module, moduleType: event.value } : context.module,
    }),
    setStatus: assign({
      module: ({ context }, params: { status: ModuleStatus }) => ({
        ...context.module,
        status: params.status,
      }),
    }),
  },
  guards: {
    hasContent: ({ context }) =>
      context.module.status === 'generated' && context.module.generatedContent != null,
    failedBefore: ({ context }) => context.module.status === 'error',
    notGenerating: not(stateIn('#insightModule.status.generating')),
    draftDescribed: ({ context }) => (context.draft?.description.trim().length ?? 0) > 0,
    described: ({ context }) => context.module.description.trim().length > 0,
    hasQuery: ({ context }) => (context.module.query?.trim().length ?? 0) > 0,
    correctable: and([
      ({ context }) => context.plan !== null && !context.module.sql,
      stateIn('#insightModule.editor.closed'),
    ]),
    chartChangeable: and([
      ({ context, event }) => event.type === 'module.chartType' && event.value !== context.module.moduleType,
      'described',
      stateIn('#insightModule.editor.closed'),
    ]),
    readingOffered: ({ context, event }) =>
      event.type === 'module.chooseReading' && context.alternatives[event.index] !== undefined,
  },
});

/** Each correction is one choice: it changes the reading (or the chart) and generates again. */
const CORRECTIONS = {
  'module.correct': { guard: 'correctable', target: 'generating', actions: 'correct' },
  'module.chooseReading': {
    guard: and(['correctable', 'readingOffered']),
    target: 'generating',
    actions: 'chooseReading',
  },
  'module.chartType': { guard: 'chartChangeable', target: 'generating', actions: 'setChartType' },
} as const;

export const insightModuleMachine = insightModuleSetup.createMachine({
  id: 'insightModule',
  type: 'parallel',
  context: ({ input }) => ({
    module: input.module,
    projectId: input.projectId,
    draft: null,
    failure: null,
    interpretation: input.module.interpretation ?? null,
    plan: input.module.plan ?? null,
    alternatives: [],
    previous: null,
  }),
  states: {
    status: {
      initial: 'restoring',
      states: {
        // A saved module comes back generated; a new one starts as a placeholder.
        restoring: {
          always: [
            { guard: 'hasContent', target: 'generated' },
            { guard: 'failedBefore', target: 'error' },
            { target: 'placeholder' },
          ],
        },
        placeholder: {
          on: { 'module.apply': { guard: 'described', target: 'generating' } },
        },
        generating: {
          tags: 'generating',
          entry: [
            { type: 'setStatus', params: { status: 'generating' } },
            assign({
              failure: null,
              interpretation: null,
              previous: ({ context }) =>
                context.plan && context.interpretation
                  ? { interpretation: context.interpretation, plan: context.plan }
                  : null,
            }),
            'reportChange',
          ],
          invoke: {
            src: 'generateModule',
            input: ({ context }) => ({
              projectId: context.projectId,
              description: context.module.description.trim(),
              dataSource: context.module.dataSource,
              moduleType: context.module.moduleType,
              ...(context.module.sql ? { sql: context.module.sql } : {}),
              ...(context.module.plan && !context.module.sql ? { plan: context.module.plan } : {}),
            }),
            onDone: {
              target: 'generated',
              actions: [
                assign({
                  module: ({ context, event }) => ({
                    ...context.module,
                    title: titleAfter(context.module, event.output.interpretation ?? null),
                    status: 'generated',
                    generatedContent: event.output.generatedContent,
                    query: event.output.query,
                    interpretation: event.output.interpretation ?? null,
                  }),
                  interpretation: ({ event }) => event.output.interpretation ?? null,
                  alternatives: ({ context, event }) => readingsAfter(context, event.output),
                  plan: ({ event }) => event.output.plan ?? null,
                  previous: null,
                }),
                'reportChange',
              ],
            },
            onError: {
              target: 'error',
              actions: [
                assign({
                  module: ({ context }) => ({ ...context.module, status: 'error' }),
                  failure: ({ event }) => failureMessage(event.error, GENERATION_FAILED),
                  // The reading shown before stays correctable, and so do the ones offered with it.
                  interpretation: ({ context }) => context.previous?.interpretation ?? null,
                  previous: null,
                }),
                'reportChange',
              ],
            },
          },
        },
        generated: {
          on: { 'module.apply': { guard: 'described', target: 'generating' }, ...CORRECTIONS },
        },
        error: {
          on: { 'module.apply': { guard: 'described', target: 'generating' }, ...CORRECTIONS },
        },
      },
    },
    editor: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'module.edit': {
              guard: 'notGenerating',
              target: 'open',
              actions: assign({
                draft: ({ context }) => ({
                  description: context.module.description,
                  dataSource: context.module.dataSource,
                  moduleType: context.module.moduleType,
                  sql: context.module.sql ?? '',
                  title: hasTypedTitle(context.module) ? context.module.title : '',
                }),
              }),
            },
            'module.delete': {
              guard: 'notGenerating',
              actions: 'reportDeleted',
            },
          },
        },
        open: {
          on: {
            'module.editChange': {
              actions: assign({
                draft: ({ context, event }) =>
                  context.draft && ({ ...context.draft, [event.field]: event.value } as ModuleDraft),
              }),
            },
            'module.editUseQuery': {
              guard: 'hasQuery',
              actions: assign({
                draft: ({ context }) =>
                  context.draft && { ...context.draft, sql: context.module.query ?? '' },
              }),
            },
            // Saved edits make the content stale: the module waits to be applied again.
            'module.editSave': {
              guard: and(['draftDescribed', 'notGenerating']),
              target: ['closed', '#insightModule.status.placeholder'],
              actions: [
                assign(({ context }) => ({
                  module: {
                    ...context.module,
                    ...context.draft!,
                    title: titleAfterEdit(context.module, context.draft!),
                    description: context.draft!.description.trim(),
                    sql: context.draft!.sql.trim() || null,
                    // A new description is read afresh; a correction of the old one no longer applies.
                    plan:
                      context.draft!.description.trim() === context.module.description
                        ? context.module.plan
                        : null,
                    status: 'placeholder' as const,
                  },
                  draft: null,
                })),
                'reportChange',
              ],
            },
            'module.editCancel': { target: 'closed', actions: assign({ draft: null }) },
          },
        },
      },
    },
  },
});
