import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/web/api/session.ts';

function tabStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return { values, storage };
}

describe('session store', () => {
  it('writes the refresh token before the token, so a tab told of the token reads both new', () => {
    const writes: string[] = [];
    const { storage } = tabStorage();
    const store = createSessionStore(
      () => ({
        ...storage,
        setItem(key, value) {
          writes.push(key);
          storage.setItem(key, value);
        },
      }),
      () => undefined,
    );
    store.save('t2', 'r2');
    expect(writes).toEqual(['refreshToken', 'token']);
  });

  it("follows another tab's changes of the token and of the whole storage, not the refresh token alone", () => {
    const { values, storage } = tabStorage();
    const events = new EventTarget();
    const store = createSessionStore(
      () => storage,
      () => events,
    );
    const seen: unknown[] = [];
    const stop = store.subscribe((session) => seen.push(session));
    const change = (key: string | null) => events.dispatchEvent(Object.assign(new Event('storage'), { key }));

    // Another tab's save, as this tab receives it: first the refresh token alone.
    values.set('token', 't1');
    values.set('refreshToken', 'r2');
    change('refreshToken');
    expect(seen).toEqual([]);
    values.set('token', 't2');
    change('token');
    expect(seen).toEqual([{ token: 't2', refreshToken: 'r2' }]);
    values.clear();
    change(null);
    expect(seen.at(-1)).toEqual({ token: null, refreshToken: null });
    change('workspaceId');
    expect(seen).toHaveLength(2);
    stop();
    change('token');
    expect(seen).toHaveLength(2);
  });
});
