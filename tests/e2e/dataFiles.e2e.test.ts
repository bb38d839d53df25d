import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { seriousViolations } from './axe.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { horizontalOverflow } from './consolePage.ts';
import { openInsightsSection } from './insightsConsole.ts';
import { xlsxWorkbook } from './xlsxWorkbook.ts';

/** Orders over six months of 2023, a few a month, with the revenue each brought. */
const orders = (() => {
  const lines = ['Order date,Region,Revenue'];
  const regions = ['North', 'South', 'East'];
  for (let month = 1; month <= 6; month++)
    for (let day = 3; day <= 24; day += 7)
      lines.push(
        `2023-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')},${regions[day % 3]},${(month * 100 + day).toFixed(2)}`,
      );
  return `${lines.join('\n')}\n`;
})();

/** What the six months add up to, month by month, as the chart should show them. */
const revenueByMonth = [1, 2, 3, 4, 5, 6].map((month) =>
  [3, 10, 17, 24].reduce((sum, day) => sum + month * 100 + day, 0),
);

const customers = xlsxWorkbook({
  Customers: [
    ['Name', 'City', 'Signed up'],
    ['Ada Lovelace', 'London', '2023-01-04'],
    ['Bo Larsen', 'Oslo', '2023-02-11'],
    ['Chen Wei', 'Shanghai', '2023-03-19'],
  ],
});

async function projectPage(page: Page) {
  const { token } = await signedInPage(page);
  const project = await apiCall<{ id: string }>(token, 'POST', '/api/data/projects', {
    name: 'Shop spreadsheets',
    description: 'Orders and customers from spreadsheets.',
  });
  await page.evaluate((id) => localStorage.setItem('dataProjectId', id), project.id);
  return { token, projectId: project.id };
}

describe('data files (Chromium)', () => {
  const b = useBrowser();

  it('uploads a CSV and an XLSX, shows their rows and types, and charts revenue by month from Files', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    await projectPage(page);
    await page.goto('/data-insights-console/data-source');
    const section = page.locator('section[aria-labelledby="data-files-title"]');
    await section.getByRole('heading', { name: 'No data files yet.' }).waitFor();

    await section.getByLabel('Choose files').setInputFiles([
      { name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(orders) },
      {
        name: 'customers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: customers,
      },
    ]);
    await section.getByRole('button', { name: 'Upload Selected Files' }).click();
    await section.getByText('Files upload process completed!').waitFor({ timeout: 60_000 });

    const table = section.getByRole('table', { name: 'Data files' });
    const row = (name: RegExp) => table.getByRole('row').filter({ hasText: name });
    await row(/orders\.csv/).waitFor();
    await row(/customers\.xlsx/).waitFor();
    expect(
      await row(/orders\.csv/)
        .locator('td[data-label="Rows"]')
        .textContent(),
    ).toBe('24');
    expect(
      await row(/orders\.csv/)
        .locator('td[data-label="Columns"]')
        .textContent(),
    ).toBe('3');
    expect(
      await row(/customers\.xlsx/)
        .locator('td[data-label="Rows"]')
        .textContent(),
    ).toBe('3');

    // View: the first rows, each column with its inferred type.
    await row(/orders\.csv/)
      .getByRole('button', { name: /^View / })
      .click();
    const rows = page.getByRole('dialog', { name: /^Rows of orders\.csv/ });
    const grid = rows.getByRole('table');
    await grid.locator('tbody tr').first().waitFor();
    const headings = await grid.getByRole('columnheader').allTextContents();
    expect(headings.map((h) => h.split(' ').at(-1))).toEqual(['date', 'text', 'decimal']);
    expect(await grid.locator('tbody tr').count()).toBe(24);
    await rows.getByRole('button', { name: 'Close' }).click();

    await row(/customers\.xlsx/)
      .getByRole('button', { name: /^View / })
      .click();
    const sheet = page.getByRole('dialog', { name: /^Rows of customers\.xlsx/ });
    await sheet.getByText('Ada Lovelace').waitFor();
    expect((await sheet.getByRole('columnheader').allTextContents()).map((h) => h.split(' ').at(-1))).toEqual(
      ['text', 'text', 'date'],
    );
    await sheet.getByRole('button', { name: 'Close' }).click();

    // Workbench: a chart of revenue by month from the project's files.
    await openInsightsSection(page, 'Workbench');
    await page.getByRole('button', { name: 'Add Module' }).click();
    // A module added by hand opens its editor at once.
    const card = page.locator('article').first();
    const editor = page.getByRole('dialog', { name: 'Edit Module' });
    await editor.getByLabel('Description').fill('revenue by month');
    await editor.getByLabel('Data Source').selectOption({ label: 'Files' });
    await editor.getByLabel('Module Type').selectOption('chart');
    await editor.getByRole('button', { name: 'Save' }).click();
    await card.getByText('revenue by month').waitFor();
    await card.hover();
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/data/modules/generate'), {
      timeout: 60_000,
    });
    await card.getByRole('button', { name: /^Apply / }).click();
    const reply = (await (await generated).json()) as {
      data: { generatedContent: { data: { dataSet?: Record<string, unknown>[]; keys?: string[] } } };
    };
    await card.getByRole('figure').locator('svg').first().waitFor({ timeout: 60_000 });
    await card.getByText('Show query').click();
    const query = (await card.locator('pre code').first().textContent()) ?? '';
    expect(query).toMatch(/orders/i);
    expect(query).toMatch(/revenue/i);

    // The figures drawn are the months' sums, in month order.
    const { dataSet = [], keys = [] } = reply.data.generatedContent.data;
    expect(dataSet.map((point) => Number(point[keys[0]!]))).toEqual(revenueByMonth);
  });
});

describe('data files at 360 px (Chromium)', () => {
  const b = useBrowser({ width: 360, height: 780 });

  it('lists files and shows rows without the page scrolling sideways', { timeout: 120_000 }, async () => {
    const { page } = b;
    await projectPage(page);
    await page.goto('/data-insights-console/data-source');
    const section = page.locator('section[aria-labelledby="data-files-title"]');
    await section.getByRole('heading', { name: 'No data files yet.' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await section
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(orders) }]);
    await section.getByRole('button', { name: 'Upload Selected Files' }).click();
    const table = section.getByRole('table', { name: 'Data files' });
    await table.getByRole('button', { name: /^View / }).waitFor({ timeout: 60_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const actions = table.locator('td[data-label="Actions"] button');
    for (const button of await actions.all()) {
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }
    await table.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog', { name: /^Rows of orders\.csv/ });
    await dialog.locator('tbody tr').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The type review stacks its columns on a phone; every type picker stays on screen.
    await table.getByRole('button', { name: /^Edit / }).click();
    const review = page.getByRole('dialog', { name: /^Edit orders\.csv/ });
    await review.getByLabel('Table name').waitFor();
    for (const select of await review.getByRole('combobox').all()) {
      const box = await select.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
