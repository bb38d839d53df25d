import { render, screen } from '@testing-library/react';
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
