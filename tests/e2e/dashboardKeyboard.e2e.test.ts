import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useBrowser } from './browser.ts';
import { emptyWorkspace } from './dashboardData.ts';

/** Opens the new workspace wizard and fills its name, then, on the next step, its role. */
async function fillWizardNameAndRole(page: Page) {
  await page.goto('/dashboard/create-workspace');
  await page.getByLabel('AI Name', { exact: true }).fill('Keyboard agent');
  await page.keyboard.press('Enter');
  await page.getByLabel('AI Role', { exact: true }).fill('Answers questions.');
}

describe('the dashboard from the keyboard', () => {
  const b = useBrowser();

  it('offers Skip to content first, which moves focus to the section', async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    await emptyWorkspace(token);
    await page.goto('/dashboard/text');
    await page.getByRole('heading', { level: 1, name: 'Text' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('console-content');
  });

  it('rings the visible Choose files control when its input has the keyboard focus', async () => {
    const { page } = b;
    await signedInPage(page);
    await fillWizardNameAndRole(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Uploading Files' }).waitFor();

    const input = page.getByLabel('Choose files');
    const label = page.locator('label', { hasText: 'Choose files' });
    const ring = () => label.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(await ring()).toBe('none');
    // Reach the input by Tab from the step heading's form, as a keyboard user would.
    await page.getByRole('heading', { name: 'Uploading Files' }).click();
    for (let i = 0; i < 5 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await ring()).toBe('solid');
    const box = await label.boundingBox();
    expect(box!.width).toBeGreaterThan(40);
  });

  it('closes the user menu on Escape and gives focus back to its button', async () => {
    const { page } = b;
    const { email, token } = await signedInPage(page);
    await emptyWorkspace(token);
    await page.goto('/dashboard/integration');
    await page.getByRole('heading', { level: 1, name: 'Integration' }).waitFor();
    const userButton = page.getByRole('button', { name: `${email} ▾` });
    await userButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'User Profile' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'User Profile' }).count()).toBe(0);
    expect(await userButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('keeps the focus in the wizard when Next on step 2 opens the files step, a few Tabs from Finish', async () => {
    const { page } = b;
    await signedInPage(page);
    await fillWizardNameAndRole(page);
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Uploading Files' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const finish = page.getByRole('button', { name: 'Finish' });
    let tabs = 0;
    while (!(await finish.evaluate((el) => el === document.activeElement)) && tabs < 20) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(3);
  });

  it('after signing in with the form, reaches the user menu within a few Tabs', async () => {
    const { page } = b;
    const { email, password } = await signedInPage(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const userButton = page.getByRole('button', { name: new RegExp(`^${email}`) });
    await userButton.waitFor();
    let tabs = 0;
    while (!(await userButton.evaluate((el) => el === document.activeElement)) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(7);
  });
});
