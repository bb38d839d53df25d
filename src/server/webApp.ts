import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { isAppRoute, publicPages } from '../contract/routes.ts';
import type { AppEnv } from './env.ts';

/** The chat window a widget frames: /chat/{appId}. */
const CHAT_PAGE = /^\/chat\/[^/]+\/?$/;

/** Where the build writes the pre-rendered public pages (scripts/prerenderPlugin.ts), inside the web root. */
export const PRERENDERED_DIR = 'prerendered';

/** A pre-rendered page's file in PRERENDERED_DIR: `/` is index.html, `/products/devops` products/devops.html. */
export const prerenderedFile = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

/** The build's pre-rendered public pages, by path; a page the build did not pre-render is left out. */
function readPrerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of publicPages) {
    const file = join(webRoot, PRERENDERED_DIR, prerenderedFile(path));
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * Serves the built web app from `webRoot`: hashed assets with a long cache, a public page's
 * pre-rendered HTML, and index.html for every other page path (status 404 for paths that are no
 * page, so crawlers see the truth).
 */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The framed chat window's own page (chat.html), when the build made one.
  const chatFile = join(webRoot, 'chat.html');
  const chatHtml = existsSync(chatFile) ? readFileSync(chatFile, 'utf8') : indexHtml;
  const prerendered = readPrerenderedPages(webRoot);

  // Pages, scripts and styles travel gzipped (fonts and images are compressed already).
  app.use('*', compress());
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
    const page = prerendered.get(c.req.path.replace(/\/+$/, '') || '/');
    if (page) return c.html(page);
    if (CHAT_PAGE.test(c.req.path)) return c.html(chatHtml);
    return c.html(indexHtml, isAppRoute(c.req.path) ? 200 : 404);
  });
}
