import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  createConnection,
  fillWithSampleDatabase,
  makeIndex,
  openInsightsSection,
  openNewDatabaseDialog,
  signedInWithFirstProject,
} from './insightsConsole.ts';

describe('correcting a module’s reading in the workbench (Chromium)', () => {
  const b = useBrowser();

  it('generates "sales by region", changes the aggregate and the grouping in two clicks each, and picks another reading', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInWithFirstProject(page, 'Corrections');

    const dialog = await openNewDatabaseDialog(page);
    await fillWithSampleDatabase(dialog, token);
    await createConnection(page, dialog, 'Superstore sample');
    await makeIndex(page);

    await openInsightsSection(page, 'Workbench');
    await page.getByRole('button', { name: 'Add Module' }).click();
    const card = page.locator('article').first();
    const title = card.locator('h2');
    // A new module opens its dialog by itself.
    const editor = page.getByRole('dialog', { name: 'Edit Module' });
    await editor.waitFor();
    await editor.getByLabel('Description').fill('sales by region');
    await editor.getByLabel('Module Type').selectOption('chart');
    await editor.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('button', { name: /^Apply / }).click();
    await card.getByRole('figure').locator('svg').first().waitFor({ timeout: 30_000 });
    expect(await title.textContent()).toBe('Total sales, per region, highest first');
    const regions = await card.getByRole('figure').textContent();

    // Two clicks: open the aggregate, choose Average. The chart and the title follow.
    const aggregate = card.getByLabel('Aggregate');
    await aggregate.click();
    await aggregate.selectOption({ label: 'Average' });
    await expect
      .poll(() => title.textContent(), { timeout: 30_000 })
      .toBe('Average sales, per region, highest first');
    await card.getByRole('figure').locator('svg').first().waitFor();
    expect(await card.getByRole('figure').textContent()).not.toBe(regions);

    // Two clicks: group by segment instead of region.
    const grouping = card.getByLabel('Group by');
    await grouping.click();
    await grouping.selectOption({ label: 'segment (customers)' });
    await expect
      .poll(() => title.textContent(), { timeout: 30_000 })
      .toBe('Average sales, per segment, highest first');
    await expect.poll(() => card.getByRole('figure').textContent()).toMatch(/Consumer/);

    // One click: the first reading, offered among the other readings, comes back.
    await card
      .getByRole('navigation', { name: 'Other readings' })
      .getByRole('button', { name: 'Total sales, per region, highest first.' })
      .click();
    await expect
      .poll(() => title.textContent(), { timeout: 30_000 })
      .toBe('Total sales, per region, highest first');
    await expect.poll(() => card.getByRole('figure').textContent()).toBe(regions);

    // The parts wrap on a phone: nothing scrolls sideways at 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await card.getByLabel('Aggregate').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});
