import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { idbRefreshLedger } from '../../src/web/api/refreshLedger.ts';
import { createSessionStore } from '../../src/web/api/session.ts';

let browsers = 0;

/**
 * Browser tabs of one origin: one storage shared by all, and a `storage` event delivered to every
 * tab but the one that wrote, as browsers do; one IndexedDB ledger of spent refresh tokens.
 *
 * With `lagging`, as in Chromium, a write reaches the other tabs only later (when `deliver` is
 * called): until then they read the values they had.
 */
export function browserTabs({ lagging = false } = {}) {
  const values = new Map<string, string>();
  const tabs: { events: EventTarget; view: Map<string, string> }[] = [];
  let pending: (() => void)[] = [];
  const notifyOthers = (writer: EventTarget, key: string, value: string | null) => {
    for (const tab of tabs) {
      if (tab.events === writer) continue;
      const apply = () => {
        if (value === null) tab.view.delete(key);
        else tab.view.set(key, value);
        tab.events.dispatchEvent(Object.assign(new Event('storage'), { key }));
      };
      if (lagging) pending.push(apply);
      else apply();
    }
  };
  const ledger = idbRefreshLedger(createStore(`auth-session-${++browsers}-${Date.now()}`, 'handoff'));
  return {
    values,
    ledger,
    /** Hands every write made so far to the other tabs. */
    deliver() {
      const now = pending;
      pending = [];
      for (const apply of now) apply();
    },
    open() {
      const events = new EventTarget();
      const view = lagging ? new Map(values) : values;
      tabs.push({ events, view });
      const storage = {
        getItem: (key: string) => view.get(key) ?? null,
        setItem(key: string, value: string) {
          if (view.get(key) === value) return;
          view.set(key, value);
          values.set(key, value);
          notifyOthers(events, key, value);
        },
        removeItem(key: string) {
          if (!view.has(key)) return;
          view.delete(key);
          values.delete(key);
          notifyOthers(events, key, null);
        },
      };
      return createSessionStore(
        () => storage,
        () => events,
      );
    },
  };
}
