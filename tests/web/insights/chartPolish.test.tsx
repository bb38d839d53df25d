import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentNode, ContentNodeData } from '../../../src/contract/dataInsights.ts';
import { isIdentifierColumn, nameWords } from '../../../src/contract/identifierColumns.ts';
import { axisLabel } from '../../../src/web/insights/render/axisLabel.ts';
import { pieSlices } from '../../../src/web/insights/render/chartData.ts';
import { truncate } from '../../../src/web/insights/render/charts/CategoryTick.tsx';
import { ModuleRenderer } from '../../../src/web/insights/render/ModuleRenderer.tsx';
import { tickFormat, valueTicks } from '../../../src/web/insights/render/valueTicks.ts';
import { givenLaidOutWidth } from './resizeObserver.ts';

givenLaidOutWidth(640);

let ids = 0;
const node = (type: string, data: ContentNodeData = {}): ContentNode => ({ id: `p${ids++}`, type, data });

async function drawnSvg(name: string) {
  const figure = await screen.findByRole('figure', { name });
  for (let i = 0; i < 50; i++) {
    const svg = figure.querySelector('svg');
    if (svg) return svg as unknown as HTMLElement;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no chart was drawn');
}

describe('axis labels', () => {
  it('say no word twice', () => {
    expect(axisLabel('Total total')).toBe('Total');
    expect(axisLabel('Total total sales')).toBe('Total sales');
    expect(axisLabel('Count of count')).toBe('Count');
    expect(axisLabel('Count of order count')).toBe('Order count');
    expect(axisLabel('Sum of sales')).toBe('Sum of sales');
    expect(axisLabel('Number of orders')).toBe('Number of orders');
    expect(axisLabel(undefined)).toBeUndefined();
  });

  it('are drawn without the doubled word', async () => {
    render(
      <ModuleRenderer
        node={node('bar', {
          text: 'Totals',
          dataSet: [{ region: 'West', total: 3 }],
          indexBy: 'region',
          keys: ['total'],
          xLabel: 'Region',
          yLabel: 'Total total',
        })}
      />,
    );
    const svg = await drawnSvg('Totals');
    expect(within(svg).getByText('Total')).toBeInTheDocument();
    expect(within(svg).queryByText('Total total')).toBeNull();
  });
});

describe('value ticks', () => {
  it('are whole numbers for counts, never repeated', () => {
    const ticks = valueTicks([1, 2, 3], 6);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(new Set(ticks).size).toBe(ticks.length);
    const format = tickFormat(ticks);
    const labels = ticks.map((t) => format(t));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(ticks.map(String));
  });

  it('start at zero and cover the largest value', () => {
    const ticks = valueTicks([725457.82, 501239.89], 5);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(725457.82);
  });

  it('read apart even when short numbers would round them alike', () => {
    const ticks = [1000, 1020, 1040, 1060];
    const format = tickFormat(ticks);
    expect(new Set(ticks.map((t) => format(t))).size).toBe(4);
  });

  it('are drawn as whole numbers on a bar chart of small counts', async () => {
    render(
      <ModuleRenderer
        node={node('bar', {
          text: 'Returns',
          height: 320,
          dataSet: [
            { region: 'West', returns: 1 },
            { region: 'East', returns: 3 },
          ],
          indexBy: 'region',
          keys: ['returns'],
        })}
      />,
    );
    const svg = await drawnSvg('Returns');
    const numbers = [...svg.querySelectorAll('text')]
      .map((t) => t.textContent ?? '')
      .filter((t) => /^[\d.,]+$/.test(t));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((t) => /^\d+$/.test(t))).toBe(true);
  });
});

describe('pies', () => {
  const states = Array.from({ length: 14 }, (_, i) => ({ state: `State ${i + 1}`, sales: 100 - i }));

  it('keep ten slices at most: the nine largest and "Other" for the rest', () => {
    const slices = pieSlices({ dataSet: states, indexBy: 'state', keys: ['sales'] });
    expect(slices).toHaveLength(10);
    expect(slices.at(-1)).toEqual({ id: 'Other', label: 'Other', value: 91 + 90 + 89 + 88 + 87 });
    expect(pieSlices({ dataSet: states.slice(0, 10), indexBy: 'state', keys: ['sales'] })).toHaveLength(10);
  });

  it('name their slices in a legend past a few', async () => {
    render(
      <ModuleRenderer
        node={node('pie', { text: 'Sales by state', dataSet: states, indexBy: 'state', keys: ['sales'] })}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Legend of Sales by state' });
    const items = within(legend).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('State 1100');
    expect(items.at(-1)).toHaveTextContent('Other445');
  });

  it('need no legend with a few slices', () => {
    render(
      <ModuleRenderer
        node={node('pie', { text: 'Few', dataSet: states.slice(0, 3), indexBy: 'state', keys: ['sales'] })}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Legend of Few' })).toBeNull();
  });
});

describe('bar labels', () => {
  it('cut long category names short and keep the whole name as a tooltip', async () => {
    expect(truncate('Bookcases and shelving', 10)).toBe('Bookcases…');
    expect(truncate('Chairs', 10)).toBe('Chairs');
    const long = 'Technology accessories for the home office';
    render(
      <ModuleRenderer
        node={node('bar', {
          text: 'Long names',
          dataSet: [
            { category: long, sales: 10 },
            { category: 'Chairs', sales: 5 },
          ],
          indexBy: 'category',
          keys: ['sales'],
        })}
      />,
    );
    const svg = await drawnSvg('Long names');
    const title = [...svg.querySelectorAll('title')].find((t) => t.textContent === long);
    expect(title).toBeDefined();
    expect([...svg.querySelectorAll('text')].some((t) => t.textContent === long)).toBe(false);
    expect(within(svg).getByText('Chairs')).toBeInTheDocument();
  });

  it('turn category names that would be cut to a few letters', async () => {
    const names = Array.from({ length: 12 }, (_, i) => ({ category: `Category ${i + 1}`, sales: 10 + i }));
    render(
      <ModuleRenderer
        node={node('bar', { text: 'Turned', dataSet: names, indexBy: 'category', keys: ['sales'] })}
      />,
    );
    const svg = await drawnSvg('Turned');
    const tick = [...svg.querySelectorAll('text')].find((t) => t.textContent?.startsWith('Category 1'));
    expect(tick?.getAttribute('transform')).toContain('rotate(-35)');
  });

  it('are left off bars narrower than the words, and written on bars wide enough', async () => {
    // Twelve bars of about 34 pixels: '123.5K' needs more.
    const many = Array.from({ length: 12 }, (_, i) => ({ day: `D${i}`, sales: 123456 + i }));
    render(
      <ModuleRenderer
        node={node('bar', { text: 'Narrow bars', dataSet: many, indexBy: 'day', keys: ['sales'] })}
      />,
    );
    const svg = await drawnSvg('Narrow bars');
    expect(within(svg).queryAllByText('123.5K')).toHaveLength(0);
    render(
      <ModuleRenderer
        node={node('bar', { text: 'Wide bars', dataSet: many.slice(0, 4), indexBy: 'day', keys: ['sales'] })}
      />,
    );
    const wide = await drawnSvg('Wide bars');
    expect(within(wide).getAllByText('123.5K').length).toBeGreaterThan(0);
  });
});

describe('identifier-like numbers', () => {
  it('are decided from the column: its words, or years in a time column', () => {
    expect(nameWords('postalCode')).toEqual(['postal', 'code']);
    expect(nameWords('Customer_ID')).toEqual(['customer', 'id']);
    for (const name of [
      'postal_code',
      'customer_id',
      'CustomerID',
      'zip',
      'postcode',
      'order_year',
      'Order Year',
    ])
      expect(isIdentifierColumn(name), name).toBe(true);
    for (const name of ['sales', 'quantity', 'paid', 'total', 'valid_orders'])
      expect(isIdentifierColumn(name, [12000]), name).toBe(false);
    expect(isIdentifierColumn('order_date', [2014, 2015, 2016])).toBe(true);
    expect(isIdentifierColumn('order_date', [2014, 12000])).toBe(false);
    expect(isIdentifierColumn('region', [2014, 2015])).toBe(false);
  });

  it('show without thousands separators in a table, while amounts keep them', () => {
    render(
      <ModuleRenderer
        node={node('table', {
          columns: [
            { header: 'Postal Code', key: 'postal_code' },
            { header: 'Year', key: 'yr' },
            { header: 'Sales', key: 'sales' },
          ],
          rows: [{ postal_code: 10024, yr: 2017, sales: 12345 }],
        })}
      />,
    );
    expect(screen.getByText('10024')).toBeInTheDocument();
    expect(screen.getByText('2017')).toBeInTheDocument();
    expect(screen.getByText((12345).toLocaleString())).toBeInTheDocument();
  });
});
