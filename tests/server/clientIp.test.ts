import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/server/clientIp.ts';

/** The address the server would rate-limit, for a peer address and an X-Forwarded-For header. */
async function addressSeen(trustedHops: number, peer: string, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustedHops)));
  const res = await app.request(
    '/',
    { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return res.text();
}

describe('client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeen(0, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('behind one proxy is the entry that proxy appended (the rightmost), never a client-written one', async () => {
    expect(await addressSeen(1, '10.0.0.1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(1, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('behind two proxies skips the entry the second proxy appended', async () => {
    expect(await addressSeen(2, '10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('falls back to the furthest known hop when the header is shorter than the proxy chain', async () => {
    expect(await addressSeen(1, '10.0.0.1')).toBe('10.0.0.1');
    expect(await addressSeen(3, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });
});
