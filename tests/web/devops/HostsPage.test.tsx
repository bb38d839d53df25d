import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDevops } from './renderDevops.tsx';

const rows = () => screen.getAllByRole('row').slice(1);

describe('Host Management', () => {
  it('says in the console header that it is a simulation kept in this browser', async () => {
    renderDevops('/hosts');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Simulation').closest('p')).toHaveTextContent(
      'Simulation — data stays in this browser',
    );
  });

  it('switches project from the header: each project keeps its own hosts', async () => {
    const user = userEvent.setup();
    const { store } = renderDevops('/hosts');
    await store.saveHost('Project A', null, {
      name: 'only-in-a',
      ipAddress: '10.9.9.9',
      status: 'Online',
      description: '',
    });
    await screen.findByRole('link', { name: 'web-server-01' });
    expect(screen.queryByRole('link', { name: 'only-in-a' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Project'), 'Project A');
    expect(await screen.findByRole('link', { name: 'only-in-a' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toHaveValue('Project A');
  });

  it('lists the sample hosts with links to their details', async () => {
    renderDevops('/hosts');
    expect(await screen.findByRole('link', { name: 'web-server-01' })).toHaveAttribute(
      'href',
      '/devops-console/hosts/1',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'IP Address',
      'Status',
      'Description',
      'Actions',
    ]);
    expect(rows()).toHaveLength(4);
  });

  it('searches by name, IP address, status and description', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts');
    const search = await screen.findByPlaceholderText('Search hosts...');
    await user.type(search, '192.168.1.20');
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['db-server-01']);
    await user.clear(search);
    await user.type(search, 'maintenance');
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['cache-server-01']);
    await user.clear(search);
    await user.type(search, 'backups');
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['backup-server-01']);
  });

  it('adds a host Online with the next id, refusing a blank name and an IP address that is missing or not one', async () => {
    const user = userEvent.setup();
    const { store } = renderDevops('/hosts');
    await user.click(await screen.findByRole('button', { name: 'Add Host' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Host' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Online');
    await user.click(within(dialog).getByRole('button', { name: 'Add Host' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('IP Address is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'api-01');
    await user.type(within(dialog).getByLabelText('IP Address'), '999.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Host' }));
    expect(
      within(dialog).getByText(
        'IP Address must be an IPv4 address like 192.168.1.10 or an IPv6 address like 2001:db8::1.',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('IP Address'));
    await user.type(within(dialog).getByLabelText('IP Address'), '10.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Host' }));
    expect(await screen.findByRole('link', { name: 'api-01' })).toHaveAttribute(
      'href',
      '/devops-console/hosts/5',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await store.getHost('My Project', '5')).toMatchObject({ name: 'api-01', status: 'Online' });
  });

  it('edits a host in the same dialog', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts');
    await user.click(await screen.findByRole('button', { name: 'Edit db-server-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Host' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('db-server-01');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const row = (await screen.findByRole('link', { name: 'db-server-01' })).closest('tr')!;
    expect(within(row).getByText('Maintenance')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this host?" in a modal before deleting', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts');
    await user.click(await screen.findByRole('button', { name: 'Delete web-server-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete host' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this host?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Delete web-server-01' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete host' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('db-server-01')).toBeInTheDocument();
    expect(screen.queryByText('web-server-01')).toBeNull();
  });
});
