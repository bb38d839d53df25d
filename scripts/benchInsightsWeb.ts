// The data-insights workbench's weight in the browser: gzipped JavaScript loaded by the workbench
// with no chart on screen, and with one bar chart drawn. Run alone or from `npm run bench`.

import { pathToFileURL } from 'node:url';
import { salesByRegionChart } from '../tests/fixtures/insights/salesByRegionChart.ts';
import { gzipKb, jsonCaller, launchChromium, roundKb } from './benchBrowser.ts';
import { startServerProcess } from './benchServer.ts';

export interface WorkbenchWeight {
  case: string;
  jsKb: number;
  chartChunks: string[];
}

/** Expects dist/web to hold a production build (benchRoutes.ts makes one). */
export async function benchWorkbenchWeight(): Promise<WorkbenchWeight[]> {
  const server = await startServerProcess('src/server/main.ts', { SAMPLE_DB: '0' });
  const call = jsonCaller(server.url);
  const browser = await launchChromium();
  try {
    const weights: WorkbenchWeight[] = [];
    for (const withChart of [false, true]) {
      const email = `bench-insights-${Date.now()}-${withChart}@example.com`;
      await call('/uc/register', 'POST', { email, password: 'Secret123' });
      const login = await call('/uc/login', 'POST', { email, password: 'Secret123' });
      const token: string = login.data.result;
      const project = await call('/api/data/projects', 'POST', { name: 'Bench', description: '' }, token);
      if (withChart)
        await call(
          `/api/data/projects/${project.data.id}/page`,
          'PUT',
          { modules: [salesByRegionChart] },
          token,
        );

      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(
        ([t, r]) => {
          localStorage.setItem('token', t!);
          localStorage.setItem('refreshToken', r!);
        },
        [token, login.data.refreshToken as string],
      );
      const files = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) files.add(pathname);
      });
      await page.goto('/data-insights-console/workbench', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Workbench' }).waitFor();
      if (withChart) await page.locator('figure svg').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      const list = [...files];
      weights.push({
        case: withChart ? 'workbench with a bar chart' : 'workbench without a chart',
        jsKb: roundKb(list.reduce((total, f) => total + gzipKb(f), 0)),
        chartChunks: list.filter((f) => /Chart-/.test(f)).map((f) => f.replace(/^\/assets\//, '')),
      });
    }
    return weights;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const w of await benchWorkbenchWeight())
    console.log(`${w.case}: ${w.jsKb} KB gzipped JS; chart chunks: ${w.chartChunks.join(', ') || 'none'}`);
}
