import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadText, waitForFileStatus, waitForIndexing } from '../knowledgeFixtures.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';

/**
 * Questions are ranked from a per-workspace index kept in memory; each change of the workspace's
 * knowledge must reach the answers. Embeddings are off, so every answer comes from the words.
 */
describe.each(databaseKinds)('answers follow knowledge changes on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let ws: string;
  let appId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { chatRateLimit: 1000 });
    token = (await signUpAndIn(server)).token;
    ws = (await server.call('POST', '/api/workspaces/create', { token, body: { name: 'Shop', role: 'R' } }))
      .body.data.id;
    appId = (await server.call('GET', `/api/workspaces/${ws}/chat`, { token })).body.data.appId;
  });
  afterAll(() => server.stop());

  interface Reply {
    answer: string;
    known: boolean;
    sources: Array<{ kind: string; id: string }>;
  }

  /** The reply once it passes `expectation` (the change reaches other processes by notification). */
  async function replyTo(question: string, expectation: (reply: Reply) => void): Promise<Reply> {
    await waitForIndexing(server);
    const deadline = Date.now() + 5000;
    for (;;) {
      const reply: Reply = (
        await server.call('POST', `/api/chat/${appId}/messages`, { body: { message: question } })
      ).body.data;
      try {
        expectation(reply);
        return reply;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  it('answers from a text once added, from its new words once updated, and no more once deleted', async () => {
    const question = 'Where is the warehouse located?';
    const id = (
      await server.call('POST', `/api/texts/${ws}`, {
        token,
        body: { name: 'Warehouse', content: 'Our warehouse is located in Lyon, next to the river.' },
      })
    ).body.data.id;
    await replyTo(question, (r) => {
      expect(r.answer).toContain('Lyon');
      expect(r.sources[0]).toMatchObject({ kind: 'text', id });
    });

    await server.call('PUT', `/api/texts/${ws}/${id}/update`, {
      token,
      body: { name: 'Warehouse', content: 'Our warehouse is located in Porto, near the harbour.' },
    });
    await replyTo(question, (r) => {
      expect(r.answer).toContain('Porto');
      expect(r.answer).not.toContain('Lyon');
    });
    await replyTo('Is the warehouse next to the river in Lyon?', (r) =>
      expect(r.answer).not.toContain('Lyon'),
    );

    await server.call('DELETE', `/api/texts/${ws}/${id}/delete`, { token });
    await replyTo(question, (r) => {
      expect(r.known).toBe(false);
      expect(r.sources.map((s) => s.id)).not.toContain(id);
    });
  });

  it('answers a Q&A pair once added, with its new answer once updated, and no more once deleted', async () => {
    const question = 'Do you offer gift wrapping?';
    const id = (
      await server.call('POST', `/api/qnas/${ws}`, {
        token,
        body: { question, answer: 'Yes, gift wrapping costs 3 euros per item.' },
      })
    ).body.data.id;
    await replyTo(question, (r) => expect(r.answer).toBe('Yes, gift wrapping costs 3 euros per item.'));

    await server.call('PUT', `/api/qnas/${ws}/${id}`, {
      token,
      body: { question, answer: 'Yes, gift wrapping is free.' },
    });
    await replyTo(question, (r) => expect(r.answer).toBe('Yes, gift wrapping is free.'));

    await server.call('DELETE', `/api/qnas/${ws}/${id}/delete`, { token });
    await replyTo(question, (r) => {
      expect(r.known).toBe(false);
      expect(r.sources.map((s) => s.id)).not.toContain(id);
    });
  });

  it('answers from a file once indexed, still once reindexed, and no more once deleted', async () => {
    const question = 'How long are returns accepted?';
    const file = await uploadText(
      server,
      token,
      ws,
      'returns.md',
      'Returns are accepted for 30 days after delivery.',
    );
    await waitForFileStatus(server, token, ws, file.id, 'indexed');
    await replyTo(question, (r) => {
      expect(r.answer).toContain('30 days');
      expect(r.sources[0]).toMatchObject({ kind: 'file', id: file.id });
    });

    await server.call('POST', `/api/workspaces/${ws}/files/${file.id}/reindex`, { token });
    await waitForFileStatus(server, token, ws, file.id, 'indexed');
    await replyTo(question, (r) => {
      expect(r.answer).toContain('30 days');
      expect(r.sources[0]).toMatchObject({ kind: 'file', id: file.id });
    });

    await server.call('DELETE', `/api/workspaces/${ws}/files/${file.id}/delete`, { token });
    await replyTo(question, (r) => {
      expect(r.known).toBe(false);
      expect(r.sources.map((s) => s.id)).not.toContain(file.id);
    });
  });
});
