import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/contract/authEndpoints.ts';
import { qnaEndpoints, textEndpoints, workspaceEndpoints } from '../../src/contract/workspaceEndpoints.ts';
import { createApiClient } from '../../src/web/api/client.ts';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

/** The web client's typed request against the real server, from the same endpoint declarations. */
describe('typed requests from the contract', () => {
  let server: TestServer;
  let token: string | null = null;
  const unauthorized: number[] = [];
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    token = (await signUpAndIn(server)).token;
    api = createApiClient({
      baseURL: server.url,
      timeout: 5000,
      getToken: () => token,
      onUnauthorized: () => {
        unauthorized.push(1);
        return false;
      },
    });
  });
  afterAll(() => server.stop());

  it('fills path parameters, sends verb and body, and returns the declared data', async () => {
    const created = await api.request(workspaceEndpoints.create, {
      body: { name: 'Support', role: 'Helpful' },
    });
    const workspaceId = created.data.id;
    expect(created.code).toBe(201);

    const text = await api.request(textEndpoints.create, {
      params: { workspaceId },
      body: { name: 'Hours', content: 'Open 9 to 5' },
    });
    const updated = await api.request(textEndpoints.update, {
      params: { workspaceId, textId: text.data.id },
      body: { name: 'Hours', content: 'Open 8 to 6' },
    });
    expect(updated.data.content).toBe('Open 8 to 6');

    const qna = await api.request(qnaEndpoints.create, {
      params: { workspaceId },
      body: { question: 'Parking?', answer: 'Yes' },
    });
    await api.request(qnaEndpoints.update, {
      params: { workspaceId, qnaId: qna.data.id },
      body: { question: 'Parking?', answer: 'Free' },
    });
    const page = await api.request(qnaEndpoints.list, {
      params: { workspaceId },
      query: { page: '0', size: '10' },
    });
    expect(page.data.content.map((q) => q.answer)).toEqual(['Free']);

    const profile = await api.request(authEndpoints.profile, {});
    expect(profile.data.result.email).toMatch(/@example\.com$/);
    expect(unauthorized).toEqual([]);
  });

  it('reports a 401 from a private endpoint once the token is gone', async () => {
    token = null;
    await expect(api.request(workspaceEndpoints.list, {})).rejects.toMatchObject({ code: 401 });
    expect(unauthorized).toEqual([1]);
  });
});
