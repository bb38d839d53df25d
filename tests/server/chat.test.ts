import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadText, waitForFileStatus, waitForIndexing } from './knowledgeFixtures.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('chat on %s', (kind) => {
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
        body: { name: 'Shop', role: 'You are the shop assistant of Acme and always polite.' },
      })
    ).body.data.id;
    appId = (await server.call('GET', `/api/workspaces/${workspaceId}/chat`, { token })).body.data.appId;
    const file = await uploadText(
      server,
      token,
      workspaceId,
      'shipping.md',
      '# Shipping\n\nOrders ship within two business days from our warehouse in Lyon.\n\nReturns are accepted for 30 days after delivery.',
    );
    await waitForFileStatus(server, token, workspaceId, file.id, 'indexed');
    await server.call('POST', `/api/texts/${workspaceId}`, {
      token,
      body: {
        name: 'Opening hours',
        content: 'The shop is open Monday to Friday from 9 am to 6 pm. It is closed on public holidays.',
      },
    });
    await server.call('POST', `/api/qnas/${workspaceId}`, {
      token,
      body: { question: 'Do you offer gift wrapping?', answer: 'Yes, gift wrapping costs 3 euros per item.' },
    });
    // Texts and Q&A are indexed after their create returns.
    await waitForIndexing(server);
  });
  afterAll(() => server.stop());

  const ask = (message: string, extra: Record<string, unknown> = {}) =>
    server.call('POST', `/api/chat/${appId}/messages`, { body: { message, ...extra } });

  it('answers from a file with the sentence that holds the fact, citing it', async () => {
    const res = await ask('How long are returns accepted?');
    expect(res.status).toBe(200);
    expect(res.body.data.known).toBe(true);
    expect(res.body.data.answer).toContain('30 days');
    expect(res.body.data.answer).not.toContain('Lyon');
    expect(res.body.data.sources[0]).toMatchObject({ kind: 'file', title: 'shipping.md' });
  });

  it('answers a stored Q&A question with its answer', async () => {
    const res = await ask('Do you offer gift wrapping?');
    expect(res.body.data).toMatchObject({
      answer: 'Yes, gift wrapping costs 3 euros per item.',
      known: true,
    });
    expect(res.body.data.sources[0]).toMatchObject({ kind: 'qna', title: 'Do you offer gift wrapping?' });
  });

  it('answers a Q&A question asked in other words with its answer', async () => {
    const res = await ask('How much does gift wrapping cost?');
    expect(res.body.data.known).toBe(true);
    expect(res.body.data.answer).toContain('3 euros');
    expect(res.body.data.sources[0]).toMatchObject({ kind: 'qna', title: 'Do you offer gift wrapping?' });
  });
});
