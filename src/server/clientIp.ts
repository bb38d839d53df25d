import type { Context } from 'hono';

/**
 * The client address. Behind `trustedHops` proxies, each of which appends the address it saw to
 * X-Forwarded-For, the client is the entry that many places from the right (the peer counting as
 * the first place); anything further left was written by the client and proves nothing.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const nearestFirst = [peer, ...forwarded.reverse()];
  return nearestFirst[Math.min(trustedHops, nearestFirst.length - 1)]!;
}
