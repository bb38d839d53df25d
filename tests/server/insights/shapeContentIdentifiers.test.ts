import { describe, expect, it } from 'vitest';
import { shapeContent } from '../../../src/server/insights/shapeContent.ts';

const result = (columns: string[], rows: Record<string, number | string | null>[]) => ({
  columns,
  rows,
  truncated: false,
});

describe('generated content of identifier-like groupings', () => {
  it('names postal codes and years as they are, and groups amounts into thousands', () => {
    const byZip = shapeContent(
      'c1',
      result(
        ['postal_code', 'sales'],
        [
          { postal_code: 10024, sales: 12345.5 },
          { postal_code: 94110, sales: 2000 },
        ],
      ),
      null,
      'text',
      'Sales by postal code',
    );
    const lines = byZip.data.children?.find((c) => c.type === 'list')?.data.items;
    expect(lines).toEqual(['10024: 12,345.5', '94110: 2,000']);
    const byYear = shapeContent(
      'c2',
      result(
        ['order_date', 'orders'],
        [
          { order_date: 2016, orders: 1234 },
          { order_date: 2017, orders: 1500 },
        ],
      ),
      null,
      'chart',
      'Orders per year',
    );
    expect(byYear.data.dataSet?.map((r) => r.order_date)).toEqual(['2016', '2017']);
  });

  it('numbers a repeated group name in a chart, so each bar stands for one group', () => {
    const pets = shapeContent(
      'c3',
      result(
        ['pet_name', 'visits'],
        [
          { pet_name: 'Bella', visits: 16 },
          { pet_name: 'Max', visits: 15 },
          { pet_name: 'Bella', visits: 9 },
        ],
      ),
      null,
      'chart',
      'Visits per pet',
    );
    expect(pets.data.dataSet?.map((r) => r.pet_name)).toEqual(['Bella', 'Max', 'Bella (2)']);
  });
});
