import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Starts the server process on a free port and resolves with its address once it serves. */
async function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REGISTRATIONS_PER_HOUR: '1000',
      SAMPLE_DB: '0',
      EMBEDDINGS: 'off',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await expect
    .poll(() => output, { timeout: 150_000, interval: 100 })
    .toMatch(/Serving on http:\/\/localhost:\d+/);
  const port = /Serving on http:\/\/localhost:(\d+)/.exec(output)![1];
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** A sign-up (one scrypt hash, so it is still in flight when the signal comes) over `agent`. */
const signUp = (url: string, agent: Agent, n: number) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email: `burst${n}@example.com`, password: 'Secret123' });
    const req = request(`${url}/uc/register`, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });

it('on SIGTERM answers every request already accepted, closes keep-alive connections, refuses new ones and exits 0 within 10 s', async () => {
  const { child, url, output } = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  // Warm the connections so the burst rides on keep-alive sockets.
  await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(url, agent, 1000 + i)));

  const accepted = Array.from({ length: 8 }, (_, i) => signUp(url, agent, i));
  await new Promise((r) => setTimeout(r, 100));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signalledAt = Date.now();
  child.kill('SIGTERM');

  const statuses = await Promise.allSettled(accepted);
  expect(statuses.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual(
    Array(8).fill(200),
  );
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(output()).toMatch(/SIGTERM: closing HTTP, then the database/);
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  agent.destroy();
}, 240_000);
