import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useBrowser } from './browser.ts';
import { horizontalOverflow, openConsolePage } from './consolePage.ts';
import { workspaceWithData } from './dashboardData.ts';

/**
 * Each data row's cells that reach past the window's right edge (by their column heading), so
 * a Status or Actions cut off at 390 px shows up by name.
 */
const cutOffCells = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('tbody td[data-label]')) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 || box.right > window.innerWidth || box.left < 0) cut.push(cell.dataset.label!);
    }
    return [...new Set(cut)];
  });

/** The buttons of each row that sit past the window's right edge. */
const cutOffButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('tbody button, tbody a')]
      .filter((b) => b.getBoundingClientRect().right > window.innerWidth)
      .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );

describe('tables on a 390 px wide phone', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('Hosts, Pipelines and Files reflow so Status and Actions show without scrolling sideways', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const found: Record<string, { cut: string[]; buttons: string[]; overflow: number; labels: number }> = {};
    const check = async (name: string) => {
      found[name] = {
        cut: await cutOffCells(page),
        buttons: await cutOffButtons(page),
        overflow: await horizontalOverflow(page),
        labels: await page.locator('tbody td[data-label="Actions"]').count(),
      };
    };
    await openConsolePage(page, '/devops-console/hosts');
    await check('Hosts');
    await openConsolePage(page, '/devops-console/pipelines');
    await check('Pipelines');

    const workspace = await workspaceWithData(token);
    await page.evaluate((id) => localStorage.setItem('workspaceId', id), workspace.id);
    await page.goto('/dashboard/files');
    await page.getByRole('button', { name: /^Delete product-catalogue/ }).waitFor();
    await check('Files');

    expect(found).toEqual({
      Hosts: { cut: [], buttons: [], overflow: 0, labels: 4 },
      Pipelines: { cut: [], buttons: [], overflow: 0, labels: 3 },
      Files: { cut: [], buttons: [], overflow: 0, labels: 1 },
    });
    // Each cell is labelled by its column as the row stacks.
    const status = page.locator('tbody td[data-label="Status"]').first();
    expect(await status.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Status"');
  });

  it('the host tools’ tables (Firewall, Port Forwarding, Docker Management) reflow in their dialogs', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    await signedInPage(page);
    const found: Record<string, { cut: string[]; buttons: string[]; overflow: number }> = {};
    for (const tool of ['Firewall', 'Port Forwarding', 'Docker Management']) {
      await openConsolePage(page, '/devops-console/hosts');
      await page.locator('tbody a').first().click();
      await page.getByRole('button', { name: tool, exact: true }).click();
      await page.getByRole('dialog').locator('tbody tr').first().waitFor();
      found[tool] = {
        cut: await cutOffCells(page),
        buttons: await cutOffButtons(page),
        overflow: await page
          .getByRole('dialog')
          .locator('table')
          .evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      };
    }
    expect(found).toEqual({
      Firewall: { cut: [], buttons: [], overflow: 0 },
      'Port Forwarding': { cut: [], buttons: [], overflow: 0 },
      'Docker Management': { cut: [], buttons: [], overflow: 0 },
    });
  });
});
