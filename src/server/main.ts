import { createApp, reconcileUploads } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { closeGracefully, startHttpServer } from './httpServer.ts';
import { warmDriverHost } from './insights/connectors/driverHost.ts';
import { startSampleDatabase } from './insights/sampleDatabase.ts';
import { describeForLog } from './unexpectedError.ts';

/** In-flight requests get this long to finish after SIGTERM; the process is gone within 10 s. */
const SHUTDOWN_GRACE_MS = 8_000;

// Background work catches its own failures; one that slips through is logged, and no user's
// request can end the process that serves everyone.
process.on('unhandledRejection', (reason) => {
  console.error(`A background task failed: ${describeForLog(reason)}`);
});

const config = loadConfig();
const database = await openDatabase({
  ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }),
  vectorSearch: config.vectorSearch,
});
const reconciled = await reconcileUploads({ config, db: database.db });
if (reconciled.removedRows || reconciled.removedFiles || reconciled.removedPartials)
  console.log(
    `Uploads: removed ${reconciled.removedRows} rows without bytes, ${reconciled.removedFiles} files without rows and ${reconciled.removedPartials} abandoned partial uploads`,
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
// The database drivers' worker loads in the background, so the first connection test does not wait for it.
warmDriverHost();

const server = await startHttpServer({ fetch: app.fetch, port: config.port, hostname: config.host });
const address = server.address();
console.log(
  `Serving on http://localhost:${typeof address === 'object' && address ? address.port : config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, nearest chunks by ${database.pgvector ? 'pgvector' : 'the in-process matrix'})`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing HTTP, then the database`);
  await closeGracefully(server, SHUTDOWN_GRACE_MS);
  await app.close();
  await sampleDatabase?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
