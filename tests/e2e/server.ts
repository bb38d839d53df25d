import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/benchServer.ts';

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (serving the web build in dist/web) on a fresh PGlite directory and
 * waits until it is healthy. `env` adds to or overrides its environment.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SAMPLE_DB_PORT: String(await freePort()),
      // Every browser test signs up from 127.0.0.1.
      REGISTRATIONS_PER_HOUR: '100000',
      CONTACT_MESSAGES_PER_HOUR: '100000',
      // The machine's PostgreSQL and MariaDB are the data sources the console tests connect to.
      DATA_CONNECTION_ALLOW: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A loaded machine takes over a minute to compile and open a fresh PGlite directory.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`server exited with code ${server.exitCode} while starting`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become healthy');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, port, dataDir, stop };
}
