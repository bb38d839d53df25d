import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from 'vitest';
import { freePort } from '../../scripts/benchServer.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGKILL: no shutdown handler runs, as when the machine loses power. */
  kill(): Promise<void>;
}

/** Starts `npm run serve`'s entry in its own process on a free port and waits until it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SAMPLE_DB: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000, interval: 200 },
    )
    .toBe(200);
  return {
    child,
    url,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
