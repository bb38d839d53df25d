import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardPages, publicPages } from '../../src/contract/routes.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { workspaceWithData } from './dashboardData.ts';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Serious and critical axe-core violations on the page as it is now. */
async function seriousViolations(page: Page) {
  // Evaluated through the debugging protocol: the pages' CSP (script-src 'self') refuses an injected script tag.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

async function dashboardReady(page: Page, route: string) {
  await page.goto(route);
  await page.locator('#console-content h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility of the dashboard (axe-core in Chromium)', () => {
  const b = useBrowser();

  it.each([...dashboardPages, '/dashboard/nope'])(
    '%s, with a workspace holding data, has no serious or critical violation',
    async (route) => {
      const { token } = await signedInPage(b.page);
      await workspaceWithData(token);
      await dashboardReady(b.page, route);
      expect(await seriousViolations(b.page)).toEqual([]);
    },
  );

  it.each(['/dashboard', '/dashboard/text'])(
    '%s, before any workspace exists, has none either',
    async (route) => {
      await signedInPage(b.page);
      await dashboardReady(b.page, route);
      expect(await seriousViolations(b.page)).toEqual([]);
    },
  );
});

describe('accessibility of the dashboard at 390 px with the navigation open', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('has no serious or critical violation', async () => {
    const { token } = await signedInPage(b.page);
    await workspaceWithData(token);
    await dashboardReady(b.page, '/dashboard/files');
    await b.page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await seriousViolations(b.page)).toEqual([]);
  });
});
