import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDevops } from './renderDevops.tsx';

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('Pipelines', () => {
  it('lists Name, Status, Last Run, Duration and Actions', async () => {
    renderDevops('/pipelines');
    await screen.findByRole('cell', { name: 'Frontend Build' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Status',
      'Last Run',
      'Duration',
      'Actions',
    ]);
    expect(screen.getByRole('link', { name: 'Details of Frontend Build' })).toHaveAttribute(
      'href',
      '/devops-console/pipelines/1',
    );
  });

  it('runs a pipeline to its end and writes the outcome and duration', async () => {
    const user = userEvent.setup();
    const { store } = renderDevops('/pipelines');
    await user.click(await screen.findByRole('button', { name: 'Run Integration Tests' }));
    const row = await rowOf('Integration Tests');
    expect(await within(row).findByText('Success')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run Integration Tests' })).toBeEnabled();
    const stored = await store.getPipeline('My Project', '3');
    expect(stored?.status).toBe('Success');
    expect(stored?.duration).toMatch(/^\d+s$/);
    expect(stored?.lastRun).not.toBe('N/A');
    // The new run's time reads like the sample runs': one format, the reader's locale.
    const shown = (name: string) =>
      within(screen.getByRole('cell', { name }).closest('tr')!).getAllByRole('cell')[2]?.textContent;
    const sample = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(2025, 0, 15, 10, 30),
    );
    expect(shown('Frontend Build')).toBe(sample);
    const pattern = (text: string) => text.replace(/\d+/g, '#').replace(/[A-Za-z]+/g, 'a');
    expect(pattern(shown('Integration Tests')!)).toBe(pattern(sample));
  });

  it('adds a pipeline through a real dialog that needs a name', async () => {
    const user = userEvent.setup();
    renderDevops('/pipelines');
    await user.click(await screen.findByRole('button', { name: 'Add Pipeline' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Pipeline' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Pipeline' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Nightly');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pipeline' }));
    const row = await rowOf('Nightly');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell', { name: 'N/A' })).toHaveLength(2);
  });

  it('asks "Are you sure you want to delete this pipeline?" before deleting', async () => {
    const user = userEvent.setup();
    renderDevops('/pipelines');
    await user.click(await screen.findByRole('button', { name: 'Delete Backend Deploy' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete pipeline' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this pipeline?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('cell', { name: 'Frontend Build' });
    expect(screen.queryByRole('cell', { name: 'Backend Deploy' })).toBeNull();
  });

  it('shows a pipeline’s stages and run history on its page', async () => {
    const user = userEvent.setup();
    renderDevops('/pipelines/2');
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const stages = await screen.findByRole('list', { name: 'Stages of the latest run' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['checkout', 'build', 'test', 'deploy']);
    await within(stages).findAllByText('Success');
    await screen.findByRole('table', { name: 'Run history' });
    await screen.findByRole('button', { name: 'Run' });
    expect(within(screen.getByRole('table', { name: 'Run history' })).getAllByRole('row')).toHaveLength(2);
  });
});

describe('Overview, Deployments, Monitoring and Settings', () => {
  it('summarises hosts and pipelines by status on the Overview', async () => {
    renderDevops('');
    expect(await screen.findByRole('heading', { name: 'DevOps Overview' })).toBeInTheDocument();
    const hosts = await screen.findByRole('region', { name: 'Hosts' });
    expect(within(hosts).getByText('4')).toBeInTheDocument();
  });

  it('lists successful runs as deployments, and says so when there are none', async () => {
    const { store } = renderDevops('/deployments');
    expect(await screen.findByText(/No deployments yet/)).toBeInTheDocument();
    cleanup();
    const succeeded = await store.startRun('My Project', '1');
    await store.finishRun('My Project', succeeded.run.id, 'Success', succeeded.run.stages);
    const failed = await store.startRun('My Project', '2');
    await store.finishRun('My Project', failed.run.id, 'Failed', failed.run.stages);
    renderDevops('/deployments', { store });
    const table = await screen.findByRole('table', { name: 'Deployments' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Frontend Build' })).toBeInTheDocument();
  });

  it('monitors every host over the default period', async () => {
    renderDevops('/monitoring');
    expect(await screen.findByText(/^Last 10 min/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('changes the default period and resets the sample data after confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderDevops('/settings');
    await store.removeHost('My Project', '1');
    await user.selectOptions(await screen.findByLabelText('Default statistics period'), '24 hr');
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect((await store.settings('My Project')).statisticsPeriod).toBe('24 hr');
    await user.click(screen.getByRole('button', { name: 'Reset sample data' }));
    const confirm = screen.getByRole('dialog', { name: 'Reset sample data' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Sample data restored.')).toBeInTheDocument();
    expect((await store.listHosts('My Project')).map((h) => h.id)).toEqual(['1', '2', '3', '4']);
  });
});
