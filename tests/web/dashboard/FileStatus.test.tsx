import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { type FilesListEvent, filesListMachine } from '../../../machines/filesList.machine.ts';
import { type FeedInput, type ItemActionInput, listActors } from '../../../machines/list.machine.ts';
import type { UploadedFile } from '../../../src/contract/workspace.ts';
import { FilesPage } from '../../../src/web/dashboard/FilesPage.tsx';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { uploaded } from './workspaceFixtures.ts';

/** The files page with a status feed, retry and download the test drives. */
function renderFiles(files: UploadedFile[]) {
  let feed: (event: FilesListEvent) => void = () => {};
  const actions: Array<ItemActionInput<UploadedFile, string>> = [];
  let answerRetry: (outcome: Error | UploadedFile) => void = () => {};
  const filesList = filesListMachine.provide({
    actors: {
      ...listActors<UploadedFile, never, string>({
        list: async () => ({ content: files, totalElements: files.length }),
        act: (scope, action, item) => {
          actions.push({ scope, action, item });
          if (action === 'download') return Promise.reject(new Error('File not found.'));
          return new Promise<UploadedFile>((resolve, reject) => {
            answerRetry = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
          });
        },
      }),
      feed: fromCallback<FilesListEvent, FeedInput<string>>(({ sendBack }) => {
        feed = sendBack;
      }),
    },
  });
  render(<FilesPage flows={{ ...fakeDashboardFlows().flows, filesList }} workspaceId="w1" />);
  return {
    actions,
    push: (event: FilesListEvent) => act(() => feed(event)),
    answerRetry: (outcome: Error | UploadedFile) => act(async () => answerRetry(outcome)),
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

    page.push({ type: 'list.itemChanged', id: 'f1', changes: { status: 'indexed', statusReason: null } });
    expect(within(rowOf('guide.pdf')).getByText('Indexed')).toBeInTheDocument();
  });

  it('shows chunks done of all while a file is indexed, as the server tells them', async () => {
    const page = renderFiles([
      { ...uploaded('f1', 'manual.txt'), status: 'indexing', chunksDone: 40, chunksTotal: 200 },
    ]);
    await screen.findByRole('cell', { name: 'manual.txt' });
    const row = within(rowOf('manual.txt'));
    expect(row.getByText('Indexing')).toBeInTheDocument();
    expect(row.getByText('40 / 200 chunks')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'manual.txt: 40 of 200 chunks indexed' })).toHaveAttribute(
      'value',
      '40',
    );

    page.push({ type: 'list.itemChanged', id: 'f1', changes: { chunksDone: 120, chunksTotal: 200 } });
    expect(row.getByText('120 / 200 chunks')).toBeInTheDocument();
    page.push({
      type: 'list.itemChanged',
      id: 'f1',
      changes: { status: 'indexed', statusReason: null, chunksDone: 200, chunksTotal: 200 },
    });
    expect(row.getByText('Indexed')).toBeInTheDocument();
    expect(row.queryByRole('progressbar')).toBeNull();
  });

  it('retries a failed file: Indexing at once, then what the server says', async () => {
    const page = renderFiles([
      { ...uploaded('f3', 'scan.pdf'), status: 'failed', statusReason: 'The PDF holds no text.' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry scan.pdf' }));
    expect(page.actions.map((a) => [a.scope, a.action, a.item.id])).toEqual([['w1', 'retry', 'f3']]);
    expect(within(rowOf('scan.pdf')).getByText('Indexing')).toBeInTheDocument();
    await page.answerRetry(new Error('Failed to index the file again.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to index the file again.');
    expect(within(rowOf('scan.pdf')).getByText('The PDF holds no text.')).toBeInTheDocument();
  });

  it('offers each file as a download link and says when a download fails', async () => {
    const page = renderFiles([uploaded('f2', 'faq.md')]);
    const link = await screen.findByRole('link', { name: 'Download faq.md' });
    expect(link).toHaveAttribute('href', '/api/workspaces/w1/files/f2/download');
    await userEvent.click(link);
    expect(page.actions.map((a) => [a.scope, a.action, a.item.originalFileName])).toEqual([
      ['w1', 'download', 'faq.md'],
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File not found.');
  });
});
