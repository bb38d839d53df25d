import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../../src/server/services/expiringCache.ts';

/** A load that settles when the test says so, counting its calls. */
function controlledLoad<V>() {
  const settle: Array<(value: V) => void> = [];
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<V>((resolve) => settle.push(resolve));
  };
  return { load, settle, calls: () => calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('expiring cache', () => {
  it('lets entries lapse at their own time and drops the oldest when full', () => {
    let now = 0;
    const cache = new ExpiringCache<string, number>(2, () => now);
    cache.set('a', 1, 10);
    cache.set('b', 2, 20);
    now = 15;
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 2]);
    cache.set('c', 3, 30);
    cache.set('d', 4, 30);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 3, 4]);
  });

  it('makes one load for a burst of callers and keeps its value until the time it gives', async () => {
    let now = 0;
    const cache = new ExpiringCache<string, string>(10, () => now);
    const { load, settle, calls } = controlledLoad<string>();
    const burst = Array.from({ length: 50 }, () => cache.load('k', load, () => now + 100));
    await flush();
    expect(calls()).toBe(1);
    settle[0]!('v1');
    expect(await Promise.all(burst)).toEqual(Array(50).fill('v1'));
    expect(await cache.load('k', load, () => now + 100)).toBe('v1');
    expect(calls()).toBe(1);

    now = 100;
    const again = cache.load('k', load, () => now + 100);
    await flush();
    expect(calls()).toBe(2);
    settle[1]!('v2');
    expect(await again).toBe('v2');
  });

  it('does not keep what a load returns when told not to, nor a failure', async () => {
    const cache = new ExpiringCache<string, string | null>(10);
    let calls = 0;
    const missing = async () => {
      calls++;
      return null;
    };
    await cache.load('k', missing, (v) => (v === null ? undefined : Date.now() + 1000));
    await cache.load('k', missing, (v) => (v === null ? undefined : Date.now() + 1000));
    expect(calls).toBe(2);

    await expect(
      cache.load(
        'e',
        async () => {
          throw new Error('down');
        },
        () => Date.now() + 1000,
      ),
    ).rejects.toThrow('down');
    expect(
      await cache.load(
        'e',
        async () => 'up',
        () => Date.now() + 1000,
      ),
    ).toBe('up');
  });

  it('does not keep a load that a delete overtook, and the next caller loads afresh', async () => {
    const cache = new ExpiringCache<string, string>(10);
    const { load, settle, calls } = controlledLoad<string>();
    const stale = cache.load('k', load, () => Date.now() + 1000);
    await flush();
    cache.delete('k');
    const fresh = cache.load('k', load, () => Date.now() + 1000);
    await flush();
    expect(calls()).toBe(2);
    settle[0]!('before the change');
    settle[1]!('after the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(cache.get('k')).toBe('after the change');

    const overtaken = cache.load('j', load, () => Date.now() + 1000);
    await flush();
    cache.clear();
    settle[2]!('old');
    await overtaken;
    expect(cache.get('j')).toBeUndefined();
  });
});
