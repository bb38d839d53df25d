import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signedInPage } from './browser.ts';
import { sampleDatabase } from './consoleData.ts';

/** Follows a link of the Data Insights console's navigation ('Workbench', 'Data Source', 'Insights'). */
export const openInsightsSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Data Insights Navigation' }).getByRole('link', { name }).click();

/**
 * Creates a project in the 'Create New Project' dialog, which opens by itself on a user's first
 * visit to the console, and waits for the workbench.
 */
export async function createFirstProject(page: Page, name: string) {
  const createProject = page.getByRole('dialog', { name: 'Create New Project' });
  await createProject.getByLabel('Project Name').fill(name);
  await createProject.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('heading', { name: 'Workbench' }).waitFor();
}

/** Signs a new user in and makes their first project in the console; the user's email, password and token. */
export async function signedInWithFirstProject(page: Page, projectName: string) {
  const session = await signedInPage(page);
  await page.goto('/data-insights-console');
  await createFirstProject(page, projectName);
  return session;
}

/** Goes to Data Source and opens its 'Create New Database' dialog. */
export async function openNewDatabaseDialog(page: Page) {
  await openInsightsSection(page, 'Data Source');
  await page.getByRole('button', { name: 'Create New Database' }).click();
  return page.getByRole('dialog', { name: 'Create New Database' });
}

/** Fills the connection dialog with the sample database once the server has it listening. */
export async function fillWithSampleDatabase(dialog: Locator, token: string) {
  await sampleDatabase(token);
  await dialog.getByRole('button', { name: 'Use the sample database' }).click();
  await expect
    .poll(() => dialog.getByLabel('Database', { exact: true }).inputValue(), { timeout: 10_000 })
    .toBe('superstore');
}

/** Creates the connection the dialog holds and waits until Data Source lists it by `name`. */
export async function createConnection(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('list', { name: 'Database connections' }).getByText(name).waitFor();
}

/** Indexes the project's connections from Data Source. */
export async function makeIndex(page: Page) {
  await page.getByRole('button', { name: 'Make Index', exact: true }).click();
  await page.getByText('Index creation initiated successfully!').waitFor({ timeout: 30_000 });
}
