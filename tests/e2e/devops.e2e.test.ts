import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { signedInPage, useBrowser } from './browser.ts';

const hostsTable = (page: Page) => page.getByRole('table', { name: 'Hosts' });

describe('devops console in Chromium', () => {
  const b = useBrowser();

  it('adds, searches, edits and deletes a host, and keeps the changes across a reload', async () => {
    const { page } = b;
    await signedInPage(page);
    await page.goto('/devops-console');
    await page.getByRole('heading', { name: 'DevOps Overview' }).waitFor();
    await page
      .getByRole('navigation', { name: 'DevOps Navigation' })
      .getByRole('link', { name: 'Host Management' })
      .click();
    await hostsTable(page).getByRole('link', { name: 'web-server-01' }).waitFor();

    await page.getByRole('button', { name: 'Add Host' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Host' });
    await editor.getByLabel('Name').fill('api-gateway');
    await editor.getByLabel('IP Address').fill('10.0.0.42');
    await editor.getByLabel('Description').fill('Edge proxy');
    await editor.getByRole('button', { name: 'Add Host' }).click();
    await hostsTable(page).getByRole('link', { name: 'api-gateway' }).waitFor();
    expect(await hostsTable(page).getByRole('link', { name: 'api-gateway' }).getAttribute('href')).toBe(
      '/devops-console/hosts/5',
    );

    await page.getByPlaceholder('Search hosts...').fill('10.0.0.42');
    await expect.poll(() => hostsTable(page).getByRole('row').count()).toBe(2);
    await page.getByPlaceholder('Search hosts...').fill('');

    await page.getByRole('button', { name: 'Edit api-gateway' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Host' });
    await edit.getByLabel('Status').selectOption('Maintenance');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete db-server-01' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete host' });
    await confirm.getByText('Are you sure you want to delete this host?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => hostsTable(page).getByText('db-server-01').count()).toBe(0);

    await page.reload();
    const gateway = hostsTable(page).getByRole('row').filter({ hasText: 'api-gateway' });
    await gateway.waitFor();
    expect(await gateway.textContent()).toContain('Maintenance');
    expect(await hostsTable(page).getByText('db-server-01').count()).toBe(0);
  });

  it('shows a host with its statistics and each tool, and the not-found page', async () => {
    const { page } = b;
    await signedInPage(page);
    await page.goto('/devops-console/hosts/1');
    await page.getByRole('heading', { name: 'Host Details' }).waitFor();
    expect(await page.getByText('192.168.1.10').count()).toBe(1);
    expect(await page.getByText('Last 10 min').count()).toBe(4);
    await page.getByRole('button', { name: '24 hr' }).click();
    await expect.poll(() => page.getByText('Last 24 hr').count()).toBe(4);

    // Terminal
    await page.getByRole('button', { name: 'Terminal' }).click();
    const terminal = page.getByRole('dialog', { name: 'Terminal: web-server-01' });
    await terminal.getByText('Connecting to web-server-01...').waitFor();
    const command = terminal.getByLabel('Command');
    await expect.poll(() => command.isEnabled()).toBe(true);
    await command.fill('pwd');
    await command.press('Enter');
    await terminal.getByText('/home/user').waitFor();
    await command.fill('whoami');
    await command.press('Enter');
    await terminal.getByText('user', { exact: true }).waitFor();
    await command.fill('top');
    await command.press('Enter');
    await terminal.getByText('Command not found: top').waitFor();
    await terminal.getByText('Type help to see the commands.').waitFor();
    expect(await command.evaluate((el) => el === document.activeElement)).toBe(true);
    await command.press('ArrowUp');
    expect(await command.inputValue()).toBe('top');
    await command.fill('exit');
    await command.press('Enter');
    await terminal.waitFor({ state: 'hidden' });

    // Firewall
    await page.getByRole('button', { name: 'Firewall' }).click();
    const firewall = page.getByRole('dialog', { name: 'Firewall: web-server-01' });
    await firewall.getByRole('button', { name: 'Add Firewall Rule' }).click();
    await firewall.getByLabel('Port').fill('8443');
    await firewall.getByLabel('Source IP').fill('10.0.0.0/8');
    await firewall.getByRole('button', { name: 'Add Firewall Rule' }).click();
    await firewall.getByRole('cell', { name: '8443', exact: true }).waitFor();
    await firewall.getByRole('button', { name: 'Delete TCP 8443 from 10.0.0.0/8' }).click();
    const confirmRule = page.getByRole('dialog', { name: 'Delete firewall rule' });
    await confirmRule.getByText('Are you sure you want to delete this firewall rule?').waitFor();
    await confirmRule.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => firewall.getByRole('cell', { name: '8443', exact: true }).count()).toBe(0);
    await firewall.getByRole('button', { name: 'Close' }).click();

    // Port Forwarding
    await page.getByRole('button', { name: 'Port Forwarding' }).click();
    const forwarding = page.getByRole('dialog', { name: 'Port Forwarding: web-server-01' });
    await forwarding.getByRole('button', { name: 'Add Port Forwarding Rule' }).click();
    await forwarding.getByLabel('External Port').fill('2222');
    await forwarding.getByLabel('Internal IP').fill('192.168.1.50');
    await forwarding.getByLabel('Internal Port').fill('22');
    await forwarding.getByRole('button', { name: 'Add Port Forwarding Rule' }).click();
    await forwarding.getByRole('cell', { name: '2222', exact: true }).waitFor();
    await forwarding.getByRole('button', { name: 'Close' }).click();

    // Docker Management
    await page.getByRole('button', { name: 'Docker Management' }).click();
    const docker = page.getByRole('dialog', { name: 'Docker Management: web-server-01' });
    await docker.getByRole('button', { name: 'Run Container' }).click();
    await docker.getByText('Container Name and Image are required.').waitFor();
    await docker.getByLabel('Container Name').fill('cache');
    await docker.getByLabel('Image').fill('redis:7');
    await docker.getByRole('button', { name: 'Run Container' }).click();
    const row = docker.getByRole('row').filter({ hasText: 'redis:7' });
    await row.getByText('Running').waitFor();
    expect(await docker.getByRole('button', { name: 'Start cache', exact: true }).isDisabled()).toBe(true);
    await docker.getByRole('button', { name: 'Stop cache', exact: true }).click();
    await row.getByText('Stopped').waitFor();
    expect(await docker.getByRole('button', { name: 'Stop cache', exact: true }).isDisabled()).toBe(true);
    await docker.getByRole('button', { name: 'Restart cache', exact: true }).click();
    await row.getByText('Running').waitFor();
    await docker.getByRole('button', { name: 'Logs of cache' }).click();
    await docker.getByText('Container started successfully').waitFor();
    await docker.getByRole('button', { name: 'Close' }).click();

    await page.goto('/devops-console/hosts/999');
    await page.getByRole('heading', { name: 'Host Not Found' }).waitFor();
    await page.getByText('The host with ID "999" could not be found.').waitFor();
    await page.getByRole('link', { name: 'Back to Host Management' }).click();
    await hostsTable(page).waitFor();
  });

  it('runs a pipeline to its end and records it', async () => {
    const { page } = b;
    await signedInPage(page);
    await page.goto('/devops-console/pipelines');
    const row = page.getByRole('row').filter({ hasText: 'Integration Tests' });
    await row.waitFor();
    await page.getByRole('button', { name: 'Run Integration Tests' }).click();
    await row.getByText('Running').waitFor();
    expect(await row.getByRole('cell', { name: '...' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Run Integration Tests' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Details of Integration Tests' }).click();
    await page.getByRole('heading', { name: 'Integration Tests' }).waitFor();
    await page.getByRole('list', { name: 'Stages of the latest run' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Run', exact: true }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    const status = await page.getByRole('definition').first().textContent();
    expect(['Success', 'Failed']).toContain(status);
    expect(await page.getByRole('table', { name: 'Run history' }).getByRole('row').count()).toBe(2);
    await page.reload();
    await page.getByRole('table', { name: 'Run history' }).waitFor();
    expect(await page.getByRole('definition').first().textContent()).toBe(status);
  });

  // Eight screens and two dialogs, each scanned by axe: it takes longer than one journey.
  it('fits 390 px without sideways scrolling and passes an axe scan of its screens', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInPage(page);
    for (const path of [
      '',
      '/hosts',
      '/hosts/1',
      '/pipelines',
      '/pipelines/1',
      '/deployments',
      '/monitoring',
      '/settings',
    ]) {
      await page.goto(`/devops-console${path}`);
      await page.locator('#console-content h1').waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${path} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/devops-console/hosts/1');
    for (const tool of ['Firewall', 'Docker Management']) {
      await page.getByRole('button', { name: tool }).click();
      const dialog = page.getByRole('dialog', { name: `${tool}: web-server-01` });
      await dialog.getByRole('table').waitFor();
      expect(await seriousViolations(page), `${tool} dialog`).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'DevOps Navigation' })
      .getByRole('link', { name: 'Pipelines' })
      .click();
    await page.getByRole('heading', { name: 'Pipelines' }).waitFor();
  }, 150_000);
});
