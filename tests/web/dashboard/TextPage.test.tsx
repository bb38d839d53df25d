import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textListMachine } from '../../../machines/textList.machine.ts';
import { TextPage } from '../../../src/web/dashboard/TextPage.tsx';
import { failing, fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { text } from './workspaceFixtures.ts';

describe('Text page', () => {
  it('says "No workspace selected." without a workspace', () => {
    render(<TextPage machine={fakeDashboardFlows().flows.textList} workspaceId={null} />);
    expect(screen.getByText('No workspace selected.')).toBeInTheDocument();
  });

  it('adds, edits and deletes a text through the dialog and the confirmation', async () => {
    const user = userEvent.setup();
    const { flows, db } = fakeDashboardFlows();
    render(<TextPage machine={flows.textList} workspaceId="w1" />);
    expect(await screen.findByText('No texts yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Text' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Text' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and Content cannot be empty.');
    await user.type(within(dialog).getByLabelText('Name'), 'Opening hours');
    await user.type(within(dialog).getByLabelText('Content'), 'We are open 9 to 5.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Last Modified', 'Status', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Opening hours' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Opening hours' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Text' });
    expect(within(dialog).getByLabelText('Content')).toHaveValue('We are open 9 to 5.');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Hours' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Hours' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete text' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Text deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(db.texts).toEqual([]);
  });

  it('invites the first text with a button that opens the editor', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows();
    render(<TextPage machine={flows.textList} workspaceId="w1" />);
    expect(await screen.findByRole('heading', { name: 'No texts yet.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first text' }));
    expect(screen.getByRole('dialog', { name: 'Add Text' })).toBeInTheDocument();
  });

  it('shows "Failed to fetch texts." when the list cannot load', async () => {
    render(
      <TextPage machine={textListMachine.provide({ actors: { fetchPage: failing('') } })} workspaceId="w1" />,
    );
    expect(await screen.findByText('Failed to fetch texts.')).toBeInTheDocument();
  });

  it('keeps the dialog open with "Failed to add text." when adding fails', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows();
    render(
      <TextPage machine={flows.textList.provide({ actors: { createItem: failing('') } })} workspaceId="w1" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Text' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'A');
    await user.type(within(dialog).getByLabelText('Content'), 'B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to add text.')).toBeInTheDocument();
  });

  it('prints "Name and Content cannot be empty." once and marks both fields invalid', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows();
    render(<TextPage machine={flows.textList} workspaceId="w1" />);
    await user.click(await screen.findByRole('button', { name: 'Add Text' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Text' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Name and Content cannot be empty.')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Name'), 'Hours');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and Content cannot be empty.');
  });

  it('shows the first 100 texts and loads the rest on "Load more"', async () => {
    const user = userEvent.setup();
    const { flows, db } = fakeDashboardFlows();
    db.texts.push(...Array.from({ length: 101 }, (_, i) => text(`t${i}`)));
    render(<TextPage machine={flows.textList} workspaceId="w1" />);
    expect(await screen.findByText('Showing 100 of 101.')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Text t100' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Text t100' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(102);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
