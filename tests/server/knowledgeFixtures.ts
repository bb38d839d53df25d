import { expect } from 'vitest';
import { indexJobs } from '../../src/server/db/schema.ts';
import type { TestServer } from './testServer.ts';

/** Uploads bytes as a file; returns the stored file. */
export async function uploadBytes(
  server: TestServer,
  token: string,
  workspaceId: string,
  name: string,
  bytes: Uint8Array | string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  const res = await fetch(`${server.url}/api/workspaces/${workspaceId}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data as { id: string; status: string; statusReason: string | null };
}

export const uploadText = (
  server: TestServer,
  token: string,
  workspaceId: string,
  name: string,
  text: string,
) => uploadBytes(server, token, workspaceId, name, text, 'text/plain');

/** Polls the file list until the file has the status (the dashboard uses the event stream instead). */
export async function waitForFileStatus(
  server: TestServer,
  token: string,
  workspaceId: string,
  fileId: string,
  status: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await server.call('GET', `/api/workspaces/${workspaceId}/files?size=100`, { token });
    const file = list.body.data.content.find((f: { id: string }) => f.id === fileId);
    if (file?.status === status) return file;
    if (Date.now() > deadline) throw new Error(`file ${fileId} is ${file?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until no index job is left (texts and Q&A pairs have no status of their own). */
export async function waitForIndexing(server: TestServer, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await server.database.db.$count(indexJobs)) > 0) {
    if (Date.now() > deadline) throw new Error('indexing did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
}
