import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBytes, uploadText, waitForFileStatus } from './knowledgeFixtures.ts';
import { type OpenAiWireServer, startOpenAiWireServer } from './openaiWireServer.ts';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe('POST /api/workspaces/{workspaceId}/files/{fileId}/reindex', () => {
  let model: OpenAiWireServer;
  let server: TestServer;
  let token: string;
  let workspaceId: string;

  beforeAll(async () => {
    // Embeddings from a server the test can make fail, so a file fails for a reason a retry cures.
    model = await startOpenAiWireServer();
    server = await startTestServer('pglite', {
      embeddings: 'openai',
      openai: { model: 'm', embeddingModel: 'e', embeddingsBaseUrl: model.baseUrl },
    });
    token = (await signUpAndIn(server)).token;
    workspaceId = (
      await server.call('POST', '/api/workspaces/create', { token, body: { name: 'W', role: 'R' } })
    ).body.data.id;
  });
  afterAll(async () => {
    await server.stop();
    model.close();
  });

  const reindex = (fileId: string, as = token, ws = workspaceId) =>
    server.call('POST', `/api/workspaces/${ws}/files/${fileId}/reindex`, { token: as });

  it('indexes a file that failed again once asked, and it ends indexed', async () => {
    model.state.failEmbeddings = 1000;
    const file = await uploadText(server, token, workspaceId, 'prices.txt', 'A day pass costs 12 euros.');
    const failed = await waitForFileStatus(server, token, workspaceId, file.id, 'failed', 60_000);
    expect(failed.statusReason).toBe('The file could not be indexed. Please retry.');

    model.state.failEmbeddings = 0;
    const retried = await reindex(file.id);
    expect(retried).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'The file is being indexed again.',
        data: { id: file.id, status: 'indexing' },
      },
    });
    expect((await waitForFileStatus(server, token, workspaceId, file.id, 'indexed')).statusReason).toBeNull();
    expect(model.embeddings.flatMap((e) => e.input)).toContain('prices: A day pass costs 12 euros.');
  }, 90_000);

  it('reads an unreadable file again and keeps its reason', async () => {
    const file = await uploadBytes(server, token, workspaceId, 'blob.bin', new Uint8Array([1, 2, 3]));
    await waitForFileStatus(server, token, workspaceId, file.id, 'failed');
    expect((await reindex(file.id)).body.data.status).toBe('indexing');
    const again = await waitForFileStatus(server, token, workspaceId, file.id, 'failed');
    expect(again.statusReason).toBe('This file type cannot be read: .bin');
  });

  it("answers 404 for another user's file and for an unknown file", async () => {
    const file = await uploadText(server, token, workspaceId, 'mine.txt', 'Mine.');
    const stranger = (await signUpAndIn(server)).token;
    const theirs = (
      await server.call('POST', '/api/workspaces/create', { token: stranger, body: { name: 'X', role: 'R' } })
    ).body.data.id;
    expect((await reindex(file.id, stranger)).status).toBe(404);
    expect((await reindex(file.id, stranger, theirs)).status).toBe(404);
    expect((await reindex('c0ffee00-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await server.call('POST', `/api/workspaces/${workspaceId}/files/${file.id}/reindex`)).status,
    ).toBe(401);
  });
});
