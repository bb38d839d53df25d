import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, uniqueEmail } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** Tokens live 6 s; the app refreshes them with a quarter of their life left, every 4.5 s. */
const TOKEN_TTL_S = 6;
const CYCLE_MS = TOKEN_TTL_S * 750;
const CYCLES = 3;
const PASSWORD = 'Secret123';
/** A name that resolves to this machine but, being plain http and not localhost, is no secure context. */
const LAN_HOST = 'lan.test';

let server: RunningServer;
let browser: Browser;
let lanBrowser: Browser;

const launch = (args: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...args],
  });

beforeAll(async () => {
  [server, browser, lanBrowser] = await Promise.all([
    // A server of its own: every other browser test runs with hour-long tokens.
    startServer({
      TOKEN_TTL_SECONDS: String(TOKEN_TTL_S),
      SAMPLE_DB: '0',
      DEMO_AGENT: 'off',
      EMBEDDINGS: 'off',
    }),
    launch(),
    launch([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]),
  ]);
}, 200_000);

afterAll(async () => {
  await Promise.all([browser?.close(), lanBrowser?.close()]);
  await server?.stop();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const reply = await fetch(server.baseURL + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await reply.json()) as { success: boolean; data: T; message: string };
  if (!json.success) throw new Error(`POST ${path}: ${json.message}`);
  return json.data;
}

async function newUser() {
  const email = uniqueEmail();
  await post('/uc/register', { email, password: PASSWORD });
  return email;
}

/** Every POST /auth/refresh the browser context sends: the refresh token it spends and the answer. */
function watchRefreshes(context: BrowserContext) {
  const spent: string[] = [];
  const sentAt: number[] = [];
  const statuses: number[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/refresh') {
      spent.push((request.postDataJSON() as { refreshToken: string }).refreshToken);
      sentAt.push(Date.now());
    }
  });
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/refresh') statuses.push(response.status());
  });
  return { spent, sentAt, statuses, succeeded: () => statuses.filter((s) => s === 200).length };
}
type Refreshes = ReturnType<typeof watchRefreshes>;

const adopted = (page: Page) =>
  page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-adopted'));

/** Signs in on /signin like a person; the app lands on /, the pre-rendered public build. */
async function signInOnSignInPage(page: Page, email: string) {
  await page.goto('/signin');
  await adopted(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
  await adopted(page);
}

const signedInHeader = (page: Page, email: string) =>
  page.getByRole('banner').getByRole('button', { name: `${email} ▾` });

/** The token the tab's storage holds, as the server judges it now. */
const profileStatus = (page: Page) =>
  page.evaluate(async () => {
    const reply = await fetch('/uc/profile', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, biz: 'index' },
    });
    return reply.status;
  });

/**
 * Waits until `cycles` more refreshes succeeded, then checks what the issue saw break: no refresh
 * refused, no refresh token sent twice, one refresh per cycle, every tab still signed in on its
 * page.
 */
async function expectSessionHeld(refreshes: Refreshes, pages: Page[], cycles = CYCLES) {
  const target = refreshes.succeeded() + cycles;
  await expect
    .poll(() => refreshes.succeeded(), { timeout: (cycles + 2) * CYCLE_MS, interval: 250 })
    .toBeGreaterThanOrEqual(target);
  // A tab that replayed a spent token would do it right after the refresh it raced.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(refreshes.statuses.every((status) => status === 200)).toBe(true);
  expect(new Set(refreshes.spent).size).toBe(refreshes.spent.length);
  // One refresh per cycle for all the tabs together.
  const gaps = refreshes.sentAt.slice(1).map((at, i) => at - refreshes.sentAt[i]!);
  expect(gaps.filter((gap) => gap < CYCLE_MS / 2)).toEqual([]);
  for (const page of pages) {
    expect(new URL(page.url()).pathname).not.toBe('/signin');
    expect(await profileStatus(page)).toBe(200);
  }
}

async function openProfile(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  return page;
}

describe('one session across tabs, refreshed every few seconds', () => {
  it('keeps a public page and an app page signed in over three refreshes', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const refreshes = watchRefreshes(context);
      const email = await newUser();
      const publicPage = await context.newPage();
      await signInOnSignInPage(publicPage, email);
      const appPage = await openProfile(context);
      await expectSessionHeld(refreshes, [publicPage, appPage]);
      await signedInHeader(publicPage, email).waitFor();
      await appPage.getByRole('heading', { name: 'User Profile' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps two app pages signed in over three refreshes', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const refreshes = watchRefreshes(context);
      const email = await newUser();
      const first = await context.newPage();
      await signInOnSignInPage(first, email);
      await first.goto('/profile');
      await first.getByRole('heading', { name: 'User Profile' }).waitFor();
      const second = await openProfile(context);
      await expectSessionHeld(refreshes, [first, second]);
    } finally {
      await context.close();
    }
  });

  it('keeps three tabs signed in over three refreshes', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const refreshes = watchRefreshes(context);
      const email = await newUser();
      const landing = await context.newPage();
      await signInOnSignInPage(landing, email);
      const profile = await openProfile(context);
      const about = await context.newPage();
      await about.goto('/about');
      await adopted(about);
      await signedInHeader(about, email).waitFor();
      await expectSessionHeld(refreshes, [landing, profile, about]);
      await signedInHeader(about, email).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps a tab that slept through two refreshes signed in when it wakes', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const refreshes = watchRefreshes(context);
      const email = await newUser();
      const sleeper = await context.newPage();
      await signInOnSignInPage(sleeper, email);
      const awake = await openProfile(context);
      // The browser freezes the tab (as it does background tabs): no timers, no events.
      const cdp = await context.newCDPSession(sleeper);
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      await expectSessionHeld(refreshes, [awake], 2);
      await cdp.send('Page.setWebLifecycleState', { state: 'active' });
      // Its token has expired and its refresh token was spent twice since; it adopts the latest.
      await expectSessionHeld(refreshes, [sleeper, awake], 1);
      await signedInHeader(sleeper, email).waitFor();
      await sleeper
        .getByRole('banner')
        .getByRole('button', { name: `${email} ▾` })
        .click();
      await sleeper.getByRole('banner').getByRole('link', { name: 'User Profile' }).click();
      await sleeper.getByRole('heading', { name: 'User Profile' }).waitFor();
      expect(new URL(sleeper.url()).pathname).toBe('/profile');
    } finally {
      await context.close();
    }
  });

  it('does the same without the Web Locks API (plain http on a LAN address), through a lease', async () => {
    const context = await lanBrowser.newContext({ baseURL: `http://${LAN_HOST}:${server.port}` });
    try {
      const refreshes = watchRefreshes(context);
      const email = await newUser();
      const publicPage = await context.newPage();
      await signInOnSignInPage(publicPage, email);
      expect(await publicPage.evaluate(() => [isSecureContext, 'locks' in navigator])).toEqual([
        false,
        false,
      ]);
      const appPage = await openProfile(context);
      const second = await openProfile(context);
      await expectSessionHeld(refreshes, [publicPage, appPage, second]);
    } finally {
      await context.close();
    }
  });
});

describe('protected pages wait for the session and come back after sign-in', () => {
  it('restores a visit with an expired token and a live refresh token on /profile, in place', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const email = await newUser();
      const grant = await post<{ result: string; refreshToken: string }>('/uc/login', {
        email,
        password: PASSWORD,
      });
      const page = await context.newPage();
      // Every address the page shows, client-side redirects included.
      await page.addInitScript(() => {
        const seen: string[] = JSON.parse(sessionStorage.getItem('paths') ?? '[]');
        const note = () => {
          seen.push(location.pathname);
          sessionStorage.setItem('paths', JSON.stringify(seen));
        };
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            original(...args);
            note();
          };
        }
        note();
      });
      await page.goto('/favicon.svg');
      await page.evaluate(
        ({ token, refreshToken }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('refreshToken', refreshToken);
        },
        { token: grant.result, refreshToken: grant.refreshToken },
      );
      // The next morning: the stored token has expired.
      await new Promise((resolve) => setTimeout(resolve, TOKEN_TTL_S * 1000 + 1_100));
      const refreshes = watchRefreshes(context);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'User Profile' }).waitFor();
      expect(refreshes.statuses).toEqual([200]);
      const paths = await page.evaluate(() => JSON.parse(sessionStorage.getItem('paths') ?? '[]'));
      expect(paths.filter((path: string) => path !== '/favicon.svg')).not.toContain('/signin');
      expect(new URL(page.url()).pathname).toBe('/profile');
      await expect.poll(() => page.getByText(email, { exact: true }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor of /dashboard/files to sign in, then back to /dashboard/files', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const email = await newUser();
      const grant = await post<{ result: string }>('/uc/login', { email, password: PASSWORD });
      await post(
        '/api/workspaces/create',
        { name: 'Tea shop assistant', role: 'Answers tea questions.' },
        grant.result,
      );
      const page = await context.newPage();
      await page.goto('/dashboard/files');
      await page.waitForURL((url) => url.pathname === '/signin');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/files');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Login successful!').waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard/files', { timeout: 8_000 });
      await page.getByRole('heading', { name: 'Files', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('returns from the pre-rendered sign-in page to its next, and never to another site', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const email = await newUser();
      const page = await context.newPage();
      const signIn = async (next: string) => {
        await page.goto(`/signin?next=${encodeURIComponent(next)}`);
        await adopted(page);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByText('Login successful!').waitFor();
      };
      await signIn('//evil.example/profile');
      await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
      expect(new URL(page.url()).host).toBe(new URL(server.baseURL).host);

      await page.evaluate(() => localStorage.clear());
      await signIn('/profile');
      await page.waitForURL((url) => url.pathname === '/profile', { timeout: 8_000 });
      await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
