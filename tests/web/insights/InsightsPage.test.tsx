import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsightPage } from '../../../src/contract/dataInsights.ts';
import { fakeInsightsFlows, regionBars } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';
import { givenLaidOutWidth } from './resizeObserver.ts';

givenLaidOutWidth(480);

const saved: InsightPage = {
  id: 'page1',
  projectId: 'p1',
  projectName: 'Sales',
  title: 'Sales dashboard',
  savedAt: '2026-11-24T10:00:00.000Z',
  modules: [
    {
      id: 'm1',
      title: 'Sales by region',
      description: 'total sales by region',
      dataSource: 'c1',
      moduleType: 'chart',
      status: 'generated',
      generatedContent: regionBars,
      query: 'SELECT 1',
    },
  ],
};

describe('InsightsPage', () => {
  it('lists saved pages and opens one read-only with its charts', async () => {
    const { flows } = fakeInsightsFlows({
      projects: [{ id: 'p1', name: 'Sales', description: '' }],
      pages: [saved],
    });
    const { location } = renderConsole(flows, '/data-insights-console/insights');
    const list = await screen.findByRole('list', { name: 'Saved pages' });
    expect(within(list).getByText(/1 modules/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('link', { name: 'Sales dashboard' }));
    expect(location.history.at(-1)).toBe('/data-insights-console/insights/page1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Sales by region' });
    expect(await within(card).findByRole('figure', { name: 'Sales by region' })).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says when there are no saved pages yet', async () => {
    const { flows } = fakeInsightsFlows({ projects: [{ id: 'p1', name: 'Sales', description: '' }] });
    renderConsole(flows, '/data-insights-console/insights');
    expect(await screen.findByText(/No saved pages yet/)).toBeInTheDocument();
  });
});
