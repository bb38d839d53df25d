import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './serverProcess.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

/** An upload that sends its head and part of its bytes, then waits (until the process dies). */
function stalledUpload(url: string, token: string, workspaceId: string) {
  const req = request(`${url}/api/workspaces/${workspaceId}/upload`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=b',
      'Content-Length': String(400 * 1024),
    },
  });
  req.on('error', () => {});
  req.write(`--b\r\nContent-Disposition: form-data; name="file"; filename="half.bin"\r\n\r\n`);
  req.write(Buffer.alloc(100 * 1024));
}

describe.each(databaseKinds)('a crash during uploads on %s', (kind) => {
  it('leaves, after a restart, no partial file, no file without a row and no row without a file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
    const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    // What a crash leaves is removed at the next start once this old (an hour by default).
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', UPLOAD_ORPHAN_GRACE_SECONDS: '1' };
    const outlastGrace = () => new Promise((r) => setTimeout(r, 1100));
    const filesDir = join(dataDir, 'files');
    try {
      let server = await startServerProcess(env);
      const post = (path: string, body: unknown, token?: string) =>
        fetch(server.url + path, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      await post('/uc/register', { email: 'crash@example.com', password: 'Secret123' });
      const token = (await post('/uc/login', { email: 'crash@example.com', password: 'Secret123' })).data
        .result;
      const workspaceId = (await post('/api/workspaces/create', { name: 'W', role: 'R' }, token)).data.id;
      const upload = (bytes: number) => {
        const form = new FormData();
        form.append('file', new Blob([randomBytes(bytes)]), 'whole.bin');
        return fetch(`${server.url}/api/workspaces/${workspaceId}/upload`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        }).then(
          (r) => r.json(),
          () => undefined,
        );
      };
      const [kept, lost] = await Promise.all([upload(1000), upload(1000)]);

      for (let i = 0; i < 3; i++) stalledUpload(server.url, token, workspaceId);
      const burst = Array.from({ length: 6 }, () => upload(64 * 1024));
      await expect
        .poll(() => readdirSync(filesDir).some((n) => n.endsWith('.part')), { timeout: 20_000 })
        .toBe(true);
      await server.kill();
      await Promise.allSettled(burst);

      // Damage only a crash (or an operator) could cause: bytes without a row, a row without bytes.
      const stray = randomUUID();
      writeFileSync(join(filesDir, stray), 'orphan');
      const lostRow = lost.data;
      const storedNames = readdirSync(filesDir).filter((n) => !n.endsWith('.part') && n !== stray);
      expect(storedNames.length).toBeGreaterThanOrEqual(2);

      await outlastGrace();
      server = await startServerProcess(env);
      const listed = await fetch(`${server.url}/api/workspaces/${workspaceId}/files?size=100`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      // Remove one file's bytes while nothing runs, then restart again to see its row go.
      await server.kill();
      const onDisk = readdirSync(filesDir);
      expect(onDisk.filter((n) => n.endsWith('.part'))).toEqual([]);
      expect(onDisk).not.toContain(stray);
      expect(onDisk).toHaveLength(listed.data.totalElements);
      expect(listed.data.content.map((f: { id: string }) => f.id)).toContain(kept.data.id);

      // The bytes of one listed file vanish: after a restart its row is gone too.
      rmSync(join(filesDir, onDisk[0]!));
      await outlastGrace();
      server = await startServerProcess(env);
      const after = await fetch(`${server.url}/api/workspaces/${workspaceId}/files?size=100`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      expect(after.data.totalElements).toBe(listed.data.totalElements - 1);
      for (const file of after.data.content) {
        const down = await fetch(`${server.url}/api/workspaces/${workspaceId}/files/${file.id}/download`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(down.status).toBe(200);
        await down.arrayBuffer();
      }
      expect(lostRow).toBeDefined();
      await server.kill();
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
