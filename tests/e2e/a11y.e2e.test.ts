import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardPages, devopsPages, publicPages } from '../../src/contract/routes.ts';
import { seriousViolations } from './axe.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { insightsProjectWithPage, insightsRoutes } from './consoleData.ts';
import { openConsolePage } from './consolePage.ts';
import { workspaceWithData } from './dashboardData.ts';

async function ready(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility of the public pages (axe-core in Chromium)', () => {
  const b = useBrowser();

  it.each(publicPages)('%s has no serious or critical violation', async (route) => {
    await ready(b.page, route);
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it('/profile, signed in, has no serious or critical violation', async () => {
    await signedInPage(b.page);
    await ready(b.page, '/profile');
    expect(await seriousViolations(b.page)).toEqual([]);
  });
});

describe('accessibility of the open mobile menu at 390 px', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('has no serious or critical violation', async () => {
    await ready(b.page, '/');
    await b.page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousViolations(b.page)).toEqual([]);
  });
});

describe('accessibility of the dashboard (axe-core in Chromium)', () => {
  const b = useBrowser();

  it.each([...dashboardPages, '/dashboard/nope'])(
    '%s, with a workspace holding data, has no serious or critical violation',
    async (route) => {
      const { token } = await signedInPage(b.page);
      await workspaceWithData(token);
      await openConsolePage(b.page, route);
      expect(await seriousViolations(b.page)).toEqual([]);
    },
  );

  it.each(['/dashboard', '/dashboard/text'])(
    '%s, before any workspace exists, has none either',
    async (route) => {
      await signedInPage(b.page);
      await openConsolePage(b.page, route);
      expect(await seriousViolations(b.page)).toEqual([]);
    },
  );
});

describe('accessibility of the dashboard at 390 px with the navigation open', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('has no serious or critical violation', async () => {
    const { token } = await signedInPage(b.page);
    await workspaceWithData(token);
    await openConsolePage(b.page, '/dashboard/files');
    await b.page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await seriousViolations(b.page)).toEqual([]);
  });
});

describe('accessibility of the consoles (axe-core in Chromium)', () => {
  const b = useBrowser();

  it('every DevOps page, with the sample data, has no serious or critical violation', async () => {
    await signedInPage(b.page);
    const found: Record<string, string[]> = {};
    for (const route of [...devopsPages, '/devops-console/hosts/999', '/devops-console/no-such-page']) {
      await openConsolePage(b.page, route);
      found[route] = await seriousViolations(b.page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((r) => [r, []])));
  });

  it('every Data Insights page, with a connection and a saved page, has no serious or critical violation', {
    timeout: 240_000,
  }, async () => {
    const { token } = await signedInPage(b.page);
    const { pageId } = await insightsProjectWithPage(token);
    const found: Record<string, string[]> = {};
    for (const { route, charts } of insightsRoutes(pageId)) {
      await openConsolePage(b.page, route, { charts });
      found[route] = await seriousViolations(b.page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((r) => [r, []])));
  });
});
