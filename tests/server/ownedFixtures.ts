import { waitForFileStatus } from './knowledgeFixtures.ts';
import type { TestServer } from './testServer.ts';

/** What the fixtures' texts and file hold, to recognise them in replies. */
export const FIXTURE_BYTES = 'Alice private notes';

const post = async (server: TestServer, token: string, path: string, body: unknown) =>
  (await server.call('POST', path, { token, body })).body.data.id as string;

/** A chat conversation once the file is indexed (so the owner's view no longer changes by itself). */
async function converse(server: TestServer, token: string, workspaceId: string, fileId: string) {
  await waitForFileStatus(server, token, workspaceId, fileId, 'indexed');
  const { appId } = (await server.call('GET', `/api/workspaces/${workspaceId}/chat`, { token })).body.data;
  const reply = await server.call('POST', `/api/chat/${appId}/messages`, {
    body: { message: 'private notes?' },
  });
  return { appId: appId as string, conversationId: reply.body.data.conversationId as string };
}

/**
 * A workspace and a data project with one of everything they own, for the user of `token`:
 * the id of each, named as the path parameters of /api/openapi.json name them.
 */
export async function ownedFixtures(server: TestServer, token: string): Promise<Record<string, string>> {
  const workspaceId = await post(server, token, '/api/workspaces/create', { name: 'W', role: 'R' });
  const form = new FormData();
  form.append('file', new Blob([FIXTURE_BYTES], { type: 'text/plain' }), 'notes.txt');
  const file = await fetch(`${server.url}/api/workspaces/${workspaceId}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  }).then((r) => r.json());
  const projectId = await post(server, token, '/api/data/projects', {
    name: 'P',
    description: FIXTURE_BYTES,
  });
  const connection = {
    name: 'C',
    type: 'POSTGRES',
    host: '127.0.0.1',
    port: 1,
    username: 'u',
    password: 'p',
    databaseName: 'd',
  };
  const module = {
    id: 'm1',
    title: 'M',
    description: FIXTURE_BYTES,
    dataSource: '',
    moduleType: 'kpi',
    status: 'placeholder',
  };
  const page = await server.call('PUT', `/api/data/projects/${projectId}/page`, {
    token,
    body: { modules: [module] },
  });
  return {
    projectId,
    connectionId: await post(server, token, `/api/data/connections/project/${projectId}`, connection),
    pageId: page.body.data.id,
    workspaceId,
    fileId: file.data.id,
    textId: await post(server, token, `/api/texts/${workspaceId}`, { name: 'T', content: 'C' }),
    qnaId: await post(server, token, `/api/qnas/${workspaceId}`, { question: 'Q', answer: 'A' }),
    ...(await converse(server, token, workspaceId, file.data.id)),
    integrationId: await post(server, token, `/api/workspaces/${workspaceId}/integrations`, {
      origin: 'https://shop.example.com',
    }),
  };
}
