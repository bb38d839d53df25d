import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentNode, ContentNodeData } from '../../../src/contract/dataInsights.ts';
import { ModuleRenderer } from '../../../src/web/insights/render/ModuleRenderer.tsx';
import { givenLaidOutWidth } from './resizeObserver.ts';

givenLaidOutWidth(640);

let ids = 0;
const node = (type: string, data: ContentNodeData = {}): ContentNode => ({ id: `n${ids++}`, type, data });

const sales = [
  { region: 'West', sales: 725457.82, profit: 108418.45 },
  { region: 'East', sales: 678781.24, profit: 91522.78 },
  { region: 'Central', sales: 501239.89, profit: 39706.36 },
];
const chart = (type: string, extra: ContentNodeData = {}) =>
  node(type, {
    text: `Sales by region (${type})`,
    dataSet: sales,
    indexBy: 'region',
    keys: ['sales'],
    ...extra,
  });

/** The drawn chart: its figure, once its lazily loaded chunk has arrived. */
async function drawn(name: string) {
  const figure = await screen.findByRole('figure', { name });
  const svg = await waitForSvg(figure);
  return { figure, svg };
}

async function waitForSvg(figure: HTMLElement) {
  for (let i = 0; i < 50; i++) {
    const svg = figure.querySelector('svg');
    if (svg) return svg;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no chart was drawn');
}

describe('ModuleRenderer', () => {
  it('lays rows of columns side by side and stacks a div', () => {
    const { container } = render(
      <ModuleRenderer
        node={node('div', {
          children: [
            node('row', {
              children: [
                node('column', { children: [node('text', { text: 'Left' })] }),
                node('column', { children: [node('text', { text: 'Right' })] }),
              ],
            }),
          ],
        })}
      />,
    );
    const row = screen.getByText('Left').parentElement!.parentElement!;
    expect(row.children).toHaveLength(2);
    expect(container.textContent).toBe('LeftRight');
  });

  it('draws headings at the level the page gives, text, quote and code', () => {
    render(
      <ModuleRenderer
        headingLevel={2}
        node={node('div', {
          children: [
            node('heading', { text: 'Revenue', level: 1 }),
            node('heading', { text: 'By region', level: 2 }),
            node('text', { text: 'West leads.' }),
            node('quote', { text: 'Profit follows sales.' }),
            node('code', { text: 'SELECT 1', language: 'sql' }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'By region' })).toBeInTheDocument();
    expect(screen.getByText('West leads.').tagName).toBe('P');
    expect(screen.getByText('Profit follows sales.').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('SELECT 1').closest('pre')).not.toBeNull();
  });

  it('draws links and images from web addresses only', () => {
    render(
      <ModuleRenderer
        node={node('div', {
          children: [
            node('link', { text: 'Docs', href: 'https://example.com/docs' }),
            node('link', { text: 'Evil', href: 'javascript:alert(1)' }),
            node('image', { src: '/logo.png', alt: 'Logo' }),
            node('image', { src: 'data:text/html,x', alt: 'Bad' }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', 'https://example.com/docs');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil').tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.png');
    expect(screen.queryByRole('img', { name: 'Bad' })).toBeNull();
  });

  it('draws bulleted and numbered lists', () => {
    render(
      <ModuleRenderer
        node={node('div', {
          children: [
            node('list', { items: ['a', 'b'] }),
            node('list', { items: ['one', 'two', 'three'], ordered: true }),
          ],
        })}
      />,
    );
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(numbers!.tagName).toBe('OL');
    expect(
      within(numbers!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two', 'three']);
  });

  it('draws a table from its columns (header, key) and rows', () => {
    render(
      <ModuleRenderer
        node={node('table', {
          columns: [
            { header: 'Region', key: 'region' },
            { header: 'Sales', key: 'sales' },
          ],
          rows: sales,
        })}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Region', 'Sales']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['West', (725457.82).toLocaleString()]);
  });

  it('shows a date that arrived as a midnight timestamp as just the date, in a table and on an axis', async () => {
    render(
      <>
        <ModuleRenderer
          node={node('table', {
            columns: [
              { header: 'Order date', key: 'day' },
              { header: 'Placed at', key: 'at' },
            ],
            rows: [{ day: '2017-12-30T00:00:00.000Z', at: '2017-12-30T14:05:00.000Z' }],
          })}
        />
        <ModuleRenderer
          node={node('bar', {
            text: 'Orders per day',
            dataSet: [
              { day: '2017-12-29T00:00:00.000Z', orders: 4 },
              { day: '2017-12-30T00:00:00.000Z', orders: 7 },
            ],
          })}
        />
      </>,
    );
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2017-12-30', '2017-12-30T14:05:00.000Z']);
    const { svg } = await drawn('Orders per day');
    expect(within(svg as unknown as HTMLElement).getAllByText('2017-12-29').length).toBeGreaterThan(0);
  });

  it('names only as many categories as fit under a chart, and keeps its numbers short', async () => {
    const months = Array.from({ length: 48 }, (_, i) => ({
      month: `${2014 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      sales: 1_000_000 + i * 25_000,
    }));
    render(<ModuleRenderer node={node('line', { text: 'Sales per month', dataSet: months })} />);
    const { svg } = await drawn('Sales per month');
    const named = months.filter((m) => svg.textContent!.includes(m.month));
    // 640 px wide: 16 of the 48 months, every third one from the first.
    expect(named.map((m) => m.month)).toEqual(months.filter((_, i) => i % 3 === 0).map((m) => m.month));
    expect(svg.textContent).toMatch(/1\.\dM/);
    expect(svg.textContent).not.toContain('1000000');
  });

  it('skips types it does not know and keeps the rest', () => {
    const { container } = render(
      <ModuleRenderer
        node={node('div', { children: [node('marquee', { text: 'Blink' }), node('text', { text: 'Kept' })] })}
      />,
    );
    expect(screen.queryByText('Blink')).toBeNull();
    expect(container.textContent).toBe('Kept');
  });

  it.each(['bar', 'line', 'pie', 'area', 'scatter', 'radar', 'radialbar', 'treemap', 'funnel'])(
    'says "Awaiting data" for a %s chart without data',
    (type) => {
      render(<ModuleRenderer node={node(type, { text: 'Empty', dataSet: [] })} />);
      expect(screen.getByText('Awaiting data')).toBeInTheDocument();
      expect(screen.queryByRole('figure')).toBeNull();
    },
  );

  it('draws a bar chart at the content’s height with a bar per region', async () => {
    render(<ModuleRenderer node={chart('bar', { height: 320 })} />);
    const { svg } = await drawn('Sales by region (bar)');
    expect(svg).toHaveAttribute('width', '640');
    expect(svg).toHaveAttribute('height', '320');
    expect(svg).toHaveAttribute('aria-label', 'Sales by region (bar)');
    for (const region of ['West', 'East', 'Central'])
      expect(within(svg as unknown as HTMLElement).getAllByText(region).length).toBeGreaterThan(0);
  });

  it('draws a line chart and an area chart over the categories', async () => {
    render(
      <>
        <ModuleRenderer node={chart('line', { keys: ['sales', 'profit'] })} />
        <ModuleRenderer node={chart('area')} />
      </>,
    );
    const line = await drawn('Sales by region (line)');
    expect(line.svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
    expect(within(line.svg as unknown as HTMLElement).getAllByText('Central').length).toBeGreaterThan(0);
    const area = await drawn('Sales by region (area)');
    expect(area.svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
  });

  it('draws a pie with a slice per region', async () => {
    render(<ModuleRenderer node={chart('pie')} />);
    const { svg } = await drawn('Sales by region (pie)');
    expect(svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(3);
  });

  it('draws a scatter plot of numeric pairs', async () => {
    render(
      <ModuleRenderer
        node={node('scatter', {
          text: 'Discount against profit',
          dataSet: [
            { discount: 0, profit: 40 },
            { discount: 0.2, profit: 10 },
            { discount: 0.5, profit: -30 },
          ],
          indexBy: 'discount',
          keys: ['profit'],
        })}
      />,
    );
    const { svg } = await drawn('Discount against profit');
    expect(svg.querySelectorAll('circle').length).toBeGreaterThanOrEqual(3);
  });

  it('draws a radar and a radial bar chart', async () => {
    render(
      <>
        <ModuleRenderer node={chart('radar', { keys: ['sales', 'profit'] })} />
        <ModuleRenderer node={chart('radialbar')} />
      </>,
    );
    const radar = await drawn('Sales by region (radar)');
    expect(radar.svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
    const radial = await drawn('Sales by region (radialbar)');
    expect(radial.svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(3);
  });

  it('draws a treemap in the golden ratio whatever height the content asks', async () => {
    render(<ModuleRenderer node={chart('treemap', { height: 200 })} />);
    const { svg } = await drawn('Sales by region (treemap)');
    expect(svg).toHaveAttribute('width', '640');
    expect(svg).toHaveAttribute('height', String(Math.round(640 / ((1 + Math.sqrt(5)) / 2))));
    expect(svg.querySelectorAll('rect').length).toBeGreaterThanOrEqual(3);
  });

  it('draws a funnel with a part per step', async () => {
    render(
      <ModuleRenderer
        node={node('funnel', {
          text: 'Order funnel',
          dataSet: [
            { step: 'Visited', count: 1000 },
            { step: 'Carted', count: 300 },
            { step: 'Ordered', count: 120 },
          ],
        })}
      />,
    );
    const { svg } = await drawn('Order funnel');
    expect(svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(3);
  });
});
