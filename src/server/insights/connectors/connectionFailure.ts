import { ApiError } from '../../reply.ts';
import type { ConnectionSettings } from './connector.ts';

/** A failure to reach or use the user's database, told in plain words (422: the request was fine). */
export class ConnectionFailure extends ApiError {
  constructor(message: string) {
    super(422, message);
  }
}

interface DriverError {
  code?: string | number;
  errno?: number;
  number?: number;
  name?: string;
  message?: string;
  cause?: unknown;
  originalError?: unknown;
}

/** Walks an error and the errors it wraps (mssql and mongodb nest the socket error, tedious aggregates). */
function* chain(err: unknown, depth = 0): Generator<DriverError> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  const e = err as DriverError & { errors?: unknown[] };
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause ?? e.originalError, depth + 1);
}

/**
 * Turns what pg, mysql2, mssql/tedious and mongodb throw into one sentence a person can act on:
 * refused, unknown host, bad password, unknown database, timeout after 5 s.
 */
export function describeConnectionFailure(err: unknown, s: ConnectionSettings): ConnectionFailure {
  if (err instanceof ConnectionFailure) return err;
  const where = `${s.host}:${s.port}`;
  const errors = [...chain(err)];
  const codes = errors.map((e) => String(e.code ?? ''));
  const numbers = errors.map((e) => e.errno ?? e.number).filter((n): n is number => typeof n === 'number');
  const text = errors.map((e) => e.message ?? '').join(' | ');

  if (codes.includes('ECONNREFUSED') || /ECONNREFUSED/.test(text))
    return new ConnectionFailure(
      `Connection refused by ${where}. Is the database server running and listening on that port?`,
    );
  if (codes.some((c) => c === 'ENOTFOUND' || c === 'EAI_AGAIN') || /ENOTFOUND|getaddrinfo/.test(text))
    return new ConnectionFailure(`Unknown host '${s.host}': no server by that name could be found.`);
  if (
    codes.includes('28P01') ||
    codes.includes('28000') ||
    codes.includes('ER_ACCESS_DENIED_ERROR') ||
    numbers.includes(1045) ||
    numbers.includes(18456) ||
    /password authentication failed|Authentication failed|Login failed for user|bad auth/i.test(text)
  )
    return new ConnectionFailure(`The server refused the username '${s.username}' or its password.`);
  if (
    codes.includes('3D000') ||
    codes.includes('ER_BAD_DB_ERROR') ||
    numbers.includes(1049) ||
    numbers.includes(4060) ||
    numbers.includes(1044) ||
    /database .* does not exist|Unknown database|Cannot open database|to database/i.test(text)
  )
    return new ConnectionFailure(`The server has no database named '${s.databaseName}'.`);
  if (
    codes.some((c) => c === 'ETIMEDOUT' || c === 'ETIMEOUT' || c === 'PROTOCOL_SEQUENCE_TIMEOUT') ||
    errors.some((e) => e.name === 'MongoServerSelectionError') ||
    /timeout|timed out/i.test(text)
  )
    return new ConnectionFailure(
      `No answer from ${where} within 5 s. Check the host, the port and any firewall.`,
    );
  const certificate = errors.find(
    (e) =>
      /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS_CERT_ALTNAME_INVALID/.test(String(e.code ?? '')) ||
      /self[- ]signed certificate|unable to verify the first certificate|does not match certificate's altnames|certificate has expired/i.test(
        e.message ?? '',
      ),
  );
  if (certificate)
    return new ConnectionFailure(
      `The certificate of ${where} could not be verified (${certificate.message?.trim()}). Add the CA certificate that signed it, or choose SSL mode 'require' to encrypt without verifying.`,
    );
  if (codes.includes('EHOSTUNREACH') || codes.includes('ENETUNREACH'))
    return new ConnectionFailure(`The network cannot reach ${where}.`);
  const first = errors[0]?.message?.trim() || 'the server gave no reason';
  return new ConnectionFailure(`The database server answered: ${first}`);
}

/** Rejects after `ms` with the plain timeout message, whatever the driver is still waiting for. */
export async function withinTimeout<T>(work: Promise<T>, ms: number, s: ConnectionSettings): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConnectionFailure(
            `No answer from ${s.host}:${s.port} within ${ms / 1000} s. Check the host, the port and any firewall.`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
