import type { Page } from 'playwright-core';

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it fits). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Opens a console route and waits until its page heading shows and its data has loaded; with
 * `charts`, also until the first module card has drawn its chart.
 */
export async function openConsolePage(page: Page, route: string, { charts = false } = {}) {
  await page.goto(route);
  await page.locator('#console-content h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  if (charts) await page.locator('article figure svg').first().waitFor();
}
