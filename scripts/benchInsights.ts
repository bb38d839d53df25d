// Page and module generation latency over the Superstore sample database (served from its worker
// pool), and a second user's answer time while a runaway query holds one worker.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { defaultRateLimits } from '../src/server/services/rateLimits.ts';
import { sampleConnection, startCachedSampleDatabase } from '../tests/server/insights/sampleInsights.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely, as a client would
type Reply = Record<string, any>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function benchInsights(rounds = 15) {
  const sample = startCachedSampleDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  const database = await openDatabase({});
  const app = createApp({
    config: loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
      {
        dataDir,
        demoAgent: false,
        rateLimits: { ...defaultRateLimits, generationsPerUserPerMinute: 100_000 },
      },
    ),
    db: database.db,
    sampleDatabase: sample,
  });
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; message: string; data: Reply };
  };
  try {
    const { port } = await sample.ready;
    const email = `bench${Date.now()}@example.com`;
    await call('POST', '/uc/register', undefined, { email, password: 'Secret123' });
    const token = (await call('POST', '/uc/login', undefined, { email, password: 'Secret123' })).data.result;
    const projectId = (await call('POST', '/api/data/projects', token, { name: 'Bench' })).data.id;
    await call('POST', `/api/data/connections/project/${projectId}`, token, sampleConnection(port));
    await call('POST', `/api/data/connections/project/${projectId}/make-index`, token);
    const page: number[] = [];
    const modules: number[] = [];
    let layout: Reply[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      layout = (await call('POST', `/api/data/projects/${projectId}/pages/generate`, token)).data.modules;
      page.push(performance.now() - started);
    }
    for (let i = 0; i < rounds; i++)
      for (const m of layout) {
        const started = performance.now();
        const reply = await call('POST', '/api/data/modules/generate', token, { projectId, ...m });
        if (!reply.success) throw new Error(`${m.description}: ${reply.message}`);
        modules.push(performance.now() - started);
      }
    page.sort((a, b) => a - b);
    modules.sort((a, b) => a - b);

    // A runaway statement that slipped past the cost cap, straight over the wire; meanwhile a
    // second user of their own generates modules through the API.
    const otherEmail = `bench-other${Date.now()}@example.com`;
    await call('POST', '/uc/register', undefined, { email: otherEmail, password: 'Secret123' });
    const other = (await call('POST', '/uc/login', undefined, { email: otherEmail, password: 'Secret123' }))
      .data.result;
    const otherProject = (await call('POST', '/api/data/projects', other, { name: 'Other' })).data.id;
    const otherConnection = (
      await call('POST', `/api/data/connections/project/${otherProject}`, other, sampleConnection(port))
    ).data.id;
    await call('POST', `/api/data/connections/project/${otherProject}/make-index`, other);
    const runaway = new pg.Client({ ...sampleConnection(port), user: 'postgres', database: 'superstore' });
    runaway.on('error', () => {});
    await runaway.connect();
    const runawayStarted = performance.now();
    const runawayStopped = runaway
      .query('SELECT count(*) FROM generate_series(1, 20000) a, generate_series(1, 20000) b')
      .then(
        () => Number.POSITIVE_INFINITY,
        () => performance.now() - runawayStarted,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during: number[] = [];
    for (const m of layout.slice(0, 6)) {
      const started = performance.now();
      const reply = await call('POST', '/api/data/modules/generate', other, {
        projectId: otherProject,
        ...m,
        dataSource: otherConnection,
      });
      if (!reply.success) throw new Error(`${m.description} during a runaway: ${reply.message}`);
      during.push(performance.now() - started);
    }
    const runawayMs = await runawayStopped;
    return {
      duringRunawayMax: Math.max(...during),
      duringRunawayP50: percentile(
        [...during].sort((a, b) => a - b),
        0.5,
      ),
      runawayStoppedMs: runawayMs,
      pageP50: percentile(page, 0.5),
      pageP95: percentile(page, 0.95),
      moduleP50: percentile(modules, 0.5),
      moduleP95: percentile(modules, 0.95),
      modules: modules.length,
    };
  } finally {
    await app.close();
    await sample.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchInsights());
