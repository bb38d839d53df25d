import { resolve } from 'node:path';
import { type SampleDatabase, startSampleDatabase } from '../../../src/server/insights/sampleDatabase.ts';

/**
 * The sample database for tests and the bench, built once into a cache kept between runs
 * (building it takes a while; serving it is quick).
 */
export function startCachedSampleDatabase(): SampleDatabase {
  return startSampleDatabase({ dataDir: resolve('node_modules/.cache/insights-sample'), port: 0 });
}

export const sampleConnection = (port: number) => ({
  name: 'Sample Superstore',
  type: 'POSTGRES',
  host: '127.0.0.1',
  port,
  username: 'postgres',
  password: 'any',
  databaseName: 'superstore',
});
