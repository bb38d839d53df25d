import { type Actor, createActor, fromPromise } from 'xstate';
import { pipelineRunMachine } from '../../../machines/pipelineRun.machine.ts';
import type { DevopsProject, Pipeline, PipelineStage } from '../../contract/devops.ts';
import type { DevopsStore } from './devopsStore.ts';

export type PipelineRunActor = Actor<typeof pipelineRunMachine>;

export interface StageSimulation {
  /** How long a stage takes, in milliseconds. */
  duration: (stage: PipelineStage) => number;
  /** Whether this stage fails this time. */
  fails: (stage: PipelineStage) => boolean;
}

/** Stages take 0.6–1.5 s; a test stage fails one run in five, a deploy one in ten. */
export const simulatedStages: StageSimulation = {
  duration: () => 600 + Math.random() * 900,
  fails: (stage) => Math.random() < (stage === 'test' ? 0.2 : stage === 'deploy' ? 0.1 : 0),
};

/**
 * The pipeline-run actors of one signed-in user, one per pipeline, alive for the page's
 * lifetime so a run goes on while the user moves between the console's screens.
 */
export function pipelineRuns(store: DevopsStore, simulation: StageSimulation = simulatedStages) {
  const actors = new Map<string, PipelineRunActor>();
  const keyOf = (project: DevopsProject, pipelineId: string) => `${project}\u0000${pipelineId}`;

  const machineFor = (project: DevopsProject) =>
    pipelineRunMachine.provide({
      actors: {
        startRun: fromPromise(({ input }) => store.startRun(project, input.pipelineId)),
        runStage: fromPromise<void, { pipelineId: string; stage: PipelineStage }>(
          ({ input }) =>
            new Promise<void>((resolve, reject) =>
              setTimeout(
                () =>
                  simulation.fails(input.stage)
                    ? reject(new Error(`The ${input.stage} stage failed.`))
                    : resolve(),
                simulation.duration(input.stage),
              ),
            ),
        ),
        finishRun: fromPromise(({ input }) =>
          store.finishRun(project, input.runId, input.status, input.stages),
        ),
      },
      actions: {
        recordProgress: (_, params) => void store.updateRun(project, params.run),
      },
    });

  return {
    /** The pipeline's run actor, started on first use from the pipeline as listed. */
    actorFor(project: DevopsProject, pipeline: Pipeline): PipelineRunActor {
      const key = keyOf(project, pipeline.id);
      let actor = actors.get(key);
      if (!actor) {
        actor = createActor(machineFor(project), { input: { pipeline } }).start();
        actors.set(key, actor);
      }
      return actor;
    },
    /** Forgets a deleted pipeline's actor, or every actor of the project (a sample-data reset). */
    forget(project: DevopsProject, pipelineId?: string) {
      for (const [key, actor] of actors) {
        if (
          pipelineId === undefined ? key.startsWith(`${project}\u0000`) : key === keyOf(project, pipelineId)
        ) {
          actor.stop();
          actors.delete(key);
        }
      }
    },
  };
}

export type PipelineRuns = ReturnType<typeof pipelineRuns>;
