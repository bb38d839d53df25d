import { describe, expect, it } from 'vitest';
import { createWorkspaceIndexCache } from '../../../src/server/knowledge/workspaceIndexCache.ts';

/** Workspaces of the given sizes; counts each load. */
function loaderOf(sizes: Record<string, number>) {
  const loads: string[] = [];
  const load = async (workspaceId: string) => {
    loads.push(workspaceId);
    const size = sizes[workspaceId];
    if (size === undefined) throw new Error(`no workspace ${workspaceId}`);
    return { workspaceId, rows: Array.from({ length: size }) };
  };
  return { load, loads };
}

describe('workspace index cache', () => {
  it('loads a workspace once while it is kept, and again once dropped', async () => {
    const { load, loads } = loaderOf({ a: 10 });
    const cache = createWorkspaceIndexCache({ load, maxChunks: 100 });
    const [first, second] = await Promise.all([cache.get('a'), cache.get('a')]);
    expect(first).toBe(second);
    await cache.get('a');
    expect(loads).toEqual(['a']);
    cache.drop('a');
    expect(await cache.get('a')).not.toBe(first);
    expect(loads).toEqual(['a', 'a']);
  });

  it('drops the least recently asked workspaces once their chunks pass the budget', async () => {
    const { load, loads } = loaderOf({ a: 40, b: 40, c: 40 });
    const cache = createWorkspaceIndexCache({ load, maxChunks: 100 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // now b is the least recently asked
    await cache.get('c');
    expect(cache.chunks).toBe(80);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    await cache.get('a');
    expect(loads).toEqual(['a', 'b', 'c']);
  });

  it('keeps a workspace larger than the budget until another is asked', async () => {
    const { load } = loaderOf({ big: 500, small: 5 });
    const cache = createWorkspaceIndexCache({ load, maxChunks: 100 });
    await cache.get('small');
    await cache.get('big');
    expect([cache.has('small'), cache.has('big')]).toEqual([false, true]);
    await cache.get('small');
    expect([cache.has('small'), cache.has('big')]).toEqual([true, false]);
  });

  it('forgets a failed load so the next question tries again', async () => {
    const sizes: Record<string, number> = {};
    const { load, loads } = loaderOf(sizes);
    const cache = createWorkspaceIndexCache({ load, maxChunks: 100 });
    await expect(cache.get('late')).rejects.toThrow('no workspace late');
    sizes.late = 3;
    expect((await cache.get('late')).rows).toHaveLength(3);
    expect(loads).toEqual(['late', 'late']);
  });

  it('does not keep a load that was dropped while it ran', async () => {
    const { load } = loaderOf({ a: 10 });
    const cache = createWorkspaceIndexCache({ load, maxChunks: 100 });
    const stale = cache.get('a');
    cache.drop('a');
    await stale;
    expect(cache.has('a')).toBe(false);
    expect(cache.chunks).toBe(0);
  });
});
