import { describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { signedInPage, useBrowser } from './browser.ts';
import { projectWithIndexedSample } from './consoleData.ts';
import { horizontalOverflow } from './consolePage.ts';

describe('connection definitions (Chromium, 360 px)', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it('defines a metric on the sample database from its row, and a module measures it', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const { projectId, connectionId } = await projectWithIndexedSample(token, { name: 'Definitions' });

    await page.goto('/data-insights-console/data-source');
    await page.getByRole('button', { name: 'Definitions of Superstore sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Definitions of Superstore sample' });
    await dialog.getByRole('button', { name: 'Add metric' }).click();
    const metric = dialog.getByRole('group', { name: 'metric 1' });
    await metric.getByLabel('Name').fill('cost');
    await metric.getByLabel('Expression').fill('sum(sales - profit)');
    await metric.getByLabel('Table').fill('order_lines');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Definitions saved successfully!').waitFor({ timeout: 20_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // A refused edit keeps what was typed and names the metric.
    await metric.getByLabel('Expression').fill('sales - profit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/^Metric 'cost': the column 'sales' is read outside an aggregate/).waitFor();
    expect(await metric.getByLabel('Expression').inputValue()).toBe('sales - profit');

    const module = await apiCall<{ query: string; interpretation: string }>(
      token,
      'POST',
      '/api/data/modules/generate',
      {
        projectId,
        dataSource: connectionId,
        description: 'cost by region',
        moduleType: 'chart',
      },
    );
    expect(module.query).toContain('sum(t0.sales - t0.profit)');
    expect(module.interpretation).toBe('Cost, per region, highest first.');
  });
});
