import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConsoleShell } from '../../src/web/ui/ConsoleShell.tsx';

function renderShell(path = '/ops/hosts') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/ops" nest>
        <ConsoleShell
          title="Ops Console"
          navLabel="Ops Navigation"
          sections={[
            { path: '/', label: 'Overview' },
            { path: '/hosts', label: 'Hosts' },
          ]}
          links={[{ href: '~/help', label: 'Help' }]}
          start={<span>Project picker</span>}
        >
          <p>Outlet content</p>
        </ConsoleShell>
      </Route>
    </Router>,
  );
  return location;
}

describe('ConsoleShell', () => {
  it('names its navigation, marks the current section and offers a skip link first', async () => {
    renderShell('/ops/hosts/7');
    const nav = screen.getByRole('navigation', { name: 'Ops Navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hosts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByText('Project picker')).toBeInTheDocument();
  });

  it('opens the folded navigation as a drawer, keeps the page inert and returns focus on Escape', async () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close navigation', expanded: true })).toBeInTheDocument();
    expect(screen.getByText('Outlet content').parentElement).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    expect(screen.getByText('Outlet content').parentElement).not.toHaveAttribute('inert');
  });

  it('closes the drawer when a section is chosen', async () => {
    const location = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(location.history.at(-1)).toBe('/ops');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });
});
