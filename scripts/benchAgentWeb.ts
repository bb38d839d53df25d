// The agent's pages in the browser: gzipped JavaScript loaded by the chat window a widget frames
// (/chat/{appId}, its own entry) and by the dashboard's History and Reports (nivo only on Reports).
// Run alone or from `npm run bench`; expects a production build in dist/web (benchRoutes.ts makes one).

import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { gzipKb, jsonCaller, launchChromium, roundKb } from './benchBrowser.ts';
import { startServerProcess } from './benchServer.ts';

export interface PageWeight {
  page: string;
  jsKb: number;
  /** nivo chunks the page loaded. */
  nivoChunks: string[];
}

/** Opens `path` in a fresh context (signed in when `session` is given) and weighs the JS it loads. */
async function weigh(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: string,
  session?: { token: string; refreshToken: string },
): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (session) {
    await page.goto('/');
    await page.evaluate(
      ([t, r]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('refreshToken', r!);
      },
      [session.token, session.refreshToken],
    );
  }
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) files.add(pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const list = [...files];
  return {
    page: path.replace(/\/chat\/[^/]+$/, '/chat/{appId}'),
    jsKb: roundKb(list.reduce((total, f) => total + gzipKb(f), 0)),
    nivoChunks: list.filter((f) => /\/nivo-/.test(f)).map((f) => f.replace(/^\/assets\//, '')),
  };
}

export async function benchAgentPagesWeight(): Promise<PageWeight[]> {
  const server = await startServerProcess('src/server/main.ts', { EMBEDDINGS: 'off' });
  const call = jsonCaller(server.url);
  const browser = await launchChromium();
  try {
    const email = `bench-agent-${Date.now()}@example.com`;
    await call('/uc/register', 'POST', { email, password: 'Secret123' });
    const login = await call('/uc/login', 'POST', { email, password: 'Secret123' });
    const session = { token: login.data.result as string, refreshToken: login.data.refreshToken as string };
    const workspace = await call(
      '/api/workspaces/create',
      'POST',
      { name: 'Bench', role: 'Help' },
      session.token,
    );
    // One conversation, so History lists it and Reports draws its chart.
    await call(`/api/chat/${workspace.data.appId}/messages`, 'POST', { message: 'Are you open on Sundays?' });
    return [
      await weigh(browser, server.url, `/chat/${workspace.data.appId}`, 'textarea'),
      await weigh(browser, server.url, '/dashboard/history', 'h1', session),
      await weigh(browser, server.url, '/dashboard/reports', 'svg[role="img"]', session),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const w of await benchAgentPagesWeight())
    console.log(`${w.page}: ${w.jsKb} KB gzipped JS; nivo chunks: ${w.nivoChunks.join(', ') || 'none'}`);
}
