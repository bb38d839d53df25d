import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isAppRoute } from '../contract/routes.ts';
import type { AppEnv } from './env.ts';

/**
 * Serves the built web app from `webRoot`: hashed assets with a long cache, and index.html
 * for every page path (status 404 for paths that are no page, so crawlers see the truth).
 */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  const publicFile = serveStatic({ root: webRoot });
  // Only paths that name a file (favicon.svg, robots.txt) are looked up on disk.
  app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? publicFile(c, next) : next()));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppRoute(c.req.path) ? 200 : 404);
  });
}
