import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AllowedSite } from '../../../src/contract/allowedSite.ts';
import { IntegrationPage } from '../../../src/web/dashboard/IntegrationPage.tsx';
import { fakeDashboardFlows } from './fakeDashboardFlows.ts';
import { workspace } from './workspaceFixtures.ts';

const origin = 'https://ai.example.com';

/** The page over an in-memory backend, whose allowed sites the test can seed and read. */
function renderPage(ws = workspace('w1'), seed: string[] = []) {
  const backend = fakeDashboardFlows();
  backend.db.allowedSites.push(
    ...seed.map((o, i) => ({ id: `s${i + 1}`, origin: o, gmtCreated: '2025-04-01T12:00:00Z' })),
  );
  render(<IntegrationPage workspace={ws} origin={origin} allowedSites={backend.flows.allowedSites} />);
  return backend;
}

const shownSites = () =>
  within(screen.getByRole('list', { name: 'Allowed sites' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('Integration page', () => {
  it('says "No workspace selected." without a workspace', () => {
    render(
      <IntegrationPage
        workspace={null}
        origin={origin}
        allowedSites={fakeDashboardFlows().flows.allowedSites}
      />,
    );
    expect(screen.getByText('No workspace selected.')).toBeInTheDocument();
  });

  it('offers Javascript and React snippets with the appId, the widget URL and the defaults', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Javascript', 'React']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const js = screen.getByRole('figure', { name: 'Javascript snippet' });
    expect(js).toHaveTextContent('src="https://ai.example.com/widget.js"');
    expect(js).toHaveTextContent('data-app-id="app-w1"');
    expect(js).toHaveTextContent('data-width="400px"');
    expect(js).toHaveTextContent('data-height="600px"');
    expect(js).toHaveTextContent('data-closable="false"');

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'React' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'React' })).toHaveTextContent(
      "script.dataset.appId = 'app-w1'",
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Javascript' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  });

  it('copies a snippet', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy Javascript snippet' }));
    expect(await navigator.clipboard.readText()).toContain('data-app-id="app-w1"');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });

  it('documents the endpoints with curl commands for this server', () => {
    renderPage();
    expect(screen.getByRole('figure', { name: 'GET your agents command' })).toHaveTextContent(
      'curl -H "Authorization: Bearer $TOKEN" "https://ai.example.com/api/workspaces?page=0&size=20"',
    );
    expect(screen.getByRole('figure', { name: 'GET one agent command' })).toHaveTextContent(
      'https://ai.example.com/api/workspaces/w1',
    );
    expect(screen.getByRole('figure', { name: 'GET the chat configuration command' })).toHaveTextContent(
      'curl "https://ai.example.com/api/chat/app-w1/config"',
    );
    expect(screen.getByRole('figure', { name: 'GET the appId command' })).toHaveTextContent(
      'curl -H "Authorization: Bearer $TOKEN" "https://ai.example.com/api/workspaces/w1/chat"',
    );
    expect(screen.getByRole('figure', { name: 'GET the allowed sites command' })).toHaveTextContent(
      'curl -H "Authorization: Bearer $TOKEN" "https://ai.example.com/api/workspaces/w1/integrations"',
    );
    expect(screen.getByRole('figure', { name: 'POST integrations command' })).toHaveTextContent(
      `curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" -d '{"origin":"https://shop.example.com"}' "https://ai.example.com/api/workspaces/w1/integrations"`,
    );
  });
});

describe('Integration page: allowed sites', () => {
  it('says any site may embed the widget until one is added', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No allowed sites yet.' })).toBeInTheDocument();
    expect(screen.getByText(/Any site may embed the widget until you add one\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Allowed sites' })).toBeNull();
  });

  it('adds a site as its origin, clears the field and lists it first', async () => {
    const user = userEvent.setup();
    const b = renderPage(workspace('w1'), ['https://blog.example.com']);
    await screen.findByText('https://blog.example.com');
    await user.type(screen.getByLabelText('Site origin'), ' HTTPS://Shop.Example.com/ ');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('Allowed site added successfully!')).toBeInTheDocument();
    expect(shownSites()).toEqual(['https://shop.example.com', 'https://blog.example.com']);
    expect(screen.getByLabelText('Site origin')).toHaveValue('');
    expect(b.db.allowedSites.map((site) => site.origin)).toEqual([
      'https://shop.example.com',
      'https://blog.example.com',
    ]);
  });

  it.each([
    ['', 'Site origin is required.'],
    ['shop.example.com', 'A site origin must start with http:// or https://.'],
    [
      'https://shop.example.com/contact',
      'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
    ],
  ])('refuses %j beside the field without a call: %s', async (typed, message) => {
    const user = userEvent.setup();
    const b = renderPage();
    await screen.findByRole('heading', { name: 'No allowed sites yet.' });
    if (typed) await user.type(screen.getByLabelText('Site origin'), typed);
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    const input = screen.getByLabelText('Site origin');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(b.db.allowedSites).toEqual([]);
  });

  it('shows the server’s sentence beside the field when the site is already allowed', async () => {
    const user = userEvent.setup();
    renderPage(workspace('w1'), ['https://shop.example.com']);
    await screen.findByText('https://shop.example.com');
    await user.type(screen.getByLabelText('Site origin'), 'https://SHOP.example.com');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    // Said beside the field and in the failure notice.
    expect(await screen.findAllByText('https://shop.example.com is already an allowed site.')).toHaveLength(
      2,
    );
    expect(screen.getByLabelText('Site origin')).toHaveAccessibleDescription(
      'https://shop.example.com is already an allowed site.',
    );
    expect(screen.getByLabelText('Site origin')).toHaveValue('https://SHOP.example.com');
    expect(shownSites()).toEqual(['https://shop.example.com']);
  });

  it('removes a site only after confirmation, and says any site may embed the widget once none is left', async () => {
    const user = userEvent.setup();
    const b = renderPage(workspace('w1'), ['https://shop.example.com', 'https://blog.example.com']);
    await user.click(await screen.findByRole('button', { name: 'Remove https://shop.example.com' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove allowed site' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove "https://shop.example.com"? It will no longer be able to embed the widget.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(b.db.allowedSites).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove https://shop.example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Allowed site removed successfully!')).toBeInTheDocument();
    expect(shownSites()).toEqual(['https://blog.example.com']);

    await user.click(screen.getByRole('button', { name: 'Remove https://blog.example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Remove allowed site' });
    expect(dialog).toHaveTextContent('With no allowed sites left, any site may embed the widget.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'No allowed sites yet.' })).toBeInTheDocument();
    expect(b.db.allowedSites).toEqual([]);
  });

  it('says when the list cannot load and loads it again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const machine = fakeDashboardFlows().flows.allowedSites.provide({
      actors: {
        fetchPage: fromPromise(async () => {
          calls++;
          if (calls === 1) throw new Error('');
          return { content: [] as AllowedSite[], totalElements: 0 };
        }),
      },
    });
    render(<IntegrationPage workspace={workspace('w1')} origin={origin} allowedSites={machine} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch allowed sites.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No allowed sites yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
