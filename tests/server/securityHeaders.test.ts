import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowFramingBy, securityHeaders } from '../../src/server/securityHeaders.ts';
import { startTestServer, type TestServer } from './testServer.ts';

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webRoot, 'widget.js'), '(()=>{})();');
    server = await startTestServer('pglite', { webRoot });
  }, 180_000);
  afterAll(() => server.stop());

  it.each(['/', '/signin', '/dashboard/agent', '/no/such/page', '/api/docs', '/widget.js'])(
    '%s may not be framed, runs only our own scripts, and sends the referrer and sniffing headers',
    async (path) => {
      const res = await fetch(server.url + path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/nothing'],
    ['GET', '/uc/profile'],
    ['POST', '/uc/login'],
    ['GET', '/api/openapi.json'],
  ])(
    '%s %s answers JSON with the short set: not sniffed, not framed, runs nothing, not cached',
    async (method, path) => {
      const res = await fetch(server.url + path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(res.headers.get('content-security-policy'))).toEqual({
        'default-src': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // What only a page needs stays off the API's many small replies.
      for (const name of [
        'strict-transport-security',
        'cross-origin-opener-policy',
        'x-dns-prefetch-control',
      ]) {
        expect(res.headers.get(name), name).toBeNull();
      }
      let bytes = 0;
      res.headers.forEach((value, name) => {
        bytes += name.length + value.length + 4;
      });
      expect(bytes).toBeLessThan(400);
    },
  );

  it('lets any site frame the chat window /chat/{appId}', async () => {
    const res = await fetch(`${server.url}/chat/Abc_123-xyz`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toBe('*');
    expect(csp['script-src']).toBe("'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets other sites load the embed loader, and no other file', async () => {
    const widget = await fetch(`${server.url}/widget.js`);
    expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('lets a frameable page narrow who may frame it', async () => {
    const app = new Hono();
    app.use('*', securityHeaders);
    app.get('/chat/:appId', (c) => {
      allowFramingBy(c, ['https://shop.example.com']);
      return c.text('chat');
    });
    const res = await app.request('/chat/abc');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toBe('https://shop.example.com');
    expect(csp['script-src']).toBe("'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});
