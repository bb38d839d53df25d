import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { chatMessages } from '../../contract/chat.ts';
import { ApiError } from '../reply.ts';

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** True for loopback, link-local, private, carrier-grade NAT, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family === 6) return privateRanges.check(address, 'ipv6');
  return true;
}

export interface EndUserAuthOptions {
  allowPrivate: boolean;
  timeoutMs: number;
}

const refused = () => new ApiError(401, chatMessages.signInRequired);

/**
 * Asks the workspace's authUrl whether the visitor's bearer token is good: GET with the same
 * Authorization header, no redirects followed, a time limit, and never towards a private
 * address (checked after DNS resolution) unless allowed. Anything but a 2xx is a 401.
 */
export async function checkEndUser(
  authUrl: string | null,
  authorization: string | undefined,
  options: EndUserAuthOptions,
) {
  if (!authorization || !/^Bearer\s+\S+$/i.test(authorization)) throw refused();
  if (!authUrl || !URL.canParse(authUrl)) throw refused();
  const url = new URL(authUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (!options.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw new ApiError(
        401,
        `${chatMessages.signInRequired}: this agent's sign-in check cannot be reached.`,
      );
    }
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'GET',
      headers: { Authorization: authorization },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw refused();
  }
  await res.body?.cancel();
  if (res.status < 200 || res.status > 299) throw refused();
}
