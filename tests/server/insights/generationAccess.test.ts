import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../testServer.ts';
import { type IndexedShop, startIndexedShop } from './plannerCheck.ts';
import { createPostgresShop } from './shopFixture.ts';

/** Module and page generation read the project from the body or the path: another user's is a 404. */
describe('generation on someone else’s project', () => {
  let owner: IndexedShop;
  let otherToken: string;
  let otherProjectId: string;

  beforeAll(async () => {
    owner = await startIndexedShop(createPostgresShop);
    otherToken = (await signUpAndIn(owner.server)).token;
    otherProjectId = (
      await owner.server.call('POST', '/api/data/projects', { token: otherToken, body: { name: 'Mine' } })
    ).body.data.id;
  });
  afterAll(() => owner.stop());

  const generateModule = (token: string, body: Record<string, unknown>) =>
    owner.server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId: owner.projectId,
        dataSource: owner.connectionId,
        description: 'Total revenue',
        moduleType: 'kpi',
        ...body,
      },
    });

  it('the owner generates a module and a page', async () => {
    expect((await generateModule(owner.token, {})).status).toBe(200);
    const page = await owner.server.call('POST', `/api/data/projects/${owner.projectId}/pages/generate`, {
      token: owner.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.modules.length).toBeGreaterThan(0);
  });

  it('another user naming the owner’s projectId in the body gets 404, planned or hand-written', async () => {
    const planned = await generateModule(otherToken, {});
    expect(planned.status).toBe(404);
    expect(planned.body.success).toBe(false);
    expect(JSON.stringify(planned.body)).not.toContain('revenue');
    const handWritten = await generateModule(otherToken, { sql: 'SELECT SUM(revenue) FROM order_items' });
    expect(handWritten.status).toBe(404);
  });

  it('another user pointing their own project at the owner’s connection is refused', async () => {
    const reply = await generateModule(otherToken, { projectId: otherProjectId });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'The data source is not a connection of this project. Choose one of its connections.',
    );
  });

  it('another user generating a page of the owner’s project gets 404', async () => {
    const reply = await owner.server.call('POST', `/api/data/projects/${owner.projectId}/pages/generate`, {
      token: otherToken,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.data?.modules).toBeUndefined();
  });
});
