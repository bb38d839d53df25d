import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { renderDashboard } from './renderDashboard.tsx';
import { workspace } from './workspaceFixtures.ts';

function renderReports() {
  const backend = fakeDashboardFlows({ workspaces: [workspace('w1')] });
  backend.db.report = {
    perDay: [
      { day: '2026-11-23', questions: 1, unknown: 0 },
      { day: '2026-11-24', questions: 3, unknown: 1 },
    ],
    answeredShare: 0.75,
    topUnanswered: [{ question: 'Do you ship to Norway?', count: 2 }],
    topSources: [
      { kind: 'file', id: 'f1', title: 'shipping.pdf', count: 5 },
      { kind: 'qna', id: 'q1', title: 'When do you open?', count: 1 },
    ],
  };
  return { ...backend, ...renderDashboard(backend.flows, '/dashboard/reports') };
}

describe('Reports page', () => {
  it('shows the questions, the share answered, per-day figures, top unanswered questions and cited sources', async () => {
    renderReports();
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    const figures = screen.getByRole('heading', { name: 'Last 30 days' }).parentElement!;
    expect(within(figures).getByText('4')).toBeInTheDocument();
    expect(within(figures).getByText('75%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '75% answered, 25% not known' })).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Questions per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    const unanswered = screen.getByRole('list', { name: 'Top unanswered questions' });
    expect(within(unanswered).getByText('Do you ship to Norway?')).toBeInTheDocument();
    const sources = screen.getByRole('list', { name: 'Most cited sources' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['shipping.pdf (File)cited 5×', 'When do you open? (Q&A)cited 1×']);
  });

  it('opens the Q&A form prefilled from an unanswered question', async () => {
    const user = userEvent.setup();
    const view = renderReports();
    await user.click(await screen.findByRole('link', { name: 'Add as Q&A: Do you ship to Norway?' }));
    expect(view.path()).toBe('/dashboard/qna?question=Do+you+ship+to+Norway%3F');
    await waitFor(() => expect(screen.getByLabelText('New question')).toHaveValue('Do you ship to Norway?'));
    await user.type(screen.getByLabelText('New answer'), 'Yes, in 5 days.');
    await user.click(screen.getByRole('button', { name: 'Add Q&A' }));
    expect(await screen.findByText('Q&A added successfully!')).toBeInTheDocument();
    expect(view.db.qnas).toEqual([
      expect.objectContaining({ question: 'Do you ship to Norway?', answer: 'Yes, in 5 days.' }),
    ]);
  });

  it('says when there is nothing to report yet, and leads to putting the chat on a site', async () => {
    const backend = fakeDashboardFlows({ workspaces: [workspace('w1')] });
    renderDashboard(backend.flows, '/dashboard/reports');
    expect(
      await screen.findByRole('heading', { name: 'No questions in this period yet.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Questions per day' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add the chat to your site' })).toHaveAttribute(
      'href',
      '/dashboard/integration',
    );
  });
});
