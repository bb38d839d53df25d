// Latency of a mixed signed-in load at 200 connections against a server process, on PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess } from './benchServer.ts';

export const LOAD_CONNECTIONS = 200;
const DURATION_S = 10;
const USERS = 10;
/** The PostgreSQL server a fresh bench database is made on. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface LoadFigures {
  engine: 'pglite' | 'postgres';
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Replies that were not 2xx, and requests that got no reply (timeouts, resets). */
  non2xx: number;
  errors: number;
}

/** A database of its own on the PostgreSQL server, dropped afterwards, so tests there are not disturbed. */
async function scratchDatabase() {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: benchPostgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface BenchUser {
  token: string;
  workspaceId: string;
}

export async function signUpWithWorkspace(url: string, n: number): Promise<BenchUser> {
  const json = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${reply.message}`);
    return reply.data;
  };
  const email = `load${n}-${Date.now()}@example.com`;
  await json('/uc/register', { email, password: 'Secret123' });
  const { result: token } = await json('/uc/login', { email, password: 'Secret123' });
  const { id: workspaceId } = await json(
    '/api/workspaces/create',
    { name: `Load ${n}`, role: 'Answers' },
    token,
  );
  return { token, workspaceId };
}

interface Context {
  user?: BenchUser;
  textId?: string;
}

/**
 * Each connection signs in as one of the users and repeats: list workspaces, read the profile,
 * create a text, update it, read the workspace's chat settings.
 */
export function mixedRequests(users: BenchUser[]) {
  let next = 0;
  const as = (context: Context) => {
    context.user ??= users[next++ % users.length]!;
    return { Authorization: `Bearer ${context.user.token}`, 'Content-Type': 'application/json' };
  };
  type Req = { method: string; path: string; headers: Record<string, string>; body?: string };
  return [
    {
      method: 'GET',
      setupRequest: (req: Req, context: Context) => ({
        ...req,
        path: '/api/workspaces',
        headers: as(context),
      }),
    },
    {
      method: 'GET',
      setupRequest: (req: Req, context: Context) => ({ ...req, path: '/uc/profile', headers: as(context) }),
    },
    {
      method: 'POST',
      setupRequest: (req: Req, context: Context) => ({
        ...req,
        headers: as(context),
        path: `/api/texts/${context.user!.workspaceId}`,
        body: JSON.stringify({ name: 'Opening hours', content: 'We open at nine and close at five.' }),
      }),
      onResponse: (status: number, body: string, context: Context) => {
        if (status === 201) context.textId = JSON.parse(body).data.id;
      },
    },
    {
      method: 'PUT',
      setupRequest: (req: Req, context: Context) => ({
        ...req,
        headers: as(context),
        path: `/api/texts/${context.user!.workspaceId}/${context.textId}/update`,
        body: JSON.stringify({ name: 'Opening hours', content: 'We open at eight and close at six.' }),
      }),
    },
    {
      method: 'GET',
      setupRequest: (req: Req, context: Context) => ({
        ...req,
        headers: as(context),
        path: `/api/workspaces/${context.user!.workspaceId}/chat`,
      }),
    },
  ];
}

/** Runs the mixed load on one engine; `env` reaches the server process. */
export async function benchLoad(
  engine: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<LoadFigures> {
  const scratch = engine === 'postgres' ? await scratchDatabase() : undefined;
  const server = await startServerProcess('src/server/main.ts', {
    REGISTRATIONS_PER_HOUR: String(USERS * 2),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  try {
    const users: BenchUser[] = [];
    for (let n = 0; n < USERS; n++) users.push(await signUpWithWorkspace(server.url, n));
    const result = await autocannon({
      url: server.url,
      connections: LOAD_CONNECTIONS,
      duration: DURATION_S,
      // A stalled reply is measured, not cut off at autocannon's 10 s default.
      timeout: 60,
      requests: mixedRequests(users) as autocannon.Request[],
    });
    return {
      engine,
      requests: result.requests.total,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

export const describeLoad = (f: LoadFigures) =>
  `| ${f.engine} | ${f.requests} | ${f.perSecond.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.max} | ${f.non2xx} | ${f.errors} |`;
export const LOAD_TABLE_HEAD =
  '| engine | requests | req/s | p50 ms | p99 ms | max ms | non-2xx | errors |\n|---|---:|---:|---:|---:|---:|---:|---:|';

// `tsx scripts/benchLoad.ts [pglite|postgres]` runs this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const engines = (process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres']) as Array<
    'pglite' | 'postgres'
  >;
  console.log(LOAD_TABLE_HEAD);
  for (const engine of engines) console.log(describeLoad(await benchLoad(engine)));
  process.exit(0);
}
