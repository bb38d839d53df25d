import { expect } from 'vitest';
import { fileEndpoints, workspaceEndpoints } from '../../src/contract/workspaceEndpoints.ts';
import type { clientWith } from './users.ts';

type Client = ReturnType<typeof clientWith>;

/** A workspace of the user's with its public appId. */
export async function newAgent(own: Client, settings: { authRequire?: boolean; authUrl?: string } = {}) {
  const workspace = (
    await own.request(workspaceEndpoints.create, { body: { name: 'Ferries', role: 'Help' } })
  ).data;
  if (settings.authRequire) {
    await own.request(workspaceEndpoints.update, {
      params: { workspaceId: workspace.id },
      body: { name: 'Ferries', role: 'Help', ...settings },
    });
  }
  return { workspaceId: workspace.id, appId: workspace.appId };
}

/** Uploads a text file with the owner's token (outside the bindings under test). */
export async function uploadTextFile(token: string, workspaceId: string, name: string, text: string) {
  // Spelled out: jsdom's FormData is not one Node's fetch can send.
  const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--b--\r\n`;
  const res = await fetch(`/api/workspaces/${workspaceId}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=b' },
    body,
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: string };
}

/** Waits until the server reads the file as indexed (also from a beforeAll, where expect.poll is not allowed). */
export async function waitUntilIndexed(own: Client, workspaceId: string, fileId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { content } = (await own.request(fileEndpoints.list, { params: { workspaceId } })).data;
    const status = content.find((f) => f.id === fileId)?.status;
    if (status === 'indexed') return;
    if (Date.now() > deadline) throw new Error(`file ${fileId} is ${status}, not indexed`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
