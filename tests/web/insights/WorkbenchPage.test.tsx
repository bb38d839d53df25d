import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';
import { givenLaidOutWidth } from './resizeObserver.ts';

givenLaidOutWidth(480);

const seed = {
  projects: [{ id: 'p1', name: 'Sales', description: '' }],
  connections: [
    { id: 'c1', name: 'Superstore', type: 'POSTGRES' as const },
    { id: 'c2', name: 'Shop', type: 'MYSQL' as const },
  ],
};

async function workbenchWithLayout(options = {}) {
  const fake = fakeInsightsFlows(seed, options);
  renderConsole(fake.flows, '/data-insights-console/workbench');
  await screen.findByRole('heading', { name: 'Workbench' });
  await userEvent.click(await screen.findByRole('button', { name: 'Generate initial layout' }));
  await screen.findByRole('article', { name: 'Sales by region' });
  return fake;
}

describe('WorkbenchPage', () => {
  it('keeps Save Dashboard disabled while the page is empty', async () => {
    const { flows } = fakeInsightsFlows(seed);
    renderConsole(flows, '/data-insights-console/workbench');
    expect(await screen.findByRole('button', { name: 'Save Dashboard' })).toBeDisabled();
  });

  it('generates the initial layout as a grid of modules with edit, apply and delete', async () => {
    await workbenchWithLayout();
    const card = screen.getByRole('article', { name: 'Sales by region' });
    expect(within(card).getByText('total sales by region')).toBeInTheDocument();
    for (const action of ['Edit', 'Apply', 'Delete'])
      expect(within(card).getByRole('button', { name: `${action} Sales by region` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate initial layout' })).toBeDisabled();
  });

  it('applies a module: draws its chart and shows its query on demand', async () => {
    await workbenchWithLayout();
    const card = screen.getByRole('article', { name: 'Sales by region' });
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Sales by region' }));
    expect(await within(card).findByRole('figure', { name: 'Sales by region' })).toBeInTheDocument();
    const summary = within(card).getByText('Show query');
    await userEvent.click(summary);
    expect(within(card).getByText('SELECT /* total sales by region */ 1')).toBeVisible();
  });

  it('says "Error generating content." when generation fails', async () => {
    await workbenchWithLayout({ fail: ['generateModule'] });
    const card = screen.getByRole('article', { name: 'Orders' });
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Orders' }));
    expect(await within(card).findByText('Error generating content.')).toBeInTheDocument();
  });

  it('edits description, data source and module type in the dialog', async () => {
    const { db } = await workbenchWithLayout();
    const card = screen.getByRole('article', { name: 'Orders' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Orders' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Module' });
    const description = within(dialog).getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'number of orders per year');
    await userEvent.selectOptions(within(dialog).getByLabelText('Data Source'), 'c2');
    expect(within(dialog).getByLabelText('Module Type')).toHaveDisplayValue('kpi');
    expect(
      within(within(dialog).getByLabelText('Module Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['chart', 'table', 'kpi', 'text', 'pie', 'line']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Module Type'), 'line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('number of orders per year')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Orders' }));
    await within(card).findByRole('figure');
    expect(db.generated).toEqual(['number of orders per year']);
    expect(within(card).getByText('Read as: Reading of "number of orders per year"')).toBeInTheDocument();
  });

  it('leaves out a description that only repeats the title', async () => {
    await workbenchWithLayout();
    const card = screen.getByRole('article', { name: 'Orders' });
    expect(within(card).getByText('number of orders')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Orders' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Module' });
    await userEvent.clear(within(dialog).getByLabelText('Description'));
    await userEvent.type(within(dialog).getByLabelText('Description'), 'orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(card)
        .getAllByText(/orders/i)
        .map((e) => e.tagName),
    ).toEqual(['H2']);
  });

  it('runs SQL written by hand in the dialog, starting from the generated query', async () => {
    await workbenchWithLayout();
    const card = screen.getByRole('article', { name: 'Sales by region' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Sales by region' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Module' });
    expect(within(dialog).getByLabelText('SQL')).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Start from the generated query' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Sales by region' }));
    await within(card).findByRole('figure');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Sales by region' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Module' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start from the generated query' }));
    const sql = within(dialog).getByLabelText('SQL');
    expect(sql).toHaveValue('SELECT /* total sales by region */ 1');
    await userEvent.clear(sql);
    await userEvent.type(sql, 'SELECT region, SUM(sales) AS sales FROM orders GROUP BY region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Runs SQL written by hand.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Sales by region' }));
    await within(card).findByRole('figure');
    await userEvent.click(within(card).getByText('Show query'));
    expect(
      within(card).getByText('SELECT region, SUM(sales) AS sales FROM orders GROUP BY region'),
    ).toBeVisible();
  });

  it('saves: generates every module not yet generated, then says "Dashboard saved successfully!"', async () => {
    const { db } = await workbenchWithLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Save Dashboard' }));
    expect(await screen.findByText('Dashboard saved successfully!')).toBeInTheDocument();
    expect(db.generated).toEqual(['total sales by region', 'number of orders']);
    expect(db.saved[0]?.map((m) => m.status)).toEqual(['generated', 'generated']);
  });

  it('says "Failed to save dashboard." when the save fails', async () => {
    await workbenchWithLayout({ fail: ['savePage'] });
    await userEvent.click(screen.getByRole('button', { name: 'Save Dashboard' }));
    expect(await screen.findByText('Failed to save dashboard.')).toBeInTheDocument();
  });

  it('deletes a module and adds one whose editor opens at once', async () => {
    await workbenchWithLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Orders' }));
    expect(screen.queryByRole('article', { name: 'Orders' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Module' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Module' });
    expect(within(dialog).getByLabelText('Data Source')).toHaveValue('c1');
    expect(screen.getByRole('article', { name: 'New module' })).toBeInTheDocument();
  });
});

describe('WorkbenchPage: titles and unsaved changes', () => {
  it('titles a new module from how its description was read, and keeps a title the user typed', async () => {
    await workbenchWithLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Add Module' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Module' });
    await userEvent.type(within(dialog).getByLabelText('Description'), 'profit by segment');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply New module' }));
    const card = await screen.findByRole('article', { name: 'Reading of "profit by segment"' });
    // The title already says how it was read.
    expect(within(card).queryByText(/^Read as:/)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Reading of "profit by segment"' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Module' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Profit per segment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Apply Profit per segment' }));
    await within(card).findByRole('figure');
    expect(card).toHaveAccessibleName('Profit per segment');
    expect(within(card).getByText('Read as: Reading of "profit by segment"')).toBeInTheDocument();
  });

  it('keeps unsaved modules when the user goes to another page and back, and can discard them', async () => {
    const fake = fakeInsightsFlows(seed);
    const { location } = renderConsole(fake.flows, '/data-insights-console/workbench');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate initial layout' }));
    await screen.findByRole('article', { name: 'Sales by region' });
    await userEvent.click(screen.getByRole('link', { name: 'Data Source' }));
    expect(location.history?.at(-1)).toBe('/data-insights-console/data-source');
    await userEvent.click(screen.getByRole('link', { name: 'Workbench' }));
    expect(await screen.findByRole('article', { name: 'Sales by region' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unsaved changes from earlier are back. Save the dashboard to keep them, or discard them.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('No modules yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sales by region' })).toBeNull();
  });

  it('asks before the tab closes while changes are unsaved, and no longer once saved', async () => {
    await workbenchWithLayout();
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save Dashboard' }));
    await screen.findByText('Dashboard saved successfully!');
    expect(leaving()).toBe(false);
  });
});
