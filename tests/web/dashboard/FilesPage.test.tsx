import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filesListMachine } from '../../../machines/filesList.machine.ts';
import { FilesPage } from '../../../src/web/dashboard/FilesPage.tsx';
import { FAILING_FILE, failing, fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { fileNamed, uploaded } from './workspaceFixtures.ts';

function renderFiles(seed: Parameters<typeof fakeDashboardFlows>[0] = {}) {
  const backend = fakeDashboardFlows(seed);
  const view = render(<FilesPage flows={backend.flows} workspaceId="w1" />);
  return { ...backend, ...view };
}

describe('Files page', () => {
  it('asks for files before uploading', async () => {
    const user = userEvent.setup();
    renderFiles();
    await user.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(screen.getByText('Please select files to upload.')).toBeInTheDocument();
  });

  it('says what to do first while nothing is uploaded', async () => {
    renderFiles();
    expect(await screen.findByRole('heading', { name: 'No files uploaded yet.' })).toBeInTheDocument();
    expect(screen.getByText(/Choose files above and select Upload Selected Files/)).toBeInTheDocument();
  });

  it('lists every file of a workspace holding more than one page', async () => {
    const user = userEvent.setup();
    const f = fakeDashboardFlows();
    f.db.files.push(...Array.from({ length: 120 }, (_, i) => uploaded(`f${i}`, `file-${i}.txt`)));
    render(<FilesPage flows={f.flows} workspaceId="w1" />);
    expect(await screen.findByText('Showing 100 of 120.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'file-119.txt' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(121);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says it cannot upload without a workspace', () => {
    const backend = fakeDashboardFlows();
    render(<FilesPage flows={backend.flows} workspaceId={null} />);
    expect(screen.getByText('No workspace selected. Cannot upload files.')).toBeInTheDocument();
  });

  it('uploads several files, shows progress, then lists them from the server', async () => {
    const user = userEvent.setup();
    const f = renderFiles();
    await user.upload(screen.getByLabelText('Choose files'), [
      fileNamed('notes.txt', 'x'.repeat(2048)),
      fileNamed('prices.csv', 'tea,3'),
    ]);
    const queue = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    expect(within(queue).getByText(/notes\.txt \(2\.00 KB\) — Waiting/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'notes.txt upload progress' })).toHaveAttribute(
      'value',
      '0',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(await screen.findByText('Files upload process completed!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to upload' })).toBeNull();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('cell', { name: 'notes.txt' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '2.00 KB' })).toBeInTheDocument();
    expect(f.db.files.map((x) => x.originalFileName).sort()).toEqual(['notes.txt', 'prices.csv']);
  });

  it('says before uploading which chosen files the agent cannot read, and uploads only the others', async () => {
    const user = userEvent.setup();
    const f = renderFiles();
    await user.upload(screen.getByLabelText('Choose files'), [
      fileNamed('hours.md'),
      new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }),
      new File([new Uint8Array(1024)], 'scan.jpg', { type: 'image/jpeg' }),
    ]);
    const notRead = screen.getByRole('list', { name: 'Files that will not be uploaded' });
    expect(notRead).toHaveAccessibleDescription(
      'These files will not be uploaded: the agent reads only PDF, Word (DOCX), plain text, Markdown, CSV, JSON and HTML files.',
    );
    expect(
      within(notRead)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['photo.png (0.00 KB) — Not read', 'scan.jpg (1.00 KB) — Not read']);
    const queue = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect(within(queue).getByText(/hours\.md .* — Waiting/)).toBeInTheDocument();

    await user.click(within(notRead).getByRole('button', { name: 'Remove scan.jpg' }));
    expect(within(notRead).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(await screen.findByText('Files upload process completed!')).toBeInTheDocument();
    expect(f.db.files.map((x) => x.originalFileName)).toEqual(['hours.md']);
    expect(screen.queryByRole('list', { name: 'Files that will not be uploaded' })).toBeNull();
    expect(screen.queryByText(/Failed/)).toBeNull();
  });

  it('keeps a failed file with its message while the others upload', async () => {
    const user = userEvent.setup();
    renderFiles();
    await user.upload(screen.getByLabelText('Choose files'), [fileNamed(FAILING_FILE), fileNamed('ok.txt')]);
    await user.click(screen.getByRole('button', { name: 'Upload Selected Files' }));
    expect(await screen.findByText('Files upload process completed!')).toBeInTheDocument();
    const queue = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(queue).getByText(/too-big\.pdf .* — Failed/)).toBeInTheDocument();
    expect(within(queue).getByText('The file is larger than 50 MB.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'ok.txt' })).toBeInTheDocument();
  });

  it('deletes a file after the confirm dialog', async () => {
    const user = userEvent.setup();
    const f = renderFiles();
    f.db.files.push(uploaded('f1', 'report.pdf', 1536), uploaded('f2', 'keep.txt'));
    f.unmount();
    render(<FilesPage flows={f.flows} workspaceId="w1" />);
    expect(await screen.findByRole('cell', { name: '1.50 KB' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete report.pdf' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "report.pdf"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'report.pdf' })).toBeNull();
    expect(f.db.files.map((x) => x.id)).toEqual(['f2']);
  });

  it('shows "Error fetching files." when the list cannot load', async () => {
    const backend = fakeDashboardFlows();
    const flows = {
      ...backend.flows,
      filesList: filesListMachine.provide({ actors: { fetchPage: failing('') } }),
    };
    render(<FilesPage flows={flows} workspaceId="w1" />);
    expect(await screen.findByText('Error fetching files.')).toBeInTheDocument();
  });
});
