import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/benchServer.ts';
import { baseURL, signedInPage, useBrowser } from './browser.ts';

describe('pages under the content security policy', () => {
  const browser = useBrowser();

  it('renders the public pages, the dashboard and the chat window without a single CSP violation', async () => {
    const { page } = browser;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => page.locator('main').count()).toBeGreaterThan(0);
    await page.goto('/signin');
    await page.getByLabel(/email/i).first().waitFor();
    const { token } = await signedInPage(page);
    const created = await fetch(`${baseURL()}/api/workspaces/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Framed', role: 'Answers questions' }),
    }).then((r) => r.json());
    await page.goto('/dashboard');
    await page.getByRole('navigation').first().waitFor();
    const chat = await fetch(`${baseURL()}/api/workspaces/${created.data.id}/chat`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    await page.goto(`/chat/${chat.data.appId}`);
    await page.locator('#root *').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('lets another site frame the chat window and nothing else', async () => {
    // A page of another origin that frames two of ours.
    const site = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<iframe id="signin" src="${baseURL()}/signin"></iframe><iframe id="chat" src="${baseURL()}/chat/Abc_123-xyz"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = browser;
      await page.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
      const framedRoot = (id: string) =>
        page
          .frameLocator(`#${id}`)
          .locator('#root')
          .count()
          .catch(() => 0);
      await expect.poll(() => framedRoot('chat'), { timeout: 15_000 }).toBe(1);
      expect(await framedRoot('signin')).toBe(0);
    } finally {
      site.close();
    }
  });
});

describe('npm start', () => {
  it('stops the server when the npm start process gets SIGTERM', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'npm-start-')),
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    });
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
    await expect.poll(health, { timeout: 90_000, interval: 250 }).toBe(200);
    npm.kill('SIGTERM');
    await expect.poll(health, { timeout: 10_000, interval: 200 }).toBe(0);
  }, 120_000);
});
