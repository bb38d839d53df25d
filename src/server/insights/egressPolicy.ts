import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../reply.ts';
import { ConnectionFailure } from './connectors/connectionFailure.ts';
import type { ConnectionSettings } from './connectors/connector.ts';

/** What a refused address is, in the words of the refusal. */
const rangeWords: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  linkLocal: 'a link-local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
};

/** One entry of DATA_CONNECTION_ALLOW: a host name, an address or a CIDR range. */
export type AllowEntry =
  | { kind: 'host'; name: string }
  | { kind: 'range'; range: [ipaddr.IPv4 | ipaddr.IPv6, number] };

/** Parses `127.0.0.1,10.0.0.0/8,db.internal`; throws with the entry that is neither. */
export function parseAllowList(raw: string | undefined): AllowEntry[] {
  return (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry): AllowEntry => {
      if (entry.includes('/')) {
        if (!ipaddr.isValidCIDR(entry))
          throw new Error(`DATA_CONNECTION_ALLOW: '${entry}' is not a CIDR range (e.g. 10.0.0.0/8).`);
        const [address, bits] = ipaddr.parseCIDR(entry);
        return { kind: 'range', range: [normal(address.toString()), bits] };
      }
      const bare = entry.replace(/^\[|\]$/g, '');
      if (isIP(bare)) {
        const address = normal(bare);
        return { kind: 'range', range: [address, address.kind() === 'ipv4' ? 32 : 128] };
      }
      if (!/^[A-Za-z0-9.-]+$/.test(entry))
        throw new Error(`DATA_CONNECTION_ALLOW: '${entry}' is not a host name, an address or a CIDR range.`);
      return { kind: 'host', name: entry.toLowerCase() };
    });
}

/** IPv4-mapped IPv6 addresses compare as the IPv4 address they carry. */
const normal = (address: string) => ipaddr.process(address);

const inRange = (address: ipaddr.IPv4 | ipaddr.IPv6, [net, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]) =>
  address.kind() === net.kind() && address.match(net as never, bits);

export interface EgressPolicyOptions {
  allow: AllowEntry[];
  /** The product's own PostgreSQL (from DATABASE_URL); never a data source. */
  ownDatabase?: { host: string; port: number; databaseName: string };
  /** Where the embedded sample database listens; always a data source. */
  sample?: () => { host: string; port: number } | null;
  /** DNS, replaceable in tests. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/** Addresses that reach this machine: loopback, unspecified and every interface's own. */
function thisMachine(): (ipaddr.IPv4 | ipaddr.IPv6)[] {
  const own = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined)
    .map((i) => normal(i.address.replace(/%.*$/, '')));
  return [...own, normal('0.0.0.0'), normal('::')];
}
const reachesThisMachine = (a: ipaddr.IPv4 | ipaddr.IPv6) =>
  a.range() === 'loopback' || thisMachine().some((m) => m.toString() === a.toString());

/**
 * Decides where a data connection may go, before anything is dialled. The host is resolved
 * once and the connection pinned to that address (no second lookup an attacker's DNS could
 * answer differently). Loopback, private, link-local, multicast, unspecified and other
 * special addresses are refused unless DATA_CONNECTION_ALLOW lists the host or a range holding
 * the address; the product's own database is refused even then; the sample database always passes.
 */
export function createEgressPolicy(options: EgressPolicyOptions) {
  const resolve = options.resolve ?? systemResolve;

  async function addressesOf(host: string): Promise<(ipaddr.IPv4 | ipaddr.IPv6)[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    if (isIP(bare)) return [normal(bare)];
    const found = await resolve(bare).catch(() => []);
    return found.filter((a) => isIP(a)).map(normal);
  }

  /** True when `address:port/databaseName` is the product's own database. */
  async function isOwnDatabase(address: ipaddr.IPv4 | ipaddr.IPv6, s: ConnectionSettings) {
    const own = options.ownDatabase;
    if (!own || own.port !== s.port || own.databaseName.toLowerCase() !== s.databaseName.toLowerCase())
      return false;
    const ownAddresses = await addressesOf(own.host);
    if (ownAddresses.some((a) => a.toString() === address.toString())) return true;
    // A database on this machine answers on every local address, not only the one configured.
    return ownAddresses.some(reachesThisMachine) && reachesThisMachine(address);
  }

  return {
    /** The settings pinned to the address they may use; throws a 400 naming the rule otherwise. */
    async pin(s: ConnectionSettings): Promise<ConnectionSettings & { address: string }> {
      const [address] = await addressesOf(s.host);
      if (!address)
        throw new ConnectionFailure(`Unknown host '${s.host}': no server by that name could be found.`);
      const pinned = { ...s, address: address.toString() };

      const sample = options.sample?.();
      if (sample && sample.port === s.port) {
        const sampleAddresses = await addressesOf(sample.host);
        if (sampleAddresses.some((a) => a.toString() === address.toString())) return pinned;
      }

      if (await isOwnDatabase(address, s)) {
        const message = `${s.host}:${s.port}/${s.databaseName} is this server's own database and cannot be used as a data source.`;
        throw new ApiError(400, message, { host: message });
      }

      const range = address.range();
      if (range === 'unicast') return pinned;
      const host = s.host.toLowerCase();
      const allowed = options.allow.some((entry) =>
        entry.kind === 'host' ? entry.name === host : inRange(address, entry.range),
      );
      if (allowed) return pinned;
      const what = rangeWords[range] ?? 'a special-purpose address';
      const shown = isIP(s.host.replace(/^\[|\]$/g, '')) ? s.host : `${s.host} (${address})`;
      const message = `Connections to ${shown} are refused: it is ${what}. The server's operator can allow it in DATA_CONNECTION_ALLOW.`;
      throw new ApiError(400, message, { host: message });
    },
  };
}
export type EgressPolicy = ReturnType<typeof createEgressPolicy>;

/** The product's own database from DATABASE_URL (host, port, database), for the policy. */
export function ownDatabaseOf(databaseUrl: string | undefined): EgressPolicyOptions['ownDatabase'] {
  if (!databaseUrl || !URL.canParse(databaseUrl)) return undefined;
  const url = new URL(databaseUrl);
  const fromQuery = url.searchParams.get('host');
  const host = url.hostname.replace(/^\[|\]$/g, '') || fromQuery || '127.0.0.1';
  const databaseName =
    decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return { host: host.startsWith('/') ? '127.0.0.1' : host, port: Number(url.port || 5432), databaseName };
}
