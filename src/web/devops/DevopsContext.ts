import { createContext, useContext } from 'react';
import type { DevopsProject } from '../../contract/devops.ts';
import type { DevopsFlows } from './devopsFlows.ts';
import type { DevopsStore } from './devopsStore.ts';
import type { PipelineRuns } from './pipelineRuns.ts';

/** What every devops screen works with: the user's store, its machines, the runs, the chosen project. */
export interface DevopsSession {
  store: DevopsStore;
  flows: DevopsFlows;
  runs: PipelineRuns;
  project: DevopsProject;
}

export const DevopsContext = createContext<DevopsSession | null>(null);

export function useDevops(): DevopsSession {
  const session = useContext(DevopsContext);
  if (!session) throw new Error('useDevops outside the devops console');
  return session;
}
