import { describe, expect, it } from 'vitest';
import { devopsPages } from '../../src/contract/routes.ts';
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
});
