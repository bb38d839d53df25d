import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QnaPage } from '../../../src/web/dashboard/QnaPage.tsx';
import { failing, fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { qna } from './workspaceFixtures.ts';

function renderQna() {
  const backend = fakeDashboardFlows();
  backend.db.qnas.push(
    qna('q1', 'What are the opening hours?', 'From 9 to 5.'),
    qna('q2', 'Where is the shop?', 'Main Street, open late on Fridays.'),
  );
  render(<QnaPage machine={backend.flows.qnaList} workspaceId="w1" />);
  return backend;
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Q&A list' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('Q&A page', () => {
  it('adds a pair from the form and refuses blanks', async () => {
    const user = userEvent.setup();
    const b = renderQna();
    await screen.findByText('Where is the shop?');
    await user.type(screen.getByLabelText('New question'), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: 'Add Q&A' }));
    expect(screen.getByText('Question and Answer cannot be empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New answer'), 'Yes, behind the shop.');
    await user.click(screen.getByRole('button', { name: 'Add Q&A' }));
    expect(await screen.findByText('Q&A added successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('New question')).toHaveValue('');
    expect(listed()[0]).toBe('Is there parking?');
    expect(b.db.qnas).toHaveLength(3);
  });

  it('searches question and answer ignoring case', async () => {
    const user = userEvent.setup();
    renderQna();
    await screen.findByText('Where is the shop?');
    await user.type(screen.getByLabelText('Search Q&A'), 'OPEN');
    expect(listed()).toEqual(['What are the opening hours?', 'Where is the shop?']);
    await user.clear(screen.getByLabelText('Search Q&A'));
    await user.type(screen.getByLabelText('Search Q&A'), 'fridays');
    expect(listed()).toEqual(['Where is the shop?']);
    await user.type(screen.getByLabelText('Search Q&A'), 'x');
    expect(screen.getByText('No Q&A matches your search.')).toBeInTheDocument();
  });

  it('edits a pair in place and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    const b = renderQna();
    await user.click(await screen.findByRole('button', { name: 'Edit What are the opening hours?' }));
    const form = screen.getByRole('form', { name: 'Edit What are the opening hours?' });
    await user.clear(within(form).getByLabelText('Answer'));
    await user.type(within(form).getByLabelText('Answer'), 'From 8 to 6.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Q&A updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('From 8 to 6.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Where is the shop?' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Q&A' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(b.db.qnas).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Where is the shop?' }));
    // The question's own question mark ends the sentence; no second one.
    expect(screen.getByRole('dialog')).toHaveTextContent(
      /Are you sure you want to delete "Where is the shop\?"Cancel/,
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Q&A deleted successfully!')).toBeInTheDocument();
    expect(listed()).toEqual(['What are the opening hours?']);
  });

  it('says what to add first while there is no pair yet', async () => {
    const { flows } = fakeDashboardFlows();
    render(<QnaPage machine={flows.qnaList} workspaceId="w1" />);
    expect(await screen.findByRole('heading', { name: 'No Q&A yet.' })).toBeInTheDocument();
    expect(screen.getByText(/Add the questions people ask most/)).toBeInTheDocument();
  });

  it('shows "Failed to fetch Q&A items." when the list cannot load', async () => {
    const { flows } = fakeDashboardFlows();
    render(
      <QnaPage machine={flows.qnaList.provide({ actors: { fetchPage: failing('') } })} workspaceId="w1" />,
    );
    expect(await screen.findByText('Failed to fetch Q&A items.')).toBeInTheDocument();
  });

  it('searches the pairs loaded so far and loads more beyond the first 100', async () => {
    const user = userEvent.setup();
    const { flows, db } = fakeDashboardFlows();
    db.qnas.push(...Array.from({ length: 101 }, (_, i) => qna(`q${i}`, `Question ${i}?`, `Answer ${i}.`)));
    render(<QnaPage machine={flows.qnaList} workspaceId="w1" />);
    expect(await screen.findByText('Showing 100 of 101.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search Q&A'), 'question 100?');
    expect(screen.getByText('No Q&A matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listed()).toEqual(['Question 100?']));
  });

  it('keeps the draft and shows the message when a pair cannot be added', async () => {
    const user = userEvent.setup();
    const { flows } = fakeDashboardFlows();
    render(
      <QnaPage
        machine={flows.qnaList.provide({ actors: { createItem: failing('Failed to add Q&A.') } })}
        workspaceId="w1"
      />,
    );
    await user.type(await screen.findByLabelText('New question'), 'Parking?');
    await user.type(screen.getByLabelText('New answer'), 'Behind the shop.');
    await user.click(screen.getByRole('button', { name: 'Add Q&A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Q&A.');
    expect(screen.getByLabelText('New question')).toHaveValue('Parking?');
  });
});
