import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { pipelineRunMachine } from '../../machines/pipelineRun.machine.ts';
import type { Pipeline, PipelineRun, PipelineStage } from '../../src/contract/devops.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const pending: Pipeline = { id: 'p1', name: 'Deploy', status: 'Pending', lastRun: 'N/A', duration: 'N/A' };
const running: Pipeline = { ...pending, status: 'Running', lastRun: '24/11/2026, 14:00:00', duration: '...' };
const started: PipelineRun = {
  id: 'r1',
  pipelineId: 'p1',
  status: 'Running',
  startedAt: 1,
  finishedAt: null,
  stages: { checkout: 'Pending', build: 'Pending', test: 'Pending', deploy: 'Pending' },
};

type Outcome = { pipeline: Pipeline; run: PipelineRun };
type FinishInput = { runId: string; status: 'Success' | 'Failed'; stages: PipelineRun['stages'] };

const inspect = coverTransitions(pipelineRunMachine);

function harness() {
  const startRun = controlledPromise<Outcome, { pipelineId: string }>();
  const runStage = controlledPromise<void, { pipelineId: string; stage: PipelineStage }>();
  const finishRun = controlledPromise<Outcome, FinishInput>();
  const progress: PipelineRun[] = [];
  const actor = createActor(
    pipelineRunMachine.provide({
      actors: { startRun: startRun.logic, runStage: runStage.logic, finishRun: finishRun.logic },
      actions: { recordProgress: (_, params) => void progress.push(params.run) },
    }),
    { inspect, input: { pipeline: pending } },
  ).start();
  const snap = () => actor.getSnapshot();
  const finished = (input: FinishInput): Outcome => ({
    pipeline: { ...running, status: input.status, duration: '4s' },
    run: { ...started, status: input.status, stages: input.stages, finishedAt: 4001 },
  });
  return { actor, startRun, runStage, finishRun, progress, snap, finished };
}

describe('pipeline run machine', () => {
  it('records the start (Running, last run, "...") and offers no second Run meanwhile', async () => {
    const h = harness();
    expect(h.snap().can({ type: 'pipeline.run' })).toBe(true);
    h.actor.send({ type: 'pipeline.run' });
    expect(h.startRun.calls).toEqual([{ pipelineId: 'p1' }]);
    await h.startRun.resolve({ pipeline: running, run: started });
    expect(h.snap().context.pipeline).toEqual(running);
    expect(h.snap().can({ type: 'pipeline.run' })).toBe(false);
    expect(h.snap().value).toEqual({ running: 'checkout' });
  });

  it('runs checkout, build, test and deploy in turn and ends Success with the stored duration', async () => {
    const h = harness();
    h.actor.send({ type: 'pipeline.run' });
    await h.startRun.resolve({ pipeline: running, run: started });
    for (const stage of ['checkout', 'build', 'test', 'deploy']) {
      expect(h.runStage.calls.at(-1)).toEqual({ pipelineId: 'p1', stage });
      expect(h.snap().context.run?.stages[stage as PipelineStage]).toBe('Running');
      await h.runStage.resolve();
    }
    expect(h.finishRun.calls).toEqual([
      {
        runId: 'r1',
        status: 'Success',
        stages: { checkout: 'Success', build: 'Success', test: 'Success', deploy: 'Success' },
      },
    ]);
    await h.finishRun.resolve(h.finished(h.finishRun.calls[0]!));
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.pipeline).toMatchObject({ status: 'Success', duration: '4s' });
    expect(h.snap().can({ type: 'pipeline.run' })).toBe(true);
    expect(h.progress.map((r) => Object.values(r.stages).filter((s) => s === 'Running').length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('ends Failed at the failing stage and skips the rest', async () => {
    const h = harness();
    h.actor.send({ type: 'pipeline.run' });
    await h.startRun.resolve({ pipeline: running, run: started });
    await h.runStage.resolve();
    await h.runStage.reject(new Error('The build stage failed.'));
    expect(h.finishRun.calls[0]).toEqual({
      runId: 'r1',
      status: 'Failed',
      stages: { checkout: 'Success', build: 'Failed', test: 'Skipped', deploy: 'Skipped' },
    });
  });

  it.each([
    ['test', { checkout: 'Success', build: 'Success', test: 'Failed', deploy: 'Skipped' }],
    ['deploy', { checkout: 'Success', build: 'Success', test: 'Success', deploy: 'Failed' }],
  ] as const)('ends Failed when the %s stage fails', async (failing, stages) => {
    const h = harness();
    h.actor.send({ type: 'pipeline.run' });
    await h.startRun.resolve({ pipeline: running, run: started });
    for (const stage of ['checkout', 'build', 'test', 'deploy'] as const) {
      if (stage === failing) {
        await h.runStage.reject(new Error(`The ${stage} stage failed.`));
        break;
      }
      await h.runStage.resolve();
    }
    expect(h.finishRun.calls).toEqual([{ runId: 'r1', status: 'Failed', stages }]);
  });

  it('says so when the finished run cannot be recorded, and can run again', async () => {
    const h = harness();
    h.actor.send({ type: 'pipeline.run' });
    await h.startRun.resolve({ pipeline: running, run: started });
    for (let i = 0; i < 4; i++) await h.runStage.resolve();
    await h.finishRun.reject(new Error(''));
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.failure).toBe('Failed to record the run.');
    expect(h.snap().can({ type: 'pipeline.run' })).toBe(true);
  });

  it('stays idle and says so when the start cannot be recorded', async () => {
    const h = harness();
    h.actor.send({ type: 'pipeline.run' });
    await h.startRun.reject(new Error(''));
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.failure).toBe('Failed to start the run.');
  });
});

const model = createMachine({
  id: 'pipelineRunModel',
  initial: 'idle',
  states: {
    idle: { on: { RUN: 'starting' } },
    starting: { on: { STARTED: 'checkout', START_FAILED: 'startFailed' } },
    startFailed: {},
    checkout: { on: { STAGE_PASSED: 'build', STAGE_FAILED: 'finishingFailed' } },
    build: { on: { STAGE_PASSED: 'test' } },
    test: { on: { STAGE_PASSED: 'deploy' } },
    deploy: { on: { STAGE_PASSED: 'finishingSuccess' } },
    finishingSuccess: { on: { FINISHED: 'succeeded' } },
    finishingFailed: { on: { FINISHED: 'failed' } },
    succeeded: { on: { RUN: 'runningAgain' } },
    runningAgain: {},
    failed: {},
  },
});

describeModel('pipeline run machine (model-based)', model, () => {
  const h = harness();
  const value = () => h.snap().value;
  return {
    states: {
      idle: () => expect(value()).toBe('idle'),
      starting: () => expect(h.snap().hasTag('running')).toBe(true),
      startFailed: () => expect(h.snap().context.failure).toBe('Failed to start the run.'),
      checkout: () => expect(value()).toEqual({ running: 'checkout' }),
      build: () => expect(value()).toEqual({ running: 'build' }),
      test: () => expect(value()).toEqual({ running: 'test' }),
      deploy: () => expect(value()).toEqual({ running: 'deploy' }),
      finishingSuccess: () => expect(h.finishRun.calls.at(-1)?.status).toBe('Success'),
      finishingFailed: () => expect(h.finishRun.calls.at(-1)?.status).toBe('Failed'),
      succeeded: () => expect(h.snap().context.pipeline.status).toBe('Success'),
      runningAgain: () => expect(h.startRun.calls).toHaveLength(2),
      failed: () => {
        expect(h.snap().context.pipeline.status).toBe('Failed');
        expect(h.snap().can({ type: 'pipeline.run' })).toBe(true);
      },
    },
    events: {
      RUN: () => h.actor.send({ type: 'pipeline.run' }),
      STARTED: () => h.startRun.resolve({ pipeline: running, run: started }),
      START_FAILED: () => h.startRun.reject(new Error('')),
      STAGE_PASSED: () => h.runStage.resolve(),
      STAGE_FAILED: () => h.runStage.reject(new Error('failed')),
      FINISHED: () => h.finishRun.resolve(h.finished(h.finishRun.calls.at(-1)!)),
    },
    stop: () => h.actor.stop(),
  };
});
