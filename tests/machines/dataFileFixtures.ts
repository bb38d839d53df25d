import type { DataFile } from '../../src/contract/dataFiles.ts';

/** An uploaded CSV as the server lists it: month, revenue and whether it was a holiday month. */
export function dataFile(overrides: Partial<DataFile> = {}): DataFile {
  return {
    id: 'f1',
    projectId: 'p1',
    fileName: 'sales_2023.csv',
    sheetName: null,
    tableName: 'sales_2023',
    format: 'csv',
    encoding: 'UTF-8',
    delimiter: ',',
    size: 2048,
    rowCount: 12,
    columns: [
      { name: 'month', label: 'Month', type: 'date' },
      { name: 'revenue', label: 'Revenue (€)', type: 'decimal' },
      { name: 'holiday', label: 'Holiday?', type: 'boolean' },
    ],
    status: 'ready',
    statusReason: null,
    createdAt: '2026-11-26T09:30:00.000Z',
    updatedAt: '2026-11-26T09:30:00.000Z',
    ...overrides,
  };
}
