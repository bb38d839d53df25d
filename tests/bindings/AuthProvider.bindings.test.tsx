import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/contract/authEndpoints.ts';
import { workspaceEndpoints } from '../../src/contract/workspaceEndpoints.ts';
import { AuthContext } from '../../src/web/AuthContext.ts';
import { AuthProvider } from '../../src/web/AuthProvider.tsx';
import { api } from '../../src/web/api/http.ts';
import { clientWith, newUser } from './users.ts';

function SessionProbe() {
  const state = AuthContext.useSelector((s) =>
    s.matches('signedIn') ? `signed in as ${s.context.user?.email}` : String(s.value),
  );
  return <p>{state}</p>;
}

async function renderSignedIn() {
  const user = await newUser();
  localStorage.setItem('token', user.token);
  localStorage.setItem('refreshToken', user.refreshToken);
  render(
    <AuthProvider>
      <SessionProbe />
    </AuthProvider>,
  );
  expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
  return user;
}

/** Another tab stores a token the server refuses, keeping the same refresh token. */
function anotherTabStores(token: string) {
  localStorage.setItem('token', token);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
}

describe('AuthProvider: the app API client and the auth actor', () => {
  it('sends the token the auth actor holds', async () => {
    await renderSignedIn();
    const page = await api.request(workspaceEndpoints.list, {});
    expect(page.data.totalElements).toBe(0);
  });

  it('answers a 401 with one refresh and sends the call again', async () => {
    const user = await renderSignedIn();
    anotherTabStores('a-token-the-server-refuses');
    const profile = await api.request(authEndpoints.profile, {});
    expect(profile.data.result.email).toBe(user.email);
    expect(screen.getByText(`signed in as ${user.email}`)).toBeInTheDocument();
    expect(localStorage.getItem('refreshToken')).not.toBe(user.refreshToken);
  });

  it('ends the session and goes to /signin when the refresh after a 401 fails', async () => {
    const user = await renderSignedIn();
    await clientWith(user.token).request(authEndpoints.logout, { body: { refreshToken: user.refreshToken } });
    anotherTabStores('a-token-the-server-refuses');
    await expect(api.request(workspaceEndpoints.list, {})).rejects.toMatchObject({ code: 401 });
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
