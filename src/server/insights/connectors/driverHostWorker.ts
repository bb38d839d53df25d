// Runs the database drivers in a worker thread of their own (see driverHost.ts).
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { gateQuery } from '../gate/queryGate.ts';
import { setSampleAddress } from '../sampleCostCap.ts';
import type { ConnectionSettings, MongoQuery } from './connector.ts';
import { connectorFor } from './connectorFor.ts';
import { sendError } from './driverErrors.ts';
import { DRIVER_HOST_EXTERNAL_LIMIT_MB, type DriverCall, type DriverReply } from './driverHostProtocol.ts';

const port = parentPort!;

function perform(op: DriverCall['op'], settings: ConnectionSettings, query?: string | MongoQuery) {
  const connector = connectorFor(settings);
  if (op === 'test') return connector.test();
  if (op === 'introspect') return connector.introspect();
  return connector.run(query!);
}

port.on('message', async (call: DriverCall) => {
  if (call.op === 'ping') {
    port.postMessage({ id: call.id, ok: true, value: null });
    return;
  }
  setSampleAddress(call.sample);
  try {
    const value = await perform(call.op, call.settings, call.query);
    port.postMessage({ id: call.id, ok: true, value });
  } catch (err) {
    port.postMessage({ id: call.id, ok: false, error: sendError(err) });
  }
});

// The PostgreSQL grammar is WebAssembly whose memory counts as external: load it first, then
// measure. Buffers a driver fills from the wire live outside the JavaScript heap, which
// resourceLimits caps: past this many megabytes of them above that, the worker ends and the
// server starts a new one.
await gateQuery('POSTGRES', 'SELECT 1', 1);
const externalLimit = getHeapStatistics().external_memory + DRIVER_HOST_EXTERNAL_LIMIT_MB * 1024 * 1024;
port.postMessage({ ready: true } satisfies DriverReply);
setInterval(() => {
  if (getHeapStatistics().external_memory > externalLimit) process.exit(70);
}, 50);
