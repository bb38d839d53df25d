import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createWorkspaceMachine } from '../../../machines/createWorkspace.machine.ts';
import type { Workspace } from '../../../src/contract/workspace.ts';
import { CreateWorkspacePage } from '../../../src/web/dashboard/CreateWorkspacePage.tsx';
import { apiError, fileNamed, workspace } from './workspaceFixtures.ts';

function renderWizard(options: { failUploads?: boolean; refuseName?: string } = {}) {
  const created: Workspace[] = [];
  const uploads: string[] = [];
  const requests: unknown[] = [];
  const flow = (onCreated: (w: Workspace) => void) =>
    createWorkspaceMachine.provide({
      actors: {
        createWorkspace: fromPromise(async ({ input }) => {
          requests.push(input);
          if (options.refuseName) throw apiError(`name: ${options.refuseName}`, { name: options.refuseName });
          return { ...workspace('w1'), ...input };
        }),
        uploadFile: fromPromise(async ({ input }) => {
          if (options.failUploads) throw new Error('Upload failed');
          uploads.push(input.file.name);
        }),
      },
      actions: { workspaceCreated: (_, { workspace: w }) => onCreated(w) },
    });
  render(<CreateWorkspacePage flow={flow} onCreated={(w) => created.push(w)} />);
  return { created, uploads, requests };
}

const currentStep = () => screen.getByRole('listitem', { current: 'step' });

describe('create-workspace wizard', () => {
  it('walks Naming → Defining Roles → Uploading Files with validation on each step', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(currentStep()).toHaveTextContent('1. Naming');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(screen.getByLabelText('AI Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('AI name is required.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('AI Name'));
    await user.type(screen.getByLabelText('AI Name'), 'Support bot');
    await user.keyboard('{Enter}');
    expect(currentStep()).toHaveTextContent('2. Defining Roles');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('AI role is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('AI Name')).toHaveValue('Support bot');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Answers customer questions');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toHaveTextContent('3. Uploading Files');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('keeps the keyboard in the wizard: Next on step 2 focuses the files step, a few Tabs from Finish', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.keyboard('Support bot{Enter}');
    expect(screen.getByLabelText('AI Role')).toHaveFocus();
    await user.keyboard('Answers questions');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Uploading Files' })).toHaveFocus();
    let tabs = 0;
    while (document.activeElement !== screen.getByRole('button', { name: 'Finish' }) && tabs < 10) {
      await user.tab();
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(3);
  });

  it('creates the workspace, uploads the chosen files and reports it', async () => {
    const user = userEvent.setup();
    const w = renderWizard();
    await user.type(screen.getByLabelText('AI Name'), ' Support bot ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Answers');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(screen.getByLabelText('Choose files'), [fileNamed('a.txt'), fileNamed('b.pdf')]);
    await user.upload(screen.getByLabelText('Choose files'), [fileNamed('c.csv')]);
    await user.click(screen.getByRole('button', { name: 'Remove c.csv' }));
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('a.txt');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(w.created).toHaveLength(1));
    expect(w.requests).toEqual([{ name: 'Support bot', role: 'Answers' }]);
    expect(w.uploads).toEqual(['a.txt', 'b.pdf']);
  });

  it('says which readable types it reads, and before Finish which chosen files it will not upload', async () => {
    const user = userEvent.setup();
    const w = renderWizard();
    await user.type(screen.getByLabelText('AI Name'), 'Bot');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Helps');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText(
        'Give the agent files to learn from (optional). It reads PDF, Word (DOCX), plain text, Markdown, CSV, JSON and HTML files.',
      ),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose files'), [
      fileNamed('a.txt'),
      new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' }),
    ]);
    const notRead = screen.getByRole('list', { name: 'Files that will not be uploaded' });
    expect(notRead).toHaveTextContent('logo.png (0.00 KB) — Not read');
    expect(notRead).toHaveAccessibleDescription(
      'These files will not be uploaded: the agent reads only PDF, Word (DOCX), plain text, Markdown, CSV, JSON and HTML files.',
    );
    expect(screen.getByRole('list', { name: 'Chosen files' })).not.toHaveTextContent('logo.png');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(w.created).toHaveLength(1));
    await waitFor(() => expect(w.uploads).toEqual(['a.txt']));
  });

  it("jumps back to step 1 with the server's reason when it refuses the name", async () => {
    const user = userEvent.setup();
    renderWizard({ refuseName: 'Name must be at most 200 characters long.' });
    await user.type(screen.getByLabelText('AI Name'), 'Bot');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Helps');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Name must be at most 200 characters long.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('1. Naming');
    expect(
      screen.getByText('Failed to create workspace or upload files. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the failure message and stays on step 3 when an upload fails', async () => {
    const user = userEvent.setup();
    const w = renderWizard({ failUploads: true });
    await user.type(screen.getByLabelText('AI Name'), 'Bot');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('AI Role'), 'Helps');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(screen.getByLabelText('Choose files'), [fileNamed('a.txt')]);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('Failed to create workspace or upload files. Please try again.'),
    ).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('3. Uploading Files');
    expect(w.created).toEqual([]);
  });
});
