import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeInsightsFlows, superstoreCatalog } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';
import { givenLaidOutWidth } from './resizeObserver.ts';

givenLaidOutWidth(360);

const seed = {
  projects: [{ id: 'p1', name: 'Sales', description: '' }],
  connections: [{ id: 'c1', name: 'Superstore', type: 'POSTGRES' as const }],
};

/** The layout's 'Sales by region' module, applied: its reading shown in parts. */
async function appliedSalesByRegion() {
  const fake = fakeInsightsFlows(seed);
  renderConsole(fake.flows, '/data-insights-console/workbench');
  await userEvent.click(await screen.findByRole('button', { name: 'Generate initial layout' }));
  const card = await screen.findByRole('article', { name: 'Sales by region' });
  await userEvent.click(within(card).getByRole('button', { name: 'Apply Sales by region' }));
  await within(card).findByRole('group', { name: 'Reading' });
  return { fake, card };
}

describe('InterpretationParts', () => {
  it('shows each part of the reading as a choice from the catalog', async () => {
    const { card } = await appliedSalesByRegion();
    expect(within(card).getByLabelText('Measure')).toHaveDisplayValue('sales (order lines)');
    expect(within(card).getByLabelText('Aggregate')).toHaveDisplayValue('Total');
    expect(within(card).getByLabelText('Group by')).toHaveDisplayValue('region (orders)');
    expect(within(card).getByLabelText('Order')).toHaveDisplayValue('Highest first');
    expect(within(card).getByLabelText('Limit')).toHaveDisplayValue('All');
    expect(within(card).getByLabelText('Chart')).toHaveDisplayValue('Bar chart');
    const groupings = within(within(card).getByLabelText('Group by')).getAllByRole('option');
    expect(groupings.map((o) => o.textContent)).toEqual([
      'Nothing',
      'order date (orders)',
      'region (orders)',
      'country (orders)',
    ]);
    expect(within(card).queryByLabelText('Time grain')).toBeNull();
  });

  it('names tables and columns in the words the catalog is served with', async () => {
    const orders = superstoreCatalog[0]!.tables[1]!;
    const region = orders.columns.find((c) => c.name === 'region')!;
    orders.label = 'sales orders';
    region.label = 'sales region';
    try {
      const { card } = await appliedSalesByRegion();
      expect(within(card).getByLabelText('Group by')).toHaveDisplayValue('sales region (sales orders)');
      const measures = within(within(card).getByLabelText('Measure')).getAllByRole('option');
      expect(measures.map((o) => o.textContent)).toContain('sales orders (rows)');
    } finally {
      delete orders.label;
      delete region.label;
    }
  });

  it('regenerates from the edited plan when one part is chosen, the description untouched', async () => {
    const { fake, card } = await appliedSalesByRegion();
    await userEvent.selectOptions(within(card).getByLabelText('Aggregate'), 'Average');
    expect(await within(card).findByText('Read as: Average sales, per region.')).toBeInTheDocument();
    expect(fake.db.plans.at(-1)?.measure.aggregate).toBe('avg');
    expect(fake.db.generated.at(-1)).toBe('total sales by region');
    await userEvent.selectOptions(within(card).getByLabelText('Group by'), 'order date (orders)');
    expect(await within(card).findByLabelText('Time grain')).toHaveDisplayValue('month');
    expect(fake.db.plans.at(-1)).toMatchObject({
      timeGrain: 'month',
      dimensions: [{ column: 'order_date' }],
    });
  });

  it('removes a filter in one click and offers the other readings as buttons', async () => {
    const { fake, card } = await appliedSalesByRegion();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove filter country is France' }));
    await within(card).findByText('Read as: Total sales, per region.');
    expect(fake.db.plans.at(-1)?.filters).toEqual([]);
    const readings = within(card).getByRole('navigation', { name: 'Other readings' });
    await userEvent.click(
      within(readings).getByRole('button', { name: 'Reading of "total sales by region"' }),
    );
    expect(fake.db.plans.at(-1)?.dimensions).toEqual([
      { table: 'orders', column: 'region', label: 'region' },
    ]);
  });

  it('picks an alternative reading in one click', async () => {
    const { fake, card } = await appliedSalesByRegion();
    const readings = within(card).getByRole('navigation', { name: 'Other readings' });
    await userEvent.click(within(readings).getByRole('button', { name: 'Total sales, per order_date.' }));
    await within(card).findByLabelText('Time grain');
    expect(fake.db.plans.at(-1)?.dimensions[0]?.column).toBe('order_date');
  });

  it('changes the chart type in one choice and generates again', async () => {
    const { fake, card } = await appliedSalesByRegion();
    await userEvent.selectOptions(within(card).getByLabelText('Chart'), 'Pie');
    await within(card).findByRole('group', { name: 'Reading' });
    expect(within(card).getByLabelText('Chart')).toHaveDisplayValue('Pie');
    expect(fake.db.generated).toEqual(['total sales by region', 'total sales by region']);
  });
});
