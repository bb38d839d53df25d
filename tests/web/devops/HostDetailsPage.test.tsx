import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDevops } from './renderDevops.tsx';

describe('Host Details', () => {
  it('shows the host, and four gauges labelled for the chosen period (10 min by default)', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/2');
    await screen.findByRole('heading', { name: 'Host Details' });
    const facts = screen.getAllByRole('term').map((t) => t.textContent);
    expect(facts).toEqual(['ID', 'Name', 'IP Address', 'Status', 'Description']);
    expect(screen.getByText('db-server-01')).toBeInTheDocument();
    expect(await screen.findAllByText('Last 10 min')).toHaveLength(4);
    expect(screen.getByRole('button', { name: '10 min' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '1 hr' }));
    expect(await screen.findAllByText('Last 1 hr')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to Host Management' })).toHaveAttribute(
      'href',
      '/devops-console/hosts',
    );
  });

  it('says "Host Not Found" for an unknown id, with a way back', async () => {
    renderDevops('/hosts/42');
    expect(await screen.findByRole('heading', { name: 'Host Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The host with ID "42" could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Host Management' })).toBeInTheDocument();
  });

  it('runs the terminal in a modal and closes it on exit', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/1');
    await user.click(await screen.findByRole('button', { name: 'Terminal' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminal: web-server-01' });
    expect(within(dialog).getByText('Connecting to web-server-01...')).toBeInTheDocument();
    const command = within(dialog).getByRole('textbox', { name: 'Command' });
    await within(dialog).findByText('Connected to web-server-01.', {}, { timeout: 3000 });
    expect(command).toHaveFocus();
    await user.type(command, 'ls{Enter}');
    expect(within(dialog).getByText(/config\.yaml/)).toBeInTheDocument();
    await user.type(command, 'foo{Enter}');
    expect(within(dialog).getByText('Command not found: foo')).toBeInTheDocument();
    expect(within(dialog).getByText('Type help to see the commands.')).toBeInTheDocument();
    expect(command).toHaveFocus();
    await user.type(command, 'whoami{Enter}');
    expect(within(dialog).getByText('user')).toBeInTheDocument();
    await user.type(command, 'clear{Enter}');
    expect(within(dialog).queryByText('Command not found: foo')).toBeNull();
    expect(within(dialog).getByRole('log', { name: 'Terminal output' })).toBeEmptyDOMElement();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(command).toHaveValue('foo');
    await user.clear(command);
    await user.type(command, 'exit{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Terminal: web-server-01' })).toBeNull();
  });

  it('adds, edits and deletes a firewall rule after the spec’s question', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/1');
    await user.click(await screen.findByRole('button', { name: 'Firewall' }));
    const dialog = screen.getByRole('dialog', { name: 'Firewall: web-server-01' });
    expect(await within(dialog).findAllByRole('row')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Add Firewall Rule' }));
    const form = within(dialog).getByRole('form', { name: 'Add Firewall Rule' });
    await user.click(within(form).getByRole('button', { name: 'Add Firewall Rule' }));
    expect(within(form).getByText('Port is required.')).toBeInTheDocument();
    expect(within(form).getByText('Source IP is required.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Protocol'), 'UDP');
    await user.type(within(form).getByLabelText('Port'), '53');
    await user.type(within(form).getByLabelText('Source IP'), 'Any');
    await user.selectOptions(within(form).getByLabelText('Action'), 'Deny');
    await user.click(within(form).getByRole('button', { name: 'Add Firewall Rule' }));
    expect(await within(dialog).findByRole('cell', { name: '53' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit UDP 53 from Any' }));
    const edit = within(dialog).getByRole('form', { name: 'Edit Firewall Rule' });
    await user.clear(within(edit).getByLabelText('Port'));
    await user.type(within(edit).getByLabelText('Port'), '5353');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('cell', { name: '5353' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete UDP 5353 from Any' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete firewall rule' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this firewall rule?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findAllByRole('row');
    expect(within(dialog).queryByRole('cell', { name: '5353' })).toBeNull();
  });

  it('asks before deleting a port forwarding rule and needs its three fields', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/1');
    await user.click(await screen.findByRole('button', { name: 'Port Forwarding' }));
    const dialog = screen.getByRole('dialog', { name: 'Port Forwarding: web-server-01' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Port Forwarding Rule' }));
    const form = within(dialog).getByRole('form', { name: 'Add Port Forwarding Rule' });
    await user.click(within(form).getByRole('button', { name: 'Add Port Forwarding Rule' }));
    for (const message of [
      'External Port is required.',
      'Internal IP is required.',
      'Internal Port is required.',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete TCP 8080 to 192.168.1.10:80' }));
    expect(screen.getByRole('dialog', { name: 'Delete port forwarding rule' })).toHaveTextContent(
      'Are you sure you want to delete this port forwarding rule?',
    );
  });

  it('refuses a duplicate external port beside that field, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/1');
    await user.click(await screen.findByRole('button', { name: 'Port Forwarding' }));
    const dialog = screen.getByRole('dialog', { name: 'Port Forwarding: web-server-01' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Port Forwarding Rule' }));
    const form = within(dialog).getByRole('form', { name: 'Add Port Forwarding Rule' });
    await user.type(within(form).getByLabelText('External Port'), '70000');
    await user.type(within(form).getByLabelText('Internal IP'), '10.0.0.7');
    await user.type(within(form).getByLabelText('Internal Port'), '80');
    await user.click(within(form).getByRole('button', { name: 'Add Port Forwarding Rule' }));
    expect(within(form).getByText('External Port must be a number from 1 to 65535.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('External Port'));
    await user.type(within(form).getByLabelText('External Port'), '8080');
    await user.click(within(form).getByRole('button', { name: 'Add Port Forwarding Rule' }));
    expect(
      await within(form).findAllByText('External port 8080 (TCP) is already forwarded on this host.'),
    ).not.toHaveLength(0);
    expect(within(form).getByLabelText('Internal IP')).toHaveValue('10.0.0.7');
  });

  it('manages containers: run, stop, start, logs and delete', async () => {
    const user = userEvent.setup();
    renderDevops('/hosts/1');
    await user.click(await screen.findByRole('button', { name: 'Docker Management' }));
    const dialog = screen.getByRole('dialog', { name: 'Docker Management: web-server-01' });
    await within(dialog).findByText('nginx-proxy');
    await user.click(within(dialog).getByRole('button', { name: 'Run Container' }));
    expect(within(dialog).getByText('Container Name and Image are required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Container Name'), 'cache');
    await user.type(within(dialog).getByLabelText('Image'), 'redis:7');
    await user.type(within(dialog).getByLabelText('Ports'), '6379:6379');
    await user.click(within(dialog).getByRole('button', { name: 'Run Container' }));
    const row = (await within(dialog).findByText('redis:7')).closest('tr')!;
    expect(within(row).getByText('Running')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Start cache' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Stop cache' }));
    expect(await within(row).findByText('Stopped')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Stop cache' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Start cache' }));
    expect(await within(row).findByText('Running')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Logs of cache' }));
    expect(within(dialog).getByText(/Container started successfully/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete cache' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete container' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this container?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText('nginx-proxy');
    expect(within(dialog).queryByText('redis:7')).toBeNull();
  });
});
