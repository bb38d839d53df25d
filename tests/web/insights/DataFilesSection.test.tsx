import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataFileListMessages } from '../../../machines/dataFileList.machine.ts';
import { dataFileUploadMessages } from '../../../machines/dataFileUpload.machine.ts';
import { formatDateTime } from '../../../src/web/ui/formatDateTime.ts';
import { dataFile } from '../../machines/dataFileFixtures.ts';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';

const projects = [{ id: 'p1', name: 'Sales', description: '' }];
const sales = dataFile({ size: 3 * 1024 * 1024 + 200_000, rowCount: 12_345 });
const flags = dataFile({
  id: 'f9',
  fileName: 'flags.csv',
  tableName: 'flags',
  columns: [{ name: 'holiday', label: 'Holiday?', type: 'boolean' }],
});

async function dataFiles(seed: Parameters<typeof fakeInsightsFlows>[0] = {}, options = {}) {
  const fake = fakeInsightsFlows({ projects, connections: [], ...seed }, options);
  renderConsole(fake.flows, '/data-insights-console/data-source');
  await screen.findByRole('heading', { name: 'Data files' });
  return fake;
}

const csv = (name: string) => new File(['month,revenue\n2023-01-01,10\n'], name, { type: 'text/csv' });
const picker = () => screen.getByLabelText('Choose files') as HTMLInputElement;
const table = () => screen.findByRole('table', { name: 'Data files' });
const rowOf = async (name: string) =>
  within(await table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;

describe('Data files on the Data Source page', () => {
  it('offers a drop zone and picker with the accepted types while there are no files', async () => {
    await dataFiles();
    const empty = await screen.findByRole('heading', { name: 'No data files yet.' });
    expect(empty.parentElement).toHaveTextContent('CSV, TSV, Excel (XLSX), JSON or JSON lines');
    expect(screen.getByRole('group', { name: 'Data files to upload' })).toHaveTextContent(
      'Drag and drop files here',
    );
    expect(picker()).toHaveAttribute('accept', '.csv,.tsv,.xlsx,.json,.jsonl,.ndjson');
  });

  it('lists name, table, rows, columns, size and when uploaded, with View, Edit and Delete', async () => {
    await dataFiles({ dataFiles: [sales] });
    const row = await rowOf('sales_2023.csv');
    const cell = (label: string) => row.querySelector(`td[data-label="${label}"]`)!;
    expect(cell('Table')).toHaveTextContent('sales_2023');
    expect(cell('Rows')).toHaveTextContent((12_345).toLocaleString());
    expect(cell('Columns')).toHaveTextContent('3');
    expect(cell('Size')).toHaveTextContent('3.2 MB');
    expect(cell('Uploaded')).toHaveTextContent(formatDateTime(sales.createdAt));
    for (const action of ['View', 'Edit', 'Delete'])
      expect(within(row).getByRole('button', { name: `${action} sales_2023.csv` })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'No data files yet.' })).toBeNull();
  });

  it('uploads a CSV and a workbook by drop, with progress each, and lists their tables', async () => {
    const { db } = await dataFiles();
    await screen.findByRole('heading', { name: 'No data files yet.' });
    fireEvent.drop(screen.getByRole('group', { name: 'Data files to upload' }), {
      dataTransfer: { files: [csv('revenue.csv'), csv('budget workbook.xlsx')] },
    });
    const queue = screen.getByRole('list', { name: 'Data files to upload' });
    expect(within(queue).getByText(/revenue\.csv .* Waiting/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(await screen.findByText(dataFileUploadMessages.completed)).toBeInTheDocument();
    expect(db.uploads).toEqual([
      { name: 'revenue.csv', skipBadRows: false },
      { name: 'budget workbook.xlsx', skipBadRows: false },
    ]);
    await within(await table()).findByText('budget workbook.xlsx (Costs)');
    const tables = [...(await table()).querySelectorAll('td[data-label="Table"]')].map((c) => c.textContent);
    expect(tables).toEqual(['revenue', 'revenue', 'costs']);
  });

  it('says which chosen files are not data files before uploading, and never sends them', async () => {
    const { db } = await dataFiles();
    await userEvent.upload(picker(), [csv('photo.png'), csv('sales.csv')], { applyAccept: false });
    const refused = screen.getByRole('list', { name: 'Files that will not be uploaded' });
    expect(within(refused).getByText('photo.png')).toBeInTheDocument();
    expect(screen.getByText(dataFileUploadMessages.refused)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    await screen.findByText(dataFileUploadMessages.completed);
    expect(db.uploads.map((u) => u.name)).toEqual(['sales.csv']);
  });

  it('offers "Skip bad rows" for a ragged file, sends it again skipping them, and shows the count', async () => {
    const { db } = await dataFiles();
    await userEvent.upload(picker(), csv('ragged.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(
      await screen.findByText('Lines 4 and 9 have 3 fields where the header has 2.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip bad rows of ragged.csv' }));
    expect(
      await screen.findByText('ragged.csv: Skipped 2 rows whose field count differs from the header.'),
    ).toBeInTheDocument();
    expect(db.uploads).toEqual([
      { name: 'ragged.csv', skipBadRows: false },
      { name: 'ragged.csv', skipBadRows: true },
    ]);
    expect(await within(await table()).findByText('ragged.csv')).toBeInTheDocument();
  });

  it('keeps a refused file in the queue with the server’s sentence', async () => {
    await dataFiles();
    await userEvent.upload(picker(), csv('empty.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
    expect(screen.getByText(/empty\.csv .* Failed/)).toBeInTheDocument();
  });

  it('views the first rows under headings with each column’s label and type', async () => {
    await dataFiles({ dataFiles: [sales] });
    await userEvent.click(
      within(await rowOf('sales_2023.csv')).getByRole('button', { name: 'View sales_2023.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rows of sales_2023.csv' });
    const grid = await within(dialog).findByRole('table', { name: 'First rows of sales_2023' });
    const headings = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Month month date', 'Revenue (€) revenue decimal', 'Holiday? holiday boolean']);
    expect(within(grid).getByText('1200.5')).toBeInTheDocument();
    expect(within(dialog).getByText(/Read as UTF-8 text, fields separated by commas\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Rows of sales_2023.csv' })).toBeNull();
  });

  it('edits the table name and a column type, saved into the list with "Table saved."', async () => {
    const { db } = await dataFiles({ dataFiles: [sales] });
    await userEvent.click(
      within(await rowOf('sales_2023.csv')).getByRole('button', { name: 'Edit sales_2023.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit sales_2023.csv' });
    const columns = within(dialog).getByRole('table', { name: 'Columns' });
    expect(within(columns).getByText('Revenue (€)')).toBeInTheDocument();
    expect(within(columns).getByText('revenue')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Type of Revenue (€)')).toHaveValue('decimal');
    const name = within(dialog).getByLabelText('Table name');
    await userEvent.clear(name);
    await userEvent.type(name, 'monthly');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type of Revenue (€)'), 'integer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(dataFileListMessages.saved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit sales_2023.csv' })).toBeNull();
    expect(within(await table()).getByText('monthly')).toBeInTheDocument();
    expect(db.dataFiles[0]?.columns[1]?.type).toBe('integer');
  });

  it('keeps the edits and shows the refusal when a type does not fit the values', async () => {
    await dataFiles({ dataFiles: [flags] });
    await userEvent.click(within(await rowOf('flags.csv')).getByRole('button', { name: 'Edit flags.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit flags.csv' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type of Holiday?'), 'integer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "'Holiday?' cannot be an integer: 'yes' on line 2 is not a number.",
    );
    expect(within(dialog).getByLabelText('Type of Holiday?')).toHaveValue('integer');
  });

  it('re-imports a table from the edit dialog, skipping ragged rows on request', async () => {
    const { db } = await dataFiles({ dataFiles: [sales] });
    await userEvent.click(
      within(await rowOf('sales_2023.csv')).getByRole('button', { name: 'Edit sales_2023.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit sales_2023.csv' });
    await userEvent.upload(within(dialog).getByLabelText('Re-import from a file'), csv('ragged again.csv'));
    expect(await screen.findByText('Line 4 has 3 fields where the header has 2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip bad rows' }));
    expect(await screen.findByText(dataFileListMessages.reimported)).toBeInTheDocument();
    expect((await rowOf('sales_2023.csv')).querySelector('td[data-label="Rows"]')).toHaveTextContent('30');
    expect(db.uploads.map((u) => u.skipBadRows)).toEqual([false, true]);
  });

  it('deletes a file after "Are you sure you want to delete this file and its table?"', async () => {
    const { db } = await dataFiles({ dataFiles: [sales] });
    await userEvent.click(
      within(await rowOf('sales_2023.csv')).getByRole('button', { name: 'Delete sales_2023.csv' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete sales_2023.csv' });
    expect(within(confirm).getByText(dataFileListMessages.confirmDelete)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(dataFileListMessages.deleted)).toBeInTheDocument();
    expect(db.dataFiles).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'No data files yet.' })).toBeInTheDocument();
  });

  it('disables View and Edit while a file is still importing', async () => {
    await dataFiles({ dataFiles: [dataFile({ status: 'importing' })] });
    const row = await rowOf('sales_2023.csv');
    expect(within(row).getByText('Importing…')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View sales_2023.csv' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Edit sales_2023.csv' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete sales_2023.csv' })).toBeEnabled();
  });

  it('says "Failed to fetch data files." and tries again', async () => {
    await dataFiles({}, { fail: ['listDataFiles'] });
    expect(await screen.findByText(dataFileListMessages.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
