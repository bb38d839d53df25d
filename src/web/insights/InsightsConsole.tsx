import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { selectedProject } from '../../../machines/projectSelector.machine.ts';
import { inspect } from '../inspector.ts';
import { ConsoleNotFound } from '../ui/ConsoleNotFound.tsx';
import { ConsoleShell } from '../ui/ConsoleShell.tsx';
import { button, notice } from '../ui/controls.css.ts';
import { chart, file } from '../ui/iconPaths.ts';
import { database } from '../ui/operationsIconPaths.ts';
import { SectionBoundary } from '../ui/SectionBoundary.tsx';
import { CreateProjectModal } from './CreateProjectModal.tsx';
import { DataSourcePage } from './DataSourcePage.tsx';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';
import { InsightsPage } from './InsightsPage.tsx';
import { ProjectSelectorContext } from './ProjectSelectorContext.ts';
import { ProjectSwitcher } from './ProjectSwitcher.tsx';
import { SELECTED_PROJECT_KEY } from './projectStorage.ts';
import { SavedPageView } from './SavedPageView.tsx';
import { WorkbenchPage } from './WorkbenchPage.tsx';

export const insightsSections = [
  { path: '/workbench', label: 'Workbench', icon: chart },
  { path: '/insights', label: 'Insights', icon: file },
  { path: '/data-source', label: 'Data Source', icon: database },
] as const;

const headerLinks = [
  { href: '~/devops-console', label: 'DevOps Console' },
  { href: '~/data-insights-console', label: 'Data Insights Console' },
  { href: '~/help', label: 'Help' },
  { href: '~/profile', label: 'User Profile' },
];

/** The data-insights console under /data-insights-console: shell, project selector and its sections. */
export function InsightsConsole({ flows, onLogout }: { flows: InsightsFlows; onLogout: () => void }) {
  return (
    <ProjectSelectorContext.Provider
      logic={flows.projectSelector}
      options={{ input: { storedId: localStorage.getItem(SELECTED_PROJECT_KEY) }, inspect }}
    >
      <ConsoleShell
        title="Data Insights Console"
        navLabel="Data Insights Navigation"
        navTitle="Data Insights"
        sections={insightsSections}
        links={headerLinks}
        start={<ProjectSwitcher />}
        end={
          <button type="button" className={`${button.secondary} ${s.logout}`} onClick={onLogout}>
            Logout
          </button>
        }
      >
        <ProjectGate flows={flows} />
      </ConsoleShell>
      <CreateProjectModal />
    </ProjectSelectorContext.Provider>
  );
}

/** The outlet shows only once projects exist (spec §2). */
function ProjectGate({ flows }: { flows: InsightsFlows }) {
  const selector = ProjectSelectorContext.useActorRef();
  const loading = ProjectSelectorContext.useSelector(
    (snap) => snap.hasTag('loading') && snap.context.projects.length === 0,
  );
  const failure = ProjectSelectorContext.useSelector((snap) =>
    snap.matches('failed') ? snap.context.failure : null,
  );
  const none = ProjectSelectorContext.useSelector(
    (snap) => snap.matches('ready') && snap.context.projects.length === 0,
  );
  const projectId = ProjectSelectorContext.useSelector((snap) => selectedProject(snap.context)?.id ?? null);
  if (loading) return <p aria-live="polite">Loading projects...</p>;
  if (failure)
    return (
      <div className={s.section}>
        <p className={notice.error} role="alert">
          Error: {failure}
        </p>
        <p>
          <button
            type="button"
            className={button.secondary}
            onClick={() => selector.send({ type: 'projects.reload' })}
          >
            Try again
          </button>
        </p>
      </div>
    );
  if (none)
    return (
      <div className={s.section}>
        <p>No projects found. Create a new one!</p>
        <p>
          <button
            type="button"
            className={button.primary}
            onClick={() => selector.send({ type: 'projects.compose' })}
          >
            Create New Project
          </button>
        </p>
      </div>
    );
  // A new project starts every screen afresh.
  return <InsightsRoutes key={projectId ?? 'none'} flows={flows} projectId={projectId} />;
}

function Section({ name, children }: { name: string; children: ReactNode }) {
  return <SectionBoundary section={name}>{children}</SectionBoundary>;
}

function InsightsRoutes({ flows, projectId }: { flows: InsightsFlows; projectId: string | null }) {
  const workbench = (
    <Section name="Workbench">
      <WorkbenchPage flows={flows} projectId={projectId} />
    </Section>
  );
  return (
    <Switch>
      <Route path="/">{workbench}</Route>
      <Route path="/workbench">{workbench}</Route>
      <Route path="/insights">
        <Section name="Insights">
          <InsightsPage flows={flows} />
        </Section>
      </Route>
      <Route path="/insights/:pageId">
        {(params) => (
          <Section name="Insights">
            <SavedPageView key={params.pageId} flows={flows} pageId={params.pageId} />
          </Section>
        )}
      </Route>
      <Route path="/data-source">
        <Section name="Data Source">
          <DataSourcePage flows={flows} projectId={projectId} />
        </Section>
      </Route>
      <Route>
        <ConsoleNotFound title="Page Not Found" back={{ href: '/workbench', label: 'Back to the Workbench' }}>
          The Data Insights console has no page at this address.
        </ConsoleNotFound>
      </Route>
    </Switch>
  );
}
