import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';

const seed = {
  projects: [{ id: 'p1', name: 'Sales', description: '' }],
  connections: [
    {
      id: '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f',
      name: 'Superstore',
      type: 'POSTGRES' as const,
      host: 'db.example.com',
      port: 5432,
      username: 'reader',
      databaseName: 'superstore',
      ssl: 'verify' as const,
      indexedAt: null,
    },
  ],
};

async function dataSource(options = {}, s = seed) {
  const fake = fakeInsightsFlows(s, options);
  renderConsole(fake.flows, '/data-insights-console/data-source');
  await screen.findByRole('heading', { name: 'Data Source' });
  return fake;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Create New Database' }));
  return screen.findByRole('dialog', { name: 'Create New Database' });
}

describe('DataSourcePage', () => {
  it('lists the project’s connections, and its data files under "Data files"', async () => {
    await dataSource();
    const connections = await screen.findByRole('list', { name: 'Database connections' });
    expect(within(connections).getByText('Superstore')).toBeInTheDocument();
    expect(within(connections).getByText(/PostgreSQL/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data files', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No data files yet.' })).toBeInTheDocument();
  });

  it('shows where each connection points, when it was indexed, and its short id with the whole on hover', async () => {
    await dataSource();
    const row = within(await screen.findByRole('list', { name: 'Database connections' })).getByRole(
      'listitem',
    );
    expect(within(row).getByText('PostgreSQL · db.example.com:5432/superstore')).toBeInTheDocument();
    expect(within(row).getByText(/Not indexed yet/)).toBeInTheDocument();
    expect(within(row).getByText('3f2a9c1e')).toHaveAttribute(
      'title',
      '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Make Index for Superstore' }));
    expect(await within(row).findByText(/^Last indexed /)).toBeInTheDocument();
  });

  it('edits a connection in the same dialog, its password kept unless retyped', async () => {
    const { db } = await dataSource();
    const list = await screen.findByRole('list', { name: 'Database connections' });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Superstore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Superstore' });
    expect(within(dialog).getByLabelText('Host', { exact: true })).toHaveValue('db.example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    const host = within(dialog).getByLabelText('Host', { exact: true });
    await userEvent.clear(host);
    await userEvent.type(host, 'replica.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(list).findByText('PostgreSQL · replica.example.com:5432/superstore'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Superstore' })).toBeNull();
    expect(db.connections[0]).toMatchObject({ host: 'replica.example.com' });
  });

  it('shows the schemas a connection leaves out, edits them in Properties, and refuses a name that is none', async () => {
    const connection = { ...seed.connections[0]!, properties: { excludeSchemas: 'audit,staging' } };
    await dataSource({}, { ...seed, connections: [connection] });
    const list = await screen.findByRole('list', { name: 'Database connections' });
    expect(within(list).getByText('Leaves out schemas audit, staging')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Superstore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Superstore' });
    const properties = within(dialog).getByLabelText('Properties');
    expect(properties).toHaveValue('excludeSchemas=audit,staging');
    await userEvent.clear(properties);
    await userEvent.type(properties, 'excludeSchemas=audit,old-data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        "Connection property 'excludeSchemas': 'old-data' is not a schema name (letters, digits, _ and $, starting with a letter or _).",
      ),
    ).toBeInTheDocument();
  });

  it('deletes a connection after "Are you sure you want to delete this connection?"', async () => {
    const { db } = await dataSource();
    const list = await screen.findByRole('list', { name: 'Database connections' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Superstore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete connection' });
    expect(within(confirm).getByText('Are you sure you want to delete this connection?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(db.connections).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Superstore' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete connection' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Connection deleted successfully!')).toBeInTheDocument();
    expect(db.connections).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Database connections' })).toBeNull();
  });

  it('says "Failed to fetch connections." when the list cannot load', async () => {
    await dataSource({ fail: ['listConnections'] });
    expect(await screen.findByText('Failed to fetch connections.')).toBeInTheDocument();
  });

  it('names the missing fields, and fills port 3306 and charset utf-8 for MySQL', async () => {
    await dataSource();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    for (const message of [
      'Name is required',
      'Type is required',
      'Host is required',
      'Database is required',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'MYSQL');
    expect(within(dialog).getByLabelText('Port')).toHaveValue('3306');
    expect(within(dialog).getByLabelText('Charset')).toHaveValue('utf-8');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'POSTGRES');
    expect(within(dialog).getByLabelText('Port')).toHaveValue('');
  });

  it('tests the sample database: "Connection successful!", then creates it into the list', async () => {
    const { db } = await dataSource({}, { ...seed, connections: [] });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the sample database' }));
    expect(within(dialog).getByLabelText('Database')).toHaveValue('superstore');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    expect(await within(dialog).findByText('Connection successful!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const list = await screen.findByRole('list', { name: 'Database connections' });
    expect(within(list).getByText('Superstore sample')).toBeInTheDocument();
    expect(db.connections).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Create New Database' })).toBeNull();
  });

  it('reports "Connection failed: {message}" and "Failed to create connection: {message}"', async () => {
    await dataSource({ fail: ['createConnection'] });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the sample database' }));
    const host = within(dialog).getByLabelText('Host');
    await userEvent.clear(host);
    await userEvent.type(host, 'nowhere.invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    expect(
      await within(dialog).findByText('Connection failed: Unknown host nowhere.invalid.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Failed to create connection: Failed to create connection.'),
    ).toBeInTheDocument();
  });

  it('offers the SSL mode (verify for a new connection), a CA only for verify, and no-password databases', async () => {
    await dataSource();
    const dialog = await openDialog();
    const mode = within(dialog).getByLabelText('SSL mode');
    expect(mode).toHaveValue('verify');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'Require (encrypt only)', 'Verify (encrypt, check certificate and host name)']);
    expect(within(dialog).getByLabelText('CA certificate (PEM, optional)')).toBeInTheDocument();
    await userEvent.selectOptions(mode, 'require');
    expect(within(dialog).queryByLabelText('CA certificate (PEM, optional)')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This database has no password' }));
    expect(within(dialog).queryByText('Password is required')).toBeNull();
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
  });

  it('recommends a read-only login when the tested login can write, and not otherwise', async () => {
    await dataSource();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the sample database' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    expect(await within(dialog).findByText('Connection successful!')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This login can change data. A read-only login is recommended.'),
    ).toBeInTheDocument();
    const username = within(dialog).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'reader');
    expect(within(dialog).queryByText(/A read-only login is recommended/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    expect(await within(dialog).findByText('Connection successful!')).toBeInTheDocument();
    expect(within(dialog).queryByText(/A read-only login is recommended/)).toBeNull();
  });

  it('makes the index: "Index creation initiated successfully!" or "Failed to initiate index creation."', async () => {
    await dataSource();
    await screen.findByText('Superstore');
    await userEvent.click(screen.getByRole('button', { name: 'Make Index' }));
    expect(await screen.findByText('Index creation initiated successfully!')).toBeInTheDocument();
    expect(screen.getByText('Indexed 4 tables with 31 columns.')).toBeInTheDocument();
  });

  it('refreshes each row’s "Last indexed" after the page-level Make Index, without a reload', async () => {
    await dataSource();
    const row = within(await screen.findByRole('list', { name: 'Database connections' })).getByRole(
      'listitem',
    );
    expect(within(row).getByText(/Not indexed yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Index' }));
    expect(await screen.findByText('Index creation initiated successfully!')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Database connections' });
    expect(await within(list).findByText(/^Last indexed /)).toBeInTheDocument();
    expect(within(list).queryByText(/Not indexed yet/)).toBeNull();
  });

  it('tests a stored connection from its row: success, the read-only advice, or why it failed', async () => {
    const writer = { ...seed.connections[0]!, id: 'c-writer', name: 'Warehouse', username: 'admin' };
    const gone = { ...seed.connections[0]!, id: 'c-gone', name: 'Old', host: 'nowhere.invalid' };
    await dataSource({}, { ...seed, connections: [...seed.connections, writer, gone] });
    const list = await screen.findByRole('list', { name: 'Database connections' });
    const row = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(name))!;

    await userEvent.click(within(row('Superstore')).getByRole('button', { name: 'Test Superstore' }));
    expect(await within(row('Superstore')).findByText('Connection successful!')).toBeInTheDocument();
    expect(within(row('Superstore')).queryByText(/A read-only login is recommended/)).toBeNull();

    await userEvent.click(within(row('Warehouse')).getByRole('button', { name: 'Test Warehouse' }));
    expect(await within(row('Warehouse')).findByText('Connection successful!')).toBeInTheDocument();
    expect(
      within(row('Warehouse')).getByText('This login can change data. A read-only login is recommended.'),
    ).toBeInTheDocument();

    await userEvent.click(within(row('Old')).getByRole('button', { name: 'Test Old' }));
    expect(await within(row('Old')).findByRole('alert')).toHaveTextContent(
      'Connection failed: Unknown host nowhere.invalid.',
    );
    // The other rows keep their own outcomes; nothing shows above the list.
    expect(within(row('Superstore')).getByText('Connection successful!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows "Testing connection..." in the row while its test runs, its Test button disabled', async () => {
    await dataSource({ hang: ['testStoredConnection'] });
    const list = await screen.findByRole('list', { name: 'Database connections' });
    await userEvent.click(within(list).getByRole('button', { name: 'Test Superstore' }));
    expect(await within(list).findByText('Testing connection...')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Test Superstore' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Make Index for Superstore' })).toBeEnabled();
  });

  it('says "Failed to initiate index creation." when indexing fails', async () => {
    await dataSource({ fail: ['makeIndex'] });
    await screen.findByText('Superstore');
    await userEvent.click(screen.getByRole('button', { name: 'Make Index' }));
    expect(await screen.findByText('Failed to initiate index creation.')).toBeInTheDocument();
  });
});
