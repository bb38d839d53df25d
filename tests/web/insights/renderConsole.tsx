import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InsightsConsole } from '../../../src/web/insights/InsightsConsole.tsx';
import type { InsightsFlows } from '../../../src/web/insights/InsightsFlows.ts';

/** The console at `path` (under /data-insights-console) on the given flows. */
export function renderConsole(flows: InsightsFlows, path = '/data-insights-console') {
  const location = memoryLocation({ path, record: true });
  const logout = { count: 0 };
  render(
    <Router hook={location.hook}>
      <Route path="/data-insights-console" nest>
        <InsightsConsole flows={flows} onLogout={() => logout.count++} />
      </Route>
    </Router>,
  );
  return { location, logout };
}
