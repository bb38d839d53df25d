import { DEVOPS_PROJECTS, type DevopsProject } from '../../contract/devops.ts';
import { devopsFlows } from './devopsFlows.ts';
import type { DevopsStore } from './devopsStore.ts';
import { localDevopsStore } from './localDevopsStore.ts';
import { type PipelineRuns, pipelineRuns } from './pipelineRuns.ts';

/** A user's devops console: the store, its machines, the running pipelines and the chosen project. */
export interface DevopsWorkspace {
  store: DevopsStore;
  flows: ReturnType<typeof devopsFlows>;
  runs: PipelineRuns;
  /** The project the user chose last, 'My Project' at first. */
  storedProject(): DevopsProject;
  rememberProject(project: DevopsProject): void;
}

const open = new Map<string, DevopsWorkspace>();

const projectKey = (userId: string) => `devops:${userId}:project`;

/** The user's workspace over localStorage, made once per page so pipeline runs outlive a screen. */
export function devopsWorkspace(userId: string): DevopsWorkspace {
  let workspace = open.get(userId);
  if (!workspace) {
    const store = localDevopsStore({ storage: localStorage, userId });
    workspace = {
      store,
      flows: devopsFlows(store),
      runs: pipelineRuns(store),
      storedProject: () => {
        const stored = localStorage.getItem(projectKey(userId));
        return DEVOPS_PROJECTS.find((p) => p === stored) ?? DEVOPS_PROJECTS[0];
      },
      rememberProject: (project) => localStorage.setItem(projectKey(userId), project),
    };
    open.set(userId, workspace);
  }
  return workspace;
}
