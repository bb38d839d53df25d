import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { authMachine } from '../../../machines/auth.machine.ts';
import type { Profile } from '../../../src/contract/auth.ts';
import { AuthContext } from '../../../src/web/AuthContext.ts';
import DashboardApp from '../../../src/web/dashboard/DashboardApp.tsx';
import { SectionBoundary } from '../../../src/web/ui/SectionBoundary.tsx';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { renderDashboard } from './renderDashboard.tsx';
import { workspace } from './workspaceFixtures.ts';

const sections = ['Agent', 'Files', 'Text', 'Q&A', 'Reports', 'History', 'Integration'];

describe('dashboard layout', () => {
  it('shows the wizard at /dashboard when there are no workspaces, and "No workspaces found"', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows();
    renderDashboard(flows);
    expect(await screen.findByRole('heading', { name: 'Create a new workspace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Workspace:/ }));
    expect(screen.getByText('No workspaces found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Create New Workspace' })).toHaveAttribute(
      'href',
      '/dashboard/create-workspace',
    );
  });

  it('auto-selects the first workspace and sends /dashboard to /dashboard/agent', async () => {
    const { flows } = fakeDashboardFlows({
      workspaces: [workspace('w1', 'Support'), workspace('w2', 'Sales')],
    });
    const view = renderDashboard(flows);
    await waitFor(() => expect(view.path()).toBe('/dashboard/agent'));
    expect(await screen.findByLabelText('Name')).toHaveValue('Support');
    expect(localStorage.getItem('workspaceId')).toBe('w1');
  });

  it('keeps the stored selection and still shows the wizard on /dashboard/create-workspace', async () => {
    localStorage.setItem('workspaceId', 'w2');
    const { flows } = fakeDashboardFlows({
      workspaces: [workspace('w1', 'Support'), workspace('w2', 'Sales')],
    });
    renderDashboard(flows, '/dashboard/create-workspace');
    expect(await screen.findByRole('button', { name: 'Workspace: Sales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create a new workspace' })).toBeInTheDocument();
  });

  it('lists the workspaces and switches the selection', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({
      workspaces: [workspace('w1', 'Support'), workspace('w2', 'Sales')],
    });
    renderDashboard(flows, '/dashboard/agent');
    await user.click(await screen.findByRole('button', { name: 'Workspace: Support' }));
    const menu = screen.getByRole('list', { name: 'Workspaces' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Support', 'Sales']);
    await user.click(within(menu).getByRole('button', { name: 'Sales' }));
    expect(await screen.findByRole('button', { name: 'Workspace: Sales' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sales'));
    expect(localStorage.getItem('workspaceId')).toBe('w2');
  });

  it('has a navigation link for every section, Help, and the user menu', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({ workspaces: [workspace('w1')] });
    const view = renderDashboard(flows, '/dashboard/reports');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([...sections, 'Help']); // the folded navigation repeats the top bar's Help
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Support' })).getByRole('link', { name: 'Help' }),
    ).toHaveAttribute('href', '/help');
    await user.click(screen.getByRole('button', { name: 'ann@example.com ▾' }));
    expect(screen.getByRole('link', { name: 'User Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(view.logouts).toHaveLength(1);
  });

  it('opens Reports and History from the navigation', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({ workspaces: [workspace('w1')] });
    renderDashboard(flows, '/dashboard/reports');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/agent runtime/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('goes to /dashboard/agent after the wizard and the selector shows the new workspace', async () => {
    const user = userEvent.setup();
    const { flows, db } = fakeDashboardFlows();
    const view = renderDashboard(flows);
    await user.type(await screen.findByLabelText('AI Name'), 'Helper');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Answers questions');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.path()).toBe('/dashboard/agent'));
    expect(await screen.findByRole('button', { name: 'Workspace: Helper' })).toBeInTheDocument();
    expect(db.workspaces.map((w) => w.name)).toEqual(['Helper']);
  });

  it('puts Skip to content first in the tab order and the logo mark in the top bar', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({ workspaces: [workspace('w1')] });
    renderDashboard(flows, '/dashboard/agent');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#console-content');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard, AI Platform home' }),
    ).toHaveAttribute('href', '/');
  });

  it('answers an unknown section with a Not Found page that leads back to the agent', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({ workspaces: [workspace('w1', 'Support')] });
    const view = renderDashboard(flows, '/dashboard/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByText('/dashboard/nope')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your agent' }));
    await waitFor(() => expect(view.path()).toBe('/dashboard/agent'));
  });

  it('returns to the wizard after the last workspace is deleted', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows({ workspaces: [workspace('w1', 'Support')] });
    const view = renderDashboard(flows, '/dashboard/agent');
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.path()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Create a new workspace' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Workspace deleted successfully!');
    expect(localStorage.getItem('workspaceId')).toBeNull();
  });
});

describe('dashboard sign-in requirement', () => {
  function renderApp(fetchProfile: () => Promise<never>, token: string | null) {
    const location = memoryLocation({ path: '/dashboard', record: true });
    render(
      <AuthContext.Provider
        logic={authMachine.provide({
          actors: { fetchProfile: fromPromise<Profile, { token: string }>(fetchProfile) },
        })}
        options={{ input: { token, refreshToken: null } }}
      >
        <Router hook={location.hook}>
          <Route path="/dashboard" nest component={DashboardApp} />
        </Router>
      </AuthContext.Provider>,
    );
    return location;
  }

  it('shows a loading line while the session is restored', () => {
    renderApp(() => new Promise(() => {}), 'stored-token');
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /signin, to return to the dashboard', async () => {
    const location = renderApp(() => new Promise(() => {}), null);
    await waitFor(() => expect(location.history.at(-1)).toBe('/signin?next=%2Fdashboard'));
  });
});

describe('section error boundary', () => {
  function Broken(): never {
    throw new Error('Render failed.');
  }

  it('keeps a failing section to itself and offers to try again', () => {
    const error = console.error;
    console.error = () => {};
    try {
      render(
        <>
          <SectionBoundary section="Files">
            <Broken />
          </SectionBoundary>
          <p>Still here</p>
        </>,
      );
    } finally {
      console.error = error;
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Files section could not be shown. Render failed.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});
