import type { ReportModule } from '../../machines/insightModule.machine.ts';

export const placeholderModule = (id = 'm1', overrides: Partial<ReportModule> = {}): ReportModule => ({
  id,
  title: 'Revenue by region',
  description: 'total sales by region',
  dataSource: 'c1',
  moduleType: 'chart',
  status: 'placeholder',
  ...overrides,
});

export const barContent = {
  id: 'g1',
  type: 'bar',
  data: { height: 300, dataSet: [{ region: 'West', sales: 10 }] },
};
