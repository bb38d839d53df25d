import { createActorContext } from '@xstate/react';
import { projectSelectorMachine } from '../../../machines/projectSelector.machine.ts';

/** The console's current project, shared by the header and every section. */
export const ProjectSelectorContext = createActorContext(projectSelectorMachine);
