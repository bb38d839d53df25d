import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForIndexing } from './knowledgeFixtures.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('chat history on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let workspaceId: string;
  let appId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { chatRateLimit: 1000 });
    token = (await signUpAndIn(server)).token;
    workspaceId = (
      await server.call('POST', '/api/workspaces/create', {
        token,
        body: { name: 'Shop', role: 'Answers questions about the shop.' },
      })
    ).body.data.id;
    appId = (await server.call('GET', `/api/workspaces/${workspaceId}/chat`, { token })).body.data.appId;
  });
  afterAll(() => server.stop());

  const ask = async (message: string, conversationId?: string) =>
    (await server.call('POST', `/api/chat/${appId}/messages`, { body: { message, conversationId } })).body
      .data.conversationId as string;

  it('counts the questions and the not-known answers of each conversation, in the list and opened', async () => {
    await server.call('POST', `/api/qnas/${workspaceId}`, {
      token,
      body: { question: 'Do you offer gift wrapping?', answer: 'Yes, gift wrapping costs 3 euros per item.' },
    });
    await waitForIndexing(server);
    const long = await ask('Do you offer gift wrapping?');
    await ask('Do you sell telescopes?', long);
    await ask('Do you repair bicycles?', long);
    const short = await ask('Do you rent boats?');
    const known = await ask('Do you offer gift wrapping?');

    const list = await server.call('GET', `/api/workspaces/${workspaceId}/conversations?page=0&size=10`, {
      token,
    });
    const counts = Object.fromEntries(
      list.body.data.content.map((c: { id: string; messages: number; unknown: number }) => [
        c.id,
        [c.messages, c.unknown],
      ]),
    );
    expect(
      Object.fromEntries(
        list.body.data.content.map((c: { id: string; firstQuestion: string }) => [c.id, c.firstQuestion]),
      ),
    ).toEqual({
      [long]: 'Do you offer gift wrapping?',
      [short]: 'Do you rent boats?',
      [known]: 'Do you offer gift wrapping?',
    });
    expect(counts).toEqual({ [long]: [3, 2], [short]: [1, 1], [known]: [1, 0] });

    const opened = await server.call('GET', `/api/workspaces/${workspaceId}/conversations/${long}`, {
      token,
    });
    expect(opened.body.data).toMatchObject({ messages: 3, unknown: 2 });
    expect(opened.body.data.transcript).toHaveLength(3);

    const unknownOnly = await server.call(
      'GET',
      `/api/workspaces/${workspaceId}/conversations?page=0&size=10&unknown=true`,
      { token },
    );
    expect(unknownOnly.body.data.content.map((c: { id: string }) => c.id).sort()).toEqual(
      [long, short].sort(),
    );
    expect(unknownOnly.body.data).toMatchObject({ totalElements: 2, totalPages: 1 });

    const pages = [0, 1].map((page) =>
      server.call('GET', `/api/workspaces/${workspaceId}/conversations?page=${page}&size=2`, { token }),
    );
    const [first, second] = (await Promise.all(pages)).map((r) => r.body.data);
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect([...first.content, ...second.content].map((c: { id: string }) => c.id)).toEqual(
      list.body.data.content.map((c: { id: string }) => c.id),
    );
  });
});
