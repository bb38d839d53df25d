import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser, waitForHydration } from './browser.ts';

describe('account journey in Chromium', () => {
  const b = useBrowser();

  it('signs up, signs in, edits the profile, changes the password, logs out and signs in again', async () => {
    const { page } = b;
    const email = uniqueEmail();
    await page.goto('/signup');
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Registration successful! Please sign in.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/signin');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
    await page.getByText('Redirecting in 3 seconds...').waitFor();
    await page.getByText('Redirecting in 2 seconds...').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `${email} ▾` }).click();
    await header.getByRole('link', { name: 'User Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Account information' }).waitFor();

    await page.getByLabel('Nickname', { exact: true }).fill('Ann');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved successfully!').waitFor();
    await expect.poll(() => header.getByRole('button', { name: 'Ann ▾' }).count()).toBe(1);

    await page.getByLabel('Current password', { exact: true }).fill('Secret123');
    await page.getByLabel('New password', { exact: true }).fill('Better456');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Better456');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully!').waitFor();

    await header.getByRole('button', { name: 'Ann ▾' }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog', { name: 'Error!' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Password', { exact: true }).fill('Better456');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
  });

  it('sends a user with a forged token to /signin and drops the token', async () => {
    const { page } = b;
    await page.goto('/');
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
      localStorage.setItem(
        'token',
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', userId: 'x', exp: 9999999999 })}.`,
      );
    });
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
