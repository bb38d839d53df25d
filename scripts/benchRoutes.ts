import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { publicPages } from '../src/contract/routes.ts';
import type { AppEnv } from '../src/server/env.ts';
import { mountWebApp } from '../src/server/webApp.ts';
import { gzipKb, launchChromium, roundKb, webRoot } from './benchBrowser.ts';

/** Gzipped kilobytes of the landing page's JavaScript that the budget allows. */
export const LANDING_JS_BUDGET_KB = 70;

export interface RouteWeight {
  route: string;
  jsKb: number;
  cssKb: number;
  /** Gzipped KB of each file the route loaded, by path. */
  files: Record<string, number>;
}

/**
 * A build made while NODE_ENV is 'test' or 'development' (the e2e setup builds under vitest) ships
 * React's development bundle, which is not what visitors download; only its warnings contain this.
 */
const DEVELOPMENT_REACT_MARKER = 'Check the render method';

function isProductionBuild(): boolean {
  const assets = join(webRoot, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .every((f) => !readFileSync(join(assets, f), 'utf8').includes(DEVELOPMENT_REACT_MARKER));
}

/** Builds dist/web for production when it is missing or holds a development-mode build. */
function ensureProductionBuild() {
  if (existsSync(join(webRoot, 'index.html')) && isProductionBuild()) return;
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('web build failed');
}

/**
 * Opens every public route in a fresh Chromium page served from dist/web, records each .js and
 * .css file the browser fetches (entry, its static imports, the route's lazy chunks) and sums
 * their gzipped sizes.
 */
export async function benchPublicRoutes(routes = publicPages): Promise<RouteWeight[]> {
  ensureProductionBuild();
  const app = new Hono<AppEnv>();
  mountWebApp(app, webRoot);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname)) files.add(pathname);
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await context.close();
      const sizes = Object.fromEntries([...files].sort().map((f) => [f, gzipKb(f)]));
      const sum = (ext: string) =>
        roundKb(
          Object.entries(sizes)
            .filter(([f]) => f.endsWith(ext))
            .reduce((total, [, kb]) => total + kb, 0),
        );
      weights.push({
        route,
        jsKb: sum('.js'),
        cssKb: sum('.css'),
        files: Object.fromEntries(Object.entries(sizes).map(([f, kb]) => [f, roundKb(kb)])),
      });
    }
    return weights;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const weights = await benchPublicRoutes();
  console.table(weights.map((w) => ({ route: w.route, 'JS KB (gzip)': w.jsKb, 'CSS KB (gzip)': w.cssKb })));
  if (process.argv.includes('--files')) for (const w of weights) console.log(w.route, w.files);
  const landing = weights.find((w) => w.route === '/');
  if (landing) {
    const verdict = landing.jsKb <= LANDING_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `/ loads ${landing.jsKb} KB of gzipped JS: ${verdict} the ${LANDING_JS_BUDGET_KB} KB budget.`,
    );
    if (landing.jsKb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
  }
}
