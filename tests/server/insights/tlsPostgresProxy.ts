import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext, TLSSocket } from 'node:tls';

/** A self-signed certificate for `dnsName` only (made with the openssl command). */
export function selfSignedCertificate(dnsName: string): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tls-proxy-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${dnsName}`,
        '-addext',
        `subjectAltName=DNS:${dnsName}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SSL_REQUEST = 80877103;

/**
 * A PostgreSQL front on 127.0.0.1 that speaks TLS with the given certificate when the client
 * asks for it (SSLRequest) and passes everything through to the real server behind: the local
 * server has no TLS of its own.
 */
export async function startTlsPostgresProxy(options: {
  cert: string;
  key: string;
  target: { host: string; port: number };
}) {
  const secureContext = createSecureContext({ cert: options.cert, key: options.key });
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    client.once('data', (first) => {
      const upstream = connect(options.target.port, options.target.host);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      if (first.length === 8 && first.readInt32BE(0) === 8 && first.readInt32BE(4) === SSL_REQUEST) {
        // The client starts TLS only once it reads 'S', so nothing is lost before the socket is wrapped.
        client.write('S');
        const secure = new TLSSocket(client, { isServer: true, secureContext });
        secure.on('error', () => upstream.destroy());
        secure.pipe(upstream).pipe(secure);
      } else {
        upstream.write(first);
        client.pipe(upstream).pipe(client);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
