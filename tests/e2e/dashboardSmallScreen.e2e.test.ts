import { describe, expect, it } from 'vitest';
import { dashboardPages } from '../../src/contract/routes.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { horizontalOverflow, openConsolePage } from './consolePage.ts';
import { longWorkspaceName, workspaceWithData } from './dashboardData.ts';

describe('the dashboard on a 360 px wide phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it('never scrolls sideways, on any section of a workspace holding data', async () => {
    const { token } = await signedInPage(b.page);
    await workspaceWithData(token);
    const overflows: Record<string, number> = {};
    for (const route of [...dashboardPages, '/dashboard/no-such-section']) {
      await openConsolePage(b.page, route);
      overflows[route] = await horizontalOverflow(b.page);
    }
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((r) => [r, 0])));
  });

  it('draws the Reports chart across the card, within the phone', async () => {
    const { token } = await signedInPage(b.page);
    await workspaceWithData(token);
    await openConsolePage(b.page, '/dashboard/reports');
    const chart = b.page.getByRole('img', { name: 'Questions and not-known answers per day' });
    await chart.waitFor();
    const box = await chart.boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });

  it('keeps the navigation behind a menu button and shortens long names, showing them whole on focus', async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    await workspaceWithData(token);
    await openConsolePage(page, '/dashboard/text');

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Q&A' }).click();
    await page.waitForURL('**/dashboard/qna');
    await page.getByRole('heading', { level: 1, name: 'Q&A' }).waitFor();
    await expect.poll(() => nav.isVisible()).toBe(false);

    const selector = page.getByRole('button', { name: `Workspace: ${longWorkspaceName}` });
    const box = await selector.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const [shown, whole] = [
      selector.getByText(longWorkspaceName).first(),
      selector.getByText(longWorkspaceName).last(),
    ];
    expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await whole.isVisible()).toBe(false);
    await selector.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => whole.isVisible()).toBe(true);
    const tip = await whole.boundingBox();
    expect(tip!.x + tip!.width).toBeLessThanOrEqual(360);
  });
});
