import { and, assign, fromPromise, not, sendParent, setup, stateIn } from 'xstate';
import {
  type GenerateModuleInput as GenerateModuleBody,
  type GenerateModuleResult,
  type InsightModule,
  type ModuleStatus,
  type ModuleType,
  moduleTypes,
} from '../src/contract/dataInsights.ts';
import { failureMessage } from './failureMessage.ts';
import { givenTitle, hasTypedTitle, titleFromInterpretation } from './moduleTitle.ts';

/** The module types the edit dialog offers (spec §2, §3). */
export const MODULE_TYPES = moduleTypes;
export type { ModuleStatus, ModuleType };

export const GENERATION_FAILED = 'Error generating content.';

/** One module of a report page as the workbench holds it. */
export type ReportModule = InsightModule;

export type GenerateModuleInput = Pick<
  GenerateModuleBody,
  'projectId' | 'description' | 'dataSource' | 'moduleType' | 'sql'
>;

/** What generation hands back that the module keeps: the content and the statement it came from. */
export type GeneratedModule = Pick<GenerateModuleResult, 'generatedContent' | 'query' | 'interpretation'>;

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
}

export type InsightModuleEvent =
  | { type: 'module.apply' }
  | { type: 'module.edit' }
  | { type: 'module.editChange'; field: keyof ModuleDraft; value: string }
  /** Puts the statement the content came from into the SQL field, to edit by hand. */
  | { type: 'module.editUseQuery' }
  | { type: 'module.editSave' }
  | { type: 'module.editCancel' }
  | { type: 'module.delete' };

/** What a module tells the report page it belongs to. */
export type ModuleReport =
  | { type: 'report.moduleChanged'; module: ReportModule }
  | { type: 'report.moduleDeleted'; id: string };

/**
 * One module of the workbench: placeholder → generating → generated | error (spec §4), with an
 * edit dialog (Description, Data Source, Module Type, and SQL written by hand) beside it. Every change is reported to
 * the report page, which saves the modules as it last heard of them.
 */
export const insightModuleMachine = setup({
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
  },
}).createMachine({
  id: 'insightModule',
  type: 'parallel',
  context: ({ input }) => ({
    module: input.module,
    projectId: input.projectId,
    draft: null,
    failure: null,
    interpretation: input.module.interpretation ?? null,
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
            assign({ failure: null, interpretation: null }),
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
                }),
                'reportChange',
              ],
            },
          },
        },
        generated: {
          on: { 'module.apply': { guard: 'described', target: 'generating' } },
        },
        error: {
          on: { 'module.apply': { guard: 'described', target: 'generating' } },
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
