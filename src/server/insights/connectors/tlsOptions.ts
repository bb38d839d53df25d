import { isIP } from 'node:net';
import { type ConnectionOptions, rootCertificates } from 'node:tls';
import type { ConnectionSettings } from './connector.ts';

/**
 * The TLS options of a connection, for node's `tls.connect` (which pg, mysql2, tedious and the
 * MongoDB driver all use): none when off; encryption without checks for `require`; for `verify`
 * the certificate chain (system authorities plus the connection's CA) and the host name typed
 * by the user, even though the socket goes to the pinned address.
 */
export function tlsOptions(s: ConnectionSettings): ConnectionOptions | undefined {
  const mode = s.sslMode ?? 'off';
  if (mode === 'off') return undefined;
  const servername = isIP(s.host) ? undefined : s.host;
  if (mode === 'require') return { rejectUnauthorized: false, servername };
  return {
    rejectUnauthorized: true,
    servername,
    // The host name checked against the certificate, also when it is an IP address.
    host: s.host,
    // `ca` replaces the system's authorities; keep them beside the connection's own.
    ca: s.sslCa ? [...rootCertificates, s.sslCa] : undefined,
  };
}

/** The address a connector dials: the one the egress policy pinned, else the host itself. */
export const dialAddress = (s: ConnectionSettings) => s.address ?? s.host;
