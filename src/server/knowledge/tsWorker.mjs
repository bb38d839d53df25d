// Entry of every worker thread: registers the TypeScript loader for this thread (a loader given
// to the process with --import does not always reach worker threads), then runs the module named
// in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
