import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGINS_CACHE_MS } from '../../src/server/services/allowedSites.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

/** Well under the cache's lifetime: only the change's announcement can explain seeing it this soon. */
const AT_ONCE_MS = 2_500;

async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await res.json()) as { success: boolean; code: number; data: any };
}

/** The chat API's answer to a browser script on `origin`: 200 allowed, 403 refused. */
const chatFrom = async (url: string, appId: string, origin: string) =>
  (await fetch(`${url}/api/chat/${appId}/config`, { headers: { Origin: origin } })).status;

/** Milliseconds until `check` first holds, polling every 20 ms; fails after `AT_ONCE_MS`. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await expect.poll(check, { timeout: AT_ONCE_MS, interval: 20 }).toBe(true);
  return performance.now() - started;
}

describe.each(databaseKinds.filter((k) => k === 'postgres'))(
  'allowed sites across two server processes on %s',
  () => {
    it(`a change made through one process holds in the other at once, not after ${ORIGINS_CACHE_MS / 1000} s`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sites-'));
      const scratch = await scratchPostgres();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        EMBEDDINGS: 'off',
        DEMO_AGENT: 'off',
        OPENAI_BASE_URL: '',
        REGISTRATIONS_PER_HOUR: '1000',
      };
      const servers: ServerProcess[] = [];
      try {
        servers.push(await startServerProcess(env));
        servers.push(await startServerProcess(env));
        const [a, b] = servers as [ServerProcess, ServerProcess];
        await call(a.url, 'POST', '/uc/register', {
          body: { email: 'sites@example.com', password: 'Secret123' },
        });
        const token = (
          await call(a.url, 'POST', '/uc/login', {
            body: { email: 'sites@example.com', password: 'Secret123' },
          })
        ).data.result as string;
        const ws = (
          await call(a.url, 'POST', '/api/workspaces/create', { token, body: { name: 'Shop', role: 'R' } })
        ).data as { id: string; appId: string };
        const other = 'https://evil.example.net';

        // B has read (and cached) that any site may use the chat.
        expect(await chatFrom(b.url, ws.appId, other)).toBe(200);

        const added = await call(a.url, 'POST', `/api/workspaces/${ws.id}/integrations`, {
          token,
          body: { origin: 'https://shop.example.com' },
        });
        expect(added.success).toBe(true);
        const refusedAfter = await msUntil(async () => (await chatFrom(b.url, ws.appId, other)) === 403);
        expect(refusedAfter).toBeLessThan(AT_ONCE_MS);
        expect(await chatFrom(b.url, ws.appId, 'https://shop.example.com')).toBe(200);

        // And back: removing the last site through B opens the chat again in A.
        expect(await chatFrom(a.url, ws.appId, other)).toBe(403);
        const removed = await call(
          b.url,
          'DELETE',
          `/api/workspaces/${ws.id}/integrations/${added.data.id}`,
          {
            token,
          },
        );
        expect(removed.success).toBe(true);
        await msUntil(async () => (await chatFrom(a.url, ws.appId, other)) === 200);
      } finally {
        for (const s of servers) await s.kill();
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 240_000);
  },
);
