import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type OpenDatabase, openDatabase } from '../../src/server/db/database.ts';
import { startHttpServer } from '../../src/server/httpServer.ts';
import type { SampleDatabase } from '../../src/server/insights/sampleDatabase.ts';
import { defaultRateLimits } from '../../src/server/services/rateLimits.ts';

/** The PostgreSQL server API tests also run against, when one answers. */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** 'pglite' always; 'postgres' too when DATABASE_URL is set or 127.0.0.1:5432 answers. */
export const databaseKinds: Array<'pglite' | 'postgres'> = (await postgresReachable())
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, empty PostgreSQL database for one test file; dropped by the returned function. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The machine's PostgreSQL and MariaDB (127.0.0.1) as permitted data sources, as CI sets DATA_CONNECTION_ALLOW. */
export const LOCAL_SERVERS: Partial<Config> = { dataConnectionAllow: '127.0.0.1' };

export interface TestServer {
  url: string;
  config: Config;
  database: OpenDatabase;
  /** The scratch PostgreSQL database it runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Settles once the demo agent is seeded (with `demoAgent: true`), else at once with undefined. */
  demoAgent: Promise<{ workspaceId: string } | undefined>;
  /** fetch against the server, JSON in and out. */
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  stop(): Promise<void>;
}

/** Starts the real app on a random port over a real socket, on the given database kind. */
export async function startTestServer(
  kind: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<Config> = {},
  /** The sample database the server serves (always a permitted data source). */
  sampleDatabase?: Pick<SampleDatabase, 'address'>,
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex') },
    {
      dataDir,
      // Embeddings load a model per process; a test that needs them asks for them.
      embeddings: 'off',
      // The demo agent adds an account and a workspace; its own test asks for it.
      demoAgent: false,
      // Every test signs up from 127.0.0.1; tests of these limits set their own.
      rateLimits: {
        ...defaultRateLimits,
        registrationsPerAddressPerHour: 100_000,
        contactMessagesPerAddressPerHour: 100_000,
        connectionTestsPerUserPerMinute: 100_000,
        generationsPerUserPerMinute: 100_000,
      },
      // The server's own database, as DATABASE_URL would name it (never a data source).
      databaseUrl: scratch?.url,
      ...overrides,
    },
  );
  const database = await openDatabase({ url: scratch?.url, vectorSearch: config.vectorSearch });
  const app = createApp({ config, db: database.db, sampleDatabase });
  const server = await startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config,
    database,
    databaseUrl: scratch?.url,
    demoAgent: app.demoAgent,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const res = await fetch(url + path, {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body),
      });
      const text = await res.text();
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the test sees the raw text
      }
      return { status: res.status, body, headers: res.headers };
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Registers and signs in a new user; returns the tokens and the email. */
export async function signUpAndIn(server: TestServer, password = 'Secret123') {
  const email = `user${Date.now()}${counter++}@example.com`;
  const reg = await server.call('POST', '/uc/register', { body: { email, password } });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await server.call('POST', '/uc/login', { body: { email, password } });
  return {
    email,
    password,
    token: login.body.data.result as string,
    refreshToken: login.body.data.refreshToken as string,
  };
}
