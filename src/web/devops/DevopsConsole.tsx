import { useActor } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import { devopsProjectMachine } from '../../../machines/devopsProject.machine.ts';
import { DEVOPS_PROJECTS } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { ConsoleNotFound } from '../ui/ConsoleNotFound.tsx';
import { ConsoleShell } from '../ui/ConsoleShell.tsx';
import { button, visuallyHidden } from '../ui/controls.css.ts';
import { activity, chart, server } from '../ui/iconPaths.ts';
import { pipeline, rocket } from '../ui/operationsIconPaths.ts';
import { SectionBoundary } from '../ui/SectionBoundary.tsx';
import { DeploymentsPage } from './DeploymentsPage.tsx';
import * as s from './Devops.css.ts';
import { DevopsContext, type DevopsSession } from './DevopsContext.ts';
import type { DevopsWorkspace } from './devopsWorkspace.ts';
import { HostDetailsPage } from './HostDetailsPage.tsx';
import { HostsPage } from './HostsPage.tsx';
import { MonitoringPage } from './MonitoringPage.tsx';
import { OverviewPage } from './OverviewPage.tsx';
import { PipelineDetailsPage } from './PipelineDetailsPage.tsx';
import { PipelinesPage } from './PipelinesPage.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import { SimulationNote } from './SimulationNote.tsx';

const SETTINGS_ICON =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4';

export const devopsSections = [
  { path: '/', label: 'Overview', icon: chart },
  { path: '/hosts', label: 'Host Management', icon: server },
  { path: '/pipelines', label: 'Pipelines', icon: pipeline },
  { path: '/deployments', label: 'Deployments', icon: rocket },
  { path: '/monitoring', label: 'Monitoring', icon: activity },
  { path: '/settings', label: 'Settings', icon: SETTINGS_ICON },
] as const;

const headerLinks = [
  { href: '~/devops-console', label: 'DevOps Console' },
  { href: '~/data-insights-console', label: 'Data Insights Console' },
  { href: '~/help', label: 'Help' },
  { href: '~/profile', label: 'User Profile' },
];

function Section({ name, children }: { name: string; children: ReactNode }) {
  return <SectionBoundary section={name}>{children}</SectionBoundary>;
}

/** The devops console under /devops-console: shell, project selector, Logout and its screens. */
export function DevopsConsole({ workspace, onLogout }: { workspace: DevopsWorkspace; onLogout: () => void }) {
  const [machine] = useState(() =>
    devopsProjectMachine.provide({
      actions: { rememberProject: (_, { project: chosen }) => workspace.rememberProject(chosen) },
    }),
  );
  const [snap, send] = useActor(machine, { input: { stored: workspace.storedProject() }, inspect });
  const { project } = snap.context;
  const session = useMemo<DevopsSession>(
    () => ({ store: workspace.store, flows: workspace.flows, runs: workspace.runs, project }),
    [workspace, project],
  );
  return (
    <DevopsContext.Provider value={session}>
      <ConsoleShell
        title="DevOps Console"
        navLabel="DevOps Navigation"
        navTitle="DevOps"
        sections={devopsSections}
        links={headerLinks}
        start={
          <>
            <label>
              <span className={visuallyHidden}>Project</span>
              <select
                className={s.projectSelect}
                value={project}
                onChange={(e) => send({ type: 'project.choose', project: e.target.value })}
              >
                {DEVOPS_PROJECTS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
            <SimulationNote placement="header" />
          </>
        }
        end={
          <button type="button" className={`${button.secondary} ${s.logout}`} onClick={onLogout}>
            Logout
          </button>
        }
      >
        <SimulationNote placement="page" />
        {/* A new project starts every screen afresh. */}
        <DevopsRoutes key={project} />
      </ConsoleShell>
    </DevopsContext.Provider>
  );
}

function DevopsRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Section name="Overview">
          <OverviewPage />
        </Section>
      </Route>
      <Route path="/hosts">
        <Section name="Host Management">
          <HostsPage />
        </Section>
      </Route>
      <Route path="/hosts/:id">
        {(params) => (
          <Section name="Host Details">
            <HostDetailsPage key={params.id} hostId={params.id} />
          </Section>
        )}
      </Route>
      <Route path="/pipelines">
        <Section name="Pipelines">
          <PipelinesPage />
        </Section>
      </Route>
      <Route path="/pipelines/:id">
        {(params) => (
          <Section name="Pipeline Details">
            <PipelineDetailsPage key={params.id} pipelineId={params.id} />
          </Section>
        )}
      </Route>
      <Route path="/deployments">
        <Section name="Deployments">
          <DeploymentsPage />
        </Section>
      </Route>
      <Route path="/monitoring">
        <Section name="Monitoring">
          <MonitoringPage />
        </Section>
      </Route>
      <Route path="/settings">
        <Section name="Settings">
          <SettingsPage />
        </Section>
      </Route>
      <Route>
        <ConsoleNotFound title="Page Not Found" back={{ href: '/', label: 'Back to the DevOps Overview' }}>
          The DevOps console has no page at this address.
        </ConsoleNotFound>
      </Route>
    </Switch>
  );
}
