import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../src/contract/routes.ts';
import { baseURL, holdPublicSiteScript, signedInPage, useBrowser, waitForHydration } from './browser.ts';

/** Errors the page reports: React reports a hydration mismatch through console.error. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('public pages before JavaScript', () => {
  it.each(publicPages)('%s arrives as HTML with its heading, title and styles', async (route) => {
    const res = await fetch(baseURL() + route);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<div id="root"><.*<h1[ >]/s);
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('app pages still get the empty app shell', async () => {
    for (const route of ['/dashboard', '/profile', '/devops-console', '/chat/unknownAppId']) {
      expect(await (await fetch(baseURL() + route)).text(), route).toContain('<div id="root"></div>');
    }
  });

  const noScript = useBrowser();

  it('a visitor without JavaScript reads every public page, styled', async () => {
    await noScript.context.close();
    noScript.context = await noScript.browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await noScript.context.newPage();
    for (const route of publicPages) {
      await page.goto(route);
      expect(await page.locator('main h1').isVisible(), route).toBe(true);
      // The header's styles apply: the mobile menu button shows, the desktop links do not.
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), route).toBe(false);
    }
  });
});

describe('hydrating the pre-rendered pages', () => {
  const b = useBrowser();

  it.each(publicPages)('%s hydrates without a mismatch or any error', async (route) => {
    const { page } = b;
    const errors = collectErrors(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    // Hydrated: the header's Products menu opens.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Products/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'DevOps' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the carousel rotates after hydration', async () => {
    const { page } = b;
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const current = () =>
      page.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');
    await expect.poll(current, { timeout: 4500, interval: 200 }).toBe('2 of 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await current()).toBe('3 of 3');
    expect(errors).toEqual([]);
  });

  it('a signed-in visitor gets the signed-out header first, then the user menu, without a mismatch', async () => {
    const { page } = b;
    const { email } = await signedInPage(page);
    const errors = collectErrors(page);
    const html = await (await fetch(`${baseURL()}/about`)).text();
    expect(html).toContain('Sign in</a>');
    await page.goto('/about');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${email} ▾` })
      .waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.goto('/signin');
    await page.getByText(`You are signed in as ${email}.`).waitFor();
    expect(errors).toEqual([]);
  });

  it('adopting a page keeps its elements and its text', async () => {
    const { page } = b;
    const errors = collectErrors(page);
    const release = await holdPublicSiteScript(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const before = await page.evaluate(() => {
      const w = window as unknown as { heading: Element };
      w.heading = document.querySelector('main h1')!;
      return document.getElementById('root')!.textContent;
    });
    release();
    await waitForHydration(page);
    const after = await page.evaluate(() => ({
      same: (window as unknown as { heading: Element }).heading === document.querySelector('main h1'),
      text: document.getElementById('root')!.textContent,
    }));
    expect(after).toEqual({ same: true, text: before });
    expect(errors).toEqual([]);
  });

  it('a link from a public page into the app loads the full app there', async () => {
    const { page } = b;
    await signedInPage(page);
    await page.goto('/signin');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    // A new account has no workspace yet: the dashboard opens its creation wizard.
    await page.getByRole('heading', { name: 'Create a new workspace' }).waitFor();
    expect(await page.locator('#root[data-adopted]').count()).toBe(0);
  });
});
