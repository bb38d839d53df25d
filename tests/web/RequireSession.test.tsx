import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { authMachine, type Session } from '../../machines/auth.machine.ts';
import type { Profile } from '../../src/contract/auth.ts';
import { AuthContext } from '../../src/web/AuthContext.ts';
import { RequireSession } from '../../src/web/RequireSession.tsx';
import { fakeToken } from '../machines/jwt.ts';

const user = { id: 'u1', email: 'ann@example.com', nickname: 'Ann' } as Profile;

function renderAt(path: string, stored: { token: string | null; refreshToken: string | null }) {
  let renew = (_: Session) => {};
  let loadProfile = (_: Profile) => {};
  const logic = authMachine.provide({
    actors: {
      refresh: fromPromise<Session, { refreshToken: string | null }>(
        () =>
          new Promise((resolve) => {
            renew = resolve;
          }),
      ),
      fetchProfile: fromPromise<Profile, { token: string }>(
        () =>
          new Promise((resolve) => {
            loadProfile = resolve;
          }),
      ),
    },
  });
  const location = memoryLocation({ path, record: true });
  render(
    <AuthContext.Provider logic={logic} options={{ input: stored }}>
      <Router hook={location.hook}>
        <Route path="/dashboard" nest>
          <RequireSession waiting="Loading your dashboard…">
            {(u) => <h1>Files of {u.nickname}</h1>}
          </RequireSession>
        </Route>
      </Router>
    </AuthContext.Provider>,
  );
  return { location, renew: (s: Session) => renew(s), loadProfile: (p: Profile) => loadProfile(p) };
}

describe('pages for signed-in users', () => {
  it('waits while an expired session is renewed, then shows the page asked for', async () => {
    const view = renderAt('/dashboard/files', { token: fakeToken(-60), refreshToken: 'r1' });
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    view.renew({ token: fakeToken(3600), refreshToken: 'r2' });
    // The profile after the renewal is still on its way: still waiting, still here.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    view.loadProfile(user);
    expect(await screen.findByRole('heading', { name: 'Files of Ann' })).toBeInTheDocument();
    expect(view.location.history).toEqual(['/dashboard/files']);
  });

  it('sends a visitor to sign in with the page asked for as next', async () => {
    const view = renderAt('/dashboard/files?page=2', { token: null, refreshToken: null });
    await waitFor(() =>
      expect(view.location.history.at(-1)).toBe(
        `/signin?next=${encodeURIComponent('/dashboard/files?page=2')}`,
      ),
    );
  });
});
