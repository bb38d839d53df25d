// Worker threads do not inherit the TypeScript loader: register it, then run the typed worker.
import { register } from 'tsx/esm/api';

register();
await import('./driverHostWorker.ts');
