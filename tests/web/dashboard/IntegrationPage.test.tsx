import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntegrationPage } from '../../../src/web/dashboard/IntegrationPage.tsx';
import { workspace } from './workspaceFixtures.ts';

const origin = 'https://ai.example.com';

describe('Integration page', () => {
  it('says "No workspace selected." without a workspace', () => {
    render(<IntegrationPage workspace={null} origin={origin} />);
    expect(screen.getByText('No workspace selected.')).toBeInTheDocument();
  });

  it('offers Javascript and React snippets with the appId, the widget URL and the defaults', async () => {
    const user = userEvent.setup();
    render(<IntegrationPage workspace={workspace('w1')} origin={origin} />);
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
    render(<IntegrationPage workspace={workspace('w1')} origin={origin} />);
    await user.click(screen.getByRole('button', { name: 'Copy Javascript snippet' }));
    expect(await navigator.clipboard.readText()).toContain('data-app-id="app-w1"');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });

  it('documents the endpoints with curl commands for this server', () => {
    render(<IntegrationPage workspace={workspace('w1')} origin={origin} />);
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
  });
});
