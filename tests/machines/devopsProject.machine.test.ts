import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { devopsProjectMachine } from '../../machines/devopsProject.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(devopsProjectMachine);

function harness(stored: string | null = null) {
  const remembered: string[] = [];
  const actor = createActor(
    devopsProjectMachine.provide({
      actions: { rememberProject: (_, { project }) => remembered.push(project) },
    }),
    { input: { stored }, inspect },
  ).start();
  const project = () => actor.getSnapshot().context.project;
  const choose = (p: string) => actor.send({ type: 'project.choose', project: p });
  return { actor, remembered, project, choose };
}

describe('devops project machine', () => {
  it('starts from the stored project, or the first of the list when it is unknown or missing', () => {
    expect(harness('Project B').project()).toBe('Project B');
    expect(harness('Project Z').project()).toBe('My Project');
    expect(harness(null).project()).toBe('My Project');
  });

  it('takes and remembers a new choice; ignores the same project and names not in the list', () => {
    const h = harness();
    h.choose('Project A');
    h.choose('Project A');
    h.choose('Somebody else’s project');
    expect(h.project()).toBe('Project A');
    expect(h.remembered).toEqual(['Project A']);
    expect(h.actor.getSnapshot().can({ type: 'project.choose', project: 'Project A' })).toBe(false);
  });
});

const model = createMachine({
  id: 'devopsProjectModel',
  initial: 'first',
  states: {
    first: { on: { CHOOSE_A: 'projectA', CHOOSE_UNKNOWN: 'first' } },
    projectA: { on: { CHOOSE_B: 'projectB' } },
    projectB: {},
  },
});

describeModel('devops project machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      first: () => expect(h.project()).toBe('My Project'),
      projectA: () => expect(h.remembered.at(-1)).toBe('Project A'),
      projectB: () => expect([h.project(), h.remembered.at(-1)]).toEqual(['Project B', 'Project B']),
    },
    events: {
      CHOOSE_A: () => h.choose('Project A'),
      CHOOSE_B: () => h.choose('Project B'),
      CHOOSE_UNKNOWN: () => h.choose('Project Z'),
    },
    stop: () => h.actor.stop(),
  };
});
