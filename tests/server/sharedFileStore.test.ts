import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An upload whose bytes arrive in `pieces` over about `ms`, as from a slow connection. */
function slowUpload(
  url: string,
  token: string,
  workspaceId: string,
  bytes: Buffer,
  pieces: number,
  ms: number,
) {
  const head = Buffer.from(
    `--b\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from('\r\n--b--\r\n');
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(`${url}/api/workspaces/${workspaceId}/upload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': String(head.length + bytes.length + tail.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    void (async () => {
      req.write(head);
      const size = Math.ceil(bytes.length / pieces);
      for (let i = 0; i < bytes.length; i += size) {
        req.write(bytes.subarray(i, i + size));
        await pause(ms / pieces);
      }
      req.end(tail);
    })();
  });
}

describe.each(databaseKinds.filter((k) => k === 'postgres'))(
  'two server processes sharing one file directory on %s',
  () => {
    it('lose no upload of one while the other restarts, and a missing mount deletes no row', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shared-store-'));
      const emptyDir = mkdtempSync(join(tmpdir(), 'unmounted-'));
      const scratch = await scratchPostgres();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        EMBEDDINGS: 'off',
        REGISTRATIONS_PER_HOUR: '1000',
      };
      let a: ServerProcess | undefined;
      let b: ServerProcess | undefined;
      try {
        a = await startServerProcess(env);
        b = await startServerProcess(env);
        const post = async (path: string, body: unknown, token?: string) =>
          (
            await fetch(a!.url + path, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                ...(token ? { Authorization: `Bearer ${token}` } : {}),
              },
              body: JSON.stringify(body),
            })
          ).json();
        await post('/uc/register', { email: 'share@example.com', password: 'Secret123' });
        const token = (await post('/uc/login', { email: 'share@example.com', password: 'Secret123' })).data
          .result;
        const workspaceId = (await post('/api/workspaces/create', { name: 'W', role: 'R' }, token)).data.id;

        // Uploads to A in flight the whole time, while B is restarted twice.
        const sent = Array.from({ length: 6 }, () => randomBytes(256 * 1024));
        const uploads = sent.map((bytes, i) =>
          slowUpload(a!.url, token, workspaceId, bytes, 40, 4_000 + i * 500),
        );
        await pause(500);
        expect(readdirSync(join(dataDir, 'files')).filter((n) => n.endsWith('.part')).length).toBeGreaterThan(
          0,
        );
        for (let restart = 0; restart < 2; restart++) {
          await b.kill();
          b = await startServerProcess(env);
        }
        const replies = await Promise.all(uploads);
        expect(replies.map((r) => r.status)).toEqual(sent.map(() => 201));

        // A process started on an empty directory (its storage not mounted) keeps every row.
        const unmounted = await startServerProcess({ ...env, DATA_DIR: emptyDir, JWT_SECRET: '' });
        expect(unmounted.output()).toMatch(/holds no stored file while 6 rows/);
        await unmounted.kill();

        // Every upload is listed, by either process, and downloads whole.
        await b.kill();
        b = await startServerProcess(env);
        const listed = await fetch(`${b.url}/api/workspaces/${workspaceId}/files?size=100`, {
          headers: { Authorization: `Bearer ${token}` },
        }).then((r) => r.json());
        expect(listed.data.totalElements).toBe(sent.length);
        const expected = new Map(replies.map((r, i) => [r.body.data.id as string, sha(sent[i]!)]));
        for (const [id, digest] of expected) {
          const down = await fetch(`${b.url}/api/workspaces/${workspaceId}/files/${id}/download`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(down.status).toBe(200);
          expect(sha(new Uint8Array(await down.arrayBuffer()))).toBe(digest);
        }
        expect(readdirSync(join(dataDir, 'files')).filter((n) => n.endsWith('.part'))).toEqual([]);
      } finally {
        await a?.kill();
        await b?.kill();
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(emptyDir, { recursive: true, force: true });
      }
    }, 300_000);
  },
);
