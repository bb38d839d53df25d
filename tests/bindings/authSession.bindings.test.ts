import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { authEndpoints } from '../../src/contract/authEndpoints.ts';
import { bindAuthMachine } from '../../src/web/api/authApi.ts';
import { createApiClient } from '../../src/web/api/client.ts';
import { authSessionLink } from '../../src/web/api/sessionLink.ts';
import { inPageLock } from '../../src/web/api/sessionLock.ts';
import { browserTabs } from './tabs.ts';
import { clientWith, expiredToken, newUser } from './users.ts';

type Tabs = ReturnType<typeof browserTabs>;

/** A tab: its own auth actor and API client over the storage and lock all tabs share. */
function openTab(tabs: Tabs, lock = inPageLock()) {
  const store = tabs.open();
  const clock = new SimulatedClock();
  const redirects: string[] = [];
  let link: ReturnType<typeof authSessionLink> | undefined;
  const api = createApiClient({
    timeout: 10_000,
    getToken: () => link!.token(),
    onUnauthorized: (token, final) => link!.unauthorized(token, final),
  });
  const actor = createActor(
    bindAuthMachine({
      api: async () => api,
      store,
      lock,
      ledger: async () => tabs.ledger,
      navigate: (path) => redirects.push(path),
      here: () => '/dashboard/files?page=2',
    }),
    { input: store.read(), clock },
  );
  link = authSessionLink(actor);
  actor.start();
  const settled = () => waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));
  return { actor, api, clock, redirects, settled };
}

describe('sessions across tabs against the real server', () => {
  it('refreshes in two tabs at once and keeps both signed in', async () => {
    const user = await newUser();
    const tabs = browserTabs();
    tabs.values.set('token', user.token);
    tabs.values.set('refreshToken', user.refreshToken);
    const lock = inPageLock();
    const one = openTab(tabs, lock);
    const two = openTab(tabs, lock);
    await one.settled();
    await two.settled();
    expect(one.actor.getSnapshot().value).toBe('signedIn');

    // Both tabs' refresh timers fire together with the same refresh token.
    one.clock.increment(3_600_000);
    two.clock.increment(3_600_000);
    expect(one.actor.getSnapshot().value).toBe('refreshing');
    expect(two.actor.getSnapshot().value).toBe('refreshing');
    await one.settled();
    await two.settled();

    for (const tab of [one, two]) {
      expect(tab.actor.getSnapshot().value).toBe('signedIn');
      expect(tab.actor.getSnapshot().context.refreshToken).not.toBe(user.refreshToken);
      const profile = await tab.api.request(authEndpoints.profile, {});
      expect(profile.data.result.email).toBe(user.email);
    }
    expect(two.actor.getSnapshot().context.refreshToken).toBe(tabs.values.get('refreshToken'));
    expect(tabs.values.get('token')).toBe(one.actor.getSnapshot().context.token);
    expect([...one.redirects, ...two.redirects]).toEqual([]);
  });

  it("adopts the session another tab refreshed when that tab's storage write has not arrived yet", async () => {
    const user = await newUser();
    const tabs = browserTabs({ lagging: true });
    tabs.values.set('token', user.token);
    tabs.values.set('refreshToken', user.refreshToken);
    const lock = inPageLock();
    const one = openTab(tabs, lock);
    const two = openTab(tabs, lock);
    await one.settled();
    await two.settled();

    one.clock.increment(3_600_000);
    two.clock.increment(3_600_000);
    await one.settled();
    // Tab two holds the lock now, and its storage still shows the refresh token tab one spent.
    await two.settled();
    tabs.deliver();

    for (const tab of [one, two]) {
      expect(tab.actor.getSnapshot().value).toBe('signedIn');
      expect(tab.actor.getSnapshot().context.refreshToken).toBe(tabs.values.get('refreshToken'));
      const profile = await tab.api.request(authEndpoints.profile, {});
      expect(profile.data.result.email).toBe(user.email);
    }
    expect([...one.redirects, ...two.redirects]).toEqual([]);

    // A third cycle from either tab spends the current token, once.
    two.clock.increment(3_600_000);
    await two.settled();
    tabs.deliver();
    expect(two.actor.getSnapshot().value).toBe('signedIn');
    expect(two.actor.getSnapshot().context.refreshToken).toBe(tabs.values.get('refreshToken'));
  });

  it('signs the other tab out when one tab logs out', async () => {
    const user = await newUser();
    const tabs = browserTabs();
    tabs.values.set('token', user.token);
    tabs.values.set('refreshToken', user.refreshToken);
    const one = openTab(tabs);
    const two = openTab(tabs);
    await one.settled();
    await two.settled();

    one.actor.send({ type: 'auth.logout' });
    await waitFor(one.actor, (s) => s.matches('signedOut'));
    expect(two.actor.getSnapshot().value).toBe('signedOut');
    expect(two.actor.getSnapshot().context.token).toBeNull();
    expect(two.redirects).toEqual(['/signin']);
    expect(tabs.values.has('token')).toBe(false);
    // The server revoked the refresh token too.
    await expect(
      clientWith(null).request(authEndpoints.refresh, { body: { refreshToken: user.refreshToken } }),
    ).rejects.toMatchObject({ code: 401 });
  });

  it('sends a tab whose session ended elsewhere to sign in, to return to the page it showed', async () => {
    const user = await newUser();
    const tabs = browserTabs();
    tabs.values.set('token', user.token);
    tabs.values.set('refreshToken', user.refreshToken);
    const tab = openTab(tabs);
    await tab.settled();
    // Another device logged this session out: the next refresh is refused.
    await clientWith(user.token).request(authEndpoints.logout, { body: { refreshToken: user.refreshToken } });
    tab.clock.increment(3_600_000);
    await tab.settled();
    expect(tab.actor.getSnapshot().value).toBe('signedOut');
    expect(tab.redirects).toEqual([`/signin?next=${encodeURIComponent('/dashboard/files?page=2')}`]);
  });

  it('restores a session whose token expired through the refresh token', async () => {
    const user = await newUser();
    const tabs = browserTabs();
    tabs.values.set('token', expiredToken());
    tabs.values.set('refreshToken', user.refreshToken);
    const tab = openTab(tabs);
    await tab.settled();
    expect(tab.actor.getSnapshot().value).toBe('signedIn');
    expect(tab.actor.getSnapshot().context.user?.email).toBe(user.email);
    expect(tabs.values.get('refreshToken')).not.toBe(user.refreshToken);
    expect(JSON.parse(tabs.values.get('user')!)).toMatchObject({ email: user.email });
  });

  it('restores through one refresh when the server refuses the stored token', async () => {
    const user = await newUser();
    const tabs = browserTabs();
    tabs.values.set('token', 'a-token-the-server-refuses');
    tabs.values.set('refreshToken', user.refreshToken);
    const tab = openTab(tabs);
    await tab.settled();
    expect(tab.actor.getSnapshot().context.user?.email).toBe(user.email);
  });

  it('signs out at load when the refresh token was spent elsewhere', async () => {
    const user = await newUser();
    await clientWith(user.token).request(authEndpoints.logout, { body: { refreshToken: user.refreshToken } });
    const tabs = browserTabs();
    tabs.values.set('token', expiredToken());
    tabs.values.set('refreshToken', user.refreshToken);
    const tab = openTab(tabs);
    await tab.settled();
    expect(tab.actor.getSnapshot().value).toBe('signedOut');
    expect(tabs.values.size).toBe(0);
  });
});
