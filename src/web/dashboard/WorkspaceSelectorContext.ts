import { createActorContext } from '@xstate/react';
import { liveWorkspaceSelectorMachine } from '../api/liveDashboardFlows.ts';

/** The dashboard-wide selected workspace; tests give the Provider their own `logic`. */
export const WorkspaceSelectorContext = createActorContext(liveWorkspaceSelectorMachine);
