import { describe, expect, it } from 'vitest';
import type { ConnectionSettings } from '../../../src/server/insights/connectors/connector.ts';
import {
  createEgressPolicy,
  type EgressPolicyOptions,
  ownDatabaseOf,
  parseAllowList,
} from '../../../src/server/insights/egressPolicy.ts';
import { ApiError } from '../../../src/server/reply.ts';

const settings = (over: Partial<ConnectionSettings>): ConnectionSettings => ({
  type: 'POSTGRES',
  host: 'db.example.com',
  port: 5432,
  username: 'reader',
  password: '',
  databaseName: 'sales',
  properties: {},
  ...over,
});

/** A DNS of our own: names map to fixed answers, and every lookup is counted. */
function fakeDns(answers: Record<string, string[]>) {
  const asked: string[] = [];
  return {
    asked,
    resolve: async (host: string) => {
      asked.push(host);
      const found = answers[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

const policy = (over: Partial<EgressPolicyOptions> = {}) =>
  createEgressPolicy({
    allow: [],
    resolve: fakeDns({ 'db.example.com': ['93.184.216.34'], 'inside.example.com': ['10.1.2.3'] }).resolve,
    ...over,
  });

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('egress policy for data connections', () => {
  it('pins a public host to the address it resolved to, looking it up once', async () => {
    const dns = fakeDns({ 'db.example.com': ['93.184.216.34', '10.0.0.9'] });
    const pinned = await createEgressPolicy({ allow: [], resolve: dns.resolve }).pin(settings({}));
    expect(pinned.address).toBe('93.184.216.34');
    expect(pinned.host).toBe('db.example.com');
    expect(dns.asked).toEqual(['db.example.com']);
  });

  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['10.20.30.40', 'a private address'],
    ['172.16.0.5', 'a private address'],
    ['192.168.1.10', 'a private address'],
    ['fd00::1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
  ])('refuses %s: it is %s', async (host, words) => {
    const err = await refusal(policy().pin(settings({ host })));
    expect(err.status).toBe(400);
    expect(err.message).toBe(
      `Connections to ${host} are refused: it is ${words}. The server's operator can allow it in DATA_CONNECTION_ALLOW.`,
    );
    expect(err.fields).toEqual({ host: err.message });
  });

  it('refuses a name that resolves to a private address and says which', async () => {
    const err = await refusal(policy().pin(settings({ host: 'inside.example.com' })));
    expect(err.message).toContain('inside.example.com (10.1.2.3) are refused: it is a private address');
  });

  it('lets through what DATA_CONNECTION_ALLOW lists: hosts, addresses and ranges', async () => {
    const allowed = policy({ allow: parseAllowList('127.0.0.1, 10.0.0.0/8,Inside.Example.com,fd00::/8') });
    expect((await allowed.pin(settings({ host: '127.0.0.1' }))).address).toBe('127.0.0.1');
    expect((await allowed.pin(settings({ host: '10.9.8.7' }))).address).toBe('10.9.8.7');
    expect((await allowed.pin(settings({ host: 'inside.example.com' }))).address).toBe('10.1.2.3');
    expect((await allowed.pin(settings({ host: 'fd12::3' }))).address).toBe('fd12::3');
    // The list is exact: a neighbour of a listed address stays refused.
    await refusal(allowed.pin(settings({ host: '127.0.0.2' })));
    await refusal(allowed.pin(settings({ host: '192.168.0.1' })));
  });

  it("refuses the product's own database even when its host is listed", async () => {
    const own = ownDatabaseOf('postgres://app:secret@127.0.0.1:5432/platform');
    expect(own).toEqual({ host: '127.0.0.1', port: 5432, databaseName: 'platform' });
    const guarded = policy({ allow: parseAllowList('127.0.0.0/8,localhost'), ownDatabase: own });
    const message = (host: string) =>
      `${host}:5432/platform is this server's own database and cannot be used as a data source.`;
    expect(
      (await refusal(guarded.pin(settings({ host: '127.0.0.1', databaseName: 'platform' })))).message,
    ).toBe(message('127.0.0.1'));
    // Another loopback address or another spelling of the name reaches the same server.
    await refusal(guarded.pin(settings({ host: '127.0.0.2', databaseName: 'platform' })));
    await refusal(guarded.pin(settings({ host: '127.0.0.1', databaseName: 'PLATFORM' })));
    await refusal(guarded.pin(settings({ host: '::ffff:127.0.0.1', databaseName: 'platform' })));
    // Other databases of that server and other ports stay as the allow list says.
    expect((await guarded.pin(settings({ host: '127.0.0.1', databaseName: 'test' }))).address).toBe(
      '127.0.0.1',
    );
    expect(
      (await guarded.pin(settings({ host: '127.0.0.1', port: 5433, databaseName: 'platform' }))).address,
    ).toBe('127.0.0.1');
  });

  it('always lets the embedded sample database through, and nothing else on loopback', async () => {
    const withSample = policy({ sample: () => ({ host: '127.0.0.1', port: 5433 }) });
    expect((await withSample.pin(settings({ host: '127.0.0.1', port: 5433 }))).address).toBe('127.0.0.1');
    await refusal(withSample.pin(settings({ host: '127.0.0.1', port: 5432 })));
  });

  it('says plainly when a host name does not resolve', async () => {
    await expect(policy().pin(settings({ host: 'nowhere.example.com' }))).rejects.toMatchObject({
      status: 422,
      message: "Unknown host 'nowhere.example.com': no server by that name could be found.",
    });
  });

  it('refuses a malformed DATA_CONNECTION_ALLOW at start', () => {
    expect(() => parseAllowList('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is not a CIDR range/);
    expect(() => parseAllowList('db_1!')).toThrow(/not a host name, an address or a CIDR range/);
    expect(parseAllowList(' , ')).toEqual([]);
  });
});
