import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startSampleDatabase } from './insights/sampleDatabase.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
);
// The sample database builds and answers in its own worker thread; the API does not wait for it.
const sampleDatabase = config.sampleDb
  ? startSampleDatabase({ dataDir: config.dataDir, port: config.sampleDbPort })
  : undefined;
sampleDatabase?.ready.then(
  (a) => console.log(`Sample database 'superstore' on postgres://postgres@${a.host}:${a.port}/superstore`),
  (err) => console.error('The sample database could not start:', err),
);
const app = createApp({ config, db: database.db, sampleDatabase });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Serving on http://localhost:${info.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
});

// Large uploads over slow links need longer than Node's 5-minute default; headers still must
// arrive within headersTimeout (60 s), which keeps slow-header attacks out.
(server as import('node:http').Server).requestTimeout = 30 * 60 * 1000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing HTTP, then the database`);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Open event streams would otherwise hold the server open.
    (server as import('node:http').Server).closeAllConnections?.();
  });
  await app.close();
  await sampleDatabase?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
