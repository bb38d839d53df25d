import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Builds the web app and starts the real server on a fresh PGlite directory for the whole run. */
export async function setup(project: TestProject) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would make Vite ship React's development bundle.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('web build failed');
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // A loaded machine takes over a minute to compile and open a fresh PGlite directory.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null)
      throw new Error(`server exited with code ${server.exitCode} while starting`);
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
