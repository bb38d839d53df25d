import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The base URL of the server the e2e run started. */
export const baseURL = () => inject('baseURL');

/**
 * One Debian Chromium per test file and a fresh context (no storage) per test.
 * `viewport` defaults to a desktop size.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }) {
  const handle = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    handle.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(() => handle.browser?.close());
  beforeEach(async () => {
    handle.context = await handle.browser.newContext({ baseURL: baseURL(), viewport });
    handle.page = await handle.context.newPage();
  });
  afterEach(() => handle.context?.close());
  return handle;
}

/**
 * Waits until the public site has adopted a pre-rendered public page (it marks the root), or
 * React has hydrated one (its h1 carries React's fiber).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.getElementById('root')?.hasAttribute('data-adopted')) return true;
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

let counter = 0;
/** A fresh email for a test user. */
export const uniqueEmail = () => `e2e${Date.now()}${counter++}@example.com`;

/** Registers and signs in through the API, then stores the session like the app does. */
export async function signedInPage(page: Page, password = 'Secret123') {
  const email = uniqueEmail();
  const post = (path: string, body: unknown) =>
    fetch(baseURL() + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/uc/register', { email, password });
  const login = await post('/uc/login', { email, password });
  await page.goto('/');
  await page.evaluate(
    ([token, refresh]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [login.data.result, login.data.refreshToken],
  );
  return { email, password, token: login.data.result as string };
}

/**
 * Holds the public site's script (the module that adopts a pre-rendered page) until the returned
 * function is called, so a test can act on the page as it is before adoption.
 */
export async function holdPublicSiteScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/startPublicSite-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
