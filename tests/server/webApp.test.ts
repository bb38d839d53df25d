import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_DIR } from '../../src/server/webApp.ts';
import { startTestServer, type TestServer } from './testServer.ts';

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webRoot, 'chat.html'), '<!doctype html><title>Chat</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
    writeFileSync(join(webRoot, 'widget.js'), '(()=>{})();');
    mkdirSync(join(webRoot, PRERENDERED_DIR, 'products'), { recursive: true });
    writeFileSync(join(webRoot, PRERENDERED_DIR, 'about.html'), '<div id="root"><h1>About Us</h1></div>');
    writeFileSync(
      join(webRoot, PRERENDERED_DIR, 'products', 'devops.html'),
      '<div id="root"><h1>DevOps</h1></div>',
    );
    server = await startTestServer('pglite', { webRoot });
  });
  afterAll(() => server.stop());

  it.each([
    '/',
    '/about',
    '/signin',
    '/products/data-insights',
    '/dashboard',
    '/dashboard/agent',
    '/devops-console/hosts/3',
    '/data-insights-console/data-source',
    '/data-insights-console/insights/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    '/chat/Abc_123-xyz',
  ])('answers the page %s with the app shell', async (path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([
    ['/about', 'About Us'],
    ['/about/', 'About Us'],
    ['/products/devops', 'DevOps'],
  ])('answers the public page %s with its pre-rendered HTML', async (path, heading) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(`<div id="root"><h1>${heading}</h1></div>`);
  });

  it('answers app pages and public pages the build did not pre-render with the empty index.html', async () => {
    for (const path of ['/dashboard', '/profile', '/signin']) {
      expect(await (await fetch(server.url + path)).text()).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('answers the chat window a widget frames with its own small page, chat.html', async () => {
    for (const path of ['/chat/Abc_123-xyz', '/chat/Abc_123-xyz/']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>Chat</title><div id="root"></div>');
    }
    expect((await fetch(`${server.url}/chat/a/b`)).status).toBe(404);
  });

  it('answers a path that is no page with index.html and status 404, so the app shows Not Found', async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache and public files as they are', async () => {
    const asset = await fetch(`${server.url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });

  it('serves the embed loader at /widget.js as JavaScript', async () => {
    const res = await fetch(`${server.url}/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('(()=>{})();');
  });

  it('never answers an API path with the page', async () => {
    const res = await fetch(`${server.url}/api/unknown`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 404 });
  });
});
