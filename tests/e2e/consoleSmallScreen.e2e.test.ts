import { describe, expect, it } from 'vitest';
import { devopsPages } from '../../src/contract/routes.ts';
import { apiCall } from './apiCall.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { insightsProjectWithPage, insightsRoutes } from './consoleData.ts';
import { horizontalOverflow, openConsolePage } from './consolePage.ts';

describe('the consoles on a 360 px wide phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it('never scroll sideways, on any DevOps page of the sample data', async () => {
    await signedInPage(b.page);
    const overflows: Record<string, number> = {};
    for (const route of [...devopsPages, '/devops-console/hosts/999', '/devops-console/no-such-page']) {
      await openConsolePage(b.page, route);
      overflows[route] = await horizontalOverflow(b.page);
    }
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((r) => [r, 0])));
  });

  it('never scroll sideways, on any Data Insights page of a project with a connection and a saved page', {
    timeout: 240_000,
  }, async () => {
    const { token } = await signedInPage(b.page);
    const { pageId } = await insightsProjectWithPage(token);
    const overflows: Record<string, number> = {};
    for (const { route, charts } of insightsRoutes(pageId)) {
      await openConsolePage(b.page, route, { charts });
      overflows[route] = await horizontalOverflow(b.page);
    }
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((r) => [r, 0])));
  });

  it('keeps the DevOps header’s parts apart, the simulation note shown above the page instead', async () => {
    await signedInPage(b.page);
    await openConsolePage(b.page, '/devops-console/hosts');
    const overlaps = await b.page.evaluate(() => {
      const parts = [
        ...document.querySelectorAll<HTMLElement>('header select, header button, header a, header p'),
      ]
        .filter((e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0)
        .filter((e) => !e.matches(':focus') || e.getBoundingClientRect().top >= 0);
      const shown = parts.filter((e) => e.getBoundingClientRect().bottom > 0);
      const found: string[] = [];
      for (const [i, a] of shown.entries())
        for (const c of shown.slice(i + 1)) {
          if (a.contains(c) || c.contains(a)) continue;
          const r = a.getBoundingClientRect();
          const q = c.getBoundingClientRect();
          if (
            Math.min(r.right, q.right) > Math.max(r.left, q.left) + 1 &&
            Math.min(r.bottom, q.bottom) > Math.max(r.top, q.top) + 1
          )
            found.push(`${a.textContent?.trim()} × ${c.textContent?.trim()}`);
        }
      return found;
    });
    expect(overlaps).toEqual([]);
    await expect
      .poll(() =>
        b.page.locator('#console-content').getByText('Simulation — data stays in this browser').isVisible(),
      )
      .toBe(true);
  });

  it('keeps Skip to content out of sight after a tap that changes the page', async () => {
    await signedInPage(b.page);
    await openConsolePage(b.page, '/devops-console/hosts');
    await b.page.locator('tbody a').first().click();
    await b.page.getByRole('heading', { name: 'Host Details' }).waitFor();
    const skip = b.page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((e) => e === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
    // Reached from the keyboard, it shows.
    await b.page.keyboard.press('Tab');
    await b.page.keyboard.press('Shift+Tab');
    expect(await skip.evaluate((e) => e === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps every button of the connection dialog on screen', async () => {
    const { token } = await signedInPage(b.page);
    await apiCall(token, 'POST', '/api/data/projects', { name: 'Shop', description: '' });
    await openConsolePage(b.page, '/data-insights-console/data-source');
    await b.page.getByRole('button', { name: 'Create New Database' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Create New Database' });
    await dialog.waitFor();
    const offScreen = await dialog.evaluate((d) =>
      [...d.querySelectorAll('button')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.left < 0 || r.right > document.documentElement.clientWidth;
        })
        .map((e) => e.textContent),
    );
    expect(offScreen).toEqual([]);
  });
});
