import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('closes HTTP, then the database, and exits 0 on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  await expect.poll(() => output, { timeout: 45_000, interval: 100 }).toMatch(/Serving on/);
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(output).toMatch(/SIGTERM: closing HTTP, then the database/);
}, 60_000);
