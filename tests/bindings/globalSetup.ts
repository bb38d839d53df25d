import type { TestProject } from 'vitest/node';
import { LOCAL_SERVERS, startTestServer, type TestServer } from '../server/testServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the real server the live bindings call, shared by every bindings test file. */
    apiOrigin: string;
  }
}

let server: TestServer | undefined;

/** One real server on PGlite for the whole bindings run. */
export async function setup(project: TestProject) {
  server = await startTestServer('pglite', LOCAL_SERVERS);
  project.provide('apiOrigin', server.url);
}

export async function teardown() {
  await server?.stop();
}
