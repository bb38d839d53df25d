import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesByRegionChart } from '../fixtures/insights/salesByRegionChart.ts';
import { apiCall } from './apiCall.ts';
import { seriousViolations } from './axe.ts';
import { signedInPage, useBrowser } from './browser.ts';
import {
  createConnection,
  createFirstProject,
  fillWithSampleDatabase,
  makeIndex,
  openInsightsSection,
  openNewDatabaseDialog,
  signedInWithFirstProject,
} from './insightsConsole.ts';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('data insights console, first visit to a saved report page (Chromium)', () => {
  const b = useBrowser();

  it('creates a project, connects the sample database, indexes it, generates, edits, saves and reopens the page', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInWithFirstProject(page, 'Superstore insights');

    // Data source: the sample database, tested, created and indexed.
    const dialog = await openNewDatabaseDialog(page);
    await fillWithSampleDatabase(dialog, token);
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await dialog.getByText('Connection successful!').waitFor({ timeout: 20_000 });
    await createConnection(page, dialog, 'Superstore sample');
    await makeIndex(page);

    // Workbench: an initial layout from the catalog; one module's description edited and applied.
    await openInsightsSection(page, 'Workbench');
    await page.getByRole('button', { name: 'Generate initial layout' }).click();
    const cards = page.locator('article');
    await cards.first().waitFor({ timeout: 30_000 });
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    const title = (await first.locator('h2').textContent()) ?? '';
    await first.hover();
    await first.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Module' });
    await editor.getByLabel('Description').fill('total sales by region');
    await editor.getByLabel('Module Type').selectOption('chart');
    await editor.getByRole('button', { name: 'Save' }).click();
    await first.getByText('total sales by region').waitFor();
    // A module titled by its description follows the new description.
    const retitled = (await first.locator('h2').textContent()) ?? title;
    await first.getByRole('button', { name: `Apply ${retitled}` }).click();
    await first.getByRole('figure').locator('svg').first().waitFor({ timeout: 30_000 });
    await first.getByText('Show query').click();
    expect(await first.locator('pre code').first().textContent()).toMatch(/select/i);

    await page.getByRole('button', { name: 'Save Dashboard' }).click();
    await page.getByText('Dashboard saved successfully!').waitFor({ timeout: 60_000 });

    // Insights: the saved page, opened read-only, with its charts drawn.
    await openInsightsSection(page, 'Insights');
    const saved = page.getByRole('list', { name: 'Saved pages' }).getByRole('link').first();
    await saved.click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const charts = page.locator('figure svg');
    await charts.first().waitFor({ timeout: 30_000 });
    expect(await charts.count()).toBeGreaterThan(0);
    expect(await page.getByRole('article').first().getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** A saved page with a chart, a table and a KPI, so the narrow-screen checks see drawn modules. */
const savedModules = [
  salesByRegionChart,
  {
    id: 'm2',
    title: 'Latest orders',
    description: 'latest 10 orders',
    dataSource: 'c1',
    moduleType: 'table',
    status: 'generated',
    generatedContent: {
      id: 'g2',
      type: 'table',
      data: {
        columns: ['order_id', 'customer_name', 'order_date', 'ship_mode', 'segment', 'region', 'sales'].map(
          (key) => ({ key, header: key.replace('_', ' ') }),
        ),
        rows: [
          {
            order_id: 'CA-2017-118689',
            customer_name: 'Tamara Chand',
            order_date: '2017-10-02',
            ship_mode: 'Standard Class',
            segment: 'Corporate',
            region: 'Central',
            sales: 17499.95,
          },
        ],
      },
    },
  },
  {
    id: 'm3',
    title: 'Number of orders',
    description: 'number of orders',
    dataSource: 'c1',
    moduleType: 'kpi',
    status: 'generated',
    generatedContent: { id: 'g3', type: 'heading', data: { level: 2, text: '5,009' } },
  },
];

describe.each([390, 360])('data insights console at %i px (Chromium)', (width) => {
  const b = useBrowser({ width, height: 844 });

  it('has no sideways scroll and no serious accessibility violation', async () => {
    const { page } = b;
    await signedInPage(page);
    await page.goto('/data-insights-console');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await createFirstProject(page, 'Phone project');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/data-insights-console/data-source');
    await page.getByRole('heading', { name: 'Data Source' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create New Database' }).click();
    await page.getByRole('dialog', { name: 'Create New Database' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits every screen holding a saved page: workbench, edit dialog, insights list and the page itself', async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const project = await apiCall<{ id: string }>(token, 'POST', '/api/data/projects', {
      name: 'Narrow screen',
      description: '',
    });
    await apiCall(token, 'PUT', `/api/data/projects/${project.id}/page`, { modules: savedModules });

    await page.goto('/data-insights-console/workbench');
    await page.locator('figure svg').first().waitFor({ timeout: 30_000 });
    await page.getByRole('article', { name: 'Latest orders' }).getByRole('table').waitFor();
    const chartCard = page.getByRole('article', { name: 'Sales by region' });
    await chartCard.getByText('Show query').click();
    expect(await noSidewaysScroll(page)).toBe(true);

    await chartCard.getByRole('button', { name: 'Edit Sales by region' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Module' });
    await editor.getByRole('button', { name: 'Start from the generated query' }).click();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/data-insights-console/insights');
    const saved = page.getByRole('list', { name: 'Saved pages' }).getByRole('link').first();
    await saved.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await saved.click();
    await page.locator('figure svg').first().waitFor({ timeout: 30_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
