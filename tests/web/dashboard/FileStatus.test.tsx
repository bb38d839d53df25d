import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  type FileDownloadInput,
  type FileRetryInput,
  type FilesListEvent,
  filesListMachine,
} from '../../../machines/filesList.machine.ts';
import type { UploadedFile } from '../../../src/contract/workspace.ts';
import { FilesPage } from '../../../src/web/dashboard/FilesPage.tsx';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { uploaded } from './workspaceFixtures.ts';

/** The files page with a status feed, retry and download the test drives. */
function renderFiles(files: UploadedFile[]) {
  let feed: (event: FilesListEvent) => void = () => {};
  const retries: FileRetryInput[] = [];
  const downloads: FileDownloadInput[] = [];
  let answerRetry: (event: FilesListEvent) => void = () => {};
  const filesList = filesListMachine.provide({
    actors: {
      fetchFiles: fromPromise(async () => files),
      fileStatusFeed: fromCallback<FilesListEvent, { workspaceId: string | null }>(({ sendBack }) => {
        feed = sendBack;
      }),
      reindexFile: fromCallback<FilesListEvent, FileRetryInput>(({ input, sendBack }) => {
        retries.push(input);
        answerRetry = sendBack;
      }),
      downloadFile: fromCallback<FilesListEvent, FileDownloadInput>(({ input, sendBack }) => {
        downloads.push(input);
        sendBack({ type: 'files.downloadFailed', message: 'File not found.' });
      }),
    },
  });
  render(<FilesPage flows={{ ...fakeDashboardFlows().flows, filesList }} workspaceId="w1" />);
  return {
    retries,
    downloads,
    push: (event: FilesListEvent) => act(() => feed(event)),
    answerRetry: (event: FilesListEvent) => act(() => answerRetry(event)),
  };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('Files status', () => {
  it('shows Indexing, Indexed, and Failed with its reason and Retry, and follows live changes', async () => {
    const page = renderFiles([
      { ...uploaded('f1', 'guide.pdf'), status: 'indexing' },
      uploaded('f2', 'faq.md'),
      {
        ...uploaded('f3', 'blob.bin'),
        status: 'failed',
        statusReason: 'This file type cannot be read: .bin',
      },
    ]);
    await screen.findByRole('cell', { name: 'guide.pdf' });
    expect(within(rowOf('guide.pdf')).getByText('Indexing')).toBeInTheDocument();
    expect(within(rowOf('guide.pdf')).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(rowOf('faq.md')).getByText('Indexed')).toBeInTheDocument();
    const failed = within(rowOf('blob.bin'));
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('This file type cannot be read: .bin')).toBeInTheDocument();

    page.push({
      type: 'files.statusChanged',
      change: { workspaceId: 'w1', fileId: 'f1', status: 'indexed', statusReason: null },
    });
    expect(within(rowOf('guide.pdf')).getByText('Indexed')).toBeInTheDocument();
  });

  it('retries a failed file: Indexing at once, then what the server says', async () => {
    const page = renderFiles([
      { ...uploaded('f3', 'scan.pdf'), status: 'failed', statusReason: 'The PDF holds no text.' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry scan.pdf' }));
    expect(page.retries).toEqual([{ workspaceId: 'w1', id: 'f3' }]);
    expect(within(rowOf('scan.pdf')).getByText('Indexing')).toBeInTheDocument();
    page.answerRetry({ type: 'files.retryFailed', id: 'f3', message: 'Failed to index the file again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to index the file again.');
    expect(within(rowOf('scan.pdf')).getByText('The PDF holds no text.')).toBeInTheDocument();
  });

  it('offers each file as a download link and says when a download fails', async () => {
    const page = renderFiles([uploaded('f2', 'faq.md')]);
    const link = await screen.findByRole('link', { name: 'Download faq.md' });
    expect(link).toHaveAttribute('href', '/api/workspaces/w1/files/f2/download');
    await userEvent.click(link);
    expect(page.downloads).toEqual([{ workspaceId: 'w1', id: 'f2', fileName: 'faq.md' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('File not found.');
  });
});
