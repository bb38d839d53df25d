import { assign, fromPromise, setup } from 'xstate';
import {
  PIPELINE_STAGES,
  type Pipeline,
  type PipelineRun,
  type PipelineStage,
  type StageState,
} from '../src/contract/devops.ts';
import { failureMessage } from './failureMessage.ts';

export type PipelineRunEvent = { type: 'pipeline.run' };

export interface PipelineRunContext {
  pipeline: Pipeline;
  /** The run going on or last finished in this session, or null before the first. */
  run: PipelineRun | null;
  failure: string | null;
}

type Stages = PipelineRun['stages'];
const withStage = (stages: Stages, stage: PipelineStage, state: StageState): Stages => ({
  ...stages,
  [stage]: state,
});
const skipRest = (stages: Stages): Stages =>
  Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, v === 'Pending' ? 'Skipped' : v])) as Stages;

/**
 * One pipeline's runs. Run (only while not Running) records the start through `startRun`
 * (status Running, last run now, duration '...'), then the stages checkout, build, test and
 * deploy run one after the other through `runStage`; a stage that fails ends the run Failed
 * and skips the rest. `finishRun` stores the outcome and the real elapsed duration.
 * `recordProgress` is told each stage change.
 */
export const pipelineRunMachine = setup({
  types: {
    context: {} as PipelineRunContext,
    events: {} as PipelineRunEvent,
    input: {} as { pipeline: Pipeline },
    tags: {} as 'running',
  },
  actors: {
    startRun: fromPromise<{ pipeline: Pipeline; run: PipelineRun }, { pipelineId: string }>(() =>
      Promise.reject(new Error('startRun not provided')),
    ),
    runStage: fromPromise<void, { pipelineId: string; stage: PipelineStage }>(() =>
      Promise.reject(new Error('runStage not provided')),
    ),
    finishRun: fromPromise<
      { pipeline: Pipeline; run: PipelineRun },
      { runId: string; status: 'Success' | 'Failed'; stages: Stages }
    >(() => Promise.reject(new Error('finishRun not provided'))),
  },
  actions: {
    recordProgress: (_, _params: { run: PipelineRun }) => {},
  },
}).createMachine({
  id: 'pipelineRun',
  context: ({ input }) => ({ pipeline: input.pipeline, run: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'pipeline.run': 'starting' },
    },
    starting: {
      tags: 'running',
      invoke: {
        src: 'startRun',
        input: ({ context }) => ({ pipelineId: context.pipeline.id }),
        onDone: {
          target: 'running',
          actions: assign({
            pipeline: ({ event }) => event.output.pipeline,
            run: ({ event }) => event.output.run,
            failure: null,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to start the run.'),
          }),
        },
      },
    },
    running: {
      tags: 'running',
      initial: PIPELINE_STAGES[0],
      states: Object.fromEntries(
        PIPELINE_STAGES.map((stage, i) => {
          const next = PIPELINE_STAGES[i + 1];
          return [
            stage,
            {
              entry: [
                assign({
                  run: ({ context }) =>
                    context.run && {
                      ...context.run,
                      stages: withStage(context.run.stages, stage, 'Running'),
                    },
                }),
                {
                  type: 'recordProgress',
                  params: ({ context }: { context: PipelineRunContext }) => ({ run: context.run! }),
                },
              ],
              invoke: {
                src: 'runStage',
                input: ({ context }: { context: PipelineRunContext }) => ({
                  pipelineId: context.pipeline.id,
                  stage,
                }),
                onDone: {
                  target: next ?? '#pipelineRun.finishing',
                  actions: assign({
                    run: ({ context }: { context: PipelineRunContext }) =>
                      context.run && {
                        ...context.run,
                        stages: withStage(context.run.stages, stage, 'Success'),
                        ...(next ? {} : { status: 'Success' as const }),
                      },
                  }),
                },
                onError: {
                  target: '#pipelineRun.finishing',
                  actions: assign({
                    run: ({ context }: { context: PipelineRunContext }) =>
                      context.run && {
                        ...context.run,
                        status: 'Failed' as const,
                        stages: skipRest(withStage(context.run.stages, stage, 'Failed')),
                      },
                  }),
                },
              },
            },
          ];
        }),
      ),
    },
    finishing: {
      tags: 'running',
      invoke: {
        src: 'finishRun',
        input: ({ context }) => ({
          runId: context.run!.id,
          status: context.run!.status === 'Success' ? ('Success' as const) : ('Failed' as const),
          stages: context.run!.stages,
        }),
        onDone: {
          target: 'idle',
          actions: assign({
            pipeline: ({ event }) => event.output.pipeline,
            run: ({ event }) => event.output.run,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to record the run.'),
          }),
        },
      },
    },
  },
});
