// Entry of every worker thread: registers the TypeScript loader for this thread (unless the
// process already runs TypeScript natively), then runs the module named in workerData.
import { workerData } from 'node:worker_threads';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.module);
