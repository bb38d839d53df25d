import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Dashboard } from '../../../src/web/dashboard/Dashboard.tsx';
import type { DashboardFlows } from '../../../src/web/dashboard/DashboardFlows.ts';

/** The dashboard mounted under /dashboard as the app does, at `path`, on an in-memory location. */
export function renderDashboard(flows: DashboardFlows, path = '/dashboard') {
  const location = memoryLocation({ path, record: true });
  const logouts: number[] = [];
  const view = render(
    <Router hook={location.hook}>
      <Route path="/dashboard" nest>
        <Dashboard flows={flows} userName="ann@example.com" onLogout={() => logouts.push(Date.now())} />
      </Route>
    </Router>,
  );
  return { ...view, location, logouts, path: () => location.history.at(-1) };
}
