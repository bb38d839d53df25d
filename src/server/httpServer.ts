import { type Server, STATUS_CODES } from 'node:http';
import net, { type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Envelope } from '../contract/envelope.ts';

/** Large uploads over slow links need longer than Node's 5-minute default for a whole request. */
const REQUEST_TIMEOUT_MS = 30 * 60 * 1000;
/** Headers must arrive within this, which keeps slow-header clients out. */
const HEADERS_TIMEOUT_MS = 20_000;

const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const clientErrorMessage: Record<number, string> = {
  431: 'The request headers are too large.',
  408: 'The request took too long to arrive.',
  400: 'The request is not valid HTTP.',
};

/**
 * Node answers requests it cannot parse (headers over its size limit, broken framing) itself,
 * with a bare status line; these get the same JSON envelope as every other reply.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus[err.code ?? ''] ?? 400;
  const envelope: Envelope<null> = {
    success: false,
    errorLevel: 'warn',
    message: clientErrorMessage[status]!,
    code: status,
    data: null,
  };
  const body = JSON.stringify(envelope);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Serves `fetch` on a port with the timeouts and parse-error replies every server here needs. */
export function startHttpServer(options: {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port: number;
  hostname: string;
}): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname }, () =>
      resolve(server as Server),
    ) as Server;
    server.requestTimeout = REQUEST_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
    server.on('clientError', answerClientError);
    // Once closing, a request that still arrives on an open connection is answered, and its
    // client told that the connection ends there.
    server.prependListener('request', (_req, res) => {
      if (closing.has(server)) res.setHeader('Connection', 'close');
    });
  });
}

const closing = new WeakSet<Server>();

/** Requests already on the wire when the signal comes are read before idle connections close. */
const IDLE_SWEEP_DELAY_MS = 250;

/**
 * Stops taking connections and lets requests in flight finish: every reply from now on tells its
 * client the connection ends, idle keep-alive connections are closed once requests already sent
 * have been read, and whatever is left after `graceMs` (an event stream, a stalled upload) is cut.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  closing.add(server);
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const startSweeping = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 50);
    }, IDLE_SWEEP_DELAY_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // http.Server#close would also drop idle connections at once, racing requests still unread.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(startSweeping);
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve();
    });
  });
}
