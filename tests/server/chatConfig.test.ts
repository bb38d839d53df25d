import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('public chat config on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('answers name and sign-in requirement by appId without a token', async () => {
    const { token } = await signUpAndIn(server);
    const created = await server.call('POST', '/api/workspaces/create', {
      token,
      body: { name: 'Helpdesk', role: 'Answer questions' },
    });
    const id = created.body.data.id;
    await server.call('PUT', `/api/workspaces/${id}`, {
      token,
      body: {
        name: 'Helpdesk',
        role: 'Answer questions',
        authRequire: true,
        authUrl: 'https://example.com/me',
      },
    });
    const { appId } = (await server.call('GET', `/api/workspaces/${id}/chat`, { token })).body.data;
    const res = await server.call('GET', `/api/chat/${appId}/config`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: 'Helpdesk', authRequire: true, authUrl: 'https://example.com/me' });
  });

  it('answers 404 for an unknown appId', async () => {
    const res = await server.call('GET', '/api/chat/not-a-real-app-id/config');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Chat not found.' });
  });
});
