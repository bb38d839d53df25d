import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/server/db/schema.ts';
import { waitForFileStatus } from './knowledgeFixtures.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const LIMIT = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseKinds)('files on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const stored = () => readdirSync(join(server.config.dataDir, 'files')).sort();
  const fileRows = () => server.database.db.select().from(files);

  async function newWorkspace() {
    const res = await server.call('POST', '/api/workspaces/create', {
      token,
      body: { name: 'Docs', role: 'Answers questions' },
    });
    return res.body.data.id as string;
  }

  async function upload(workspaceId: string, body: FormData | ReadableStream<Uint8Array>) {
    const res = await fetch(`${server.url}/api/workspaces/${workspaceId}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return { status: res.status, body: await res.json() };
  }

  const form = (
    bytes: Uint8Array | string,
    name: string,
    type = 'application/octet-stream',
    field = 'file',
  ) => {
    const data = new FormData();
    data.append(field, new Blob([bytes as BlobPart], { type }), name);
    return data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadBytes: LIMIT });
    token = (await signUpAndIn(server)).token;
  });
  afterAll(() => server.stop());

  it('uploads, lists, downloads byte for byte and deletes a file with its bytes', async () => {
    const ws = await newWorkspace();
    const bytes = randomBytes(300 * 1024);
    const up = await upload(ws, form(bytes, 'data.bin'));
    expect(up.status).toBe(201);
    expect(up.body.data).toEqual({
      id: expect.stringMatching(UUID),
      originalFileName: 'data.bin',
      contentType: 'application/octet-stream',
      size: bytes.length,
      gmtCreated: expect.any(String),
      status: 'indexing',
      statusReason: null,
      // not read yet: no chunks known
      chunksDone: 0,
      chunksTotal: 0,
    });
    const id = up.body.data.id;
    const failed = await waitForFileStatus(server, token, ws, id, 'failed');
    expect(failed.statusReason).toBe('This file type cannot be read: .bin');

    const list = await server.call('GET', `/api/workspaces/${ws}/files`, { token });
    expect(list.body.data).toMatchObject({
      content: [{ ...up.body.data, status: 'failed', statusReason: 'This file type cannot be read: .bin' }],
      totalElements: 1,
      totalPages: 1,
    });

    const down = await fetch(`${server.url}/api/workspaces/${ws}/files/${id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/octet-stream');
    expect(down.headers.get('content-disposition')).toBe(
      `attachment; filename="data.bin"; filename*=UTF-8''data.bin`,
    );
    expect(Buffer.from(await down.arrayBuffer()).equals(bytes)).toBe(true);

    const { storedName } = (await fileRows()).find((f) => f.id === id)!;
    expect(stored()).toContain(storedName);
    const del = await server.call('DELETE', `/api/workspaces/${ws}/files/${id}/delete`, { token });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, message: 'File deleted successfully!' });
    expect(stored()).not.toContain(storedName);
    const again = await server.call('GET', `/api/workspaces/${ws}/files/${id}/download`, { token });
    expect(again.status).toBe(404);
    expect((await server.call('GET', `/api/workspaces/${ws}/files`, { token })).body.data.totalElements).toBe(
      0,
    );
  });

  it('keeps the stored content type and encodes a non-ASCII name for download', async () => {
    const ws = await newWorkspace();
    const up = await upload(ws, form('héllo', "résumé 'v2'.txt", 'text/plain'));
    expect(up.body.data).toMatchObject({ originalFileName: "résumé 'v2'.txt", contentType: 'text/plain' });
    const down = await fetch(`${server.url}/api/workspaces/${ws}/files/${up.body.data.id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(down.headers.get('content-type')).toBe('text/plain');
    expect(down.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ 'v2'.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%27v2%27.txt`,
    );
    expect(await down.text()).toBe('héllo');
  });

  it('serves an uploaded HTML file sandboxed, so it can never run as a page of ours', async () => {
    const ws = await newWorkspace();
    const html = '<script>fetch("/uc/profile")</script>';
    const up = await upload(ws, form(html, 'page.html', 'text/html'));
    const down = await fetch(`${server.url}/api/workspaces/${ws}/files/${up.body.data.id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(down.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(down.headers.get('x-content-type-options')).toBe('nosniff');
    expect(down.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await down.text()).toBe(html);
  });

  it('keeps a name with ../ as data only and stores the bytes under a generated name', async () => {
    const ws = await newWorkspace();
    const up = await upload(ws, form('x', '../../escape.txt', 'text/plain'));
    expect(up.status).toBe(201);
    expect(up.body.data.originalFileName).toBe('../../escape.txt');
    const [row] = (await fileRows()).filter((f) => f.id === up.body.data.id);
    expect(row!.storedName).toMatch(UUID);
    expect(stored()).toContain(row!.storedName);
    expect(existsSync(join(server.config.dataDir, 'escape.txt'))).toBe(false);
    expect(existsSync(join(server.config.dataDir, '..', 'escape.txt'))).toBe(false);
  });

  it('pages the files newest first', async () => {
    const ws = await newWorkspace();
    for (const name of ['a.txt', 'b.txt', 'c.txt']) await upload(ws, form(name, name, 'text/plain'));
    const first = await server.call('GET', `/api/workspaces/${ws}/files?page=0&size=2`, { token });
    expect(first.body.data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(first.body.data.content.map((f: any) => f.originalFileName)).toEqual(['c.txt', 'b.txt']);
    const second = await server.call('GET', `/api/workspaces/${ws}/files?page=1&size=2`, { token });
    expect(second.body.data.content.map((f: any) => f.originalFileName)).toEqual(['a.txt']);
  });

  it('documents the upload as multipart without reading the body itself', async () => {
    const doc = await server.call('GET', '/api/openapi.json');
    const body = doc.body.paths['/api/workspaces/{workspaceId}/upload'].post.requestBody;
    expect(body.content['multipart/form-data'].schema.properties.file).toEqual({
      type: 'string',
      format: 'binary',
    });
  });

  it('asks for the file field when it is missing', async () => {
    const ws = await newWorkspace();
    const message = 'Please choose a file to upload (multipart field "file").';
    const otherField = await upload(ws, form('x', 'x.txt', 'text/plain', 'document'));
    expect(otherField).toMatchObject({ status: 400, body: { success: false, message } });
    const notMultipart = await server.call('POST', `/api/workspaces/${ws}/upload`, { token, body: { a: 1 } });
    expect(notMultipart).toMatchObject({ status: 400, body: { message } });
    const noBody = await server.call('POST', `/api/workspaces/${ws}/upload`, { token });
    expect(noBody.status).toBe(400);
  });

  /**
   * A multipart upload of `size` zero bytes over its own connection (the server closes a
   * connection whose body it refused unread); without `declare`, it is sent chunked.
   */
  const rawUpload = (workspaceId: string, size: number, declare: boolean) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const head = Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`,
      );
      const tail = Buffer.from('\r\n--b--\r\n');
      const req = request(`${server.url}/api/workspaces/${workspaceId}/upload`, {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=b',
          ...(declare ? { 'Content-Length': String(head.length + size + tail.length) } : {}),
        },
      });
      req.on('response', async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
      req.on('error', reject);
      req.write(head);
      const chunk = Buffer.alloc(64 * 1024);
      let left = size;
      const pump = () => {
        while (left > 0) {
          const piece = chunk.subarray(0, Math.min(left, chunk.length));
          left -= piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end(tail);
      };
      pump();
    });

  it('refuses a file over the limit with 413, leaving no row and no bytes', async () => {
    const ws = await newWorkspace();
    const [rowsBefore, filesBefore] = [(await fileRows()).length, stored()];
    const tooLarge = { success: false, code: 413, message: 'The file is larger than the 1 MB limit.' };

    expect(await rawUpload(ws, LIMIT + 200 * 1024, true)).toMatchObject({ status: 413, body: tooLarge });
    // Chunked, so only the streaming limit can catch it, one byte over.
    expect(await rawUpload(ws, LIMIT + 1, false)).toMatchObject({ status: 413, body: tooLarge });
    expect((await fileRows()).length).toBe(rowsBefore);
    expect(stored()).toEqual(filesBefore);

    const exact = await rawUpload(ws, LIMIT, false);
    expect(exact.status).toBe(201);
    expect(exact.body.data.size).toBe(LIMIT);
  });

  it('leaves no row and no bytes when the client goes away mid-upload', async () => {
    const ws = await newWorkspace();
    const [rowsBefore, filesBefore] = [(await fileRows()).length, stored()];
    const url = new URL(`${server.url}/api/workspaces/${ws}/upload`);
    const req = request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': String(900 * 1024),
      },
    });
    req.on('error', () => {});
    req.write(`--b\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n\r\n`);
    req.write(Buffer.alloc(256 * 1024));
    await waitFor(() => stored().some((n) => n.endsWith('.part')));
    req.destroy();
    await waitFor(() => stored().length === filesBefore.length);
    expect(stored()).toEqual(filesBefore);
    expect((await fileRows()).length).toBe(rowsBefore);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
