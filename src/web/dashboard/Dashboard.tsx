import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { noticeMachine } from '../../../machines/notice.machine.ts';
import { selectedWorkspace } from '../../../machines/workspaceSelector.machine.ts';
import type { Workspace } from '../../contract/workspace.ts';
import { SELECTED_WORKSPACE_KEY } from '../api/liveDashboardFlows.ts';
import { inspect } from '../inspector.ts';
import { ConsoleShell } from '../ui/ConsoleShell.tsx';
import { SectionBoundary } from '../ui/SectionBoundary.tsx';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { AgentPage } from './AgentPage.tsx';
import { CreateWorkspacePage } from './CreateWorkspacePage.tsx';
import type { DashboardFlows } from './DashboardFlows.ts';
import { DashboardNotFound } from './DashboardNotFound.tsx';
import { DashboardUserMenu } from './DashboardUserMenu.tsx';
import { dashboardSections } from './dashboardSections.ts';
import { FilesPage } from './FilesPage.tsx';
import { HistoryPage } from './HistoryPage.tsx';
import { IntegrationPage } from './IntegrationPage.tsx';
import { QnaPage } from './QnaPage.tsx';
import { qnaPrefill } from './qnaPrefill.ts';
import { ReportsPage } from './ReportsPage.tsx';
import { TextPage } from './TextPage.tsx';
import { WorkspaceSelectorContext } from './WorkspaceSelectorContext.ts';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.tsx';

const dashboardLinks = [{ href: '~/help', label: 'Help' }];

interface DashboardProps {
  flows: DashboardFlows;
  userName: string;
  onLogout: () => void;
}

/** The workspace dashboard for a signed-in user; mounted under /dashboard. */
export function Dashboard({ flows, userName, onLogout }: DashboardProps) {
  const { base } = useRouter();
  return (
    <WorkspaceSelectorContext.Provider
      logic={flows.selector}
      options={{
        input: {
          storedId: localStorage.getItem(SELECTED_WORKSPACE_KEY),
          autoSelect: base.startsWith('/dashboard'),
        },
        inspect,
      }}
    >
      <ConsoleShell
        title="Dashboard"
        navLabel="Dashboard"
        sections={dashboardSections}
        links={dashboardLinks}
        linksLabel="Support"
        start={<WorkspaceSwitcher />}
        end={<DashboardUserMenu userName={userName} onLogout={onLogout} />}
      >
        <DashboardRoutes flows={flows} />
      </ConsoleShell>
    </WorkspaceSelectorContext.Provider>
  );
}

function Section({ name, children }: { name: string; children: ReactNode }) {
  return <SectionBoundary section={name}>{children}</SectionBoundary>;
}

function DashboardRoutes({ flows }: { flows: DashboardFlows }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  // Outlives the deleted workspace's page, so the notice is still there on the page that follows.
  const notices = useActorRef(noticeMachine);
  const selector = WorkspaceSelectorContext.useActorRef();
  const loading = WorkspaceSelectorContext.useSelector((snap) => snap.matches('loading'));
  const workspace = WorkspaceSelectorContext.useSelector((snap) => selectedWorkspace(snap.context));
  const id = workspace?.id ?? null;
  if (loading && !workspace) return <p aria-live="polite">Loading workspaces…</p>;
  const wizard = (
    <Section name="Create workspace">
      <CreateWorkspacePage
        flow={flows.createWorkspace}
        onCreated={(created: Workspace) => {
          selector.send({ type: 'workspaces.created', workspace: created });
          navigate('/agent');
        }}
      />
    </Section>
  );
  return (
    <>
      <SuccessNotice actor={notices} />
      <Switch>
        <Route path="/">{id ? <Redirect to="/agent" replace /> : wizard}</Route>
        <Route path="/create-workspace">{wizard}</Route>
        <Route path="/agent">
          <Section name="Agent">
            <AgentPage
              key={id}
              flow={flows.agentEditor}
              workspaceId={id}
              onSaved={(saved) => selector.send({ type: 'workspaces.updated', workspace: saved })}
              onDeleted={(deletedId) => {
                selector.send({ type: 'workspaces.deleted', id: deletedId });
                notices.send({ type: 'notice.show', text: 'Workspace deleted successfully!' });
                navigate('~/dashboard');
              }}
            />
          </Section>
        </Route>
        <Route path="/files">
          <Section name="Files">
            <FilesPage key={id} flows={flows} workspaceId={id} />
          </Section>
        </Route>
        <Route path="/text">
          <Section name="Text">
            <TextPage key={id} machine={flows.textList} workspaceId={id} />
          </Section>
        </Route>
        <Route path="/qna">
          <Section name="Q&A">
            <QnaPage key={id} machine={flows.qnaList} workspaceId={id} prefill={qnaPrefill(search)} />
          </Section>
        </Route>
        <Route path="/reports">
          <Section name="Reports">
            <ReportsPage key={id} machine={flows.chatReport} workspaceId={id} />
          </Section>
        </Route>
        <Route path="/history">
          <Section name="History">
            <HistoryPage key={id} flows={flows} workspaceId={id} />
          </Section>
        </Route>
        <Route path="/integration">
          <Section name="Integration">
            <IntegrationPage
              workspace={workspace}
              origin={location.origin}
              allowedSites={flows.allowedSites}
            />
          </Section>
        </Route>
        <Route>
          <DashboardNotFound />
        </Route>
      </Switch>
    </>
  );
}
