import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../src/contract/workspace.ts';
import { AgentPage } from '../../../src/web/dashboard/AgentPage.tsx';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { workspace } from './workspaceFixtures.ts';

function renderAgent(workspaceId: string | null = 'w1') {
  const backend = fakeDashboardFlows({ workspaces: [workspace('w1', 'Support')] });
  const saved: Workspace[] = [];
  const deleted: string[] = [];
  render(
    <AgentPage
      flow={backend.flows.agentEditor}
      workspaceId={workspaceId}
      onSaved={(w) => saved.push(w)}
      onDeleted={(id) => deleted.push(id)}
    />,
  );
  return { ...backend, saved, deleted };
}

describe('Agent page', () => {
  it('says "No workspace selected." without a workspace', () => {
    renderAgent(null);
    expect(screen.getByText('No workspace selected.')).toBeInTheDocument();
  });

  it('loads the workspace and saves the edited name, role definition and authentication', async () => {
    const user = userEvent.setup();
    const a = renderAgent();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Support');
    expect(screen.getByLabelText('Role Definition')).toHaveValue('Helps with Support');
    await user.clear(name);
    await user.type(name, 'Sales');
    await user.clear(screen.getByLabelText('Role Definition'));
    await user.type(screen.getByLabelText('Role Definition'), 'Sells things');
    await user.click(screen.getByLabelText('Require authentication before chatting'));
    await user.type(screen.getByLabelText('Auth URL'), 'https://example.com/check');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent details saved successfully!')).toBeInTheDocument();
    expect(a.db.workspaces[0]).toMatchObject({
      name: 'Sales',
      role: 'Sells things',
      authRequire: true,
      authUrl: 'https://example.com/check',
    });
    expect(a.saved.map((w) => w.name)).toEqual(['Sales']);
  });

  it('links the owner to the agent’s own chat page to try it', async () => {
    renderAgent();
    const link = await screen.findByRole('link', { name: /^Try the chat/ });
    expect(link).toHaveAttribute('href', '/chat/app-w1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('Try the chat (opens in a new tab)');
  });

  it('keeps Delete workspace apart from Save, in its own section outside the form', async () => {
    renderAgent();
    const remove = await screen.findByRole('button', { name: 'Delete workspace' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.closest('form')).not.toBeNull();
    expect(remove.closest('form')).toBeNull();
    expect(remove.closest('section')).toBe(screen.getByRole('region', { name: 'Delete this workspace' }));
    expect(save.parentElement).not.toBe(remove.parentElement);
  });

  it('shows field problems before saving', async () => {
    const user = userEvent.setup();
    const a = renderAgent();
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByLabelText('Require authentication before chatting'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText(/Auth URL must be an http/)).toBeInTheDocument();
    expect(a.saved).toEqual([]);
  });

  it('deletes the workspace after confirmation', async () => {
    const user = userEvent.setup();
    const a = renderAgent();
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the workspace "Support"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(a.deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete workspace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(a.deleted).toEqual(['w1']));
  });
});
