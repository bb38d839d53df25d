// Page and module generation latency over the Superstore sample database (served from its worker).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    return {
      pageP50: percentile(page, 0.5),
      pageP95: percentile(page, 0.95),
      moduleP50: percentile(modules, 0.5),
      moduleP95: percentile(modules, 0.95),
      modules: modules.length,
    };
  } finally {
    await sample.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchInsights());
