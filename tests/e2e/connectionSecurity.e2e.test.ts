import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startTlsPostgresProxy } from '../server/insights/tlsPostgresProxy.ts';
import { apiCall } from './apiCall.ts';
import { useBrowser } from './browser.ts';
import { createConnection, openNewDatabaseDialog, signedInWithFirstProject } from './insightsConsole.ts';

describe('adding a database connection with TLS (Chromium)', () => {
  const b = useBrowser();
  let proxy: Awaited<ReturnType<typeof startTlsPostgresProxy>>;

  // The machine's PostgreSQL behind a TLS front with a self-signed certificate.
  beforeAll(async () => {
    proxy = await startTlsPostgresProxy({
      ...selfSignedCertificate('db.test'),
      target: { host: '127.0.0.1', port: 5432 },
    });
  });
  afterAll(() => proxy.stop());

  it('verifies by default, connects with require, warns about a login that can write, and keeps the mode', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInWithFirstProject(page, 'Warehouse');
    const dialog = await openNewDatabaseDialog(page);

    await dialog.getByLabel('Name', { exact: true }).fill('Warehouse over TLS');
    await dialog.getByLabel('Type', { exact: true }).selectOption('POSTGRES');
    await dialog.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await dialog.getByLabel('Port', { exact: true }).fill(String(proxy.port));
    await dialog.getByLabel('Username', { exact: true }).fill('postgres');
    await dialog.getByLabel('Database', { exact: true }).fill('test');
    // The local server trusts its logins: no password, which the form must be told.
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await dialog.getByText('Password is required').waitFor();
    await dialog.getByRole('checkbox', { name: 'This database has no password' }).check();

    expect(await dialog.getByLabel('SSL mode').inputValue()).toBe('verify');
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await dialog
      .getByText(
        new RegExp(
          `^Connection failed: The certificate of 127\\.0\\.0\\.1:${proxy.port} could not be verified`,
        ),
      )
      .waitFor({ timeout: 20_000 });

    await dialog.getByLabel('SSL mode').selectOption('require');
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await dialog.getByText('Connection successful!').waitFor({ timeout: 20_000 });
    await dialog.getByText('This login can change data. A read-only login is recommended.').waitFor();

    await createConnection(page, dialog, 'Warehouse over TLS');
    const projects = await apiCall<{ content: { id: string }[] }>(
      token,
      'GET',
      '/api/data/projects?page=0&size=100',
    );
    const connections = await apiCall<{ content: { name: string; ssl: string; port: number }[] }>(
      token,
      'GET',
      `/api/data/connections/project/${projects.content[0]!.id}`,
    );
    expect(connections.content).toEqual([
      expect.objectContaining({ name: 'Warehouse over TLS', ssl: 'require', port: proxy.port }),
    ]);
  });
});
