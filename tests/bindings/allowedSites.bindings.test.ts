import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../machines/list.machine.ts';
import type { AllowedSite } from '../../src/contract/allowedSite.ts';
import { integrationEndpoints } from '../../src/contract/integrationEndpoints.ts';
import { workspaceEndpoints } from '../../src/contract/workspaceEndpoints.ts';
import { liveAllowedSiteListMachine } from '../../src/web/api/liveDashboardFlows.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** The Integration page's allowed-sites bindings against the real server, checked by reading back. */
describe('allowed sites bindings', () => {
  let unlink = () => {};
  let own: ReturnType<typeof clientWith>;
  let scope = '';

  beforeAll(async () => {
    const user = await newUser();
    own = clientWith(user.token);
    unlink = linkSession({ token: () => user.token, unauthorized: async () => false });
    scope = (await own.request(workspaceEndpoints.create, { body: { name: 'Shop', role: 'Sells tea' } })).data
      .id;
  });
  afterAll(() => unlink());

  it('adds, lists and removes the sites allowed to embed the widget', async () => {
    const shop = await runProvided<AllowedSite>(liveAllowedSiteListMachine, 'createItem', {
      scope,
      values: { origin: 'https://shop.example.com' },
    });
    expect(shop).toMatchObject({ id: expect.any(String), origin: 'https://shop.example.com' });
    const blog = await runProvided<AllowedSite>(liveAllowedSiteListMachine, 'createItem', {
      scope,
      values: { origin: 'http://localhost:8080' },
    });
    const listed = await runProvided<ListPage<AllowedSite>>(liveAllowedSiteListMachine, 'fetchPage', {
      scope,
      page: 0,
      size: 50,
    });
    expect(listed).toEqual({ content: [blog, shop], totalElements: 2 });

    await runProvided(liveAllowedSiteListMachine, 'deleteItem', { scope, id: shop.id });
    const stored = await own.request(integrationEndpoints.list, { params: { workspaceId: scope } });
    expect(stored.data).toEqual([blog]);
  });

  it('brings back the server’s sentence and field when a site is already allowed', async () => {
    await runProvided(liveAllowedSiteListMachine, 'createItem', {
      scope,
      values: { origin: 'https://tea.example.com' },
    });
    const refused = runProvided(liveAllowedSiteListMachine, 'createItem', {
      scope,
      values: { origin: 'https://tea.example.com' },
    });
    const sentence = 'https://tea.example.com is already an allowed site.';
    await expect(refused).rejects.toMatchObject({
      message: sentence,
      details: { fields: { origin: sentence } },
    });
  });
});
