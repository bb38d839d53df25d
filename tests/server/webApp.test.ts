import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer.ts';

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
    writeFileSync(join(webRoot, 'widget.js'), '(()=>{})();');
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
    '/chat/Abc_123-xyz',
  ])('answers the page %s with index.html', async (path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
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
