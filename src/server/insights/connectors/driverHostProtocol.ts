import type { ConnectionSettings, MongoQuery } from './connector.ts';
import type { SentError } from './driverErrors.ts';

export type DriverCall =
  | { id: number; op: 'ping' }
  | {
      id: number;
      op: 'test' | 'introspect' | 'run';
      settings: ConnectionSettings;
      query?: string | MongoQuery;
      /** Where the embedded sample database listens (its queries have a cost cap). */
      sample: { host: string; port: number } | null;
    };

/** A call's answer, or (without an id) the worker saying it has loaded its drivers. */
export type DriverReply =
  | { id?: undefined; ready: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SentError };

/** The drivers' JavaScript heap, and the wire buffers they hold outside it. */
export const DRIVER_HOST_HEAP_LIMIT_MB = 256;
export const DRIVER_HOST_EXTERNAL_LIMIT_MB = 128;
