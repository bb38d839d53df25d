import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server.ts';

let server: RunningServer | undefined;

/** Builds the web app and starts the real server on a fresh PGlite directory for the whole run. */
export async function setup(project: TestProject) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would make Vite ship React's development bundle.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('web build failed');
  server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
