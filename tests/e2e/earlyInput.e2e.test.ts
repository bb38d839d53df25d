import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, holdPublicSiteScript, uniqueEmail, useBrowser, waitForHydration } from './browser.ts';

/**
 * Opens `path` with the public site's script held, runs `type` on the page as pre-rendered, then
 * lets the script adopt the page.
 */
async function typeBeforeAdoption(page: Page, path: string, type: () => Promise<void>) {
  const release = await holdPublicSiteScript(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('main h1').waitFor();
  await type();
  expect(await page.locator('#root[data-adopted]').count(), 'adopted before the script was released').toBe(0);
  release();
  await waitForHydration(page);
}

describe('typing into a pre-rendered form before its script has run', () => {
  const b = useBrowser();
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  it('contact: the typed message stays, typing goes on after it, and it is sent', async () => {
    const { page } = b;
    const values = {
      Name: 'Ann Lee',
      Email: 'ann@example.com',
      Subject: 'Typed while the page loaded',
      Message: 'Every word typed before the script arrived',
    };
    await typeBeforeAdoption(page, '/contact', async () => {
      for (const [label, value] of Object.entries(values)) await field(page, label).pressSequentially(value);
    });
    for (const [label, value] of Object.entries(values))
      expect(await field(page, label).inputValue()).toBe(value);
    // The field keeps the focus, and the form's machine holds the text: typing adds to it.
    await page.keyboard.type(' is kept.');
    expect(await field(page, 'Message').inputValue()).toBe(`${values.Message} is kept.`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('status');
    await confirmation.getByText('Thank you! Your message has been sent.').waitFor();
    expect(await confirmation.textContent()).toContain(values.Email);
  });

  it('sign up: the typed account is registered', async () => {
    const { page } = b;
    const email = uniqueEmail();
    await typeBeforeAdoption(page, '/signup', async () => {
      await field(page, 'Email').pressSequentially(email);
      await field(page, 'Password').pressSequentially('Secret123');
      await field(page, 'Confirm Password').pressSequentially('Secret123');
    });
    expect(await field(page, 'Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Registration successful! Please sign in.').waitFor();
  });

  it('sign in: the typed credentials sign in', async () => {
    const { page } = b;
    const email = uniqueEmail();
    await fetch(`${baseURL()}/uc/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123' }),
    });
    await typeBeforeAdoption(page, '/signin', async () => {
      await field(page, 'Email').pressSequentially(email);
      await field(page, 'Password').pressSequentially('Secret123');
    });
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await field(page, 'Password').inputValue()).toBe('Secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
  });
});
