import { assign, setup } from 'xstate';
import { DEVOPS_PROJECTS, type DevopsProject } from '../src/contract/devops.ts';

export type DevopsProjectEvent = { type: 'project.choose'; project: string };

const isProject = (value: string | null): value is DevopsProject =>
  value !== null && (DEVOPS_PROJECTS as readonly string[]).includes(value);

/**
 * The DevOps console's project choice among the spec's fixed list: it starts from the project
 * the browser kept (the first one when that is unknown), and each new choice is remembered
 * through the provided `rememberProject` action.
 */
export const devopsProjectMachine = setup({
  types: {
    context: {} as { project: DevopsProject },
    events: {} as DevopsProjectEvent,
    input: {} as { stored: string | null },
  },
  actions: {
    rememberProject: (_, _params: { project: DevopsProject }) => {},
  },
  guards: {
    anotherKnownProject: ({ context, event }) =>
      isProject(event.project) && event.project !== context.project,
  },
}).createMachine({
  id: 'devopsProject',
  context: ({ input }) => ({ project: isProject(input.stored) ? input.stored : DEVOPS_PROJECTS[0] }),
  initial: 'chosen',
  states: {
    chosen: {
      on: {
        'project.choose': {
          guard: 'anotherKnownProject',
          actions: [
            assign({ project: ({ event }) => event.project as DevopsProject }),
            { type: 'rememberProject', params: ({ event }) => ({ project: event.project as DevopsProject }) },
          ],
        },
      },
    },
  },
});
