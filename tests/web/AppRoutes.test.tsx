import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth.machine.ts';
import type { Profile } from '../../src/contract/auth.ts';
import { AuthContext } from '../../src/web/AuthContext.ts';
import { AppRoutes } from '../../src/web/routes.tsx';

function renderAt(path: string, user: Partial<Profile> | null = null) {
  const logic = authMachine.provide({
    actors: { fetchProfile: fromPromise(async () => user as Profile) },
  });
  const location = memoryLocation({ path, record: true });
  render(
    <AuthContext.Provider
      logic={logic}
      options={{ input: { token: user ? 'stored-token' : null, refreshToken: null } }}
    >
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </AuthContext.Provider>,
  );
  return location;
}

describe('public shell', () => {
  it('shows the header and the footer on public pages', async () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
    expect(screen.getAllByRole('link', { name: 'Try for Free' })[0]).toHaveAttribute('href', '/signin');
  });

  it.each(['/dashboard/agent', '/devops-console/hosts', '/data-insights-console'])(
    'hides them under %s',
    async (path) => {
      renderAt(path);
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it.each([
    [{ nickname: 'Ann', email: 'ann@example.com', account: 'ann' }, 'Ann'],
    [{ nickname: null, email: 'ann@example.com', account: 'ann' }, 'ann@example.com'],
    [{ nickname: null, email: '', account: 'ann' }, 'ann'],
  ])('names the signed-in user %j as %s, with the user menu', async (user, label) => {
    const userEventSetup = userEvent.setup();
    renderAt('/', user);
    const button = await screen.findByRole('button', { name: `${label} ▾` });
    await userEventSetup.click(button);
    expect(screen.getByRole('link', { name: 'User Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('lists the products menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Products ▾' }));
    expect(screen.getByRole('link', { name: 'DevOps' })).toHaveAttribute('href', '/products/devops');
    expect(screen.getByRole('link', { name: 'Data Insights' })).toHaveAttribute(
      'href',
      '/products/data-insights',
    );
  });

  it('shows Not Found for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('public shell by keyboard', () => {
  it('offers Skip to content first in the tab order, landing on the main region', async () => {
    renderAt('/about');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
  });

  it('closes the Products menu on Escape and returns focus to its button, as a disclosure', async () => {
    renderAt('/about');
    const products = screen.getAllByRole('button', { name: /Products/ })[0]!;
    expect(products).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'DevOps' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
  });

  it('groups the mobile menu: only the products sit under Products, the other links and Sign in stand apart', async () => {
    renderAt('/about');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const products = within(menu).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['DevOps', 'Data Insights']);
    for (const name of ['Services', 'About Us', 'Contact Us', 'Sign in', 'Try for Free']) {
      const link = within(menu).getByRole('link', { name });
      expect(products.contains(link)).toBe(false);
    }
    expect(within(menu).getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/signin');
  });

  it('keeps the page inert behind the open mobile menu and shows that it is open', async () => {
    renderAt('/about');
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main')).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
  });
});

describe('sign in and up when already signed in', () => {
  it.each(['/signin', '/signup'])('tells a signed-in user on %s and offers the dashboard', async (path) => {
    renderAt(path, { email: 'ann@example.com', nickname: 'Ann', account: 'ann' });
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in as Ann.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the form to a visitor', async () => {
    renderAt('/signin');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(/You are signed in/)).not.toBeInTheDocument();
  });
});
