import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILES_DATA_SOURCE } from '../../../src/contract/dataFiles.ts';
import { dataSourceOptions } from '../../../src/web/insights/dataSourceOptions.ts';
import { dataFile } from '../../machines/dataFileFixtures.ts';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';

const projects = [{ id: 'p1', name: 'Sales', description: '' }];
const connections = [{ id: 'c1', name: 'Superstore', type: 'POSTGRES' as const }];

/** The Data Source choices of a module added on the workbench. */
async function offeredSources(dataFiles: ReturnType<typeof dataFile>[]) {
  const { flows } = fakeInsightsFlows({ projects, connections, dataFiles });
  renderConsole(flows, '/data-insights-console/workbench');
  await screen.findByRole('heading', { name: 'Workbench' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add Module' }));
  // A module added by hand opens its editor at once.
  const dialog = await screen.findByRole('dialog', { name: 'Edit Module' });
  const select = within(dialog).getByLabelText('Data Source');
  return within(select)
    .getAllByRole('option')
    .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
}

describe('the workbench’s data sources', () => {
  it('offers "Files" beside the connections once a data file is ready', async () => {
    expect(await offeredSources([dataFile()])).toEqual([
      ['c1', 'Superstore'],
      [FILES_DATA_SOURCE, 'Files'],
    ]);
  });

  it('does not offer "Files" while no file is ready to query', () => {
    expect(
      dataSourceOptions(connections, [dataFile({ status: 'importing' }), dataFile({ status: 'failed' })]),
    ).toEqual([{ value: 'c1', label: 'Superstore' }]);
    expect(dataSourceOptions([], [dataFile()])).toEqual([{ value: 'files', label: 'Files' }]);
  });
});
