import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEVOPS_PROJECTS, type DevopsProject } from '../../../src/contract/devops.ts';
import { DevopsConsole } from '../../../src/web/devops/DevopsConsole.tsx';
import { devopsFlows } from '../../../src/web/devops/devopsFlows.ts';
import type { DevopsStore } from '../../../src/web/devops/devopsStore.ts';
import type { DevopsWorkspace } from '../../../src/web/devops/devopsWorkspace.ts';
import { localDevopsStore } from '../../../src/web/devops/localDevopsStore.ts';
import { pipelineRuns, type StageSimulation } from '../../../src/web/devops/pipelineRuns.ts';

/** Stages that pass at once, so a run ends within the test. */
export const instantStages: StageSimulation = { duration: () => 0, fails: () => false };

/**
 * The devops console at `path` over the real localStorage store (jsdom's storage, cleared
 * after each test), for user 'u1'.
 */
export function renderDevops(
  path: string,
  { store, stages = instantStages }: { store?: DevopsStore; stages?: StageSimulation } = {},
) {
  const used = store ?? localDevopsStore({ storage: localStorage, userId: 'u1' });
  let project: DevopsProject = DEVOPS_PROJECTS[0];
  const workspace: DevopsWorkspace = {
    store: used,
    flows: devopsFlows(used),
    runs: pipelineRuns(used, stages),
    storedProject: () => project,
    rememberProject: (p) => {
      project = p;
    },
  };
  const location = memoryLocation({ path: `/devops-console${path}`, record: true });
  const onLogout = vi.fn();
  render(
    <Router hook={location.hook}>
      <Route path="/devops-console" nest>
        <DevopsConsole workspace={workspace} onLogout={onLogout} />
      </Route>
    </Router>,
  );
  return { location, store: used, onLogout };
}
