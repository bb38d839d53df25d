import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';

const seed = {
  projects: [{ id: 'p1', name: 'Sales', description: '' }],
  connections: [
    {
      id: 'c1',
      name: 'Northwind',
      type: 'POSTGRES' as const,
      host: '127.0.0.1',
      port: 5432,
      username: 'reader',
      databaseName: 'northwind',
      ssl: 'verify' as const,
      indexedAt: '2026-11-26T11:00:00.000Z',
    },
  ],
};

async function openDefinitions(options = {}) {
  const fake = fakeInsightsFlows(seed, options);
  fake.db.definitions.set('c1', {
    metrics: [],
    names: [{ object: 'employees', name: 'rep' }],
    columns: [],
  });
  renderConsole(fake.flows, '/data-insights-console/data-source');
  const row = within(await screen.findByRole('list', { name: 'Database connections' })).getByRole('listitem');
  await userEvent.click(within(row).getByRole('button', { name: 'Definitions of Northwind' }));
  const dialog = await screen.findByRole('dialog', { name: 'Definitions of Northwind' });
  return { fake, dialog };
}

async function addMetric(dialog: HTMLElement, name: string, expression: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add metric' }));
  const metric = within(dialog).getByRole('group', { name: 'metric 1' });
  await userEvent.type(within(metric).getByLabelText('Name'), name);
  await userEvent.type(within(metric).getByLabelText('Expression'), expression);
  await userEvent.type(within(metric).getByLabelText('Table'), 'order_details');
  return metric;
}

describe('ConnectionDefinitionsDialog', () => {
  it("opens from the connection's row with its stored definitions, adds a metric and saves", async () => {
    const { fake, dialog } = await openDefinitions();
    const other = within(dialog).getByRole('group', { name: 'other name 1' });
    expect(within(other).getByLabelText('Other name')).toHaveValue('rep');
    expect(within(other).getByLabelText('Table or table.column')).toHaveValue('employees');
    await addMetric(dialog, 'revenue', 'sum(unit_price * quantity)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add column' }));
    const column = within(dialog).getByRole('group', { name: 'column 1' });
    await userEvent.type(within(column).getByLabelText('Column (table.column)'), 'orders.shipped_date');
    await userEvent.selectOptions(within(column).getByLabelText('Role'), 'time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Definitions saved successfully!');
    expect(fake.db.definitions.get('c1')).toEqual({
      metrics: [{ name: 'revenue', expression: 'sum(unit_price * quantity)', table: 'order_details' }],
      names: [{ object: 'employees', name: 'rep' }],
      columns: [{ column: 'orders.shipped_date', role: 'time' }],
    });
  });

  it("shows the server's refusal and keeps every edit", async () => {
    const { fake, dialog } = await openDefinitions();
    const metric = await addMetric(dialog, 'revenue', 'unit_price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Metric 'revenue': it is not an aggregate; use sum(…), count(…), avg(…), min(…) or max(…).",
    );
    expect(within(metric).getByLabelText('Expression')).toHaveValue('unit_price');
    expect(fake.db.definitions.get('c1')?.metrics).toEqual([]);
  });

  it('names the row the contract refuses before sending, and removes rows', async () => {
    const { fake, dialog } = await openDefinitions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add metric' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Metric 1: The name is required.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove metric 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove other name 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Definitions saved successfully!');
    expect(fake.db.definitions.get('c1')).toEqual({ metrics: [], names: [], columns: [] });
  });

  it('says why the definitions could not be loaded, with nothing to save', async () => {
    const { dialog } = await openDefinitions({ fail: ['loadDefinitions'] });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The definitions could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
